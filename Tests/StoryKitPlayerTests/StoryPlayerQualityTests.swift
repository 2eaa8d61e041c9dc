import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitTestSupport
import Synchronization
import Testing

@testable import StoryKitPlayer
@testable import StoryKitUI

/// Serves ``PlayerPictures``, except URLs containing "gated", which arrive only once the test
/// opens the gate.
final class GatedPictures: ImageLoading, Sendable {
  let pictures = PlayerPictures()
  private let gate = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

  func open() {
    let waiting = gate.withLock { gate in
      gate.open = true
      defer { gate.waiting = [] }
      return gate.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    guard request.url.absoluteString.contains("gated") else { return pictures.cachedImage(for: request) }
    return gate.withLock { $0.open } ? pictures.pictures.cachedImage(for: request) : nil
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard request.url.absoluteString.contains("gated") else { return try await pictures.image(for: request) }
    await withCheckedContinuation { continuation in
      let isOpen = gate.withLock { gate in
        if !gate.open { gate.waiting.append(continuation) }
        return gate.open
      }
      if isOpen { continuation.resume() }
    }
    guard let image = pictures.pictures.cachedImage(for: request) else {
      throw .decodingFailed(request.url, reason: "no synthetic picture")
    }
    return image
  }
}

/// Quality-of-experience telemetry from the player, on a manual clock: the time from a story's
/// start to its first presented frame, video stalls, failures with their reason, the per-group
/// session figures and the app's ``PlaybackQualityReport``.
@MainActor
@Suite struct StoryPlayerQualityTests {
  let clock = ManualClock()

  static func story(_ id: String, _ path: String) -> Story {
    Story(id: id, media: .image(url: URL(fileURLWithPath: path)))
  }

  @Test func theTimeToTheFirstFrameIsMeasuredFromTheStorysStart() async throws {
    let recorded = RecordedAnalytics()
    let loader = GatedPictures()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qoe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = SeenStore(directory: folder, userID: "u1")
    let group = StoryGroup(
      id: "g", title: "G",
      stories: [Self.story("g0", "/cdn/g/gated0.jpg"), Self.story("g1", "/cdn/g/photo1.jpg")])
    var reports: [PlaybackQualityReport] = []
    let player = PlayerFixture.makePlayer([group], clock: clock, pictures: loader.pictures) { player in
      player.imageLoader = loader
      player.seenStore = seen
      player.analytics = StoryPlayerAnalytics { recorded.append($0) }
      player.onQualityReport = { reports.append($0) }
    }
    clock.advance(by: 0.8)
    player.tick()
    #expect(player.playback?.progress == 0 && player.playback?.pauseReasons == [.loading])
    await player.waitForSeenWrites()
    #expect(!seen.isSeen(storyID: "g0", inGroup: "g"), "not seen before its picture is on screen")
    loader.open()
    await player.mediaView.waitForLoad()
    player.tick()
    clock.advance(by: 5)  // g0 runs its 5 s from the frame: g1
    player.tick()
    player.close()
    await player.waitForSeenWrites()
    #expect(seen.isSeen(storyID: "g0", inGroup: "g") && seen.isSeen(storyID: "g1", inGroup: "g"))
    #expect(
      recorded.withLock { $0.map(\.line) } == [
        "groupOpened g/-",
        "storyImpression g/g0",
        "storyMediaShown g/g0 media=image milliseconds=800 trigger=open",
        "storyCompleted g/g0",
        "storyImpression g/g1",
        "storyMediaShown g/g1 media=image milliseconds=0 trigger=auto",
        "groupClosed g/- reason=closed",
        "closed g/g1 reason=closed",
        PlayerFixture.instantSessionLine("g", shown: 2),
      ])
    let report = try #require(reports.first)
    #expect(reports.count == 1 && report == player.qualityReport)
    #expect(report.millisecondsToFirstFrame == [800, 0] && report.slowestMillisecondsToFirstFrame == 800)
  }

