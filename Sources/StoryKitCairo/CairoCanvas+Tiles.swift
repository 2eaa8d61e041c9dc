import CCairo
import StoryKit
import StoryKitUI

/// Gradient strokes and fills from ``ShapeTileCache`` tiles, where a tile gives the pixels of the
/// direct draw: an image target at one pixel per unit, a transform that only scales and moves,
/// Cairo's OVER operator and default anti-aliasing, and a clip of whole pixels. Anything else is
/// drawn directly.
///
/// A shape wholly inside the clip is one blend of its shape tile. A shape the clip (or the
/// target's edge) cuts is stroked or filled by Cairo under the clip, since Cairo rasterizes a cut
/// shape's edges a little differently (up to 14 of 255 on a few rows) from the whole shape; only
/// its paint comes from a tile, which spares Cairo the gradient and its row-long composites.
extension CairoCanvas {
  /// Draws `path` painted with a gradient with the help of tiles; `false` when the caller must
  /// draw it directly (solid paints always: Cairo fills and strokes them fast).
  func drawFromTile(_ path: Path, with paint: Paint, operation: ShapeTileCache.Key.Operation) -> Bool {
    if case .solid = paint { return false }
    guard let tiles = shapeTiles, let (matrix, clip) = tileableTransform() else { return false }
    if case .fill = operation, cairo_get_fill_rule(context) != CAIRO_FILL_RULE_WINDING { return false }
    let wholeX = matrix.x0.rounded(.down)
    let wholeY = matrix.y0.rounded(.down)
    var key = ShapeTileCache.Key(
      path: path, paint: paint, operation: operation, scaleX: matrix.xx, scaleY: matrix.yy,
      phaseX: matrix.x0 - wholeX, phaseY: matrix.y0 - wholeY, tolerance: cairo_get_tolerance(context),
      miterLimit: cairo_get_miter_limit(context))
    guard let tile = tiles.tile(for: key, make: { Self.makeTile(key, maximumBytes: tiles.maximumTileBytes) })
    else { return false }
    // In device units, at the whole-pixel part of the translation plus the tile's own offset.
    let x = wholeX + Double(tile.x)
    let y = wholeY + Double(tile.y)
    let placed = Rect(x: x, y: y, width: Double(tile.width), height: Double(tile.height))
    // Wholly clipped away (a cell scrolled out past the edge): nothing of it would show.
    guard clip.contains(where: { $0.intersects(placed) }) else { return true }
    let inside = clip.contains { box in
      box.minX <= placed.minX && box.minY <= placed.minY && placed.maxX <= box.maxX && placed.maxY <= box.maxY
    }
    if inside {
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_set_source_surface(context, tile.surface, x, y)
      cairo_new_path(context)
      cairo_rectangle(context, x, y, Double(tile.width), Double(tile.height))
      cairo_fill(context)
      cairo_restore(context)
      return true
    }
    key.part = .paint
    let paintTile = tiles.tile(for: key) {
      Self.makePaintTile(key, x: tile.x, y: tile.y, width: tile.width, height: tile.height)
    }
    guard let paintTile else { return false }
    // The paint's pixels where the direct draw computes them: device pixel (x, y) of the target
    // is pixel (x, y) of the tile placed at `placed`.
    let source = cairo_pattern_create_for_surface(paintTile.surface)
    var sourceMatrix = matrix
    sourceMatrix.x0 -= x
    sourceMatrix.y0 -= y
    cairo_pattern_set_matrix(source, &sourceMatrix)
    cairo_pattern_set_filter(source, CAIRO_FILTER_NEAREST)
    cairo_save(context)
    Self.add(path, to: context)
    cairo_set_source(context, source)
    if case .stroke(let style) = operation {
      Self.apply(style, to: context)
      cairo_stroke(context)
    } else {
      cairo_fill(context)
    }
    cairo_restore(context)
    cairo_pattern_destroy(source)
    return true
  }

