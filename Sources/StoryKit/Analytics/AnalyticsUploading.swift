/// Sends a batch of analytics events somewhere: the seam between ``AnalyticsQueue`` and the network.
///
/// ``HTTPAnalyticsUploader`` POSTs JSON; tests and apps with their own transport supply another.
/// Thread safety: the queue calls ``upload(_:)`` for one batch at a time, from a task of its own,
/// but an implementation must be `Sendable` and may be shared between queues.
public protocol AnalyticsUploading: Sendable {
  /// Delivers a batch and says what the queue should do with it.
  ///
  /// The queue deletes the batch only on ``UploadOutcome/success``. A batch can arrive again
  /// after a retry or a restart (delivery is at least once); the events' IDs tell the duplicates.
  func upload(_ batch: [AnalyticsEvent]) async -> UploadOutcome
}
