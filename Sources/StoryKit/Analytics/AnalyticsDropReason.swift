/// Why events left an ``AnalyticsQueue`` without being delivered.
public enum AnalyticsDropReason: Sendable, Hashable {
  /// The queue held ``AnalyticsQueue/Configuration/maxQueuedEvents``; the oldest waiting event
  /// made room for a new one.
  case queueFull
  /// The receiver refused the batch for good (``UploadOutcome/drop(reason:)``).
  case rejected(String)
  /// The event was recorded after ``AnalyticsQueue/close()``.
  case queueClosed
  /// The event's category is disabled (``AnalyticsQueue/disabledCategories``): it was never
  /// written to the journal, or, waiting when the category was disabled, it was removed from it.
  case categoryDisabled(AnalyticsCategory)
}
