import CCairo
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// A ``Canvas`` that records a frame as a ``CairoReplay``: each call becomes the command for the
/// Cairo calls `CairoCanvas` would make for it.
///
/// It keeps `CairoCanvas`'s bookkeeping (a restore with no open save since the last layer is
/// dropped; ending a layer first restores the saves left open in it; what is open at the end is
/// closed), and a scratch Cairo context with the same transform, so that it can work out what
/// `CairoCanvas` asks Cairo during a frame: the extents an angular gradient must cover and the
/// device scale, hence which rasterized gradient `AngularGradientCache` uses. Resources are kept
/// once each: images by identity, Pango layouts by what `PangoTextEngine` caches them by,
/// gradients by stops and pixel radius.
///
/// ```swift
/// let recorder = CairoReplayRecorder(pixelWidth: 1170, pixelHeight: 330, scale: 3, background: .white)
/// bar.render(in: recorder)
/// let replay = recorder.finish()
/// ```
final class CairoReplayRecorder: Canvas {
  /// What the replay cannot stand for; a replay with problems must not be compared.
  private(set) var problems: [String] = []

  private var replay: CairoReplay
  private let surface: OpaquePointer
  private let scratch: OpaquePointer
  private var stack: [StackEntry] = []
  private var imageIndices: [ObjectIdentifier: Int] = [:]
  /// The recorded images, kept alive so their identities stay unique.
  private var keptImages: [CairoImage] = []
  private var textIndices: [TextKey: Int] = [:]
  private var gradientIndices: [GradientKey: Int] = [:]
  /// A real canvas of the frame's size in the same state (saves, transforms, clips, groups),
  /// which makes and draws the cached layers and says, call for call, how it drew them.
  let mirror: CairoCanvas
  private let mirrorSurface: OpaquePointer
  /// Layers recorded, by identity, as their image's index; kept alive while recording.
  var layerIndices: [ObjectIdentifier: Int] = [:]
  var keptLayers: [CairoLayer] = []

  private enum StackEntry: Equatable {
    case save
    case layer(alpha: Double)
  }

  struct TextKey: Hashable {
    var text: String
    var style: TextStyle
    var maxWidth: Double
    var maxLines: Int
  }

  struct GradientKey: Hashable {
    var stops: [GradientStop]
    var pixelRadius: Int
  }

