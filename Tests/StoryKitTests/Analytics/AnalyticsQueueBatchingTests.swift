import Foundation
import Testing

@testable import StoryKit

/// When batches leave: by count, by time, on flush; in order; and what the delegate hears.
@Suite struct AnalyticsQueueBatchingTests {
  let harness = AnalyticsHarness()

  @Test func aFullBatchLeavesAtOnce() async throws {
    let queue = try harness.queue(batchSize: 5)
    defer { queue.close() }
    let events = (0..<12).map { testEvent($0) }
    for event in events { queue.record(event) }
    try await harness.uploader.waitForBatches(2)
    // The last two wait for the interval: the queue sleeps until t = 30 instead of sending.
    try await harness.scheduler.awaitSleeper(until: 30)
    #expect(harness.uploader.batches.map(\.count) == [5, 5])

    harness.scheduler.advance(to: 30)
    try await harness.uploader.waitForBatches(3)
    #expect(harness.uploader.batches.map(\.count) == [5, 5, 2])
    #expect(harness.uploader.eventIDs == events.map(\.id))
  }

  @Test func aPartialBatchLeavesWhenItsOldestEventHasWaitedTheInterval() async throws {
    let queue = try harness.queue(batchSize: 20, flushInterval: 30)
    defer { queue.close() }
    queue.record(testEvent(0))
    harness.scheduler.advance(to: 10)
    queue.record(testEvent(1))
    try await harness.scheduler.awaitSleeper(until: 30, upTo: queueTaskBound)

    harness.scheduler.advance(to: 29)
    #expect(harness.scheduler.deadlines == [30])
    #expect(harness.uploader.batches.isEmpty)

    harness.scheduler.advance(to: 30)
    try await harness.uploader.waitForBatches(1, upTo: queueTaskBound)
    #expect(harness.uploader.batches[0].map(\.storyID) == ["s0", "s1"])
  }

  @Test func theIntervalAndBatchSizeAreConfigurable() async throws {
    let queue = try harness.queue(batchSize: 3, flushInterval: 2)
    defer { queue.close() }
    for index in 0..<4 { queue.record(testEvent(index)) }
    try await harness.uploader.waitForBatches(1)
    try await harness.scheduler.awaitSleeper(until: 2)
    harness.scheduler.advance(to: 2)
    try await harness.uploader.waitForBatches(2)
    #expect(harness.uploader.batches.map(\.count) == [3, 1])
    #expect(queue.configuration.batchSize == 3 && queue.configuration.flushInterval == 2)
  }

  @Test func aZeroIntervalSendsEveryEventAtOnce() async throws {
    let queue = try harness.queue(batchSize: 20, flushInterval: 0)
    defer { queue.close() }
    queue.record(testEvent(0))
    try await harness.uploader.waitForBatches(1)
    #expect(harness.scheduler.now == 0)
  }

  @Test func flushSendsEverythingNowAndReturnsWhenEmpty() async throws {
    let queue = try harness.queue(batchSize: 4, flushInterval: 30)
    defer { queue.close() }
    for index in 0..<10 { queue.record(testEvent(index)) }
    try await withTimeout(queueTaskBound) { await queue.flush() }
    #expect(harness.uploader.eventIDs.count == 10)
    #expect(queue.statistics.pending == 0)
    #expect(queue.statistics.uploaded == 10)
    #expect(harness.scheduler.now == 0)
    try await withTimeout(queueTaskBound) { await queue.flush() }  // nothing to do: returns at once
  }

  @Test func theDefaultsAreTwentyEventsAndThirtySeconds() {
    let configuration = AnalyticsQueue.Configuration()
    #expect(configuration.batchSize == 20)
    #expect(configuration.flushInterval == 30)
    #expect(configuration.maxQueuedEvents == 10_000)
    #expect(configuration.syncPolicy == .beforeUpload)
  }

  @Test func outOfRangeSettingsAreClamped() throws {
    let requested = AnalyticsQueue.Configuration(
      batchSize: 0, flushInterval: -.infinity, maxQueuedEvents: -5, initialBackoff: .nan, maxBackoff: -1)
    let configuration = requested.clamped
    #expect(configuration.batchSize == 1)
    #expect(configuration.flushInterval == 30)
    #expect(configuration.maxQueuedEvents == 2)
    #expect(configuration.initialBackoff == 1)
    #expect(configuration.maxBackoff == 1)
  }

  @Test func theDelegateHearsEveryEventInOrder() async throws {
    let delegate = RecordingDelegate()
    let queue = try harness.queue(batchSize: 3, delegate: delegate)
    defer { queue.close() }
    let events = (0..<6).map { testEvent($0) }
    for event in events { queue.record(event) }
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.uploaded.count == 2 })
    await MainActor.run {
      #expect(delegate.recorded == events)
      #expect(delegate.uploaded == [Array(events[0..<3]), Array(events[3..<6])])
      #expect(delegate.dropped.isEmpty && delegate.diagnostics.isEmpty)
    }
  }

  @Test func theDelegateIsHeldWeaklyAndMayBeSetLater() async throws {
    let queue = try harness.queue(batchSize: 1)
    defer { queue.close() }
    var temporary: RecordingDelegate? = RecordingDelegate()
    queue.delegate = temporary
    #expect(queue.delegate != nil)
    temporary = nil
    #expect(queue.delegate == nil)
    queue.record(testEvent(0))  // no delegate: nothing to tell, nothing breaks
    try await harness.uploader.waitForBatches(1)

    let delegate = RecordingDelegate()
    queue.delegate = delegate
    let later = testEvent(1)
    queue.record(later)
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.uploaded.count == 1 })
    await MainActor.run {
      #expect(delegate.recorded == [later])
      #expect(delegate.uploaded == [[later]])
    }
  }

  @Test func eventsRecordedAfterCloseAreDroppedAndReported() async throws {
    let delegate = RecordingDelegate()
    let queue = try harness.queue(delegate: delegate)
    queue.close()
    queue.close()
    queue.record(testEvent(0))
    #expect(await delegate.wait(upTo: delegateCallBound) { !$0.dropped.isEmpty })
    await MainActor.run {
      #expect(delegate.dropped.first?.reason == .queueClosed)
    }
    #expect(queue.statistics.droppedClosed == 1)
    #expect(harness.uploader.batches.isEmpty)
  }

  @Test func concurrentRecordsFromManyTasksAreAllDeliveredOnce() async throws {
    let queue = try harness.queue(batchSize: 100)
    defer { queue.close() }
    let perTask = 100
    await withTaskGroup(of: Void.self) { tasks in
      for worker in 0..<8 {
        tasks.addTask {
          for index in 0..<perTask { queue.record(testEvent(worker * 1_000 + index)) }
        }
      }
    }
    try await withTimeout { await queue.flush() }
    let delivered = harness.uploader.batches.flatMap { $0 }
    #expect(delivered.count == 8 * perTask)
    #expect(Set(delivered.map(\.id)).count == 8 * perTask)
    // Each task's events arrive in the order that task recorded them.
    for worker in 0..<8 {
      let mine = delivered.compactMap(\.storyID).compactMap { Int($0.dropFirst()) }
        .filter { $0 / 1_000 == worker }
      #expect(mine == mine.sorted())
    }
    #expect(queue.statistics.recorded == 800 && queue.statistics.uploaded == 800)
  }
}
