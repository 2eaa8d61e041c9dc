import CCairo
import Foundation
import StoryKit
import StoryKitUI

/// A ``Canvas`` that draws with Cairo, anti-aliased, into any Cairo context: a ``Bitmap``'s, or
/// one a host lends for a frame (a GTK drawing area's `cairo_t`).
///
/// ```swift
/// // In a GTK draw function, with the cairo_t GTK passes (already in logical pixels):
/// let canvas = CairoCanvas(borrowing: cairo, textEngine: root.textEngine)
/// root.render(in: canvas)
/// ```
///
/// Coordinates are points; `scale` maps them to the context's units (a 390 pt wide view at scale 3
/// fills 1,170 pixels of a bitmap). The canvas saves the context's state when it is made and
/// restores it when it goes away, so the lender gets its context back as it was. Text is drawn
/// with Pango: a ``TextLayout`` from a ``PangoTextEngine`` is drawn with that engine; a layout from
/// another engine is laid out again by Pango with the same text, style, width and line limit.
/// Images must be ``CairoImage``s (anything else is skipped with a logged warning). A gradient
/// stroke or fill drawn again at the same scale and fraction of a pixel (a story ring in every
/// frame) is blended from a tile kept from an earlier draw, in bitmaps; Cairo draws it otherwise.
public final class CairoCanvas: Canvas {
  let context: OpaquePointer
  let pango: PangoTextEngine
  /// Where gradient strokes and fills drawn again come from; `nil` draws every one directly.
  package var shapeTiles: ShapeTileCache? = .shared
  /// Pixels per point of the layers it makes: its scale times its target's device scale.
  let layerScale: Double
  /// Where each layer drawn is written down, call for call (the benchmarks' C replay).
  package var layerTrace: CairoLayerTrace?

