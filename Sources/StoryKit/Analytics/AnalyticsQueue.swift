import Foundation

/// A disk-backed queue that delivers analytics events in batches, at least once.
///
/// ```swift
/// guard let endpoint = URL(string: "https://events.example.com/v1/batch") else { return }
/// let uploader = try HTTPAnalyticsUploader(endpoint: endpoint, headers: ["X-Api-Key": apiKey])
/// let queue = try AnalyticsQueue(directory: caches.appendingPathComponent("analytics"), uploader: uploader)
/// queue.record(AnalyticsEvent(.storyImpression, placementToken: "home-top", groupID: "g1", storyID: "s1"))
/// await queue.flush()  // when the app goes to the background
/// ```
///
/// - **On disk first.** ``record(_:)`` appends the event to an append-only journal in
///   ``directory`` before it returns, so it survives the app crashing or being killed; the
///   ``SyncPolicy`` says when it is also flushed against power loss (by default before each
///   upload, so every event handed to the uploader is on the disk).
/// - **Batches.** A batch goes to the ``AnalyticsUploading`` uploader when
///   ``Configuration/batchSize`` events wait or the oldest has waited
///   ``Configuration/flushInterval`` seconds. One upload runs at a time, in recording order.
/// - **Delete after success.** Only ``UploadOutcome/success`` removes a batch.
///   ``UploadOutcome/retry(after:)`` keeps it and waits: the server's `Retry-After` if given, else
///   an exponential backoff with full jitter (`random() × min(maxBackoff, initialBackoff × 2ⁿ⁻¹)`
///   after the n-th failure in a row). ``UploadOutcome/drop(reason:)`` removes it and reports a
///   ``Diagnostic``. Retries never give up; the bound below caps what waits.
/// - **Bounded.** Past ``Configuration/maxQueuedEvents`` the oldest *waiting* event is dropped
///   (never one being uploaded), counted in ``statistics`` and reported to the delegate.
/// - **At least once.** After a crash, a new queue on the same folder sends every event that was
///   not acknowledged, including a batch whose upload was under way; ``AnalyticsEvent/id`` lets
///   the receiver drop duplicates. A torn last journal record (a crash mid-write) is skipped with
///   a diagnostic in ``recoveryDiagnostics``.
/// - **The app sees everything** through ``delegate``, on the main actor.
///
/// Thread safety: every method may be called from any thread or task. One lock guards the state
/// and the journal writes (so the journal's order is the recording order); the upload runs
/// outside it on a task of the queue's own, and no injected code (delegate, uploader, scheduler,
/// random source) runs under the lock.
/// Only one queue may use a folder at a time, in any process: a second one fails to open.
public final class AnalyticsQueue: @unchecked Sendable {
  // Unchecked because the journal is a non-Sendable class; it is reachable only inside `state`.

  /// The folder holding the journal.
  public let directory: URL
  /// The configuration in force, with out-of-range values clamped.
  public let configuration: Configuration
  /// Problems found while recovering the journal at start (a torn or damaged record).
  public let recoveryDiagnostics: [Diagnostic]

  let uploader: any AnalyticsUploading
  /// The queue's state; its lock is held across journal writes, so the journal keeps the order.
  let state: Mutex<State>
  let signals: AsyncStream<Void>.Continuation
  let notifications: AsyncStream<Notification>.Continuation
  // A lock of its own, so the main actor reading the delegate never waits for a journal write.
  private let storedDelegate: Mutex<WeakDelegate>

  /// Opens the queue's journal in `directory`, creating the folder if needed, and starts
  /// delivering: events left unacknowledged by an earlier run are sent first, at once.
  ///
  /// - Parameters:
  ///   - delegate: told about every event and outcome, on the main actor; held weakly. It also
  ///     hears the ``recoveryDiagnostics``.
  /// - Throws: ``AnalyticsQueueError`` when the folder cannot be created or read, or another
  ///   queue (in this process or another) is using it.
  public init(
    directory: URL, uploader: any AnalyticsUploading, configuration: Configuration = Configuration(),
    delegate: (any AnalyticsQueueDelegate)? = nil
  ) throws(AnalyticsQueueError) {
    self.directory = directory
    self.uploader = uploader
    self.configuration = configuration.clamped
    let journal = try AnalyticsJournal(directory: directory)
    let recovery = try journal.recover()
    recoveryDiagnostics = recovery.diagnostics
    state = Mutex(State(journal: journal, disabledCategories: self.configuration.disabledCategories))
    let (signalStream, signals) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let (notificationStream, notifications) = AsyncStream<Notification>.makeStream()
    self.signals = signals
    self.notifications = notifications
    storedDelegate = Mutex(WeakDelegate(value: delegate))
    let now = self.configuration.scheduler.now
    state.withLock { adoptRecovered(recovery.records, now: now, into: &$0) }
    startTasks(signals: signalStream, notifications: notificationStream)
    signals.yield(())
  }

  deinit {
    close()
    notifications.finish()
  }

  /// Told about every event and outcome from now on, on the main actor; held weakly.
  public var delegate: (any AnalyticsQueueDelegate)? {
    get { storedDelegate.withLock { $0.value } }
    set { storedDelegate.withLock { $0.value = newValue } }
  }

