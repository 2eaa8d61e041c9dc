import Foundation

@testable import StoryKitUI

/// Geometry helpers for icon tests: the points a path can reach, and comparisons with a tolerance.
enum IconGeometry {
  /// Every point that bounds where a path can draw: move, line and curve end points, curve control
  /// points (a cubic stays in their hull) and the extremes of each arc (its ends and every
  /// compass point it sweeps through).
  static func boundingPoints(of path: Path) -> [Point] {
    path.elements.flatMap { element -> [Point] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .arc(let center, let radius, let start, let end, let clockwise):
        arcExtremes(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
      case .close: []
      }
    }
  }

  /// The ends of an arc and the compass points on it, sweeping as Cairo does: clockwise arcs
  /// grow the angle from `start` to `end` (adding turns to `end` until it is not below `start`),
  /// anticlockwise ones shrink it.
  static func arcExtremes(
    center: Point, radius: Double, start: Double, end: Double, clockwise: Bool
  ) -> [Point] {
    var low = start
    var high = end
    if clockwise {
      while high < low { high += 2 * .pi }
    } else {
      while high > low { high -= 2 * .pi }
      swap(&low, &high)
    }
    var angles = [low, high]
    var quarter = (low / (.pi / 2)).rounded(.up) * (.pi / 2)
    while quarter < high {
      angles.append(quarter)
      quarter += .pi / 2
    }
    return angles.map { Point(x: center.x + radius * cos($0), y: center.y + radius * sin($0)) }
  }

  /// The half width a shape's drawing reaches beyond its path, in a square of `side`.
  static func reach(of shape: IconShape, side: Double) -> Double {
    switch shape.style {
    case .fill: 0
    case .stroke(let relativeWidth): relativeWidth * side / 2
    }
  }

  /// A box by its edges.
  typealias Bounds = (minX: Double, minY: Double, maxX: Double, maxY: Double)

  /// The box an icon's ink can cover: its bounding points grown by each stroke's half width.
  static func inkBounds(of shapes: [IconShape], side: Double) -> Bounds? {
    var bounds: Bounds?
    for shape in shapes {
      let reach = reach(of: shape, side: side)
      for point in boundingPoints(of: shape.path) {
        let current = bounds ?? (point.x - reach, point.y - reach, point.x + reach, point.y + reach)
        bounds = (
          min(current.minX, point.x - reach), min(current.minY, point.y - reach),
          max(current.maxX, point.x + reach), max(current.maxY, point.y + reach)
        )
      }
    }
    return bounds
  }

  /// The path with every point moved by `transform`; arc radii scaled by `scale`.
  static func mapped(_ path: Path, scale: Double, transform: (Point) -> Point) -> Path {
    Path(
      elements: path.elements.map { element in
        switch element {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .curve(let point, let control1, let control2):
          .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .arc(let center, let radius, let start, let end, let clockwise):
          .arc(
            center: transform(center), radius: radius * scale, startAngle: start, endAngle: end,
            clockwise: clockwise)
        case .close: .close
        }
      })
  }

  /// Whether two paths have the same elements, numbers equal within `tolerance`.
  static func approximatelyEqual(_ lhs: Path, _ rhs: Path, tolerance: Double) -> Bool {
    guard lhs.elements.count == rhs.elements.count else { return false }
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
    func near(_ a: Point, _ b: Point) -> Bool { near(a.x, b.x) && near(a.y, b.y) }
    return zip(lhs.elements, rhs.elements).allSatisfy { pair in
      switch pair {
      case (.move(let a), .move(let b)), (.line(let a), .line(let b)): near(a, b)
      case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
        near(a, b) && near(a1, b1) && near(a2, b2)
      case (
        .arc(let ac, let ar, let aStart, let aEnd, let aClockwise),
        .arc(let bc, let br, let bStart, let bEnd, let bClockwise)
      ):
        near(ac, bc) && near(ar, br) && aStart == bStart && aEnd == bEnd && aClockwise == bClockwise
      case (.close, .close): true
      default: false
      }
    }
  }
}
