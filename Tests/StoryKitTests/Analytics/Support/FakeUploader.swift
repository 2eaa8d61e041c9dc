import Foundation
import StoryKit

/// An uploader that records every batch and answers from a script (then with success).
///
/// ``hold()`` makes uploads wait until ``release()``, to catch the queue mid-upload.
final class FakeUploader: AnalyticsUploading {
  private struct State {
    var script: [UploadOutcome]
    var received: [[AnalyticsEvent]] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var isHolding = false
    var held: [CheckedContinuation<Void, Never>] = []
    var inspector: (@Sendable ([AnalyticsEvent]) -> Void)?
  }

  private let state: Mutex<State>

  init(_ script: [UploadOutcome] = []) {
    state = Mutex(State(script: script))
  }

  /// Every batch received, in order (including ones that were answered with a failure).
  var batches: [[AnalyticsEvent]] {
    state.withLock { $0.received }
  }

  /// The IDs of every event received, in order.
  var eventIDs: [UUID] {
    batches.flatMap { $0.map(\.id) }
  }

  func upload(_ batch: [AnalyticsEvent]) async -> UploadOutcome {
    state.withLock { $0.inspector }?(batch)
    let (outcome, ready, mustHold) = state.withLock { state in
      state.received.append(batch)
      let outcome = state.script.isEmpty ? UploadOutcome.success : state.script.removeFirst()
      let count = state.received.count
      let ready = state.waiters.filter { $0.count <= count }
      state.waiters.removeAll { $0.count <= count }
      return (outcome, ready.map(\.continuation), state.isHolding)
    }
    for waiter in ready { waiter.resume() }
    if mustHold {
      await withCheckedContinuation { continuation in
        let isReleased = state.withLock { state -> Bool in
          guard state.isHolding else { return true }
          state.held.append(continuation)
          return false
        }
        if isReleased { continuation.resume() }
      }
    }
    return outcome
  }

  /// Runs `body` on each batch as it arrives, before answering.
  func inspect(_ body: @escaping @Sendable ([AnalyticsEvent]) -> Void) {
    state.withLock { $0.inspector = body }
  }

  /// Appends outcomes to the script.
  func answer(_ outcomes: UploadOutcome...) {
    state.withLock { $0.script += outcomes }
  }

  /// Makes later uploads wait until ``release()``.
  func hold() {
    state.withLock { $0.isHolding = true }
  }

  /// Lets held uploads return.
  func release() {
    let continuations = state.withLock { state in
      state.isHolding = false
      defer { state.held = [] }
      return state.held
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Returns once `count` batches have arrived (bounded by `seconds` of real time, a safety net).
  func waitForBatches(_ count: Int, upTo seconds: Double = 60) async throws {
    try await withTimeout(seconds) {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isThere = self.state.withLock { state -> Bool in
          if state.received.count >= count { return true }
          state.waiters.append((count, continuation))
          return false
        }
        if isThere { continuation.resume() }
      }
    }
  }
}
