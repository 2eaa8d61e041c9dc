import CPixman
import StoryKitUI

/// Draws a picture through a perspective transform with pixman, the library under Cairo.
///
/// pixman's projective path divides per pixel and runs ten times slower than its scaling paths.
/// A page turning about a vertical axis keeps vertical lines vertical
/// (``ProjectiveTransform/keepsVerticalLines``): along each column the picture is only scaled and
/// moved. Such a transform is drawn in cells a few columns wide, each by the plain scale that is
/// exact on the cell's middle column: pixman's fastest bilinear path. Cells are narrow where the
/// picture's rows slope (near the top and bottom of a turned page) and wide where they lie flat,
/// so no pixel lands more than ``tolerance`` pixels from where the exact transform puts it. Other
/// transforms go through pixman's projective path.
struct PerspectiveCompositor {
  /// The furthest a pixel may land from its exact place, in destination pixels.
  var tolerance = 0.5
  /// Rows drawn together: cells are as wide as the steepest slope in their rows allows.
  static let rowsPerBlock = 128
  var narrowest = 4
  var widest = 96

  /// The picture (premultiplied ARGB, `width` × `height`).
  let source: OpaquePointer
  let width: Int
  let height: Int

  /// Composites the picture over `destination` (OVER) through `transform` (source pixels to
  /// destination pixels) within the rectangles of `clip` (destination pixels), with `opacity`.
  /// Returns how many pixman calls it made.
  @discardableResult
  func composite(
    into destination: OpaquePointer, transform: ProjectiveTransform, clip: [PixelRect], opacity: Double,
    filter: LayerFilter
  ) -> Int {
    let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    guard opacity > 0, transform.keepsInFront(rect), let inverse = transform.inverted else { return 0 }
    let footprint = PixelRect(enclosing: Rect.bounding(transform.corners(of: rect)))
    pixman_image_set_filter(source, filter == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
    defer {
      pixman_image_set_transform(source, nil)
      pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
    }
    var calls = 0
    for area in clip {
      guard let area = area.intersection(footprint) else { continue }
      if transform.keepsVerticalLines {
        calls += compositeInCells(area, transform: transform, inverse: inverse, into: destination, opacity: opacity)
      } else {
        let mask = opacity < 1 ? Self.solidMask(opacity) : nil
        calls += compositeProjective(area, inverse: inverse, into: destination, mask: mask)
        if let mask { pixman_image_unref(mask) }
      }
    }
    return calls
  }

  /// Cells of whole columns, each drawn by the scale exact on its middle column. A cell's top and
  /// bottom are flat where the face's edges slope, so the rows the sloping edges cross are drawn
  /// through a mask of the exact face, anti-aliased, with the picture's edge pixels stretched out
  /// beneath it; the rows between, by far the most, need no mask.
  private func compositeInCells(
    _ area: PixelRect, transform: ProjectiveTransform, inverse g: ProjectiveTransform, into destination: OpaquePointer,
    opacity: Double
  ) -> Int {
    guard abs(g.m22) > 1e-12 else { return 0 }
    let face = transform.corners(of: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let edgeRows = [Self.rows(between: face[0].y, face[1].y), Self.rows(between: face[3].y, face[2].y)]
    let bands = Self.bands(edgeRows, within: area.y..<area.maxY)
    let solid = opacity < 1 ? Self.solidMask(opacity) : nil
    defer { if let solid { pixman_image_unref(solid) } }
    var calls = 0
    var y = area.y
    while y < area.maxY {
      let band = bands.first { $0.contains(y) }
      let end = band?.upperBound ?? bands.map(\.lowerBound).filter { $0 > y }.min().map { min($0, area.maxY) } ?? area.maxY
      let rows = PixelRect(x: area.x, y: y, width: area.width, height: end - y)
      if band != nil, let mask = EdgeMask(covering: rows, face: face, opacity: opacity) {
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        calls += compositeCells(rows, inverse: g, into: destination, mask: mask.image, maskOrigin: (rows.x, rows.y))
      } else {
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        calls += compositeCells(rows, inverse: g, into: destination, mask: solid, maskOrigin: nil)
      }
      y = end
    }
    return calls
  }

  /// The cells of `area`, in blocks of rows; `maskOrigin` is where a mask image's pixel (0, 0)
  /// sits (`nil` for a solid mask or none).
  private func compositeCells(
    _ area: PixelRect, inverse g: ProjectiveTransform, into destination: OpaquePointer, mask: OpaquePointer?,
    maskOrigin: (x: Int, y: Int)?
  ) -> Int {
    var calls = 0
    var blockTop = area.y
    while blockTop < area.maxY {
      let blockBottom = min(area.maxY, blockTop + Self.rowsPerBlock)
      var x = area.x
      while x < area.maxX {
        let cellWidth = min(area.maxX - x, self.cellWidth(at: x, rows: blockTop, blockBottom, inverse: g))
        let rows = picturedRows(columns: x, x + cellWidth, inverse: g)
        let top = max(blockTop, rows.lowerBound)
        let bottom = min(blockBottom, rows.upperBound)
        if bottom > top {
          var cell = cellTransform(centre: Double(x) + Double(cellWidth) / 2, inverse: g)
          pixman_image_set_transform(source, &cell)
          let maskX = Int32(x - (maskOrigin?.x ?? 0))
          let maskY = Int32(top - (maskOrigin?.y ?? 0))
          pixman_image_composite32(
            PIXMAN_OP_OVER, source, mask, destination, Int32(x), Int32(top), maskOrigin == nil ? 0 : maskX,
            maskOrigin == nil ? 0 : maskY, Int32(x), Int32(top), Int32(cellWidth), Int32(bottom - top))
          calls += 1
        }
        x += cellWidth
      }
      blockTop = blockBottom
    }
    return calls
  }

  /// The whole rows a sloping edge from `a` to `b` (destination y) crosses.
  static func rows(between a: Double, _ b: Double) -> Range<Int> {
    guard a.isFinite, b.isFinite, abs(a) < 1e7, abs(b) < 1e7 else { return 0..<0 }
    return Int(min(a, b).rounded(.down))..<Int(max(a, b).rounded(.up)) + 1
  }

  /// The edges' row ranges clipped to `rows`, merged where they overlap, in order.
  static func bands(_ edges: [Range<Int>], within rows: Range<Int>) -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for edge in edges.map({ $0.clamped(to: rows) }).filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, last.upperBound >= edge.lowerBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, edge.upperBound)
      } else {
        merged.append(edge)
      }
    }
    return merged
  }

  /// The source row at destination point (`x`, `y`), for a transform that keeps vertical lines.
  private func sourceRow(x: Double, y: Double, inverse g: ProjectiveTransform) -> Double {
    (g.m21 * x + g.m22 * y + g.m23) / (g.m31 * x + g.m33)
  }

  /// How steeply the picture's row through destination point (`x`, `y`) runs, in destination
  /// pixels down per pixel across.
  private func slope(x: Double, y: Double, inverse g: ProjectiveTransform) -> Double {
    let row = min(Double(height), max(0, sourceRow(x: x, y: y, inverse: g)))
    return abs((row * g.m31 - g.m21) / g.m22)
  }

  /// The widest cell at column `x` over the rows `top..<bottom` whose pixels stay within the
  /// tolerance: its middle column is exact, and a row sloping by `s` strays `s · width / 2` at
  /// the cell's sides.
  private func cellWidth(at x: Int, rows top: Int, _ bottom: Int, inverse g: ProjectiveTransform) -> Int {
    let column = Double(x) + Double(narrowest) / 2
    let steepest = max(
      slope(x: column, y: Double(top), inverse: g), slope(x: column, y: Double(bottom), inverse: g))
    guard steepest > 1e-9 else { return widest }
    return min(widest, max(narrowest, Int(2 * tolerance / steepest)))
  }

  /// The destination rows the picture covers in columns `left..<right`, a pixel wider each way
  /// for the filter's soft edge.
  private func picturedRows(columns left: Int, _ right: Int, inverse g: ProjectiveTransform) -> Range<Int> {
    var top = Double.infinity
    var bottom = -Double.infinity
    for x in [Double(left), Double(right)] {
      let w = g.m31 * x + g.m33
      for row in [0.0, Double(height)] {
        // The destination y where source row `row` crosses column x.
        let y = (row * w - g.m21 * x - g.m23) / g.m22
        top = min(top, y)
        bottom = max(bottom, y)
      }
    }
    guard top.isFinite, bottom.isFinite, top > -1e6, bottom < 1e6 else { return 0..<0 }
    return Int(top.rounded(.down)) - 1..<Int(bottom.rounded(.up)) + 1
  }

  /// The destination-to-source scale exact on column `centre`: across, the tangent of the
  /// column map; down, the column's own scale and offset.
  private func cellTransform(centre: Double, inverse g: ProjectiveTransform) -> pixman_transform_t {
    let w = g.m31 * centre + g.m33
    let scaleX = (g.m11 * g.m33 - g.m13 * g.m31) / (w * w)
    let offsetX = (g.m11 * centre + g.m13) / w - scaleX * centre
    let scaleY = g.m22 / w
    let offsetY = (g.m21 * centre + g.m23) / w
    return Self.fixed([[scaleX, 0, offsetX], [0, scaleY, offsetY], [0, 0, 1]])
  }

  /// pixman's projective path, with the matrix scaled to make the most of its 16.16 fixed point.
  private func compositeProjective(
    _ area: PixelRect, inverse g: ProjectiveTransform, into destination: OpaquePointer, mask: OpaquePointer?
  ) -> Int {
    let rows = [[g.m11, g.m12, g.m13], [g.m21, g.m22, g.m23], [g.m31, g.m32, g.m33]]
    let largest = rows.joined().map(abs).max() ?? 1
    guard largest.isFinite, largest > 0 else { return 0 }
    let k = 16_384 / largest
    var matrix = Self.fixed(rows.map { $0.map { $0 * k } })
    pixman_image_set_transform(source, &matrix)
    pixman_image_composite32(
      PIXMAN_OP_OVER, source, mask, destination, Int32(area.x), Int32(area.y), 0, 0, Int32(area.x),
      Int32(area.y), Int32(area.width), Int32(area.height))
    return 1
  }

  static func fixed(_ rows: [[Double]]) -> pixman_transform_t {
    func value(_ row: Int, _ column: Int) -> pixman_fixed_t {
      let number = rows[row][column]
      guard number.isFinite else { return 0 }
      return pixman_fixed_t((min(32_767, max(-32_767, number)) * 65_536).rounded())
    }
    return pixman_transform_t(
      matrix: (
        (value(0, 0), value(0, 1), value(0, 2)), (value(1, 0), value(1, 1), value(1, 2)),
        (value(2, 0), value(2, 1), value(2, 2))
      ))
  }

  /// A solid mask of `opacity` (what OVER multiplies the picture by).
  static func solidMask(_ opacity: Double) -> OpaquePointer? {
    var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((min(1, max(0, opacity)) * 65_535).rounded()))
    return pixman_image_create_solid_fill(&color)
  }
}

/// A rectangle of whole pixels.
struct PixelRect: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The pixels a rectangle touches; empty for a rectangle that is not finite.
  init(enclosing rect: Rect) {
    let values = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let left = Int(rect.minX.rounded(.down))
    let top = Int(rect.minY.rounded(.down))
    self.init(x: left, y: top, width: Int(rect.maxX.rounded(.up)) - left, height: Int(rect.maxY.rounded(.up)) - top)
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
  }

  /// The overlap, or `nil` when there is none.
  func intersection(_ other: PixelRect) -> PixelRect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
