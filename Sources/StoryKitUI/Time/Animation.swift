/// A description of how a value changes over time: a pure function from clock time to progress,
/// with no state of its own. Nothing runs in the background; whoever draws asks for the progress
/// at the clock's `now`.
///
/// ```swift
/// let pulse = Animation(duration: 0.6, curve: .easeInOut, repetition: .forever, autoreverses: true)
/// let scale = pulse.value(from: 1.0, to: 1.1, at: clock.now, startedAt: start, reduceMotion: false)
/// ```
///
/// Time is split into *passes* of ``duration`` seconds after ``delay``. Each pass runs the
/// ``curve`` from 0 to 1; with ``autoreverses`` every second pass plays the previous one
/// backwards, from 1 to 0 (time reversed, so an ease-in pass comes back as an ease-out).
/// ``repetition`` counts passes — `.count(3)` with autoreverses goes there, back and there again
/// and rests at 1; `.count(2)` rests back at 0.
///
/// Inputs never crash: a negative or non-finite ``duration`` or ``delay`` counts as `0` (an
/// instant change), `.count(n)` with `n < 1` as `.once`, a NaN time as the start time, and an
/// infinite time as long after the end.
public struct Animation: Sendable, Hashable {
  /// How many passes an animation plays.
  public enum Repetition: Sendable, Hashable {
    /// One pass.
    case once
    /// A number of passes (at least one).
    case count(Int)
    /// Passes without end.
    case forever
  }

  /// Seconds per pass.
  public var duration: Double
  /// Seconds between the start time and the first pass.
  public var delay: Double
  /// How progress follows time within a pass.
  public var curve: TimingCurve
  /// How many passes to play.
  public var repetition: Repetition
  /// Whether every second pass plays backwards.
  public var autoreverses: Bool

  /// Creates an animation.
  /// - Parameters:
  ///   - duration: Seconds per pass.
  ///   - delay: Seconds before the first pass.
  ///   - curve: How progress follows time within a pass.
  ///   - repetition: How many passes.
  ///   - autoreverses: Whether every second pass plays backwards.
  public init(
    duration: Double = 0.25, delay: Double = 0, curve: TimingCurve = .easeInOut,
    repetition: Repetition = .once, autoreverses: Bool = false
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.repetition = repetition
    self.autoreverses = autoreverses
  }

  /// A linear animation of one pass.
  public static func linear(duration: Double) -> Animation {
    Animation(duration: duration, curve: .linear)
  }

  /// An ease-in-out animation of one pass.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(duration: duration, curve: .easeInOut)
  }

  /// The duration actually used: negative and non-finite values count as 0.
  public var effectiveDuration: Double { Self.nonNegative(duration) }

  /// The delay actually used: negative and non-finite values count as 0.
  public var effectiveDelay: Double { Self.nonNegative(delay) }

  /// How many passes it plays, or `nil` for ``Repetition/forever``.
  public var passCount: Int? {
    switch repetition {
    case .once: 1
    case .count(let count): max(1, count)
    case .forever: nil
    }
  }

  /// Seconds from the start time to the end of the last pass (the delay included), or `nil` for
  /// an animation that repeats forever.
  public var totalDuration: Double? {
    passCount.map { effectiveDelay + effectiveDuration * Double($0) }
  }

  /// The progress where the animation rests once it is over: `1`, or `0` for an autoreversing
  /// animation with an even number of passes. A ``Repetition/forever`` animation never ends; its
  /// resting progress (used under Reduce Motion and with a zero duration) is `0`, its start.
  public var restingProgress: Double {
    guard let passCount else { return 0 }
    return autoreverses && passCount % 2 == 0 ? 0 : 1
  }

  /// The progress at a time: the curve's value in the current pass, `0` before the first pass
  /// starts.
  ///
  /// Under Reduce Motion there is no motion: the progress is `0` until the delay has passed and
  /// ``restingProgress`` from then on — the end value for animations that end, and a static
  /// start value for those that repeat forever.
  /// - Parameters:
  ///   - time: The clock's time, in seconds.
  ///   - startedAt: When the animation was started, in seconds on the same clock.
  ///   - reduceMotion: Whether Reduce Motion is on (``View/isReduceMotionEnabled``).
  /// - Returns: Usually `0...1`; a bouncy spring goes past 1 on the way.
  public func progress(at time: Double, startedAt: Double, reduceMotion: Bool = false) -> Double {
    let elapsed = elapsedInPasses(time: time, startedAt: startedAt)
    if elapsed < 0 { return 0 }
    let duration = effectiveDuration
    if reduceMotion || duration == 0 || elapsed.isInfinite { return restingProgress }
    let position = elapsed / duration
    let pass = position.rounded(.down)
    if let passCount, pass >= Double(passCount) { return restingProgress }
    let fraction = position - pass
    let backwards = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
    return backwards ? curve.value(at: 1 - fraction) : curve.value(at: fraction)
  }

  /// Whether the progress no longer changes after `time`: the last pass has ended or, under
  /// Reduce Motion or with a zero duration, the delay has passed. A ``Repetition/forever``
  /// animation with motion never finishes.
  /// - Parameters:
  ///   - time: The clock's time, in seconds.
  ///   - startedAt: When the animation was started.
  ///   - reduceMotion: Whether Reduce Motion is on.
  public func isFinished(at time: Double, startedAt: Double, reduceMotion: Bool = false) -> Bool {
    let elapsed = elapsedInPasses(time: time, startedAt: startedAt)
    guard elapsed >= 0 else { return false }
    let duration = effectiveDuration
    if reduceMotion || duration == 0 { return true }
    guard let passCount else { return false }
    return elapsed >= duration * Double(passCount)
  }

  /// The value between two ends at a time: `from` at progress 0, `to` at progress 1.
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The end value.
  ///   - time: The clock's time.
  ///   - startedAt: When the animation was started.
  ///   - reduceMotion: Whether Reduce Motion is on.
  public func value<Value: Interpolatable>(
    from: Value, to: Value, at time: Double, startedAt: Double, reduceMotion: Bool = false
  ) -> Value {
    from.interpolated(to: to, progress: progress(at: time, startedAt: startedAt, reduceMotion: reduceMotion))
  }

  /// Seconds since the first pass started (negative during the delay); NaN inputs count as the
  /// start of the delay, so the result is never NaN.
  private func elapsedInPasses(time: Double, startedAt: Double) -> Double {
    let sinceStart = time - startedAt
    if sinceStart.isNaN { return -effectiveDelay }
    return sinceStart - effectiveDelay
  }

  private static func nonNegative(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
