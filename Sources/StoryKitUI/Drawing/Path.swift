import Foundation

/// A shape to fill, stroke or clip to: a sequence of elements, compared as a value.
///
/// ```swift
/// let ring = Path.ellipse(in: Rect(x: 0, y: 0, width: 64, height: 64))
/// let card = Path.roundedRect(Rect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 12)
/// ```
public struct Path: Sendable, Hashable {
  /// One drawing step.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line to a point.
    case line(to: Point)
    /// A cubic Bézier curve to a point, with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// A circular arc; angles in radians, 0 pointing right, growing clockwise on screen.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// A straight line back to the subpath's start, closing it.
    case close
  }

  /// The elements in order.
  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path from elements.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) { elements.append(.move(to: point)) }
  /// Adds a straight line to `point`.
  public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
  /// Adds a cubic Bézier curve to `point`, with two control points.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  /// Adds a circular arc; angles in radians, 0 pointing right, growing clockwise on screen. A
  /// negative radius becomes 0.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
  ) {
    elements.append(
      .arc(
        center: center, radius: max(0, radius), startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
  }
  /// Closes the current subpath with a straight line back to its start.
  public mutating func closeSubpath() { elements.append(.close) }

  /// Appends another path's elements.
  public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// A rectangle.
  public static func rect(_ rect: Rect) -> Path {
    Path(elements: [
      .move(to: rect.origin), .line(to: Point(x: rect.maxX, y: rect.minY)),
      .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)), .close,
    ])
  }

  /// A rectangle with circular corners; the radius is clamped to half the shorter side.
  public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
    let radius = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
    guard radius > 0 else { return .rect(rect) }
    var path = Path()
    path.move(to: Point(x: rect.minX + radius, y: rect.minY))
    path.addArc(
      center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -.pi / 2,
      endAngle: 0)
    path.addArc(
      center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0,
      endAngle: .pi / 2)
    path.addArc(
      center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: .pi / 2,
      endAngle: .pi)
    path.addArc(
      center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: .pi,
      endAngle: 3 * .pi / 2)
    path.closeSubpath()
    return path
  }

  /// An ellipse filling the rectangle (a circle in a square), as four cubic curves.
  public static func ellipse(in rect: Rect) -> Path {
    let kappa = 0.552_284_749_830_793_4  // control-point distance for a quarter circle
    let rx = rect.width / 2
    let ry = rect.height / 2
    let center = rect.center
    let ox = rx * kappa
    let oy = ry * kappa
    var path = Path()
    path.move(to: Point(x: center.x + rx, y: center.y))
    path.addCurve(
      to: Point(x: center.x, y: center.y + ry), control1: Point(x: center.x + rx, y: center.y + oy),
      control2: Point(x: center.x + ox, y: center.y + ry))
    path.addCurve(
      to: Point(x: center.x - rx, y: center.y), control1: Point(x: center.x - ox, y: center.y + ry),
      control2: Point(x: center.x - rx, y: center.y + oy))
    path.addCurve(
      to: Point(x: center.x, y: center.y - ry), control1: Point(x: center.x - rx, y: center.y - oy),
      control2: Point(x: center.x - ox, y: center.y - ry))
    path.addCurve(
      to: Point(x: center.x + rx, y: center.y), control1: Point(x: center.x + ox, y: center.y - ry),
      control2: Point(x: center.x + rx, y: center.y - oy))
    path.closeSubpath()
    return path
  }

  /// A polyline through the points, closed if asked.
  public static func lines(_ points: [Point], closed: Bool = false) -> Path {
    guard let first = points.first else { return Path() }
    var path = Path(elements: [.move(to: first)])
    for point in points.dropFirst() { path.addLine(to: point) }
    if closed { path.closeSubpath() }
    return path
  }
}
