import StoryKit

/// Runs an action once, a number of seconds from now, on the main actor: the timer behind an
/// open request's timeout. ``SystemTimeoutScheduler`` waits in real time; tests inject a
/// ``ManualTimeoutScheduler`` and move it on.
@MainActor
public protocol TimeoutScheduling: AnyObject {
  /// Runs `action` once after `seconds` (at the next turn when `seconds` is 0 or less; never when
  /// it is infinite or not a number) unless the returned observation is cancelled or released
  /// first.
  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> Observation
}

/// Real time: a task that sleeps, cancelled with its observation.
public final class SystemTimeoutScheduler: TimeoutScheduling {
  /// Creates a scheduler.
  public init() {}

  public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> Observation {
    guard !seconds.isNaN, seconds < .infinity else { return Observation {} }
    // A day at a time: a far deadline must not overflow `Duration`.
    let task = Task { @MainActor in
      var left = max(0, seconds)
      while left > 0 {
        let step = min(left, 86_400)
        guard (try? await Task.sleep(for: .seconds(step))) != nil else { return }
        left -= step
      }
      guard !Task.isCancelled else { return }
      action()
    }
    return Observation { task.cancel() }
  }
}