  @Test func aStallAtHalfWayHoldsTheProgressAndIsCountedWithItsLength() throws {
    let recorded = RecordedAnalytics()
    var videos: [ScriptedVideoPlayer] = []
    let player = PlayerFixture.makePlayer([VideoFrames.group(1)], clock: clock) { player in
      player.mediaPlayer = VideoStoryMediaPlayer {
        let video = VideoFrames.player(loadsAtOnce: true)
        videos.append(video)
        return video
      }
      player.analytics = StoryPlayerAnalytics { recorded.append($0) }
    }
    let video = try #require(videos.first)
    func step(_ seconds: Double) {
      clock.advance(by: seconds)
      if video.state == .playing { video.advance(by: seconds) }
      player.tick()
    }
    step(1.5)
    video.beginBuffering()
    player.tick()
    for _ in 0..<8 {  // a 2 s stall, looked at every quarter second; the video does not move
      clock.advance(by: 0.25)
      player.tick()
      #expect(player.playback?.progress == 0.5, "held at 1.5 s of 3 for the whole stall")
    }
    video.endBuffering()
    player.tick()
    step(1.5)  // the rest of the clip: the end of the feed
    #expect(player.playback?.isDismissed == true)
    let lines = recorded.withLock { $0.map(\.line) }
    #expect(lines.contains("storyMediaShown v/v0 media=video milliseconds=0 trigger=open"))
    #expect(lines.contains("storyStalled v/v0 count=1 milliseconds=2000"))
    #expect(
      lines.firstIndex(of: "storyCompleted v/v0") ?? 0 < lines.firstIndex(
        of: "storyStalled v/v0 count=1 milliseconds=2000") ?? 0,
      "the stalls are summed as the story is left")
    #expect(player.qualityReport.stallCount == 1 && player.qualityReport.stallMilliseconds == 2000)
    #expect(player.qualityReport.storiesAdvancedUnpresented == 0)
  }

  @Test func aFailureHasItsReasonAndNoStoryIsSeenOrCompletedWithoutItsMedia() async throws {
    let recorded = RecordedAnalytics()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qoe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = SeenStore(directory: folder, userID: "u1")
    let group = StoryGroup(
      id: "f", title: "F",
      stories: [
        Self.story("f0", "/cdn/f/broken0.jpg"), Self.story("f1", "/cdn/f/slow1.jpg"),
        Self.story("f2", "/cdn/f/photo2.jpg"),
      ])
    let player = PlayerFixture.makePlayer([group], clock: clock) { player in
      player.seenStore = seen
      player.analytics = StoryPlayerAnalytics { recorded.append($0) }
    }
    await player.mediaView.waitForLoad()  // the 404
    player.tick()
    clock.advance(by: player.failureNoticeDuration)
    player.tick()  // f1: never arrives
    clock.advance(by: player.loadTimeout)
    player.tick()
    clock.advance(by: player.failureNoticeDuration)
    player.tick()  // f2
    player.close()
    await player.waitForSeenWrites()
    let lines = recorded.withLock { $0.map(\.line) }
    #expect(
      lines.filter { !$0.hasPrefix("groupSessionQuality") } == [
        "groupOpened f/-",
        "storyImpression f/f0",
        "storyFailed f/f0 reason=fetchFailed",
        "storyImpression f/f1",
        "storyFailed f/f1 reason=timedOut",
        "storyImpression f/f2",
        "storyMediaShown f/f2 media=image milliseconds=0 trigger=failure",
        "groupClosed f/- reason=closed",
        "closed f/f2 reason=closed",
      ])
    #expect(!seen.isSeen(storyID: "f0", inGroup: "f") && !seen.isSeen(storyID: "f1", inGroup: "f"))
    #expect(seen.isSeen(storyID: "f2", inGroup: "f"))
    let report = player.qualityReport
    #expect(report.failures == [.fetchFailed: 1, .timedOut: 1] && report.storiesShown == 1)
    #expect(report.storiesAdvancedUnpresented == 0)
  }

  @Test func bytesComeFromThePipelinesCounterAndUnshownPrefetchesAreWaste() {
    var tracker = PlaybackQualityTracker()
    let group = PlayerFixture.group("a", 3)
    let playback = StoryPlayback(groups: [group], now: 0)
    let urls = group.stories.compactMap(StoryPageView.pictureURL(of:))
    _ = tracker.follow(playback.openingEvents, playback: playback, failureReason: nil, now: 0, mark: 10)
    _ = tracker.mediaPresented(url: urls[0], now: 0)
    let transfers = [
      ImageTransferCounter.Transfer(url: urls[0], bytes: 100, prefetched: false),
      ImageTransferCounter.Transfer(url: urls[1], bytes: 40, prefetched: true),
      ImageTransferCounter.Transfer(url: URL(fileURLWithPath: "/elsewhere.png"), bytes: 7, prefetched: true),
    ]
    _ = tracker.follow([.dismissed(.closed)], playback: playback, failureReason: nil, now: 1, mark: 13)
    let reports = tracker.groupReports(
      transfers: transfers, baseMark: 10, currentMark: 13, pictureURLs: Set(urls))
    #expect(reports.count == 1)
    #expect(reports.first?.report.bytesDownloaded == 140, "not another widget's picture")
    #expect(reports.first?.report.bytesPrefetchedUnshown == 40)
  }

  @Test func theTransferCounterKeepsItsMarksAcrossWhatItDrops() {
    let counter = ImageTransferCounter(capacity: 2)
    let url = URL(fileURLWithPath: "/a.png")
    let mark = counter.mark
    for bytes in [1, 2, 3] { counter.record(.init(url: url, bytes: bytes, prefetched: false)) }
    #expect(counter.totalBytes == 6 && counter.mark == 3)
    #expect(counter.transfers(since: mark).map(\.bytes) == [2, 3], "the oldest is dropped")
    #expect(counter.transfers(since: 2).map(\.bytes) == [3])
  }
}
