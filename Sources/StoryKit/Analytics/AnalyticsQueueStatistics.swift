/// Counts of what an ``AnalyticsQueue`` has done since it was created.
public struct AnalyticsQueueStatistics: Sendable, Hashable {
  /// Events recorded through ``AnalyticsQueue/record(_:)``.
  public var recorded = 0
  /// Unacknowledged events found in the journal at start, to be sent again.
  public var recovered = 0
  /// Events the receiver accepted.
  public var uploaded = 0
  /// Events dropped to keep the queue within its bound.
  public var droppedQueueFull = 0
  /// Events the receiver refused for good.
  public var droppedRejected = 0
  /// Events recorded after the queue was closed.
  public var droppedClosed = 0
  /// Events of a disabled category: recorded while it was disabled, or waiting when it was.
  public var droppedDisabled = 0
  /// Upload attempts that failed and will be retried.
  public var failedAttempts = 0
  /// Events waiting or being uploaded now.
  public var pending = 0

  /// Every event that left the queue undelivered.
  public var dropped: Int { droppedQueueFull + droppedRejected + droppedClosed + droppedDisabled }
}