  /// A recorder for a surface of the given pixels, drawn at `scale` pixels per point.
  init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    replay = CairoReplay(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    scratch = cairo_create(surface)
    cairo_save(scratch)
    cairo_scale(scratch, scale, scale)
    mirrorSurface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(max(1, pixelWidth)), Int32(max(1, pixelHeight)))
    let mirrorContext: OpaquePointer = cairo_create(mirrorSurface)
    mirror = CairoCanvas(borrowing: mirrorContext, scale: scale)
    mirror.layerTrace = CairoLayerTrace()
    cairo_destroy(mirrorContext)
  }

  deinit {
    cairo_destroy(scratch)
    cairo_surface_destroy(surface)
    cairo_surface_destroy(mirrorSurface)
  }

  /// Notes what the replay cannot stand for.
  func noteProblem(_ problem: String) { problems.append(problem) }

  /// Appends a command.
  func append(_ command: CairoReplay.Command) { replay.commands.append(command) }

  /// Adds a layer's pixels as an image; its index.
  func addImage(_ image: CairoReplay.Image) -> Int {
    replay.images.append(image)
    return replay.images.count - 1
  }

  /// The replay, with what is still open closed as `CairoCanvas` closes it when it goes away.
  func finish() -> CairoReplay {
    for entry in stack.reversed() {
      replay.commands.append(entry == .save ? .restore : .dropGroup)
    }
    stack.removeAll()
    return replay
  }

  // MARK: - State

  func save() {
    mirror.save()
    cairo_save(scratch)
    stack.append(.save)
    replay.commands.append(.save)
  }

  func restore() {
    mirror.restore()
    guard stack.last == .save else { return }
    stack.removeLast()
    cairo_restore(scratch)
    replay.commands.append(.restore)
  }

  func concatenate(_ transform: Transform) {
    mirror.concatenate(transform)
    let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    guard values.allSatisfy(\.isFinite), transform.inverted != nil else {
      cairo_new_path(scratch)
      cairo_rectangle(scratch, 0, 0, 0, 0)
      cairo_clip(scratch)
      replay.commands.append(.collapse)
      return
    }
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
    cairo_transform(scratch, &matrix)
    replay.commands.append(.transform(transform))
  }

  func clip(to path: Path) {
    mirror.clip(to: path)
    replay.commands.append(.clip(path))
  }

  func beginLayer(alpha: Double) {
    mirror.beginLayer(alpha: alpha)
    cairo_push_group(scratch)
    stack.append(.layer(alpha: alpha))
    replay.commands.append(.pushGroup)
  }

  func endLayer() {
    mirror.endLayer()
    guard let index = stack.lastIndex(where: { $0 != .save }), case .layer(let alpha) = stack[index] else {
      return
    }
    for _ in stack.index(after: index)..<stack.endIndex {
      cairo_restore(scratch)
      replay.commands.append(.restore)
    }
    stack.removeSubrange(index...)
    cairo_pattern_destroy(cairo_pop_group(scratch))
    replay.commands.append(.popGroup(alpha: alpha.isNaN ? 0 : min(max(alpha, 0), 1)))
  }

  // MARK: - Drawing

  func fill(_ path: Path, with paint: Paint) {
    let resolved = resolve(paint) {
      addPath(path)
      return extents(cairo_path_extents)
    }
    replay.commands.append(.fill(path, resolved))
  }

  func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
    guard style.width > 0 else { return }
    let resolved = resolve(paint) {
      addPath(path)
      cairo_set_line_width(scratch, style.width)
      cairo_set_line_cap(
        scratch, cairo_line_cap_t(UInt32(style.cap == .butt ? 0 : style.cap == .round ? 1 : 2)))
      cairo_set_line_join(
        scratch, cairo_line_join_t(UInt32(style.join == .miter ? 0 : style.join == .round ? 1 : 2)))
      style.dash.withUnsafeBufferPointer { dashes in
        cairo_set_dash(scratch, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
      }
      defer { cairo_set_dash(scratch, nil, 0, 0) }
      return extents(cairo_stroke_extents)
    }
    replay.commands.append(.stroke(path, resolved, style))
  }

  func draw(_ text: TextLayout, at origin: Point) {
    let key = TextKey(text: text.text, style: text.style, maxWidth: text.maxWidth, maxLines: text.maxLines)
    let index: Int
    if let known = textIndices[key] {
      index = known
    } else {
      index = replay.texts.count
      replay.texts.append(Self.pangoText(key))
      textIndices[key] = index
    }
    replay.commands.append(.text(index, at: origin))
  }

  func draw(_ image: any CanvasImage, in rect: Rect, contentMode: ContentMode) {
    // CairoCanvas skips other images (with a warning) and empty rectangles or images.
    guard let image = image as? CairoImage, rect.width > 0, rect.height > 0, image.pixelWidth > 0,
      image.pixelHeight > 0
    else { return }
    let index: Int
    if let known = imageIndices[ObjectIdentifier(image)] {
      index = known
    } else {
      guard let pixels = Self.pixels(of: image) else {
        problems.append("an image's surface format is not ARGB32 or RGB24")
        return
      }
      index = replay.images.count
      replay.images.append(pixels)
      imageIndices[ObjectIdentifier(image)] = index
      keptImages.append(image)
    }
    replay.commands.append(.image(index, in: rect, contentMode: contentMode))
  }

  // MARK: - Resources

  /// The paint as the replay carries it; `bounds` gives the user-space extents a gradient covers.
  private func resolve(_ paint: Paint, bounds: () -> Rect) -> CairoReplay.Paint {
    switch paint {
    case .solid(let color): return .solid(color)
    case .linear(let stops, let start, let end): return .linear(stops: stops, start: start, end: end)
    case .angular(let stops, let center, let startAngle):
      let area = bounds()
      cairo_new_path(scratch)
      let fallback = stops.first?.color ?? .clear
      let corners = [
        area.origin, Point(x: area.maxX, y: area.minY), Point(x: area.minX, y: area.maxY),
        Point(x: area.maxX, y: area.maxY),
      ]
      let radius = max(1, (corners.map { $0.distance(to: center) }.max() ?? 1) + 8)
      guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius < 1e6, !stops.isEmpty else {
        return .angular(gradient: nil, center: center, startAngle: startAngle, fallback: fallback)
      }
      var dx = 1.0
      var dy = 0.0
      cairo_user_to_device_distance(scratch, &dx, &dy)
      let deviceScale = (dx * dx + dy * dy).squareRoot()
      let scale = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
      // AngularGradientCache's image size: the radius in pixels rounded up to 8.
      let pixels = (radius * scale / 8).rounded(.up) * 8
      guard pixels.isFinite, pixels <= 4_096 else {
        problems.append(
          "an angular gradient of \(pixels) px radius is meshed per stroke; the replay has no such case")
        return .angular(gradient: nil, center: center, startAngle: startAngle, fallback: fallback)
      }
      let key = GradientKey(stops: stops, pixelRadius: max(8, Int(pixels)))
      if let known = gradientIndices[key] {
        return .angular(gradient: known, center: center, startAngle: startAngle, fallback: fallback)
      }
      let index = replay.gradients.count
      replay.gradients.append(Self.gradient(key))
      gradientIndices[key] = index
      return .angular(gradient: index, center: center, startAngle: startAngle, fallback: fallback)
    }
  }

  // MARK: - Scratch context

  private func addPath(_ path: Path) {
    cairo_new_path(scratch)
    for element in path.elements {
      switch element {
      case .move(let point): cairo_move_to(scratch, point.x, point.y)
      case .line(let point): cairo_line_to(scratch, point.x, point.y)
      case .curve(let point, let control1, let control2):
        cairo_curve_to(scratch, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      case .arc(let center, let radius, let start, let end, let clockwise):
        if clockwise {
          cairo_arc(scratch, center.x, center.y, radius, start, end)
        } else {
          cairo_arc_negative(scratch, center.x, center.y, radius, start, end)
        }
      case .close: cairo_close_path(scratch)
      }
    }
  }

  /// The user-space bounds of the scratch path, from `cairo_path_extents` or `cairo_stroke_extents`.
  private func extents(
    _ measure: (
      OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
      UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
    ) -> Void
  ) -> Rect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    measure(scratch, &x1, &y1, &x2, &y2)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}