  /// The transform, if a tile drawn at whole pixels under it matches a direct draw, and the
  /// clip's rectangles in device pixels.
  private func tileableTransform() -> (matrix: cairo_matrix_t, clip: [Rect])? {
    guard let target = cairo_get_group_target(context),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    var scaleX = 0.0
    var scaleY = 0.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
      cairo_get_operator(context) == CAIRO_OPERATOR_OVER, cairo_get_antialias(context) == CAIRO_ANTIALIAS_GOOD
    else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0, matrix.xx.isFinite,
      matrix.yy.isFinite, abs(matrix.x0) < 1e7, abs(matrix.y0) < 1e7
    else { return nil }
    // Cairo lists the clip (always cut to the target's extents) only when it is whole device
    // pixels, in user space; a clip with partly covered pixels would blend the tile's edge
    // differently from the direct draw.
    guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles > 0,
      let rectangles = list.pointee.rectangles
    else { return nil }
    let clip = (0..<Int(list.pointee.num_rectangles)).map { index in
      let user = rectangles[index]
      // Back to device pixels, widened by a hair for the round trip through user space.
      return Rect(
        x: user.x * matrix.xx + matrix.x0 - 1e-6, y: user.y * matrix.yy + matrix.y0 - 1e-6,
        width: user.width * matrix.xx + 2e-6, height: user.height * matrix.yy + 2e-6)
    }
    return (matrix, clip)
  }

  /// Draws the key's shape on a clear surface just big enough for it; `nil` when it is empty,
  /// not finite or over `maximumBytes`.
  private static func makeTile(_ key: ShapeTileCache.Key, maximumBytes: Int) -> ShapeTileCache.Tile? {
    // Where the shape falls, measured on a scratch context with the key's transform.
    guard let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
    defer { cairo_surface_destroy(scratch) }
    guard let measuring = cairo_create(scratch) else { return nil }
    defer { cairo_destroy(measuring) }
    prepare(measuring, for: key, originX: 0, originY: 0)
    let bounds =
      if case .fill = key.operation {
        extents(cairo_fill_extents, of: measuring)
      } else {
        extents(cairo_stroke_extents, of: measuring)
      }
    let left = (bounds.minX * key.scaleX + key.phaseX).rounded(.down) - 1
    let top = (bounds.minY * key.scaleY + key.phaseY).rounded(.down) - 1
    let right = (bounds.maxX * key.scaleX + key.phaseX).rounded(.up) + 1
    let bottom = (bounds.maxY * key.scaleY + key.phaseY).rounded(.up) + 1
    guard [left, top, right, bottom].allSatisfy(\.isFinite), bounds.width > 0, bounds.height > 0,
      (right - left) * (bottom - top) * 4 <= Double(maximumBytes)
    else { return nil }
    let width = Int(right - left)
    let height = Int(bottom - top)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let drawing = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    prepare(drawing, for: key, originX: left, originY: top)
    let measure = if case .fill = key.operation { cairo_path_extents } else { cairo_stroke_extents }
    withSource(key.paint, in: drawing, covering: { extents(measure, of: drawing) }) {
      if case .fill = key.operation { cairo_fill(drawing) } else { cairo_stroke(drawing) }
    }
    cairo_destroy(drawing)
    cairo_surface_flush(surface)
    return ShapeTileCache.Tile(surface: surface, x: Int(left), y: Int(top), width: width, height: height)
  }

  /// The key's paint alone over the given tile rectangle: a source for drawing the shape under a
  /// clip that cuts it.
  private static func makePaintTile(
    _ key: ShapeTileCache.Key, x: Int, y: Int, width: Int, height: Int
  ) -> ShapeTileCache.Tile? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let drawing = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    // The path and style are set as for the shape: an angular paint's radius comes from them.
    prepare(drawing, for: key, originX: Double(x), originY: Double(y))
    let measure = if case .fill = key.operation { cairo_path_extents } else { cairo_stroke_extents }
    withSource(key.paint, in: drawing, covering: { extents(measure, of: drawing) }) { cairo_paint(drawing) }
    cairo_destroy(drawing)
    cairo_surface_flush(surface)
    return ShapeTileCache.Tile(surface: surface, x: x, y: y, width: width, height: height)
  }

  /// Sets the key's transform (its tile's pixel `originX`, `originY` at device 0, 0), Cairo
  /// state and path on `context`.
  private static func prepare(
    _ context: OpaquePointer, for key: ShapeTileCache.Key, originX: Double, originY: Double
  ) {
    var matrix = cairo_matrix_t(
      xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.phaseX - originX, y0: key.phaseY - originY)
    cairo_set_matrix(context, &matrix)
    cairo_set_antialias(context, CAIRO_ANTIALIAS_GOOD)
    cairo_set_tolerance(context, key.tolerance)
    cairo_set_miter_limit(context, key.miterLimit)
    add(key.path, to: context)
    if case .stroke(let style) = key.operation { apply(style, to: context) }
  }
}
