import Foundation

/// How an animation's progress follows time within one pass: a function from the fraction of the
/// pass elapsed (`0...1`) to the fraction of the change applied.
///
/// The named curves are the CSS ones (`ease-in` is `cubic-bezier(0.42, 0, 1, 1)` and so on);
/// ``cubicBezier(x1:y1:x2:y2:)`` is solved numerically, like a browser does. Every curve starts
/// at `0` and ends at exactly `1`; only a bouncy ``spring(damping:)`` and Bézier curves with
/// control points outside `0...1` in y go past them on the way.
public enum TimingCurve: Sendable, Hashable {
  /// Constant speed.
  case linear
  /// Starts slowly: `cubic-bezier(0.42, 0, 1, 1)`.
  case easeIn
  /// Ends slowly: `cubic-bezier(0, 0, 0.58, 1)`.
  case easeOut
  /// Starts and ends slowly, symmetric about the middle: `cubic-bezier(0.42, 0, 0.58, 1)`.
  case easeInOut
  /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve from `(0, 0)` to `(1, 1)`. The x coordinates are
  /// clamped to `0...1` (as CSS requires), so time always moves forward; a curve with a
  /// non-finite control point is linear.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A mass on a spring released towards the end value, scaled so it settles by the end of the
  /// pass. `damping` is the damping ratio: `1` (or more) comes to rest without overshooting,
  /// smaller values bounce past the end value first; it is clamped to `0.05...1`, and a
  /// non-finite one counts as `1`.
  case spring(damping: Double)

  /// The CSS `ease` curve, `cubic-bezier(0.25, 0.1, 0.25, 1)`: a brisk start and a gentle end.
  public static let ease = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  /// The cubic ease-out `1 − (1 − t)³`, exactly: `cubic-bezier(1/3, 1, 2/3, 1)`. Faster off the
  /// mark than ``easeOut`` (87.5 % of the way at half time, against 69 %): the slide of content
  /// a finger let go of, which should keep the finger's speed for a moment. ``Scroller`` snaps on it.
  public static let easeOutCubic = TimingCurve.cubicBezier(x1: 1.0 / 3, y1: 1, x2: 2.0 / 3, y2: 1)

  /// The fraction of the change applied at a fraction of the pass.
  /// - Parameter fraction: The fraction of the pass elapsed; clamped to `0...1`, NaN counts as 0.
  /// - Returns: `0` at the start, `1` at the end, the curve's value between.
  public func value(at fraction: Double) -> Double {
    let time = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    if time == 0 { return 0 }
    if time == 1 { return 1 }
    switch self {
    case .linear:
      return time
    case .easeIn:
      return Self.bezier(time, 0.42, 0, 1, 1)
    case .easeOut:
      return Self.bezier(time, 0, 0, 0.58, 1)
    case .easeInOut:
      return Self.bezier(time, 0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return time }
      return Self.bezier(time, min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    case .spring(let damping):
      return Self.spring(time, damping: damping.isFinite ? min(max(damping, 0.05), 1) : 1)
    }
  }

  // MARK: - Cubic Bézier

  /// The y of the curve at the point whose x is `x`: Newton's method on x(t), falling back to
  /// bisection where the slope is too flat.
  private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    let parameter = solveParameter(forX: x, x1, x2)
    return sample(parameter, y1, y2)
  }

  /// The polynomial `3(1-t)²t·p1 + 3(1-t)t²·p2 + t³` of one coordinate.
  private static func sample(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }

  private static func solveParameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    let epsilon = 1e-9
    var t = x
    for _ in 0..<8 {
      let error = sample(t, x1, x2) - x
      if abs(error) < epsilon { return t }
      let derivative = slope(t, x1, x2)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<64 {
      let value = sample(t, x1, x2)
      if abs(value - x) < epsilon { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  // MARK: - Spring

  /// A damped spring with its decay rate fixed so the envelope is below 0.1% at the end, plus a
  /// linear correction of what is left so the curve ends at exactly 1.
  private static func spring(_ time: Double, damping: Double) -> Double {
    let decay = 7.0
    func raw(_ t: Double) -> Double {
      let omega = decay / damping
      if damping >= 0.999 {
        return 1 - exp(-omega * t) * (1 + omega * t)
      }
      let damped = omega * (1 - damping * damping).squareRoot()
      return 1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
    }
    return raw(time) + (1 - raw(1)) * time
  }
}
