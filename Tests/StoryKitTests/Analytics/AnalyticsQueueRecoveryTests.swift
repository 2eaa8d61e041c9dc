import Foundation
import Testing

@testable import StoryKit

/// At-least-once delivery across restarts and crashes, and journals damaged by them.
@Suite struct AnalyticsQueueRecoveryTests {
  @Test func aNewQueueResendsWhatWasNotAcknowledged() async throws {
    let harness = AnalyticsHarness()
    let events = (0..<5).map { testEvent($0) }
    do {
      let queue = try harness.queue(batchSize: 20, flushInterval: 30)
      for event in events { queue.record(event) }
      queue.close()
    }
    #expect(harness.uploader.batches.isEmpty)

    let second = FakeUploader()
    let reopened = try harness.queue(batchSize: 20, flushInterval: 30, uploader: second)
    defer { reopened.close() }
    #expect(reopened.statistics.recovered == 5)
    #expect(reopened.recoveryDiagnostics.isEmpty)
    // Recovered events are due at once, without waiting for the interval.
    try await second.waitForBatches(1)
    #expect(second.batches == [events])
    #expect(harness.scheduler.now == 0)
  }

  @Test(arguments: [AnalyticsQueue.SyncPolicy.beforeUpload, .everyEvent])
  func everyEventIsInTheJournalBeforeTheUploaderSeesIt(policy: AnalyticsQueue.SyncPolicy) async throws {
    let harness = AnalyticsHarness()
    let journal = harness.journalURL
    // Events the uploader found missing from the journal, collected across tasks.
    let missing = Mutex<[AnalyticsEvent]>([])
    harness.uploader.inspect { batch in
      let text = String(decoding: (try? Data(contentsOf: journal)) ?? Data(), as: UTF8.self)
      let absent = batch.filter { !text.contains($0.id.uuidString) }
      missing.withLock { $0 += absent }
    }
    let queue = try harness.queue(batchSize: 3, syncPolicy: policy)
    defer { queue.close() }
    for index in 0..<9 { queue.record(testEvent(index)) }
    try await withTimeout { await queue.flush() }
    #expect(harness.uploader.eventIDs.count == 9)
    #expect(missing.withLock { $0 }.isEmpty)
  }

  @Test func aBatchInFlightDuringACrashIsSentAgain() async throws {
    let harness = AnalyticsHarness()
    harness.uploader.hold()
    let events = (0..<3).map { testEvent($0) }
    let queue = try harness.queue(batchSize: 3)
    for event in events { queue.record(event) }
    try await harness.uploader.waitForBatches(1)
    // The process dies mid-upload: the journal as it is now is all the next launch has.
    let crashed = ScratchDirectory()
    try FileManager.default.copyItem(at: harness.journalURL, to: crashed.file("events.journal"))
    queue.close()
    harness.uploader.release()

    let second = FakeUploader()
    let relaunched = try AnalyticsQueue(
      directory: crashed.url, uploader: second,
      configuration: .init(scheduler: ManualAnalyticsScheduler()))
    defer { relaunched.close() }
    try await withTimeout { await relaunched.flush() }
    // The receiver may now have the batch twice; the event IDs are the same, so it can tell.
    #expect(second.eventIDs == events.map(\.id))
    #expect(harness.uploader.eventIDs == events.map(\.id))
  }

