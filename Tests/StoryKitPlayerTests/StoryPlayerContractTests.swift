import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import Testing

@testable import StoryKitImages
@testable import StoryKitPlayer
@testable import StoryKitUI

/// The playback contract of docs/player.md against a media server that misbehaves on purpose:
/// the fault proxy of `make test` (`Tests/Support/fault_proxy.py`) in front of nginx, at
/// `STORYKIT_TEST_PROXY`, serving a story picture through a real ``ImagePipeline``. The player's
/// clock is a manual one; the test waits only for the picture's load to end.
@MainActor
@Suite struct StoryPlayerContractTests {
  let clock = ManualClock()

  nonisolated static var proxy: URL? {
    ProcessInfo.processInfo.environment["STORYKIT_TEST_PROXY"].flatMap { $0.isEmpty ? nil : URL(string: $0) }
  }

  /// A one-story feed whose picture is `<proxy>/fault/<kind>/<tag>/story.png`, played through a
  /// fresh pipeline, with its analytics, seen store and report.
  @MainActor final class Session {
    let recorded = RecordedAnalytics()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contract-\(UUID().uuidString)")
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    var seen: SeenStore
    var player = StoryPlayerView()
    var lines: [String] { recorded.withLock { $0.map(\.line) } }

    init() { seen = SeenStore(directory: folder, userID: "u1") }
    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  func session(_ kind: String) throws -> Session {
    let base = try #require(Self.proxy)
    let url = base.appendingPathComponent("fault/\(kind)/contract-\(UUID().uuidString.prefix(8))/story.png")
    let group = StoryGroup(id: "c", title: "Contract", stories: [Story(id: "c0", media: .image(url: url))])
    let session = Session()
    session.player = PlayerFixture.makePlayer([group], clock: clock) { [session] player in
      player.imageLoader = session.pipeline
      player.seenStore = session.seen
      player.analytics = StoryPlayerAnalytics { [recorded = session.recorded] in recorded.append($0) }
    }
    return session
  }

  /// Nothing counted seen or completed without its media, and nothing advanced unpresented.
  func expectNothingUnseenCounted(_ session: Session, shown: Bool) async {
    await session.player.waitForSeenWrites()
    #expect(session.seen.isSeen(storyID: "c0", inGroup: "c") == shown)
    #expect(session.lines.contains("storyCompleted c/c0") == shown)
    #expect(session.player.qualityReport.storiesAdvancedUnpresented == 0)
  }

  func failed(_ reason: String) -> [String] {
    [
      "groupOpened c/-", "storyImpression c/c0", "storyFailed c/c0 reason=\(reason)",
      "groupClosed c/- reason=endOfFeed", "closed c/c0 reason=endOfFeed",
    ]
  }

  /// Lets the failure notice show its time; the story is skipped: the end of the feed.
  func skipAfterTheNotice(_ session: Session) {
    session.player.tick()
    #expect(!session.player.currentPage.noticeView.isHidden, "the failure notice shows")
    clock.advance(by: session.player.failureNoticeDuration)
    session.player.tick()
  }

  @Test(.enabled(if: proxy != nil, "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func aSlowDripHoldsTheClockUntilThePictureIsDrawn() async throws {
    let session = try session("drip")
    clock.advance(by: 0.7)
    session.player.tick()
    #expect(session.player.playback?.progress == 0 && session.player.playback?.pauseReasons == [.loading])
    await session.player.mediaView.waitForLoad()
    session.player.tick()
    #expect(session.player.playback?.progress == 0, "the clock starts at the first frame")
    clock.advance(by: 5)
    session.player.tick()
    #expect(
      session.lines.filter { !$0.hasPrefix("groupSessionQuality") } == [
        "groupOpened c/-", "storyImpression c/c0",
        "storyMediaShown c/c0 media=image milliseconds=700 trigger=open",
        "storyCompleted c/c0", "groupClosed c/- reason=endOfFeed", "closed c/c0 reason=endOfFeed",
      ])
    await expectNothingUnseenCounted(session, shown: true)
    let report = session.player.qualityReport
    #expect(report.bytesDownloaded > 0 && report.bytesPrefetchedUnshown == 0, "\(report)")
  }

  @Test(.enabled(if: proxy != nil, "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func a404AfterTheHeadersEndsInTheNoticeAndATypedFailure() async throws {
    let session = try session("404")
    await session.player.mediaView.waitForLoad()
    skipAfterTheNotice(session)
    #expect(session.lines.filter { !$0.hasPrefix("groupSessionQuality") } == failed("fetchFailed"))
    await expectNothingUnseenCounted(session, shown: false)
  }

  @Test(.enabled(if: proxy != nil, "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func aConnectionResetEndsInTheNoticeAndATypedFailure() async throws {
    let session = try session("reset")
    await session.player.mediaView.waitForLoad()
    skipAfterTheNotice(session)
    #expect(session.lines.filter { !$0.hasPrefix("groupSessionQuality") } == failed("fetchFailed"))
    await expectNothingUnseenCounted(session, shown: false)
  }

  @Test(.enabled(if: proxy != nil, "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func aPictureArrivingAfterTheLoadTimeoutIsTooLate() async throws {
    let session = try session("late")  // the proxy holds it 3 s; the player's clock runs out first
    clock.advance(by: session.player.loadTimeout)
    skipAfterTheNotice(session)
    #expect(session.lines.filter { !$0.hasPrefix("groupSessionQuality") } == failed("timedOut"))
    await expectNothingUnseenCounted(session, shown: false)
    #expect(session.player.qualityReport.failures == [.timedOut: 1])
  }
}
