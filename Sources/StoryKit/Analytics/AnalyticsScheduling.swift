/// The analytics queue's source of time: what time it is, and waiting until a later time.
///
/// The queue's batching interval and retry backoff are deadlines on this timeline, so a test
/// drives a manual scheduler and never waits in real time.
/// Thread safety: implementations are called from any thread and must be `Sendable`.
public protocol AnalyticsScheduling: Sendable {
  /// Seconds on a monotonic timeline with an arbitrary origin; never goes backwards.
  var now: Double { get }

  /// Returns once ``now`` has reached `deadline` (at once if it already has).
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled first.
  func sleep(until deadline: Double) async throws
}
