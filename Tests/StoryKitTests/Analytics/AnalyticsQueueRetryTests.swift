import Foundation
import Testing

@testable import StoryKit

/// What each upload outcome does: delete on success only, back off and retry, drop on refusal.
@Suite struct AnalyticsQueueRetryTests {
  @Test func retriesBackOffExponentiallyWithFullJitter() async throws {
    let harness = AnalyticsHarness([.retry(after: nil), .retry(after: nil), .retry(after: nil)])
    // Jitter 0.5 of ceilings 1, 2, 4: waits of 0.5, 1 and 2 seconds.
    let queue = try harness.queue(batchSize: 1, initialBackoff: 1, random: 0.5)
    defer { queue.close() }
    let event = testEvent(0)
    queue.record(event)
    var expectedTime = 0.0
    for (attempt, wait) in [0.5, 1, 2].enumerated() {
      try await harness.uploader.waitForBatches(attempt + 1)
      expectedTime += wait
      try await harness.scheduler.awaitSleeper(until: expectedTime)
      #expect(harness.uploader.batches.count == attempt + 1)
      harness.scheduler.advance(to: expectedTime)
    }
    try await harness.uploader.waitForBatches(4)
    #expect(harness.uploader.batches.allSatisfy { $0 == [event] })
    try await withTimeout { await queue.flush() }
    #expect(queue.statistics.failedAttempts == 3)
    #expect(queue.statistics.uploaded == 1 && queue.statistics.pending == 0)
  }

  @Test func theBackoffCeilingIsCapped() async throws {
    let harness = AnalyticsHarness(Array(repeating: .retry(after: nil), count: 4))
    // Ceilings 10, 20, 25, 25 (capped), jitter just under 1.
    let queue = try harness.queue(batchSize: 1, initialBackoff: 10, maxBackoff: 25, random: 0.999_999)
    defer { queue.close() }
    queue.record(testEvent(0))
    var time = 0.0
    for (attempt, ceiling) in [10.0, 20, 25, 25].enumerated() {
      try await harness.uploader.waitForBatches(attempt + 1)
      time += ceiling * 0.999_999
      try await harness.scheduler.awaitSleeper(until: time)
      harness.scheduler.advance(to: time)
    }
    try await harness.uploader.waitForBatches(5)
  }

  @Test func retryAfterIsHonouredInsteadOfTheBackoff() async throws {
    let harness = AnalyticsHarness([.retry(after: 7)])
    let queue = try harness.queue(batchSize: 1)
    defer { queue.close() }
    queue.record(testEvent(0))
    try await harness.uploader.waitForBatches(1)
    try await harness.scheduler.awaitSleeper(until: 7)
    harness.scheduler.advance(to: 6.5)
    #expect(harness.uploader.batches.count == 1)
    // A flush during the wait does not skip it.
    try await withTimeout { await queue.flush() }
    #expect(harness.uploader.batches.count == 1)
    harness.scheduler.advance(to: 7)
    try await harness.uploader.waitForBatches(2)
  }

  @Test func aHugeRetryAfterIsCapped() async throws {
    let harness = AnalyticsHarness([.retry(after: 1e12)])
    let queue = try harness.queue(batchSize: 1, maxRetryAfter: 60)
    defer { queue.close() }
    queue.record(testEvent(0))
    try await harness.scheduler.awaitSleeper(until: 60, upTo: queueTaskBound)
    harness.scheduler.advance(to: 60)
    try await harness.uploader.waitForBatches(2, upTo: queueTaskBound)
  }

  @Test func theBackoffStartsOverAfterASuccess() async throws {
    let harness = AnalyticsHarness([.retry(after: nil), .success, .retry(after: nil)])
    let queue = try harness.queue(batchSize: 1, initialBackoff: 4, random: 0.5)
    defer { queue.close() }
    queue.record(testEvent(0))
    try await harness.scheduler.awaitSleeper(until: 2, upTo: queueTaskBound)
    harness.scheduler.advance(to: 2)
    try await harness.uploader.waitForBatches(2, upTo: queueTaskBound)
    queue.record(testEvent(1))
    try await harness.uploader.waitForBatches(3, upTo: queueTaskBound)
    // First failure again: 0.5 × 4, not 0.5 × 8.
    try await harness.scheduler.awaitSleeper(until: 4, upTo: queueTaskBound)
  }

