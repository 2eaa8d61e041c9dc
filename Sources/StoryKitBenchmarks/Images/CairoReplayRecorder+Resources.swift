import CCairo
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The resources of a replay, made once each as ours are: an image's pixels, a Pango layout's
/// settings, an angular gradient's mesh.
extension CairoReplayRecorder {
  /// The settings `PangoTextEngine.configure` gives a layout for this key; what it does to the text
  /// without Pango (NUL, joined paragraphs, a cut with no width) is done here, and the one cut that
  /// needs the laid-out lines is left to the C side (``CairoReplay/Text/cutsMergedParagraphs``).
  static func pangoText(_ key: TextKey) -> CairoReplay.Text {
    let style = key.style
    var text = CairoReplay.Text(
      text: key.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"),
      families: ([style.font.family].compactMap { $0 } + PangoTextEngine.fallbackFamilies).joined(
        separator: ","),
      weight: style.font.weight.numericValue, size: style.font.size, autoDirection: style.direction == nil,
      alignment: alignment(PangoTextEngine.physicalAlignment(style)), width: -1, maxLines: 0,
      cutsMergedParagraphs: false, color: style.color)
    if key.maxWidth.isFinite {
      text.width = Int32(min(max(0, key.maxWidth) * Double(PANGO_SCALE), Double(Int32.max)).rounded(.down))
      if key.maxLines > 0 {
        text.maxLines = key.maxLines
        if let joined = PangoTextEngine.joiningParagraphs(text.text) {
          text.text = joined
          text.cutsMergedParagraphs = true
        }
      }
    } else if key.maxLines > 0, let kept = PangoTextEngine.firstParagraphs(text.text, count: key.maxLines) {
      text.text = kept + "…"
    }
    return text
  }

  private static func alignment(_ alignment: PangoAlignment) -> CairoReplay.Text.Alignment {
    switch alignment {
    case PANGO_ALIGN_CENTER: .center
    case PANGO_ALIGN_RIGHT: .right
    default: .left
    }
  }

  /// The image's surface as it is: its format and its rows of pixels (premultiplied BGRA in
  /// memory). `nil` for a format a decoded image does not have (not ARGB32 or RGB24).
  static func pixels(of image: CairoImage) -> CairoReplay.Image? {
    pixels(of: image.surface, scale: image.scale)
  }

  /// An ARGB32 or RGB24 image surface's pixels, row by row without padding.
  static func pixels(of surface: OpaquePointer, scale: Double) -> CairoReplay.Image? {
    let format: CairoReplay.Image.Format
    switch cairo_image_surface_get_format(surface) {
    case CAIRO_FORMAT_ARGB32: format = .argb32
    case CAIRO_FORMAT_RGB24: format = .rgb24
    default: return nil
    }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), stride >= width * 4 else { return nil }
    var bgra: [UInt8] = []
    bgra.reserveCapacity(width * height * 4)
    for row in 0..<height {
      bgra += UnsafeBufferPointer(start: data + row * stride, count: width * 4)
    }
    return CairoReplay.Image(width: width, height: height, scale: scale, format: format, bgra: bgra)
  }

  /// The mesh `AngularGradientCache` rasterizes for this key (`AngularGradientMesh` about the
  /// centre of a square of twice the radius, from angle 0), read back patch by patch. Cairo keeps
  /// each side of a patch as a curve, so the outlines come back as a move and four curves.
  static func gradient(_ key: GradientKey) -> CairoReplay.Gradient {
    let radius = Double(key.pixelRadius)
    var gradient = CairoReplay.Gradient(pixelRadius: key.pixelRadius, patches: [])
    guard
      let mesh = AngularGradientMesh.pattern(
        stops: key.stops, center: Point(x: radius, y: radius), startAngle: 0, radius: radius)
    else { return gradient }
    defer { cairo_pattern_destroy(mesh) }
    var count: UInt32 = 0
    cairo_mesh_pattern_get_patch_count(mesh, &count)
    for patch in 0..<count {
      guard let path = cairo_mesh_pattern_get_path(mesh, patch) else { continue }
      defer { cairo_path_destroy(path) }
      var corners: [Color] = []
      for corner in 0..<UInt32(4) {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        cairo_mesh_pattern_get_corner_color_rgba(mesh, patch, corner, &red, &green, &blue, &alpha)
        corners.append(Color(red: red, green: green, blue: blue, alpha: alpha))
      }
      gradient.patches.append(CairoReplay.MeshPatch(outline: outline(path.pointee), corners: corners))
    }
    return gradient
  }

  /// A Cairo path's moves, lines, curves and closes as a ``Path``.
  private static func outline(_ path: cairo_path_t) -> Path {
    var outline = Path()
    guard let data = path.data else { return outline }
    var index = 0
    let count = Int(path.num_data)
    while index < count {
      let header = data[index].header
      let length = max(1, Int(header.length))
      guard index + length <= count else { break }
      func point(_ offset: Int) -> Point {
        Point(x: data[index + offset].point.x, y: data[index + offset].point.y)
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: outline.move(to: point(1))
      case CAIRO_PATH_LINE_TO: outline.addLine(to: point(1))
      case CAIRO_PATH_CURVE_TO: outline.addCurve(to: point(3), control1: point(1), control2: point(2))
      default: outline.closeSubpath()
      }
      index += length
    }
    return outline
  }
}
