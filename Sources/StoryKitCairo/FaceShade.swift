import CPixman
import StoryKit
import StoryKitUI

/// A shade laid over a face ``PerspectiveCompositor`` has just drawn, a block of rows at a time
/// while its pixels are still in the cache, instead of a second pass over the whole face: through
/// the face's edge masks in the strips its sloping edges cross, solid between them, and in its
/// two side columns as much as the face covers them (a face that keeps vertical lines has
/// vertical sides).
final class FaceShade {
  /// The shade's colour, premultiplied, for the edge masks (which carry the opacity).
  private let masked: OpaquePointer
  /// The colour times the opacity, for the rows between the strips.
  private let solid: OpaquePointer
  /// Whole columns the face covers, within the area drawn.
  private let columns: Range<Int>
  /// The side columns the face covers in part, each with the colour times its coverage.
  private let sides: [(column: Int, image: OpaquePointer)]
  private let colors: (masked: [UInt16], solid: [UInt16], sides: [[UInt16]])

  /// A shade of `color` (premultiplied 16-bit, as pixman's solid fills take it) over `face`
  /// (four corners, vertical sides) within `area`, times `opacity`; `nil` when pixman cannot
  /// make the fills.
  init?(color: pixman_color_t, opacity: Double, face: [Point], area: PixelRect) {
    let xs = face.map(\.x)
    guard let left = xs.min(), let right = xs.max(), left.isFinite, right.isFinite, right > left,
      abs(left) < 1e7, abs(right) < 1e7
    else { return nil }
    let full = Int(left.rounded(.up))..<max(Int(left.rounded(.up)), Int(right.rounded(.down)))
    columns = full.clamped(to: area.x..<area.maxX)
    var partial: [(column: Int, coverage: Double)] = []
    if Int(left.rounded(.down)) == Int(right.rounded(.down)) {
      partial = [(Int(left.rounded(.down)), right - left)]
    } else {
      partial = [
        (Int(left.rounded(.down)), left.rounded(.up) - left),
        (Int(right.rounded(.down)), right - right.rounded(.down)),
      ]
    }
    partial = partial.filter {
      $0.coverage > 1e-6 && (area.x..<area.maxX).contains($0.column) && !full.contains($0.column)
    }
    let opacity = min(1, max(0, opacity.isNaN ? 0 : opacity))
    let colors = (
      masked: Self.components(color, times: 1), solid: Self.components(color, times: opacity),
      sides: partial.map { Self.components(color, times: opacity * $0.coverage) }
    )
    guard let masked = Self.fill(colors.masked), let solid = Self.fill(colors.solid) else { return nil }
    let sideImages = colors.sides.compactMap(Self.fill)
    guard sideImages.count == partial.count else { return nil }
    (self.masked, self.solid, self.colors) = (masked, solid, colors)
    sides = zip(partial, sideImages).map { ($0.column, $1) }
  }

  deinit {
    pixman_image_unref(masked)
    pixman_image_unref(solid)
    for side in sides { pixman_image_unref(side.image) }
  }

  /// Lays the shade over `rows` of the area: the top strip through its mask, the rows between the
  /// strips solid, the bottom strip through its mask (rows it shares with the top strip are the
  /// top strip's). A strip without a mask is laid solid. Returns how many pixman calls it made.
  func lay(
    rows: Range<Int>, area: PixelRect, strips: [(rows: Range<Int>, mask: EdgeMask?, index: Int)],
    into destination: OpaquePointer, log: PixmanCallLog?
  ) -> Int {
    guard strips.count == 2 else { return 0 }
    let top = strips[0].rows
    let bottomStart = max(top.upperBound, strips[1].rows.lowerBound)
    let bottom = bottomStart..<max(bottomStart, strips[1].rows.upperBound)
    let between = top.upperBound..<max(top.upperBound, bottom.lowerBound)
    var calls = 0
    for (part, strip) in [(top, strips[0]), (between, nil), (bottom, strips[1])] {
      let part = part.clamped(to: rows)
      guard !part.isEmpty else { continue }
      if let strip, let mask = strip.mask {
        let segment = PixelRect(x: area.x, y: part.lowerBound, width: area.width, height: part.count)
        let offset = (x: Int32(0), y: Int32(part.lowerBound - strip.rows.lowerBound))
        pixman_image_composite32(
          PIXMAN_OP_OVER, masked, mask.image, destination, 0, 0, offset.x, offset.y, Int32(segment.x),
          Int32(segment.y), Int32(segment.width), Int32(segment.height))
        log?.calls.append(
          .init(
            solid: colors.masked, nearest: log?.nearest ?? false, mask: .edge(strip.index), area: segment,
            maskOffset: offset))
        calls += 1
        continue
      }
      for (range, image, color) in [(columns, solid, colors.solid)]
        + zip(sides, colors.sides).map({ ($0.column..<$0.column + 1, $0.image, $1) })
      where !range.isEmpty {
        let segment = PixelRect(
          x: range.lowerBound, y: part.lowerBound, width: range.count, height: part.count)
        pixman_image_composite32(
          PIXMAN_OP_OVER, image, nil, destination, 0, 0, 0, 0, Int32(segment.x), Int32(segment.y),
          Int32(segment.width), Int32(segment.height))
        log?.calls.append(
          .init(solid: color, nearest: log?.nearest ?? false, mask: .none, area: segment, maskOffset: (0, 0)))
        calls += 1
      }
    }
    return calls
  }

  /// A premultiplied colour's components times `factor`: red, green, blue, alpha.
  private static func components(_ color: pixman_color_t, times factor: Double) -> [UInt16] {
    [color.red, color.green, color.blue, color.alpha].map { UInt16((Double($0) * factor).rounded()) }
  }

  private static func fill(_ components: [UInt16]) -> OpaquePointer? {
    var color = pixman_color_t(
      red: components[0], green: components[1], blue: components[2], alpha: components[3])
    return pixman_image_create_solid_fill(&color)
  }

  /// A colour as pixman's premultiplied 16-bit solid fill colour.
  static func pixmanColor(_ color: Color) -> pixman_color_t {
    func channel(_ value: Double) -> UInt16 {
      UInt16((min(1, max(0, value.isNaN ? 0 : value)) * 65_535).rounded())
    }
    let alpha = min(1, max(0, color.alpha.isNaN ? 0 : color.alpha))
    return pixman_color_t(
      red: channel(color.red * alpha), green: channel(color.green * alpha), blue: channel(color.blue * alpha),
      alpha: channel(alpha))
  }
}
