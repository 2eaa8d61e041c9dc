import StoryKit

/// The one source of time for animations and players: seconds since an arbitrary start.
///
/// Animations are functions of `now`; tests drive a ``ManualClock`` instead of sleeping.
public protocol Clock: AnyObject, Sendable {
  /// The current time in seconds; never goes backwards.
  var now: Double { get }
}

/// The real, monotonic clock.
public final class SystemClock: Clock {
  private let start = ContinuousClock.now

  /// Creates a clock that reads `0` now and counts up from there.
  public init() {}

  /// Seconds since the clock was created.
  public var now: Double {
    let elapsed = ContinuousClock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// A clock that moves only when told: for tests and for rendering a frame at a chosen time.
public final class ManualClock: Clock {
  private let current: Mutex<Double>

  /// Creates a clock at `start` seconds.
  public init(start: Double = 0) {
    current = Mutex(start.isFinite ? start : 0)
  }

  /// The time it was last set or advanced to.
  public var now: Double {
    current.withLock { $0 }
  }

  /// Moves time forward; negative or non-finite steps are ignored (time never goes back).
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    current.withLock { $0 += seconds }
  }

  /// Sets the time, if it is not earlier than now.
  public func set(to seconds: Double) {
    current.withLock { current in
      if seconds.isFinite, seconds >= current { current = seconds }
    }
  }
}