  @Test func aBatchIsDeletedOnlyAfterSuccess() async throws {
    let harness = AnalyticsHarness([.retry(after: 100)])
    let events = (0..<3).map { testEvent($0) }
    do {
      let queue = try harness.queue(batchSize: 3)
      for event in events { queue.record(event) }
      try await harness.uploader.waitForBatches(1)
      try await harness.scheduler.awaitSleeper(until: 100)
      #expect(queue.statistics.pending == 3)
      queue.close()
    }
    // A new queue on the folder still has the batch, and sends it.
    let second = FakeUploader()
    let reopened = try harness.queue(batchSize: 3, uploader: second)
    defer { reopened.close() }
    #expect(reopened.statistics.recovered == 3)
    try await second.waitForBatches(1)
    #expect(second.batches == [events])
    try await withTimeout { await reopened.flush() }
    reopened.close()

    // Acknowledged now: a third queue finds nothing.
    let third = try harness.queue(uploader: FakeUploader())
    defer { third.close() }
    #expect(third.statistics.recovered == 0 && third.statistics.pending == 0)
  }

  @Test func aRefusedBatchIsDroppedWithADiagnostic() async throws {
    let harness = AnalyticsHarness([.drop(reason: "HTTP 400: bad schema")])
    let delegate = RecordingDelegate()
    let queue = try harness.queue(batchSize: 2, delegate: delegate)
    let refused = [testEvent(0), testEvent(1)]
    for event in refused { queue.record(event) }
    #expect(await delegate.wait(upTo: delegateCallBound) { !$0.diagnostics.isEmpty })
    await MainActor.run {
      #expect(delegate.dropped.map(\.events) == [refused])
      #expect(delegate.dropped.first?.reason == .rejected("HTTP 400: bad schema"))
      #expect(delegate.diagnostics.first?.severity == .error)
      #expect(delegate.diagnostics.first?.message.contains("bad schema") == true)
    }
    #expect(queue.statistics.droppedRejected == 2 && queue.statistics.dropped == 2)
    // No backoff after a refusal: the next batch leaves at once.
    queue.record(testEvent(2))
    queue.record(testEvent(3))
    try await harness.uploader.waitForBatches(2)
    try await withTimeout { await queue.flush() }
    queue.close()
    let reopened = try harness.queue(uploader: FakeUploader())
    defer { reopened.close() }
    #expect(reopened.statistics.recovered == 0)
  }

  @Test func theQueueIsBoundedAndDropsTheOldestWaitingEvents() async throws {
    let harness = AnalyticsHarness()
    let delegate = RecordingDelegate()
    let queue = try harness.queue(batchSize: 2, maxQueuedEvents: 4, delegate: delegate)
    defer { queue.close() }
    harness.uploader.hold()
    let events = (0..<8).map { testEvent($0) }
    queue.record(events[0])
    queue.record(events[1])
    try await harness.uploader.waitForBatches(1)  // 0 and 1 are being uploaded

    for event in events[2...] { queue.record(event) }
    // 8 held, room for 4: the oldest waiting (2...5) go; the batch in flight is never dropped.
    #expect(queue.statistics.droppedQueueFull == 4)
    #expect(queue.statistics.pending == 4)
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.dropped.count == 4 })
    await MainActor.run {
      #expect(delegate.dropped.flatMap(\.events) == Array(events[2...5]))
      #expect(delegate.dropped.allSatisfy { $0.reason == .queueFull })
    }

    harness.uploader.release()
    try await withTimeout { await queue.flush() }
    #expect(harness.uploader.batches == [[events[0], events[1]], [events[6], events[7]]])
    #expect(queue.statistics.uploaded == 4 && queue.statistics.dropped == 4)
  }

  @Test func theDropsAreRememberedAcrossARestart() async throws {
    let harness = AnalyticsHarness()
    harness.uploader.hold()
    let queue = try harness.queue(batchSize: 2, maxQueuedEvents: 4)
    let events = (0..<6).map { testEvent($0) }
    for event in events[0..<2] { queue.record(event) }
    try await harness.uploader.waitForBatches(1)
    for event in events[2...] { queue.record(event) }
    queue.close()
    harness.uploader.release()

    // 0 and 1 were in flight, 2 and 3 dropped; 0, 1, 4, 5 remain unacknowledged.
    let second = FakeUploader()
    let reopened = try harness.queue(batchSize: 10, uploader: second)
    defer { reopened.close() }
    try await withTimeout { await reopened.flush() }
    #expect(second.eventIDs == [0, 1, 4, 5].map { events[$0].id })
  }
}
