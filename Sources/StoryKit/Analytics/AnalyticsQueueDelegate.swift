/// Hears about every event an ``AnalyticsQueue`` records, and what became of it.
///
/// The queue holds its delegate weakly and calls it on the main actor, in the order things
/// happened, for what happens while it is set (pass it to the queue's initializer to hear the
/// recovery diagnostics too). Every method has an empty default, so implement only what you need.
///
/// ```swift
/// @MainActor final class Tracker: AnalyticsQueueDelegate {
///   func analyticsQueue(_ queue: AnalyticsQueue, didRecord event: AnalyticsEvent) {
///     myAnalytics.log(event.name.name, groupID: event.groupID)
///   }
/// }
/// ```
@MainActor
public protocol AnalyticsQueueDelegate: AnyObject, Sendable {
  /// An event was written to the queue (every event the app or the SDK records).
  func analyticsQueue(_ queue: AnalyticsQueue, didRecord event: AnalyticsEvent)
  /// The receiver accepted a batch.
  func analyticsQueue(_ queue: AnalyticsQueue, didUpload batch: [AnalyticsEvent])
  /// Events left the queue undelivered: the queue was full, or the receiver refused them.
  func analyticsQueue(_ queue: AnalyticsQueue, didDrop events: [AnalyticsEvent], reason: AnalyticsDropReason)
  /// A problem worth knowing: a damaged journal record skipped at start, a failed disk write, a
  /// refused batch.
  func analyticsQueue(_ queue: AnalyticsQueue, didReport diagnostic: Diagnostic)
}

extension AnalyticsQueueDelegate {
  /// Does nothing.
  public func analyticsQueue(_ queue: AnalyticsQueue, didRecord event: AnalyticsEvent) {}
  /// Does nothing.
  public func analyticsQueue(_ queue: AnalyticsQueue, didUpload batch: [AnalyticsEvent]) {}
  /// Does nothing.
  public func analyticsQueue(
    _ queue: AnalyticsQueue, didDrop events: [AnalyticsEvent], reason: AnalyticsDropReason
  ) {}
  /// Does nothing.
  public func analyticsQueue(_ queue: AnalyticsQueue, didReport diagnostic: Diagnostic) {}
}