  @Test func aTornLastRecordIsIgnoredWithADiagnostic() async throws {
    let harness = AnalyticsHarness()
    let events = (0..<3).map { testEvent($0) }
    do {
      let queue = try harness.queue()
      for event in events { queue.record(event) }
      queue.close()
    }
    // A crash cut the fourth record short.
    let handle = try FileHandle(forWritingTo: harness.journalURL)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"3f1a22b0 E 4 {"id":"8C5E"#.utf8))
    try handle.close()

    let delegate = RecordingDelegate()
    let second = FakeUploader()
    let reopened = try harness.queue(uploader: second, delegate: delegate)
    #expect(reopened.statistics.recovered == 3)
    #expect(reopened.recoveryDiagnostics.count == 1)
    let diagnostic = try #require(reopened.recoveryDiagnostics.first)
    #expect(diagnostic.severity == .warning && diagnostic.code == .syntax)
    #expect(diagnostic.path == JSONPath.root.appending(3))
    #expect(diagnostic.message.contains("incomplete"))
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.diagnostics == [diagnostic] })
    try await second.waitForBatches(1)
    #expect(second.eventIDs == events.map(\.id))

    // Records written after the recovery are whole: the next start finds no damage.
    let later = testEvent(9)
    reopened.record(later)
    reopened.close()
    let third = try harness.queue(uploader: FakeUploader())
    defer { third.close() }
    #expect(third.recoveryDiagnostics.isEmpty)
    #expect(third.statistics.recovered == 1)
  }

  @Test func aDamagedRecordInTheMiddleIsSkippedAndTheRestRecovered() throws {
    let harness = AnalyticsHarness()
    let events = (0..<3).map { testEvent($0) }
    do {
      let queue = try harness.queue()
      for event in events { queue.record(event) }
      queue.close()
    }
    var data = try Data(contentsOf: harness.journalURL)
    let secondLine = try #require(data.firstIndex(of: UInt8(ascii: "\n"))) + 1
    data[secondLine + 30] ^= 0x20
    try data.write(to: harness.journalURL)

    let reopened = try harness.queue(flushInterval: 1_000, uploader: FakeUploader())
    defer { reopened.close() }
    #expect(reopened.statistics.recovered == 2)
    #expect(reopened.recoveryDiagnostics.map(\.severity) == [.error])
    #expect(reopened.recoveryDiagnostics.map(\.code) == [.invalidValue])
    #expect(reopened.recoveryDiagnostics.first?.path == JSONPath.root.appending(1))
  }

  @Test func garbageJournalsNeverCrashTheQueue() throws {
    let harness = AnalyticsHarness()
    let samples: [Data] = [
      Data(), Data("\n\n\n".utf8), Data(repeating: 0, count: 1000), Data((0..<4096).map { UInt8($0 % 256) }),
      Data("00000000 E 1 {}\n".utf8), Data("zzzzzzzz A 1 2\n".utf8),
      AnalyticsJournal.line("A 5 1", Data()), AnalyticsJournal.line("E x ", Data("{}".utf8)),
      AnalyticsJournal.line("Q 1 2", Data()),
    ]
    for sample in samples {
      try sample.write(to: harness.journalURL)
      let queue = try harness.queue(uploader: FakeUploader())
      #expect(queue.statistics.recovered == 0)
      // One diagnostic per line, and one for an unterminated tail.
      let pieces = sample.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      #expect(queue.recoveryDiagnostics.count == pieces.count - (pieces.last?.isEmpty == true ? 1 : 0))
      queue.close()
    }
  }

  @Test func everyPrefixOfAJournalRecoversAPrefixOfItsEvents() throws {
    let harness = AnalyticsHarness()
    let events = (0..<4).map { testEvent($0) }
    do {
      let queue = try harness.queue()
      for event in events { queue.record(event) }
      queue.close()
    }
    let whole = try Data(contentsOf: harness.journalURL)
    for length in stride(from: 0, through: whole.count, by: 7) {
      let contents = AnalyticsJournal.parse(whole.prefix(length), fileName: "events.journal")
      let ids = contents.records.map(\.event.id)
      #expect(ids == Array(events.map(\.id).prefix(ids.count)))
      #expect(contents.diagnostics.count <= 1)
      #expect(contents.diagnostics.allSatisfy { $0.severity == .warning })
    }
  }

  @Test func leftoversOfAnInterruptedRewriteAreDeleted() throws {
    let harness = AnalyticsHarness()
    try Data("half a rewrite".utf8).write(to: harness.folder.file(".events.journal.1234.tmp"))
    try Data("keep".utf8).write(to: harness.folder.file("other.tmp"))
    let queue = try harness.queue()
    defer { queue.close() }
    #expect(harness.folder.names == ["events.journal", "journal.lock", "other.tmp"])
  }

  @Test func onlyOneQueueMayUseAFolder() throws {
    let harness = AnalyticsHarness()
    let first = try harness.queue()
    #expect(throws: AnalyticsQueueError.self) { try harness.queue() }
    first.close()
    let second = try harness.queue()
    second.close()
  }

  @Test func anUnusableFolderIsAnError() throws {
    let harness = AnalyticsHarness()
    let file = harness.folder.file("a-file")
    try Data("x".utf8).write(to: file)
    #expect(throws: AnalyticsQueueError.self) {
      try AnalyticsQueue(directory: file, uploader: FakeUploader())
    }
  }

  @Test func theJournalIsCompactedOnceMostOfItIsAcknowledged() async throws {
    let harness = AnalyticsHarness()
    let queue = try harness.queue(batchSize: 50)
    defer { queue.close() }
    // About 300 bytes an event: 400 events pass the 64 KiB threshold.
    for index in 0..<400 { queue.record(testEvent(index)) }
    try await withTimeout { await queue.flush() }
    let size = try FileManager.default.attributesOfItem(atPath: harness.journalURL.path)[.size] as? Int
    #expect((size ?? .max) < 64 * 1024)
    #expect(harness.uploader.eventIDs.count == 400)
    #expect(harness.folder.names == ["events.journal", "journal.lock"])
  }
}
