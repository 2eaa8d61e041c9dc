/// Real time: a monotonic clock (`ContinuousClock`) and `Task.sleep`.
public struct SystemAnalyticsScheduler: AnalyticsScheduling {
  private let origin = ContinuousClock.now

  /// Creates a scheduler whose timeline starts at `0` now.
  public init() {}

  /// Seconds since the scheduler was created.
  public var now: Double {
    let (seconds, attoseconds) = (ContinuousClock.now - origin).components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Sleeps until `deadline`; throws `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Double) async throws {
    // A day at a time: a far deadline (or infinity) must not overflow `Duration`.
    while deadline - now > 0 {
      try await Task.sleep(for: .seconds(min(deadline - now, 86_400)))
    }
  }
}