  /// What the queue has done since it was created, and how many events it holds now.
  public var statistics: AnalyticsQueueStatistics {
    state.withLock { state in
      var statistics = state.statistics
      statistics.pending = state.pending.count
      return statistics
    }
  }

  /// Writes the event to the journal, tells the delegate, and sends it with a later batch.
  ///
  /// An event of a disabled category (``disabledCategories``) is dropped before anything is
  /// written: the delegate hears it only as dropped, with ``AnalyticsDropReason/categoryDisabled(_:)``.
  ///
  /// When the journal cannot be written (a full disk), the event is still kept in memory and sent
  /// while the app runs, and a diagnostic is reported. After ``close()`` the event is dropped
  /// with the reason ``AnalyticsDropReason/queueClosed``.
  public func record(_ event: AnalyticsEvent) {
    let now = configuration.scheduler.now
    state.withLock { state in
      guard !state.isClosed else {
        state.statistics.droppedClosed += 1
        notify(.recorded(event))
        notify(.dropped([event], .queueClosed))
        return
      }
      let category = event.name.category
      guard !state.disabledCategories.contains(category) else {
        state.statistics.droppedDisabled += 1
        notify(.dropped([event], .categoryDisabled(category)))
        return
      }
      let record = AnalyticsJournal.Record(sequence: state.nextSequence, event: event)
      state.nextSequence += 1
      let sync = configuration.syncPolicy == .everyEvent
      writeJournal(&state) { journal throws(DurableFile.Failure) in
        try journal.append(record)
        if sync { try journal.synchronize() }
      }
      state.pending.append(PendingEvents.Entry(record: record, since: now))
      state.statistics.recorded += 1
      notify(.recorded(event))
      dropOverflow(&state)
    }
    signals.yield(())
  }

  /// Sends every waiting event now, in batches, without waiting for a batch to fill or for the
  /// interval; call it when the app moves to the background.
  ///
  /// Returns when the queue is empty, or when an upload failed and a retry is scheduled (a
  /// backoff or the server's `Retry-After` is honoured, not skipped), or when the queue is closed.
  /// The journal is flushed to the disk first.
  public func flush() async {
    let now = configuration.scheduler.now
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isSettled = state.withLock { state -> Bool in
        writeJournal(&state) { journal throws(DurableFile.Failure) in try journal.synchronize() }
        let isBackingOff = state.retryNotBefore.map { now < $0 } ?? false
        if state.isClosed || state.pending.isEmpty || isBackingOff { return true }
        state.isFlushRequested = true
        state.flushWaiters.append(continuation)
        return false
      }
      if isSettled { continuation.resume() } else { signals.yield(()) }
    }
  }

  /// Stops delivering and releases the folder, so another queue may open it.
  ///
  /// The journal is flushed to the disk. Unsent events stay in it for the next queue on this
  /// folder, including a batch whose upload is under way (its result is ignored). Closing twice
  /// does nothing more.
  public func close() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard !state.isClosed else { return [] }
      state.isClosed = true
      state.timer?.task.cancel()
      state.timer = nil
      try? state.journal?.synchronize()
      state.journal?.close()
      state.journal = nil
      return takeFlushWaiters(&state)
    }
    for waiter in waiters { waiter.resume() }
    signals.finish()
  }

  // MARK: - Start

  /// Queues the events of an earlier run as due now, dropping the oldest past the bound.
  private func adoptRecovered(_ records: [AnalyticsJournal.Record], now: Double, into state: inout State) {
    let dueSince = now - configuration.flushInterval
    let disabled = state.disabledCategories
    let kept = records.filter { !disabled.contains($0.event.name.category) }
    for record in kept {
      state.pending.append(PendingEvents.Entry(record: record, since: dueSince))
    }
    state.nextSequence = (records.last?.sequence ?? 0) + 1
    state.statistics.recovered = kept.count
    for diagnostic in recoveryDiagnostics { notify(.diagnostic(diagnostic)) }
    if kept.count < records.count {
      // Consent withdrawn since the last run: the journal keeps none of those events.
      writeJournal(&state) { journal throws(DurableFile.Failure) in try journal.rewrite(keeping: kept) }
      reportDisabled(records.filter { disabled.contains($0.event.name.category) }, in: &state)
    }
    dropOverflow(&state)
  }

  private func startTasks(signals: AsyncStream<Void>, notifications: AsyncStream<Notification>) {
    // The pump: one drain at a time, woken by records, timers, flushes; ends when closed.
    Task { [weak self] in
      for await _ in signals {
        guard let self else { return }
        await self.drain()
      }
    }
    // One consumer keeps the delegate's calls in order.
    Task { @MainActor [weak self] in
      for await notification in notifications {
        guard let self else { return }
        self.deliver(notification)
      }
    }
  }

  @MainActor private func deliver(_ notification: Notification) {
    guard let delegate else { return }
    switch notification {
    case .recorded(let event): delegate.analyticsQueue(self, didRecord: event)
    case .uploaded(let batch): delegate.analyticsQueue(self, didUpload: batch)
    case .dropped(let events, let reason): delegate.analyticsQueue(self, didDrop: events, reason: reason)
    case .diagnostic(let diagnostic): delegate.analyticsQueue(self, didReport: diagnostic)
    }
  }
}
