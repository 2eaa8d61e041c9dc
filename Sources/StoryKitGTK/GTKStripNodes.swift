import CGtk4

/// The back buffer cut into horizontal strips, each a Cairo render node painting a copy of the
/// strip's pixels. A strip whose pixels did not change keeps its node, so GTK's render-node diff
/// sees it unchanged and repaints (and sends to the display) only the strips that changed: during
/// playback, the progress bar's.
///
/// Not texture nodes: GTK 4.8's Cairo renderer downloads a `GdkMemoryTexture` into a new Cairo
/// surface on every paint, through floats per channel even when the formats match, which cost
/// more than drawing the frame when a transition changes the whole window. A Cairo node replays
/// its one `cairo_paint` of our Cairo surface as a plain copy.
@MainActor
final class GTKStripNodes {
  /// Rows of device pixels per strip.
  static let stripHeight = 64

  private struct Strip {
    /// The strip's pixels (Cairo ARGB32 at the device scale), never drawn to once painted into
    /// `node`. The node's recording holds a reference too (``keepAlive``), so GTK's paints read
    /// these pages as long as the node lives and Cairo never copies them.
    var surface: OpaquePointer
    var node: OpaquePointer
  }

  /// The key under which a node's recording holds its strip's surface.
  private static let keepAlive = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

  private var strips: [Strip] = []
  private var width = 0
  private var stride = 0
  private var scale = 1.0

  /// How many strips the last ``update(pixels:width:height:stride:scale:)`` made anew.
  private(set) var stripsChanged = 0

  /// ``stripsChanged`` as a share of all strips, 0…1.
  var changedShare: Double { strips.isEmpty ? 0 : Double(stripsChanged) / Double(strips.count) }

  isolated deinit {
    removeAll()
  }

  /// Takes the buffer's pixels (Cairo ARGB32), `scale` device pixels per point, keeping the node
  /// of every strip whose bytes are the same as last time.
  func update(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, scale: Double) {
    if width != self.width || stride != self.stride || scale != self.scale { removeAll() }
    self.width = width
    self.stride = stride
    self.scale = scale
    let count = (height + Self.stripHeight - 1) / Self.stripHeight
    if strips.count > count {
      for strip in strips[count...] { release(strip) }
      strips.removeLast(strips.count - count)
    }
    stripsChanged = 0
    for index in 0..<count {
      let top = index * Self.stripHeight
      let rows = min(Self.stripHeight, height - top)
      let start = pixels + top * stride
      if index < strips.count, Self.same(strips[index].surface, start, rows: rows, stride: stride) {
        continue
      }
      guard let strip = makeStrip(start, top: top, rows: rows) else { continue }
      if index < strips.count {
        release(strips[index])
        strips[index] = strip
      } else {
        strips.append(strip)
      }
      stripsChanged += 1
    }
  }

  /// Appends each strip's node.
  func append(to snapshot: OpaquePointer) {
    for strip in strips { gtk_snapshot_append_node(snapshot, strip.node) }
  }

  private static func same(
    _ surface: OpaquePointer, _ start: UnsafeRawPointer, rows: Int, stride: Int
  ) -> Bool {
    guard cairo_image_surface_get_height(surface) == rows, cairo_image_surface_get_stride(surface) == stride,
      let data = cairo_image_surface_get_data(surface)
    else { return false }
    return memcmp(data, start, rows * stride) == 0
  }

  /// A copy of the rows from `top` and a node that paints it at its place, in points.
  private func makeStrip(_ start: UnsafeRawPointer, top: Int, rows: Int) -> Strip? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows)) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_stride(surface) == Int32(stride),
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    memcpy(data, start, rows * stride)
    cairo_surface_mark_dirty(surface)
    cairo_surface_set_device_scale(surface, scale, scale)
    var bounds = graphene_rect_t()
    bounds.origin.y = Float(Double(top) / scale)
    bounds.size.width = Float(Double(width) / scale)
    bounds.size.height = Float(Double(rows) / scale)
    guard let node = gsk_cairo_node_new(&bounds) else {
      cairo_surface_destroy(surface)
      return nil
    }
    if let context = gsk_cairo_node_get_draw_context(node) {
      cairo_set_source_surface(context, surface, 0, Double(top) / scale)
      cairo_paint(context)
      cairo_destroy(context)
    }
    // The recording keeps a copy-on-write snapshot of the surface: had the surface gone first,
    // Cairo would copy its pixels into the snapshot. Tied to the recording, it goes after it.
    if let recording = gsk_cairo_node_get_surface(node) {
      cairo_surface_set_user_data(
        recording, Self.keepAlive, UnsafeMutableRawPointer(cairo_surface_reference(surface)), destroySurface)
    }
    return Strip(surface: surface, node: node)
  }

  private func release(_ strip: Strip) {
    gsk_render_node_unref(strip.node)
    cairo_surface_destroy(strip.surface)
  }

  private func removeAll() {
    for strip in strips { release(strip) }
    strips = []
  }
}

private let destroySurface: @convention(c) (UnsafeMutableRawPointer?) -> Void = { surface in
  guard let surface else { return }
  cairo_surface_destroy(OpaquePointer(surface))
}
