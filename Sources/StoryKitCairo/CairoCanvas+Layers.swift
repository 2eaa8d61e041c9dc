import CCairo
import CPixman
import Foundation
import StoryKit
import StoryKitUI

/// Offscreen layers: ``CairoLayer`` image surfaces at the canvas's device scale, drawn back
/// through Cairo when moved, scaled or faded (an affine transform), and through pixman when turned
/// in perspective (``PerspectiveCompositor``).
extension CairoCanvas {
  public func makeLayer(covering rect: Rect, placement: ProjectiveTransform) -> (any CanvasLayer)? {
    // Where the layer's origin lands in the target's pixels, to line its pixels up with them.
    var phase = (x: 0.0, y: 0.0)
    if let mapping = targetMapping(), let origin = placement.affine?.apply(to: .zero) {
      let landed = mapping.apply(to: origin)
      if landed.x.isFinite, landed.y.isFinite {
        phase = (landed.x - landed.x.rounded(.down), landed.y - landed.y.rounded(.down))
      }
    }
    return CairoLayer(
      covering: rect, scale: layerScale, phase: phase, textEngine: pango, shapeTiles: shapeTiles)
  }

  public func canDraw(_ layer: any CanvasLayer) -> Bool {
    guard let layer = layer as? CairoLayer else { return false }
    return abs(layer.scale - layerScale) < 1e-9
  }

