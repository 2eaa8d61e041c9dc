import CPixman
import Foundation
import StoryKit
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
  var rowsPerBlock = 128
  var narrowest = 4
  var widest = 96

  /// Where the calls are written down as they are made, for the benchmarks' C replay.
  var log: PixmanCallLog?
  /// A colour laid over the whole picture where it lands (premultiplied, as pixman's solid fills
  /// take it), block by block as it is drawn (``FaceShade``). Only a transform that keeps
  /// vertical lines lays it (``laysShade(for:)``).
  var shade: pixman_color_t?
  /// Whether every pixel of the picture is opaque (``CairoLayer/isOpaque``): then, drawn at full
  /// opacity, the rows and columns well inside the face replace what is under them (SRC), which
  /// spares pixman reading the destination.
  var sourceIsOpaque = false

  /// How many threads share a large draw (each a band of rows): one per core, at most two.
  var workers = PerspectiveCompositor.cores
  /// Below this many destination pixels a draw stays on the calling thread.
  static let pixelsWorthSharing = 250_000
  static let cores = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))

  /// The picture (premultiplied ARGB, `width` × `height`).
  private(set) var source: OpaquePointer
  let width: Int
  let height: Int

  /// Whether ``shade`` is laid for a picture drawn through `transform`.
  static func laysShade(for transform: ProjectiveTransform) -> Bool { transform.keepsVerticalLines }

  /// Composites the picture over `destination` (OVER) through `transform` (source pixels to
  /// destination pixels) within the rectangles of `clip` (destination pixels), with `opacity`,
  /// and ``shade`` over it where ``laysShade(for:)``. Returns how many pixman calls it made.
  @discardableResult
  func composite(
    into destination: OpaquePointer, transform: ProjectiveTransform, clip: [PixelRect], opacity: Double,
    filter: LayerFilter
  ) -> Int {
    let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    guard opacity > 0, transform.keepsInFront(rect), let inverse = transform.inverted else { return 0 }
    let footprint = PixelRect(enclosing: Rect.bounding(transform.corners(of: rect)))
    pixman_image_set_filter(
      source, filter == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    log?.nearest = filter == .nearest
    pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
    defer {
      pixman_image_set_transform(source, nil)
      pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
    }
    var calls = 0
    for area in clip {
      guard let area = area.intersection(footprint) else { continue }
      calls += compositeSharing(
        area, transform: transform, inverse: inverse, into: destination, opacity: opacity, filter: filter)
    }
    return calls
  }

  /// One band of rows: in cells where the transform keeps vertical lines, else in one call
  /// through pixman's affine or projective path.
  private func compositeBand(
    _ area: PixelRect, transform: ProjectiveTransform, inverse: ProjectiveTransform,
    into destination: OpaquePointer, opacity: Double
  ) -> Int {
    if transform.keepsVerticalLines {
      return compositeInCells(
        area, transform: transform, inverse: inverse, into: destination, opacity: opacity)
    }
    let mask = opacity < 1 ? Self.solidMask(opacity) : nil
    defer { if let mask { pixman_image_unref(mask) } }
    return compositeProjective(
      area, inverse: inverse, into: destination,
      mask: (mask, mask == nil ? .none : .solid(Self.alpha(opacity))))
  }

  /// ``compositeBand`` in bands of rows, one per worker, at once. Each worker draws through
  /// its own pixman images over the same pixels (an image's transform and repeat are its own)
  /// and makes its own masks; their rows do not overlap.
  private func compositeSharing(
    _ area: PixelRect, transform: ProjectiveTransform, inverse: ProjectiveTransform,
    into destination: OpaquePointer,
    opacity: Double, filter: LayerFilter
  ) -> Int {
    let count =
      area.width * area.height >= Self.pixelsWorthSharing ? min(workers, area.height / rowsPerBlock) : 1
    guard count > 1 else {
      return compositeBand(area, transform: transform, inverse: inverse, into: destination, opacity: opacity)
    }
    // Bands start on a block of rows, so the cells are the ones a single thread draws.
    let blocks = (area.height + rowsPerBlock - 1) / rowsPerBlock
    let edges = (0...count).map { index in min(area.maxY, area.y + blocks * index / count * rowsPerBlock) }
    let bands = (0..<count).map { index in
      PixelRect(x: area.x, y: edges[index], width: area.width, height: edges[index + 1] - edges[index])
    }
    let logs = bands.map { _ in log == nil ? nil : PixmanCallLog() }
    let shared = SharedDraw(
      compositor: self, destination: destination, logs: logs, counts: Array(repeating: 0, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      guard let source = Self.alias(shared.compositor.source, nearest: filter == .nearest),
        let target = Self.alias(shared.destination, nearest: false)
      else { return }
      defer {
        pixman_image_unref(source)
        pixman_image_unref(target)
      }
      var worker = shared.compositor
      worker.source = source
      worker.log = shared.logs[index]
      worker.log?.nearest = filter == .nearest
      let made = worker.compositeBand(
        bands[index], transform: transform, inverse: inverse, into: target, opacity: opacity)
      shared.counts.withLock { $0[index] = made }
    }
    log?.add(concurrent: logs.compactMap { $0 })
    return shared.counts.withLock { $0.reduce(0, +) }
  }

  /// Another pixman image over the same pixels, with its own transform, repeat and filter.
  private static func alias(_ image: OpaquePointer, nearest: Bool) -> OpaquePointer? {
    guard let bits = pixman_image_get_data(image),
      let alias = pixman_image_create_bits(
        pixman_image_get_format(image), pixman_image_get_width(image), pixman_image_get_height(image), bits,
        pixman_image_get_stride(image))
    else { return nil }
    pixman_image_set_filter(alias, nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    return alias
  }

  /// Cells of whole columns, each drawn by the scale exact on its middle column. A cell's top and
  /// bottom are flat where the face's edges slope, so in each cell the few rows a sloping edge
  /// crosses are drawn through a mask of the exact face, anti-aliased, with the picture's edge
  /// pixels stretched out beneath it; the rows between, by far the most, need no mask.
  private func compositeInCells(
    _ area: PixelRect, transform: ProjectiveTransform, inverse g: ProjectiveTransform,
    into destination: OpaquePointer,
    opacity: Double
  ) -> Int {
    guard abs(g.m22) > 1e-12 else { return 0 }
    let face = transform.corners(of: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let margin = Int(tolerance.rounded(.up)) + 2
    let edges = [FaceEdge(from: face[0], to: face[1]), FaceEdge(from: face[3], to: face[2])]
    let masks = edges.map { edge -> (rows: Range<Int>, mask: EdgeMask?, index: Int) in
      let rows = edge.rows(margin: margin).clamped(to: area.y..<area.maxY)
      guard !rows.isEmpty else { return (rows, nil, -1) }
      let band = PixelRect(x: area.x, y: rows.lowerBound, width: area.width, height: rows.count)
      let mask = EdgeMask(covering: band, face: face, opacity: opacity)
      guard let mask, let log else { return (rows, mask, -1) }
      log.masks.append(CairoLayerTrace.Mask(area: band, corners: mask.corners, opacity: mask.alpha))
      return (rows, mask, log.masks.count - 1)
    }
    let solid = opacity < 1 ? Self.solidMask(opacity) : nil
    defer { if let solid { pixman_image_unref(solid) } }
    let faceShade = shade.flatMap { FaceShade(color: $0, opacity: opacity, face: face, area: area) }
    let replaced = sourceIsOpaque && solid == nil ? Self.innerColumns(of: face) : nil
    var calls = 0
    var blockTop = area.y
    while blockTop < area.maxY {
      let blockBottom = min(area.maxY, blockTop + rowsPerBlock)
      var x = area.x
      while x < area.maxX {
        let cellWidth = min(area.maxX - x, self.cellWidth(at: x, rows: blockTop, blockBottom, inverse: g))
        let pictured = picturedRows(columns: x, x + cellWidth, inverse: g).clamped(to: blockTop..<blockBottom)
        var cell = cellTransform(centre: Double(x) + Double(cellWidth) / 2, inverse: g)
        pixman_image_set_transform(source, &cell)
        let columns = x..<(x + cellWidth)
        // Top to bottom: the top edge's strip, the inside, the bottom edge's strip (no arrays
        // here: this runs for every cell of every frame).
        let top = edges[0].rows(in: columns, margin: margin).clamped(to: masks[0].rows).clamped(to: pictured)
        let bottom = edges[1].rows(in: columns, margin: margin).clamped(to: masks[1].rows).clamped(
          to: pictured)
        let inside = (top.upperBound..<max(top.upperBound, bottom.lowerBound)).clamped(to: pictured)
        for (rows, band) in [(top, masks[0]), (bottom, masks[1])] where !rows.isEmpty {
          guard let mask = band.mask else { continue }
          calls += composite(
            PixelRect(x: x, y: rows.lowerBound, width: cellWidth, height: rows.count), matrix: cell,
            into: destination, mask: (mask.image, .edge(band.index)),
            maskOrigin: (area.x, band.rows.lowerBound))
        }
        // A strip without its mask (pixman could not make it) is drawn as the inside is.
        let unmasked = [(top, masks[0].mask == nil), (inside, true), (bottom, masks[1].mask == nil)]
        for (rows, plain) in unmasked where plain && !rows.isEmpty {
          var middle = replaced.map { columns.clamped(to: $0) } ?? columns.lowerBound..<columns.lowerBound
          if middle.isEmpty { middle = columns.lowerBound..<columns.lowerBound }
          // Outside the columns an opaque picture covers whole, blended; inside them, replacing.
          for (part, replaces) in [
            (columns.lowerBound..<middle.lowerBound, false), (middle, true),
            (middle.upperBound..<columns.upperBound, false),
          ] where !part.isEmpty {
            calls += composite(
              PixelRect(x: part.lowerBound, y: rows.lowerBound, width: part.count, height: rows.count),
              matrix: cell, into: destination,
              mask: (solid, solid == nil ? .none : .solid(Self.alpha(opacity))),
              maskOrigin: nil, replaces: replaces)
          }
        }
        x += cellWidth
      }
      if let faceShade {
        // Over the block just drawn, while its pixels are still in the cache.
        calls += faceShade.lay(
          rows: blockTop..<blockBottom, area: area, strips: masks, into: destination, log: log)
      }
      blockTop = blockBottom
    }
    return calls
  }

  /// The columns of a face whose pixels an opaque picture covers whole: two pixels in from its
  /// vertical sides, so no bilinear sample reaches past the picture's edge.
  static func innerColumns(of face: [Point]) -> Range<Int>? {
    let xs = face.map(\.x)
    guard let left = xs.min(), let right = xs.max(), left.isFinite, right.isFinite, abs(left) < 1e7,
      abs(right) < 1e7
    else { return nil }
    let inner = Int(left.rounded(.up)) + 2..<max(Int(left.rounded(.up)) + 2, Int(right.rounded(.down)) - 2)
    return inner.isEmpty ? nil : inner
  }

  /// One pixman call for `area` with the cell's transform already set; a masked area stretches
  /// the picture's edge pixels out beneath the mask. `replaces` draws with SRC instead of OVER.
  private func composite(
    _ area: PixelRect, matrix: pixman_transform_t, into destination: OpaquePointer,
    mask: (image: OpaquePointer?, use: CairoLayerTrace.Call.MaskUse), maskOrigin: (x: Int, y: Int)?,
    replaces: Bool = false
  ) -> Int {
    pixman_image_set_repeat(source, maskOrigin == nil ? PIXMAN_REPEAT_NONE : PIXMAN_REPEAT_PAD)
    let maskX = maskOrigin.map { Int32(area.x - $0.x) } ?? 0
    let maskY = maskOrigin.map { Int32(area.y - $0.y) } ?? 0
    pixman_image_composite32(
      replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask.image, destination, Int32(area.x),
      Int32(area.y),
      maskX, maskY,
      Int32(area.x),
      Int32(area.y), Int32(area.width), Int32(area.height))
    if let log {
      log.calls.append(
        CairoLayerTrace.Call(
          matrix: PixmanCallLog.matrix(matrix), pad: maskOrigin != nil, nearest: log.nearest, mask: mask.use,
          area: area, maskOffset: (maskX, maskY), replaces: replaces))
    }
    return 1
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

  /// pixman's affine path for an affine transform (a page turned flat, a card tilting as it
  /// flies), else its projective path, with the matrix scaled to make the most of its 16.16
  /// fixed point.
  private func compositeProjective(
    _ area: PixelRect, inverse g: ProjectiveTransform, into destination: OpaquePointer,
    mask: (image: OpaquePointer?, use: CairoLayerTrace.Call.MaskUse)
  ) -> Int {
    var rows = [[g.m11, g.m12, g.m13], [g.m21, g.m22, g.m23], [g.m31, g.m32, g.m33]]
    if let affine = g.affine {
      rows = [[affine.a, affine.c, affine.tx], [affine.b, affine.d, affine.ty], [0, 0, 1]]
    } else {
      let largest = rows.joined().map(abs).max() ?? 1
      guard largest.isFinite, largest > 0 else { return 0 }
      let k = 16_384 / largest
      rows = rows.map { $0.map { $0 * k } }
    }
    var matrix = Self.fixed(rows)
    pixman_image_set_transform(source, &matrix)
    return composite(area, matrix: matrix, into: destination, mask: mask, maskOrigin: nil)
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
    var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: alpha(opacity))
    return pixman_image_create_solid_fill(&color)
  }

  /// An opacity as pixman's 16-bit alpha.
  static func alpha(_ opacity: Double) -> UInt16 {
    UInt16((min(1, max(0, opacity.isNaN ? 0 : opacity)) * 65_535).rounded())
  }
}

/// What the workers of one draw share: the compositor and target they start from, and where
/// each leaves its count of calls.
private final class SharedDraw: @unchecked Sendable {
  let compositor: PerspectiveCompositor
  let destination: OpaquePointer
  /// Each worker's own log, if the draw is traced.
  let logs: [PixmanCallLog?]
  /// Each worker's count of calls, by worker.
  let counts: Mutex<[Int]>

  init(compositor: PerspectiveCompositor, destination: OpaquePointer, logs: [PixmanCallLog?], counts: [Int]) {
    (self.compositor, self.destination, self.logs, self.counts) = (
      compositor, destination, logs, Mutex(counts)
    )
  }
}

/// A rectangle of whole pixels.
package struct PixelRect: Equatable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package var maxX: Int { x + width }
  package var maxY: Int { y + height }

  /// The pixels a rectangle touches; empty for a rectangle that is not finite.
  init(enclosing rect: Rect) {
    let values = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let left = Int(rect.minX.rounded(.down))
    let top = Int(rect.minY.rounded(.down))
    self.init(
      x: left, y: top, width: Int(rect.maxX.rounded(.up)) - left, height: Int(rect.maxY.rounded(.up)) - top)
  }

  package init(x: Int, y: Int, width: Int, height: Int) {
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
