import StoryKit

/// A value an animation can move between two ends of.
///
/// ```swift
/// let progress = fade.progress(at: clock.now, startedAt: start, reduceMotion: false)
/// view.alpha = 0.0.interpolated(to: 1, progress: progress)
/// ```
public protocol Interpolatable {
  /// The value a fraction of the way to another.
  /// - Parameters:
  ///   - other: The end value.
  ///   - progress: `0` gives `self`, `1` gives `other`; values past the ends (a spring's
  ///     overshoot) extrapolate. NaN counts as `0`, infinities as the nearer end.
  /// - Returns: The value in between.
  func interpolated(to other: Self, progress: Double) -> Self
}

extension Interpolatable {
  /// `progress` made safe: NaN becomes `0`, infinities the nearer end.
  static func finiteProgress(_ progress: Double) -> Double {
    if progress.isNaN { return 0 }
    if progress.isInfinite { return progress > 0 ? 1 : 0 }
    return progress
  }
}

extension Double: Interpolatable {
  /// The number a fraction of the way to another; exactly `self` at `0` and `other` at `1`.
  public func interpolated(to other: Double, progress: Double) -> Double {
    let fraction = Self.finiteProgress(progress)
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return self + (other - self) * fraction
  }
}

extension Point: Interpolatable {
  /// The point a fraction of the way along the line to another.
  public func interpolated(to other: Point, progress: Double) -> Point {
    Point(
      x: x.interpolated(to: other.x, progress: progress), y: y.interpolated(to: other.y, progress: progress))
  }
}

extension Size: Interpolatable {
  /// The size a fraction of the way to another (each side on its own).
  public func interpolated(to other: Size, progress: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, progress: progress),
      height: height.interpolated(to: other.height, progress: progress))
  }
}

extension Rect: Interpolatable {
  /// The rectangle a fraction of the way to another (origin and size on their own).
  public func interpolated(to other: Rect, progress: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, progress: progress),
      size: size.interpolated(to: other.size, progress: progress))
  }
}

extension Color: Interpolatable {
  /// The colour a fraction of the way to another, each sRGB component and the alpha on their own
  /// (straight alpha, as ``Color`` stores it); overshoot is clamped to `0...1` by ``Color``.
  public func interpolated(to other: Color, progress: Double) -> Color {
    Color(
      red: red.interpolated(to: other.red, progress: progress),
      green: green.interpolated(to: other.green, progress: progress),
      blue: blue.interpolated(to: other.blue, progress: progress),
      alpha: alpha.interpolated(to: other.alpha, progress: progress))
  }
}
