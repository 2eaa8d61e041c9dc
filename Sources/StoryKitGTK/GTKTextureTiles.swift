import CGtk4

/// The back buffer cut into horizontal strips, each a GDK texture. A strip whose pixels did not
/// change keeps its texture, so GTK's render-node diff sees it unchanged and repaints (and sends
/// to the display) only the strips that changed: during playback, the progress bar's.
@MainActor
final class GTKTextureTiles {
  /// Rows of device pixels per strip.
  static let stripHeight = 64

  private struct Strip {
    var bytes: OpaquePointer
    var texture: OpaquePointer
  }

  private var strips: [Strip] = []
  private var width = 0
  private var stride = 0

  /// How many strips the last ``update(pixels:width:height:stride:)`` made anew.
  private(set) var stripsChanged = 0

  /// ``stripsChanged`` as a share of all strips, 0…1.
  var changedShare: Double { strips.isEmpty ? 0 : Double(stripsChanged) / Double(strips.count) }

  isolated deinit {
    removeAll()
  }

  /// Takes the buffer's pixels (Cairo ARGB32: premultiplied BGRA in memory), keeping the
  /// texture of every strip whose bytes are the same as last time.
  func update(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
    if width != self.width || stride != self.stride { removeAll() }
    self.width = width
    self.stride = stride
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
      let length = rows * stride
      if index < strips.count, Self.same(strips[index].bytes, start, length) { continue }
      guard let strip = Self.strip(start, length: length, width: width, rows: rows, stride: stride) else {
        continue
      }
      if index < strips.count {
        release(strips[index])
        strips[index] = strip
      } else {
        strips.append(strip)
      }
      stripsChanged += 1
    }
  }

  /// Appends each strip as a texture node, in points at `scale` device pixels per point.
  func append(to snapshot: OpaquePointer, scale: Double) {
    for (index, strip) in strips.enumerated() {
      let rows = Double(gdk_texture_get_height(strip.texture))
      var rect = graphene_rect_t()
      rect.origin.x = 0
      rect.origin.y = Float(Double(index * Self.stripHeight) / scale)
      rect.size.width = Float(Double(width) / scale)
      rect.size.height = Float(rows / scale)
      gtk_snapshot_append_texture(snapshot, strip.texture, &rect)
    }
  }

  private static func same(_ bytes: OpaquePointer, _ start: UnsafeRawPointer, _ length: Int) -> Bool {
    var size = 0
    guard let data = g_bytes_get_data(bytes, &size), size == length else { return false }
    return memcmp(data, start, length) == 0
  }

  private static func strip(
    _ start: UnsafeRawPointer, length: Int, width: Int, rows: Int, stride: Int
  ) -> Strip? {
    guard let bytes = g_bytes_new(start, gsize(length)) else { return nil }
    guard
      let texture = gdk_memory_texture_new(
        Int32(width), Int32(rows), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    else {
      g_bytes_unref(bytes)
      return nil
    }
    return Strip(bytes: bytes, texture: texture)
  }

  private func release(_ strip: Strip) {
    g_object_unref(UnsafeMutableRawPointer(strip.texture))
    g_bytes_unref(strip.bytes)
  }

  private func removeAll() {
    for strip in strips { release(strip) }
    strips = []
  }
}
