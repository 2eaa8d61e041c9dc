import StoryKit

/// What fills or strokes a shape: a colour or a gradient.
public enum Paint: Sendable, Hashable {
  /// One colour.
  case solid(Color)
  /// Colours along a line from `start` to `end`, in the shape's coordinates.
  case linear(stops: [GradientStop], start: Point, end: Point)
  /// Colours around a centre, starting at `startAngle` (radians, 0 pointing right, clockwise) and
  /// going once round: the sweep of a story ring.
  case angular(stops: [GradientStop], center: Point, startAngle: Double)

  /// A linear gradient with evenly spread colours.
  public static func linear(_ gradient: Gradient, from start: Point, to end: Point) -> Paint {
    .linear(stops: GradientStop.evenlySpread(gradient.colors), start: start, end: end)
  }

  /// An angular gradient with evenly spread colours.
  public static func angular(
    _ gradient: Gradient, center: Point, startAngle: Double = -Double.pi / 2
  ) -> Paint {
    .angular(stops: GradientStop.evenlySpread(gradient.colors), center: center, startAngle: startAngle)
  }

  /// The paint with its opacity multiplied by `alpha`.
  public func multipliedAlpha(_ alpha: Double) -> Paint {
    switch self {
    case .solid(let color): .solid(color.withAlpha(color.alpha * alpha))
    case .linear(let stops, let start, let end):
      .linear(stops: stops.map { $0.multipliedAlpha(alpha) }, start: start, end: end)
    case .angular(let stops, let center, let angle):
      .angular(stops: stops.map { $0.multipliedAlpha(alpha) }, center: center, startAngle: angle)
    }
  }
}

/// A colour at a position `0...1` along a gradient.
public struct GradientStop: Sendable, Hashable {
  /// Where along the gradient, `0...1`.
  public var location: Double
  /// The colour there.
  public var color: Color

  /// Creates a stop; the location is clamped to `0...1`.
  public init(location: Double, color: Color) {
    self.location = min(max(location.isNaN ? 0 : location, 0), 1)
    self.color = color
  }

  /// Stops spread evenly from 0 to 1.
  public static func evenlySpread(_ colors: [Color]) -> [GradientStop] {
    guard colors.count > 1 else { return colors.map { GradientStop(location: 0, color: $0) } }
    return colors.enumerated().map {
      GradientStop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element)
    }
  }

  func multipliedAlpha(_ alpha: Double) -> GradientStop {
    GradientStop(location: location, color: color.withAlpha(color.alpha * alpha))
  }
}

/// How a stroke is drawn.
public struct StrokeStyle: Sendable, Hashable {
  /// The end of an open line.
  public enum LineCap: Sendable, Hashable {
    /// Cut square at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }
  /// The corner where two segments meet.
  public enum LineJoin: Sendable, Hashable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel
  }

  /// The line's width.
  public var width: Double
  /// Dash and gap lengths, alternating; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double
  /// How open ends are drawn.
  public var cap: LineCap
  /// How corners are drawn.
  public var join: LineJoin

  /// A stroke style; a negative width becomes 0 and non-positive dash lengths are dropped.
  public init(
    width: Double = 1, dash: [Double] = [], dashPhase: Double = 0, cap: LineCap = .butt,
    join: LineJoin = .miter
  ) {
    self.width = max(0, width.isFinite ? width : 0)
    self.dash = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 } ? dash : []
    self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    self.cap = cap
    self.join = join
  }
}