  /// A canvas over a Cairo context the caller owns and lends for as long as the canvas lives.
  ///
  /// - Parameters:
  ///   - context: The `cairo_t` to draw into; the canvas holds a reference to it.
  ///   - scale: Context units per point (1 for a context already in points).
  ///   - textEngine: The engine the drawn views measured with; Pango draws the text either way.
  public init(
    borrowing context: OpaquePointer, scale: Double = 1, textEngine: any TextEngine = PangoTextEngine.shared
  ) {
    self.context = context
    pango = (textEngine as? PangoTextEngine) ?? .shared
    let scale = scale.isFinite && scale > 0 ? scale : 1
    var deviceScaleX = 1.0
    var deviceScaleY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(context), &deviceScaleX, &deviceScaleY)
    layerScale = scale * (deviceScaleX.isFinite && deviceScaleX > 0 ? deviceScaleX : 1)
    cairo_reference(context)
    cairo_save(context)
    cairo_scale(context, scale, scale)
    cairo_set_antialias(context, CAIRO_ANTIALIAS_GOOD)
  }

  deinit {
    // Layers and saves left open by a broken draw are closed first, so the lender's state returns.
    for entry in stack.reversed() {
      if entry == .save {
        cairo_restore(context)
      } else {
        cairo_pop_group_to_source(context)
      }
    }
    cairo_restore(context)
    cairo_destroy(context)
  }

  public func save() {
    cairo_save(context)
    stack.append(.save)
  }

  /// Restores the matching ``save()``; a restore with no open save since the last
  /// ``beginLayer(alpha:)`` is ignored, since Cairo would otherwise stop drawing for good.
  public func restore() {
    guard stack.last == .save else { return }
    stack.removeLast()
    cairo_restore(context)
  }

  public func concatenate(_ transform: Transform) {
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
    guard
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite),
      transform.inverted != nil
    else {
      // A collapsed or broken transform would put Cairo in an error state; draw nothing instead.
      cairo_new_path(context)
      cairo_rectangle(context, 0, 0, 0, 0)
      cairo_clip(context)
      return
    }
    cairo_transform(context, &matrix)
  }

  public func clip(to path: Path) {
    Self.add(path, to: context)
    cairo_clip(context)
  }

  public func beginLayer(alpha: Double) {
    cairo_push_group(context)
    stack.append(.layer(alpha: alpha))
  }

  /// Composites the innermost layer, first restoring saves left open inside it; with no open
  /// layer it does nothing.
  public func endLayer() {
    guard let index = stack.lastIndex(where: { $0 != .save }), case .layer(let alpha) = stack[index] else {
      return
    }
    for _ in stack.index(after: index)..<stack.endIndex { cairo_restore(context) }
    stack.removeSubrange(index...)
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, alpha.isNaN ? 0 : min(max(alpha, 0), 1))
  }

  /// The open saves and layers, innermost last: Cairo's group and save stacks must unwind in order,
  /// and an unbalanced call would put the context in an error state that draws nothing more.
  private enum StackEntry: Equatable {
    case save
    case layer(alpha: Double)
  }

  private var stack: [StackEntry] = []

  public func fill(_ path: Path, with paint: Paint) {
    if drawFromTile(path, with: paint, operation: .fill) { return }
    Self.add(path, to: context)
    Self.withSource(paint, in: context, covering: { Self.extents(cairo_path_extents, of: context) }) {
      cairo_fill(context)
    }
  }

  public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
    guard style.width > 0 else { return }
    if drawFromTile(path, with: paint, operation: .stroke(style)) { return }
    Self.add(path, to: context)
    Self.apply(style, to: context)
    // The stroke's own extents: half the width, caps and miters reach past the path.
    Self.withSource(paint, in: context, covering: { Self.extents(cairo_stroke_extents, of: context) }) {
      cairo_stroke(context)
    }
    cairo_set_dash(context, nil, 0, 0)
  }

  public func draw(_ text: TextLayout, at origin: Point) {
    pango.show(text, at: origin, in: context)
  }

  public func draw(_ image: any CanvasImage, in rect: Rect, contentMode: ContentMode) {
    guard let image = image as? CairoImage else {
      // Canvas calls are not tied to the main actor, so this goes straight to standard error.
      FileHandle.standardError.write(
        Data(
          "StoryKit warning: CairoCanvas draws CairoImage values only; skipped a \(type(of: image))\n".utf8))
      return
    }
    guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
    let placed = contentMode.placement(of: image.size, in: rect)
    cairo_save(context)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(context)
    // Only where the image lands: the padded edge would otherwise fill a letterboxed rectangle.
    cairo_rectangle(context, placed.minX, placed.minY, placed.width, placed.height)
    cairo_clip(context)
    cairo_translate(context, placed.minX, placed.minY)
    cairo_scale(context, placed.width / Double(image.pixelWidth), placed.height / Double(image.pixelHeight))
    cairo_set_source_surface(context, image.surface, 0, 0)
    cairo_pattern_set_filter(
      cairo_get_source(context), Self.imageFilter(for: context, pixels: image.pixelWidth * image.pixelHeight))
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// The filter for an image of `pixels` drawn through `context`'s current transform: `GOOD`,
  /// except for a large picture (a megapixel or more, a story's) shrunk by at most half on each
  /// axis (a cube face turning, a player swiped down), where `GOOD` would run a box convolution
  /// over every source pixel (33 ms for a 1170 × 2532 picture at 0.6 × 0.95; 10 ms bilinear)
  /// and bilinear looks the same on a moving face.
  static func imageFilter(for context: OpaquePointer, pixels: Int) -> cairo_filter_t {
    guard pixels >= 1_000_000 else { return CAIRO_FILTER_GOOD }
    var dx1 = 1.0
    var dy1 = 0.0
    cairo_user_to_device_distance(context, &dx1, &dy1)
    var dx2 = 0.0
    var dy2 = 1.0
    cairo_user_to_device_distance(context, &dx2, &dy2)
    let scaleX = (dx1 * dx1 + dy1 * dy1).squareRoot()
    let scaleY = (dx2 * dx2 + dy2 * dy2).squareRoot()
    return scaleX >= 0.5 && scaleY >= 0.5 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
  }

  // MARK: - Paths and paints (static, so they can draw into other contexts too)

  static func add(_ path: Path, to context: OpaquePointer) {
    cairo_new_path(context)
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(context, point.x, point.y)
      case .line(let point):
        cairo_line_to(context, point.x, point.y)
      case .curve(let point, let control1, let control2):
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      case .arc(let center, let radius, let start, let end, let clockwise):
        if clockwise {
          cairo_arc(context, center.x, center.y, radius, start, end)
        } else {
          cairo_arc_negative(context, center.x, center.y, radius, start, end)
        }
      case .close:
        cairo_close_path(context)
      }
    }
  }

  /// Sets the line width, cap, join and dashes of `style` on `context`.
  static func apply(_ style: StrokeStyle, to context: OpaquePointer) {
    cairo_set_line_width(context, style.width)
    cairo_set_line_cap(context, cap(style.cap))
    cairo_set_line_join(context, join(style.join))
    style.dash.withUnsafeBufferPointer { dashes in
      cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
    }
  }

  /// The user-space bounds of the current path, from `cairo_path_extents`, `cairo_fill_extents`
  /// or `cairo_stroke_extents`.
  static func extents(
    _ measure: (
      OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
      UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
    ) -> Void,
    of context: OpaquePointer
  ) -> Rect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    measure(context, &x1, &y1, &x2, &y2)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  static func withSource(
    _ paint: Paint, in context: OpaquePointer, covering bounds: () -> Rect, _ draw: () -> Void
  ) {
    switch paint {
    case .solid(let color):
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      draw()
    case .linear(let stops, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
      }
      cairo_set_source(context, pattern)
      draw()
      cairo_pattern_destroy(pattern)
    case .angular(let stops, let center, let startAngle):
      let radius = coverRadius(of: bounds(), from: center)
      guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius < 1e6, !stops.isEmpty else {
        // A centre no shape can reach: paint the first colour rather than a degenerate mesh.
        let color = stops.first?.color ?? .clear
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        draw()
        return
      }
      var dx = 1.0
      var dy = 0.0
      cairo_user_to_device_distance(context, &dx, &dy)
      let pattern = AngularGradientCache.shared.pattern(
        stops: stops, center: center, startAngle: startAngle, radius: radius,
        deviceScale: (dx * dx + dy * dy).squareRoot())
      cairo_set_source(context, pattern)
      draw()
      cairo_pattern_destroy(pattern)
    }
  }

  /// A radius from `center` that reaches every point of the painted bounds (plus a margin for
  /// anti-aliasing).
  private static func coverRadius(of bounds: Rect, from center: Point) -> Double {
    let corners = [
      bounds.origin, Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.minX, y: bounds.maxY),
      Point(x: bounds.maxX, y: bounds.maxY),
    ]
    let farthest = corners.map { $0.distance(to: center) }.max() ?? 1
    return max(1, farthest + 8)
  }

  private static func cap(_ cap: StrokeStyle.LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }

  private static func join(_ join: StrokeStyle.LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
