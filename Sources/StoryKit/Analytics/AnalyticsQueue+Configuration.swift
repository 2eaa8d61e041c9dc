extension AnalyticsQueue {
  /// How an ``AnalyticsQueue`` batches, retries, bounds and flushes its events.
  ///
  /// Out-of-range values are clamped when the queue is created (see each property).
  public struct Configuration: Sendable {
    /// A batch is sent as soon as this many events wait (default 20; at least 1). It is also the
    /// largest batch.
    public var batchSize: Int
    /// A batch is sent when its oldest event has waited this many seconds, even if it is not full
    /// (default 30; 0 sends every event at once).
    public var flushInterval: Double
    /// The most events kept, waiting or being uploaded (default 10,000; at least
    /// `batchSize + 1`). Past it, the oldest waiting event is dropped, counted and reported.
    public var maxQueuedEvents: Int
    /// The first retry's backoff ceiling in seconds (default 1); it doubles per failed attempt.
    public var initialBackoff: Double
    /// The highest backoff ceiling in seconds (default 300).
    public var maxBackoff: Double
    /// The longest `Retry-After` honoured, in seconds (default 3,600): a hostile or broken header
    /// cannot stop delivery for longer.
    public var maxRetryAfter: Double
    /// When the journal is flushed to the disk (default ``SyncPolicy/beforeUpload``).
    public var syncPolicy: SyncPolicy
    /// The categories the user has not consented to (default none): their events are dropped
    /// before they are written, and those an earlier run left in the journal are removed at
    /// start. Change it later through ``AnalyticsQueue/disabledCategories``.
    public var disabledCategories: Set<AnalyticsCategory>
    /// The source of time for batching and backoff (default: real time).
    public var scheduler: any AnalyticsScheduling
    /// A random number in `[0, 1)` for the backoff's full jitter (default: the system's).
    public var random: @Sendable () -> Double

    /// Creates a configuration; every value defaults to the one its documentation gives.
    public init(
      batchSize: Int = 20, flushInterval: Double = 30, maxQueuedEvents: Int = 10_000,
      initialBackoff: Double = 1, maxBackoff: Double = 300, maxRetryAfter: Double = 3_600,
      syncPolicy: SyncPolicy = .beforeUpload, disabledCategories: Set<AnalyticsCategory> = [],
      scheduler: any AnalyticsScheduling = SystemAnalyticsScheduler(),
      random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
      self.batchSize = batchSize
      self.flushInterval = flushInterval
      self.maxQueuedEvents = maxQueuedEvents
      self.initialBackoff = initialBackoff
      self.maxBackoff = maxBackoff
      self.maxRetryAfter = maxRetryAfter
      self.syncPolicy = syncPolicy
      self.disabledCategories = disabledCategories
      self.scheduler = scheduler
      self.random = random
    }

    /// The configuration with every value in range.
    var clamped: Configuration {
      var result = self
      result.batchSize = max(1, batchSize)
      result.flushInterval = Self.nonNegative(flushInterval, else: 30)
      result.maxQueuedEvents = max(result.batchSize + 1, maxQueuedEvents)
      result.initialBackoff = Self.nonNegative(initialBackoff, else: 1)
      result.maxBackoff = max(result.initialBackoff, Self.nonNegative(maxBackoff, else: 300))
      result.maxRetryAfter = Self.nonNegative(maxRetryAfter, else: 3_600)
      return result
    }

    private static func nonNegative(_ value: Double, else fallback: Double) -> Double {
      value.isFinite ? max(0, value) : fallback
    }
  }

  /// When the journal is flushed from the system's cache to the disk (`fsync`).
  ///
  /// Either way, ``AnalyticsQueue/record(_:)`` writes the event to the journal file before it
  /// returns, so it survives the app crashing or being killed; the policy decides what survives
  /// the whole device losing power.
  public enum SyncPolicy: Sendable, Hashable {
    /// Flush before each batch is handed to the uploader and when ``AnalyticsQueue/flush()`` runs:
    /// the events of any upload attempt are on the disk, and a power loss can cost the events
    /// recorded since the last flush. One `fsync` per batch.
    case beforeUpload
    /// Flush on every event: a recorded event survives a power loss. One `fsync` per event,
    /// milliseconds each on some storage.
    case everyEvent
  }
}