  public func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: LayerShade?
  ) {
    guard let layer = layer as? CairoLayer else {
      FileHandle.standardError.write(
        Data(
          "StoryKit warning: CairoCanvas draws CairoLayer values only; skipped a \(type(of: layer))\n".utf8))
      return
    }
    let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    guard opacity > 0 else { return }
    // The layer's pixels to the canvas's current coordinates.
    let toUser = ProjectiveTransform(
      Transform.scale(x: 1 / layer.scale, y: 1 / layer.scale)
        .concatenating(.translation(x: layer.rect.minX, y: layer.rect.minY))
    ).concatenating(transform)
    var shadeLaid = false
    if let affine = toUser.affine, !isWorthSharing(layer, turnedBy: affine) {
      drawLayer(layer, through: affine, opacity: opacity, filter: filter)
    } else {
      // A square shade over the whole layer goes down with the pixels, while they are in the cache.
      let whole = shade.map { $0.cornerRadius <= 0 && Self.same($0.rect, layer.rect) } ?? false
      shadeLaid = drawLayerInPerspective(
        layer, through: toUser, opacity: opacity, filter: filter, shade: whole ? shade?.color : nil)
    }
    if let shade, !shadeLaid {
      fillShade(shade, transform: transform, opacity: opacity)
      layerTrace?.record(.shadeFilled(shade, transform: transform, opacity: opacity))
    }
  }

  /// Whether a layer drawn moved, scaled or turned (a card tilting as it flies out, the next one
  /// rising behind it) is large enough to share between the cores: Cairo samples it on one
  /// thread, and pixman's affine bilinear path is several times slower per pixel than copying.
  /// A layer landing on whole pixels unscaled is an exact copy, left to Cairo.
  private func isWorthSharing(_ layer: CairoLayer, turnedBy affine: Transform) -> Bool {
    guard PerspectiveCompositor.cores > 1,
      layer.pixelWidth * layer.pixelHeight >= PerspectiveCompositor.pixelsWorthSharing,
      let mapping = targetMapping()
    else { return false }
    // `affine` takes the layer's pixels to user space; the mapping, user space to the target's.
    return !Self.isWholePixelCopy(ProjectiveTransform(affine.concatenating(mapping)))
  }

  /// Whether two rectangles agree to a thousandth of a point.
  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy { abs($0) < 1e-3 }
  }

  /// Through Cairo: a surface pattern under an affine matrix; nearest when it lands on whole
  /// pixels unscaled (an exact copy), else `filter`.
  private func drawLayer(_ layer: CairoLayer, through affine: Transform, opacity: Double, filter: LayerFilter)
  {
    let entries = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
    guard entries.allSatisfy(\.isFinite), affine.inverted != nil else { return }
    cairo_save(context)
    var matrix = cairo_matrix_t(
      xx: affine.a, yx: affine.b, xy: affine.c, yy: affine.d, x0: affine.tx, y0: affine.ty)
    cairo_transform(context, &matrix)
    cairo_set_source_surface(context, layer.surface, 0, 0)
    let pattern = cairo_get_source(context)
    // Cairo's matrix now takes layer pixels to the target's.
    let exact = targetMapping().map { Self.isWholePixelCopy(ProjectiveTransform($0)) } ?? false
    cairo_pattern_set_filter(
      pattern, exact || filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    layerTrace?.record(
      .affine(layer: layer, matrix: affine, opacity: opacity, nearest: exact || filter == .nearest))
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
    cairo_paint_with_alpha(context, opacity)
    cairo_restore(context)
  }

  /// Through pixman, straight into the target's pixels, inside the clip. A clip that is not a
  /// set of rectangles (a rounded corner) is honoured through a group Cairo masks. Returns whether
  /// it laid `shade` (a colour over the whole layer) with the pixels.
  private func drawLayerInPerspective(
    _ layer: CairoLayer, through toUser: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: Color?
  ) -> Bool {
    guard let userToPixels = targetMapping(), let target = Self.pixmanTarget(cairo_get_group_target(context))
    else {
      layerTrace?.record(.unsupported("a layer turned in perspective on a surface pixman cannot reach"))
      drawLayerFlattened(layer, through: toUser, opacity: opacity, filter: filter)
      return false
    }
    defer { pixman_image_unref(target.image) }
    let pixelTransform = toUser.concatenating(ProjectiveTransform(userToPixels))
    var compositor = PerspectiveCompositor(
      source: layer.pixmanImage, width: layer.pixelWidth, height: layer.pixelHeight)
    if let clip = clipPixelRects(through: userToPixels) {
      let bounds = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
      compositor.log = layerTrace.map { _ in PixmanCallLog() }
      let laysShade = shade != nil && PerspectiveCompositor.laysShade(for: pixelTransform)
      if laysShade, let shade { compositor.shade = FaceShade.pixmanColor(shade) }
      compositor.sourceIsOpaque = layer.isOpaque
      cairo_surface_flush(target.surface)
      compositor.composite(
        into: target.image, transform: pixelTransform, clip: clip.compactMap { $0.intersection(bounds) },
        opacity: opacity, filter: filter)
      cairo_surface_mark_dirty(target.surface)
      if let log = compositor.log {
        log.closePart()
        layerTrace?.record(.pixman(layer: layer, groups: log.groups))
      }
      return laysShade
    }
    layerTrace?.record(.unsupported("a layer turned in perspective inside a clip that is not rectangles"))
    // A shaped clip: draw into a group the clip's size, which Cairo then paints through the clip.
    cairo_push_group(context)
    if let groupMapping = targetMapping(), let group = Self.pixmanTarget(cairo_get_group_target(context)) {
      cairo_surface_flush(group.surface)
      compositor.composite(
        into: group.image, transform: toUser.concatenating(ProjectiveTransform(groupMapping)),
        clip: [PixelRect(x: 0, y: 0, width: group.width, height: group.height)], opacity: opacity,
        filter: filter)
      cairo_surface_mark_dirty(group.surface)
      pixman_image_unref(group.image)
    }
    cairo_pop_group_to_source(context)
    cairo_paint(context)
    return false
  }

  /// For a target pixman cannot reach (a PDF, a recording): the affine transform through three of
  /// the four corners, the closest Cairo alone can draw.
  private func drawLayerFlattened(
    _ layer: CairoLayer, through toUser: ProjectiveTransform, opacity: Double, filter: LayerFilter
  ) {
    let size = Rect(x: 0, y: 0, width: Double(layer.pixelWidth), height: Double(layer.pixelHeight))
    let corners = toUser.corners(of: size)
    guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
    let affine = Transform(
      a: (corners[1].x - corners[0].x) / size.width, b: (corners[1].y - corners[0].y) / size.width,
      c: (corners[3].x - corners[0].x) / size.height, d: (corners[3].y - corners[0].y) / size.height,
      tx: corners[0].x, ty: corners[0].y)
    drawLayer(layer, through: affine, opacity: opacity, filter: filter)
  }

  /// The current user space to the pixels of the surface drawn into (the innermost group's, if
  /// any): Cairo's matrix, the surface's device scale and its device offset.
  func targetMapping() -> Transform? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    let target = cairo_get_group_target(context)
    var scaleX = 1.0
    var scaleY = 1.0
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let mapping = Transform(
      a: matrix.xx * scaleX, b: matrix.yx * scaleY, c: matrix.xy * scaleX, d: matrix.yy * scaleY,
      tx: matrix.x0 * scaleX + offsetX, ty: matrix.y0 * scaleY + offsetY)
    return [mapping.a, mapping.b, mapping.c, mapping.d, mapping.tx, mapping.ty].allSatisfy(\.isFinite)
      ? mapping : nil
  }

  /// The clip as rectangles of target pixels, or `nil` when it is not made of rectangles.
  private func clipPixelRects(through userToPixels: Transform) -> [PixelRect]? {
    guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    let count = Int(list.pointee.num_rectangles)
    guard count > 0, let rectangles = list.pointee.rectangles else { return [] }
    return (0..<count).map { index in
      let r = rectangles[index]
      let corners = ProjectiveTransform(userToPixels).corners(
        of: Rect(x: r.x, y: r.y, width: r.width, height: r.height))
      return PixelRect(enclosing: Rect.bounding(corners))
    }
  }

  /// Whether a mapping of layer pixels to target pixels is a shift by whole pixels.
  static func isWholePixelCopy(_ mapping: ProjectiveTransform) -> Bool {
    guard let affine = mapping.affine else { return false }
    func near(_ value: Double, _ target: Double) -> Bool { abs(value - target) < 1e-6 }
    return near(affine.a, 1) && near(affine.d, 1) && near(affine.b, 0) && near(affine.c, 0)
      && near(affine.tx, affine.tx.rounded()) && near(affine.ty, affine.ty.rounded())
  }

  /// A pixman image over an ARGB32 or RGB24 Cairo image surface, or `nil` for another surface.
  static func pixmanTarget(
    _ surface: OpaquePointer?
  ) -> (surface: OpaquePointer, image: OpaquePointer, width: Int, height: Int)? {
    guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
    let format: pixman_format_code_t
    switch cairo_image_surface_get_format(surface) {
    case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
    case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
    default: return nil
    }
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface),
      let image = pixman_image_create_bits(
        format, width, height, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(surface))
    else { return nil }
    return (surface, image, Int(width), Int(height))
  }
}
