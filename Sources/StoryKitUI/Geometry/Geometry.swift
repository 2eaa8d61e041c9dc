import StoryKit

/// A point in a view's coordinate space, in points; y grows downwards as in UIKit.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal coordinate, growing rightwards.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The sum of two points, coordinate by coordinate.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The difference of two points, coordinate by coordinate: the vector from `rhs` to `lhs`.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

  /// The distance to another point.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }

  public var description: String { "(\(x.shortText), \(y.shortText))" }
}

/// A width and a height, in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = Size(width: 0, height: 0)

  /// A size without bounds, for "measure as large as you like".
  public static let unbounded = Size(width: .infinity, height: .infinity)

  /// The length along an axis.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size from lengths along an axis and across it.
  public init(_ axis: Axis, along: Double, across: Double) {
    self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  public var description: String { "\(width.shortText)×\(height.shortText)" }
}

/// A horizontal or vertical direction of layout.
public enum Axis: Sendable, Hashable, CaseIterable {
  /// Left to right (or right to left).
  case horizontal
  /// Top to bottom.
  case vertical

  /// The other axis.
  public var crossAxis: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A rectangle: an origin and a size, in points.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the point lies inside (the maximum edges excluded).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the rectangles overlap.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The overlap of the rectangles; zero-sized at the nearer corner when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x = max(minX, other.minX)
    let y = max(minY, other.minY)
    let width = max(0, min(maxX, other.maxX) - x)
    return Rect(x: x, y: y, width: width, height: max(0, min(maxY, other.maxY) - y))
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let x = min(minX, other.minX)
    let y = min(minY, other.minY)
    return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }

  /// The smallest rectangle holding the points; zero for none.
  public static func bounding(_ points: [Point]) -> Rect {
    guard let first = points.first else { return .zero }
    var (left, top, right, bottom) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (left, right) = (min(left, point.x), max(right, point.x))
      (top, bottom) = (min(top, point.y), max(bottom, point.y))
    }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by insets (grown by negative ones); never negative in size.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The largest square centred in the rectangle.
  public var inscribedSquare: Rect {
    let side = min(width, height)
    return Rect(x: midX - side / 2, y: midY - side / 2, width: side, height: side)
  }

  public var description: String { "(\(origin.x.shortText), \(origin.y.shortText), \(size))" }
}

/// Insets by physical edge.
public struct EdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets; the edges left out are 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// Total horizontal and vertical insets.
  public var horizontal: Double { left + right }
  /// The top and bottom insets together.
  public var vertical: Double { top + bottom }
}

/// Insets by reading direction: leading is left in LTR and right in RTL.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge (left in left-to-right layout).
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge (right in left-to-right layout).
  public var trailing: Double

  /// Creates insets; the edges left out are 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(_ all: Double) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()

  /// The physical insets for a layout direction.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

extension Double {
  /// `12` for whole numbers, `12.5` otherwise: compact text for descriptions.
  var shortText: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
