import Foundation

extension AnalyticsQueue {
  /// Everything the queue's lock guards.
  struct State {
    var journal: AnalyticsJournal?
    /// Waiting events, oldest first; the first `inFlightCount` are being uploaded.
    var pending = PendingEvents()
    var inFlightCount = 0
    var nextSequence: UInt64 = 1
    /// Failed attempts in a row, for the backoff's exponent.
    var failedAttempts = 0
    /// No upload before this time (a backoff or `Retry-After`).
    var retryNotBefore: Double?
    var isFlushRequested = false
    var flushWaiters: [CheckedContinuation<Void, Never>] = []
    var timer: (deadline: Double, task: Task<Void, Never>)?
    var isClosed = false
    /// Whether the last journal write failed; a failure is reported once until writes work again.
    var isJournalFailing = false
    var statistics = AnalyticsQueueStatistics()
    /// The categories whose events are dropped (``AnalyticsQueue/disabledCategories``).
    var disabledCategories: Set<AnalyticsCategory>

    init(journal: AnalyticsJournal, disabledCategories: Set<AnalyticsCategory>) {
      self.journal = journal
      self.disabledCategories = disabledCategories
    }
  }

  /// The delegate, held weakly.
  struct WeakDelegate {
    weak var value: (any AnalyticsQueueDelegate)?
  }

  /// What the delegate hears, queued so it hears it in order.
  enum Notification: Sendable {
    case recorded(AnalyticsEvent)
    case uploaded([AnalyticsEvent])
    case dropped([AnalyticsEvent], AnalyticsDropReason)
    case diagnostic(Diagnostic)
  }

  /// Queues a notification for the delegate, if there is one: nothing piles up for a delegate
  /// that is never set (a command-line tool's main actor may never run).
  func notify(_ notification: Notification) {
    guard delegate != nil else { return }
    notifications.yield(notification)
  }

  /// Runs a journal write; the first failure of a run of failures is reported.
  func writeJournal(_ state: inout State, _ body: (AnalyticsJournal) throws(DurableFile.Failure) -> Void) {
    guard let journal = state.journal else { return }
    do {
      try body(journal)
      state.isJournalFailing = false
    } catch {
      guard !state.isJournalFailing else { return }
      state.isJournalFailing = true
      let message =
        "analytics journal \(error): events are kept in memory only until writes succeed again"
      notify(.diagnostic(Diagnostic(.error, .limitExceeded, at: .root, message)))
    }
  }

  /// Drops the oldest waiting events past the bound.
  ///
  /// The bound is at least `batchSize + 1` and a batch in flight holds at most `batchSize`, so
  /// there is always a waiting event older than the newest to drop.
  func dropOverflow(_ state: inout State) {
    var dropped: [AnalyticsJournal.Record] = []
    while state.pending.count > configuration.maxQueuedEvents, state.pending.count > state.inFlightCount {
      dropped.append(state.pending.remove(at: state.inFlightCount).record)
    }
    guard !dropped.isEmpty else { return }
    writeJournal(&state) { journal throws(DurableFile.Failure) in
      try journal.acknowledge(dropped.map(\.sequence))
    }
    state.statistics.droppedQueueFull += dropped.count
    notify(.dropped(dropped.map(\.event), .queueFull))
  }

  /// The flush waiters, to resume outside the lock.
  func takeFlushWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
    let waiters = state.flushWaiters
    state.flushWaiters = []
    state.isFlushRequested = false
    return waiters
  }
}
