import Foundation

extension AnalyticsQueue {
  /// What the pump does next.
  enum Step {
    /// Hand these events to the uploader.
    case upload([AnalyticsEvent])
    /// Nothing to send now (a timer is armed if something is due later); resume these flushes.
    case rest([CheckedContinuation<Void, Never>])
  }

  /// Sends batches until nothing is due. Only the pump task calls it, so one upload runs at a time.
  ///
  /// The time and the jitter are read before taking the lock: they are injected code, and no
  /// injected code runs under the queue's lock.
  func drain() async {
    while true {
      let now = configuration.scheduler.now
      switch state.withLock({ nextStep(&$0, now: now) }) {
      case .upload(let batch):
        let outcome = await uploader.upload(batch)
        let finished = configuration.scheduler.now
        let jitter = configuration.random()
        state.withLock { complete(outcome, now: finished, jitter: jitter, in: &$0) }
      case .rest(let waiters):
        for waiter in waiters { waiter.resume() }
        return
      }
    }
  }

  /// Decides the next step.
  private func nextStep(_ state: inout State, now: Double) -> Step {
    guard !state.isClosed, !state.pending.isEmpty else { return .rest(takeFlushWaiters(&state)) }
    if let notBefore = state.retryNotBefore, now < notBefore {
      armTimer(at: notBefore, in: &state)
      // A flush does not skip the backoff; it ends here.
      return .rest(takeFlushWaiters(&state))
    }
    state.retryNotBefore = nil
    let dueTime = state.pending[0].since + configuration.flushInterval
    let isDue = state.isFlushRequested || state.pending.count >= configuration.batchSize || now >= dueTime
    guard isDue else {
      armTimer(at: dueTime, in: &state)
      return .rest([])
    }
    state.inFlightCount = min(configuration.batchSize, state.pending.count)
    if configuration.syncPolicy == .beforeUpload {
      writeJournal(&state) { journal throws(DurableFile.Failure) in try journal.synchronize() }
    }
    return .upload(state.pending.prefix(state.inFlightCount).map(\.record.event))
  }

  /// Applies an upload's outcome to the batch in flight.
  private func complete(_ outcome: UploadOutcome, now: Double, jitter: Double, in state: inout State) {
    let batch = state.pending.prefix(state.inFlightCount).map(\.record)
    state.inFlightCount = 0
    // After close the journal is gone; the batch stays in the file for the next queue.
    guard !state.isClosed else { return }
    switch outcome {
    case .success:
      remove(batch, from: &state)
      state.failedAttempts = 0
      state.statistics.uploaded += batch.count
      notify(.uploaded(batch.map(\.event)))
    case .drop(let reason):
      remove(batch, from: &state)
      state.failedAttempts = 0
      state.statistics.droppedRejected += batch.count
      notify(.dropped(batch.map(\.event), .rejected(reason)))
      let message = "the analytics receiver refused a batch of \(batch.count) events (\(reason)); dropped"
      notify(.diagnostic(Diagnostic(.error, .invalidValue, at: .root, message)))
    case .retry(let after):
      state.failedAttempts += 1
      state.statistics.failedAttempts += 1
      let delay = retryDelay(after: after, jitter: jitter, failedAttempts: state.failedAttempts)
      state.retryNotBefore = now + delay
    }
  }

  /// Removes a finished batch from memory and the journal, compacting the journal when most of
  /// it is finished.
  private func remove(_ batch: [AnalyticsJournal.Record], from state: inout State) {
    state.pending.removeFirst(batch.count)
    let live = state.pending
    writeJournal(&state) { journal throws(DurableFile.Failure) in
      try journal.acknowledge(batch.map(\.sequence))
      // Rewriting costs the live events' bytes; waiting until half the file is finished and the
      // file is 64 KiB keeps that below one extra write per event, and recovery reads little.
      if journal.length >= 64 * 1024, journal.acknowledgedLines * 2 >= journal.eventLines {
        try journal.rewrite(keeping: (0..<live.count).map { live[$0].record })
      }
    }
  }

  /// Seconds to wait after a failed attempt: the server's `Retry-After` (capped), else full
  /// jitter (`jitter` in [0, 1)) over an exponentially growing ceiling that doubles with each of
  /// the `failedAttempts` in a row.
  func retryDelay(after: Double?, jitter: Double, failedAttempts: Int) -> Double {
    if let after, after.isFinite {
      return min(max(0, after), configuration.maxRetryAfter)
    }
    let exponent = Double(min(max(0, failedAttempts - 1), 60))
    let ceiling = min(configuration.maxBackoff, configuration.initialBackoff * pow(2, exponent))
    let fraction = jitter.isFinite ? min(max(0, jitter), 1) : 1
    return ceiling * fraction
  }

  /// Wakes the pump at `deadline`, replacing a timer set for another time.
  private func armTimer(at deadline: Double, in state: inout State) {
    if let timer = state.timer, timer.deadline == deadline { return }
    state.timer?.task.cancel()
    let scheduler = configuration.scheduler
    let signals = signals
    let task = Task {
      do {
        try await scheduler.sleep(until: deadline)
        signals.yield(())
      } catch {
        // Cancelled: another deadline replaced this one, or the queue closed.
      }
    }
    state.timer = (deadline, task)
  }
}
