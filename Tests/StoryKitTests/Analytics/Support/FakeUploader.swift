import Foundation
import StoryKit

/// An uploader that records every batch and answers from a script (then with success).
///
/// ``hold()`` makes uploads wait until ``release()``, to catch the queue mid-upload.
final class FakeUploader: AnalyticsUploading, @unchecked Sendable {
  private let lock = NSLock()
  private var script: [UploadOutcome]
  private var received: [[AnalyticsEvent]] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var isHolding = false
  private var held: [CheckedContinuation<Void, Never>] = []
  private var inspector: (@Sendable ([AnalyticsEvent]) -> Void)?

  init(_ script: [UploadOutcome] = []) {
    self.script = script
  }

  /// Every batch received, in order (including ones that were answered with a failure).
  var batches: [[AnalyticsEvent]] {
    lock.withLock { received }
  }

  /// The IDs of every event received, in order.
  var eventIDs: [UUID] {
    batches.flatMap { $0.map(\.id) }
  }

  func upload(_ batch: [AnalyticsEvent]) async -> UploadOutcome {
    lock.withLock { inspector }?(batch)
    let (outcome, ready, mustHold) = lock.withLock {
      received.append(batch)
      let outcome = script.isEmpty ? UploadOutcome.success : script.removeFirst()
      let ready = waiters.filter { $0.count <= received.count }
      waiters.removeAll { $0.count <= received.count }
      return (outcome, ready.map(\.continuation), isHolding)
    }
    for waiter in ready { waiter.resume() }
    if mustHold {
      await withCheckedContinuation { continuation in
        let isReleased = lock.withLock { () -> Bool in
          guard isHolding else { return true }
          held.append(continuation)
          return false
        }
        if isReleased { continuation.resume() }
      }
    }
    return outcome
  }

  /// Runs `body` on each batch as it arrives, before answering.
  func inspect(_ body: @escaping @Sendable ([AnalyticsEvent]) -> Void) {
    lock.withLock { inspector = body }
  }

  /// Appends outcomes to the script.
  func answer(_ outcomes: UploadOutcome...) {
    lock.withLock { script += outcomes }
  }

  /// Makes later uploads wait until ``release()``.
  func hold() {
    lock.withLock { isHolding = true }
  }

  /// Lets held uploads return.
  func release() {
    let continuations = lock.withLock {
      isHolding = false
      defer { held = [] }
      return held
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Returns once `count` batches have arrived (bounded by a real-time safety net).
  func waitForBatches(_ count: Int) async throws {
    try await withTimeout {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isThere = self.lock.withLock { () -> Bool in
          if self.received.count >= count { return true }
          self.waiters.append((count, continuation))
          return false
        }
        if isThere { continuation.resume() }
      }
    }
  }
}
