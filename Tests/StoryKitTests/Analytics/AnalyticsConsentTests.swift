import Foundation
import Testing

@testable import StoryKit

/// Consent per category: a disabled category's events never reach the journal, waiting ones go
/// when consent is withdrawn, and an earlier run's are removed at start.
@Suite struct AnalyticsConsentTests {
  let harness = AnalyticsHarness()

  /// The journal file's text, as the disk holds it.
  func journalText() -> String {
    String(decoding: (try? Data(contentsOf: harness.journalURL)) ?? Data(), as: UTF8.self)
  }

  /// One event of each category, in this order: engagement, commerce, video quality, engagement.
  let mixed = [
    testEvent(0, .storyImpression), testEvent(1, .addedToCart), testEvent(2, .storyStalled),
    testEvent(3, .ctaClicked),
  ]

  @Test func theEventsOfADisabledCategoryAreNeverWrittenOrSent() async throws {
    let delegate = RecordingDelegate()
    let queue = try harness.queue(disabledCategories: [.commerce, .videoQuality], delegate: delegate)
    defer { queue.close() }
    for event in mixed { queue.record(event) }

    let journal = journalText()
    #expect(journal.contains(mixed[0].id.uuidString) && journal.contains(mixed[3].id.uuidString))
    #expect(!journal.contains(mixed[1].id.uuidString), "an add-to-cart is in the journal")
    #expect(!journal.contains(mixed[2].id.uuidString), "a stall is in the journal")
    #expect(!journal.contains("addedToCart") && !journal.contains("storyStalled"))
    #expect(queue.statistics.droppedDisabled == 2)
    #expect(queue.statistics.pending == 2)

    try await withTimeout { await queue.flush() }
    #expect(harness.uploader.batches == [[mixed[0], mixed[3]]])
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.dropped.count == 2 && $0.recorded.count == 2 })
    await MainActor.run {
      #expect(
        delegate.recorded == [mixed[0], mixed[3]], "the delegate hears a disabled event only as dropped")
      #expect(
        delegate.dropped.map(\.reason) == [.categoryDisabled(.commerce), .categoryDisabled(.videoQuality)])
      #expect(delegate.dropped.map(\.events) == [[mixed[1]], [mixed[2]]])
    }
  }

  @Test func withdrawingConsentRemovesTheWaitingEventsFromTheJournal() async throws {
    let delegate = RecordingDelegate()
    // Nothing is sent while the test looks: a batch of 20, and the interval never passes.
    let queue = try harness.queue(batchSize: 20, flushInterval: 30, delegate: delegate)
    for event in mixed { queue.record(event) }
    #expect(journalText().contains(mixed[1].id.uuidString))

    queue.disabledCategories.insert(.commerce)
    #expect(queue.disabledCategories == [.commerce])
    let journal = journalText()
    #expect(!journal.contains(mixed[1].id.uuidString), "the withdrawn add-to-cart stays on the disk")
    for kept in [mixed[0], mixed[2], mixed[3]] { #expect(journal.contains(kept.id.uuidString)) }
    #expect(queue.statistics.droppedDisabled == 1)
    #expect(queue.statistics.pending == 3)
    #expect(await delegate.wait(upTo: delegateCallBound) { $0.dropped.count == 1 })
    await MainActor.run { #expect(delegate.dropped.first?.reason == .categoryDisabled(.commerce)) }

    // While disabled, a new one is dropped too; enabled again, new ones are kept.
    queue.record(testEvent(4, .productViewed))
    queue.disabledCategories.remove(.commerce)
    let later = testEvent(5, .productSelected)
    queue.record(later)
    #expect(queue.statistics.droppedDisabled == 2)
    queue.close()

    // The next launch finds exactly what the user allowed.
    let second = FakeUploader()
    let reopened = try harness.queue(uploader: second)
    defer { reopened.close() }
    #expect(reopened.statistics.recovered == 4)
    try await second.waitForBatches(1)
    #expect(second.batches == [[mixed[0], mixed[2], mixed[3], later]])
  }

  @Test func consentWithdrawnBetweenRunsRemovesAnEarlierRunsEvents() async throws {
    do {
      let queue = try harness.queue()
      for event in mixed { queue.record(event) }
      queue.close()
    }
    #expect(journalText().contains(mixed[2].id.uuidString))

    let delegate = RecordingDelegate()
    let second = FakeUploader()
    let reopened = try harness.queue(
      disabledCategories: [.videoQuality], uploader: second, delegate: delegate)
    defer { reopened.close() }
    #expect(
      !journalText().contains(mixed[2].id.uuidString), "the stall from the earlier run is still on the disk")
    #expect(reopened.statistics.recovered == 3)
    #expect(reopened.statistics.droppedDisabled == 1)
    try await second.waitForBatches(1)
    #expect(second.batches == [[mixed[0], mixed[1], mixed[3]]])
    #expect(await delegate.wait(upTo: delegateCallBound) { !$0.dropped.isEmpty })
    await MainActor.run { #expect(delegate.dropped.first?.events == [mixed[2]]) }
  }

  @Test func everyEventNameHasTheCategoryItsDocumentationGives() {
    let commerce: Set<AnalyticsEventName> = [
      .productViewed, .productSelected, .addedToCart, .promoCodeCopied,
    ]
    let quality: Set<AnalyticsEventName> = [
      .videoBuffered, .storyMediaShown, .storyStalled, .groupSessionQuality, .storyFailed,
    ]
    for name in AnalyticsEventName.known {
      let expected: AnalyticsCategory =
        commerce.contains(name) ? .commerce : quality.contains(name) ? .videoQuality : .engagement
      #expect(name.category == expected, "\(name)")
    }
    #expect(AnalyticsEventName.unknown("customThing").category == .engagement)
  }
}
