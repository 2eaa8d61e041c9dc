import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// Video stories in the player, through ``VideoStoryMediaPlayer`` over scripted video players:
/// the progress follows the video, buffering holds the story, the next video is preloaded, the
/// mute button, pauses, the end of the video, failures and analytics. The clock and the videos
/// are stepped by the test; nothing sleeps.
@MainActor
@Suite struct StoryPlayerVideoTests {
  let clock = ManualClock()

  /// A player showing `groups` whose videos are scripted players (made in order into `videos`),
  /// recording analytics into `recorded`.
  @MainActor final class Rig {
    var videos: [ScriptedVideoPlayer] = []
    let recorded = RecordedAnalytics()
    var player = StoryPlayerView()
    var names: [String] { recorded.withLock { $0.map(\.name.name) } }
  }

  func rig(
    _ groups: [StoryGroup] = [VideoFrames.group()], loadsAtOnce: Bool = true,
    configure: (StoryPlayerView) -> Void = { _ in }
  ) -> Rig {
    let rig = Rig()
    rig.player = PlayerFixture.makePlayer(groups, clock: clock) { player in
      player.mediaPlayer = VideoStoryMediaPlayer { [rig] in
        let video = VideoFrames.player(loadsAtOnce: loadsAtOnce)
        rig.videos.append(video)
        return video
      }
      player.analytics = StoryPlayerAnalytics { [recorded = rig.recorded] event in recorded.append(event) }
      configure(player)
    }
    return rig
  }

  func step(_ rig: Rig, by seconds: Double) {
    clock.advance(by: seconds)
    rig.videos.first { $0.state == .playing }?.advance(by: seconds)
    rig.player.tick()
  }

  @Test func theProgressFollowsTheVideoAndItsLengthIsTheStorys() throws {
    let rig = rig()
    let video = try #require(rig.videos.first)
    #expect(video.state == .playing, "ready at once and asked to play")
    #expect(rig.player.playback?.duration == 3, "the video's 3 s, not the feed's 8 s")
    step(rig, by: 1.5)
    #expect(rig.player.playback?.progress == 0.5)
    // The clock alone does not move a video story.
    clock.advance(by: 1)
    rig.player.tick()
    #expect(rig.player.playback?.progress == 0.5)
  }

  @Test func thePosterShowsUntilTheFirstFrameAndTheStoryWaits() throws {
    let rig = rig(loadsAtOnce: false)
    let video = try #require(rig.videos.first)
    let media = try #require(rig.player.mediaPlayer as? VideoStoryMediaPlayer)
    #expect(rig.player.mediaView.url?.lastPathComponent == "photo0.jpg")
    #expect(!media.frameView.hasFrame)
    #expect(!rig.player.loadingView.view.isHidden)
    clock.advance(by: 2)
    rig.player.tick()
    #expect(rig.player.playback?.progress == 0 && rig.player.playback?.pauseReasons == [.loading])
    video.finishLoading()
    rig.player.tick()
    #expect(media.frameView.hasFrame)
    #expect(rig.player.loadingView.view.isHidden)
    #expect(rig.player.playback?.isRunning == true)
    #expect(video.state == .playing)
  }

  @Test func bufferingHoldsTheProgressAndShowsTheLoadingView() throws {
    let rig = rig()
    let video = try #require(rig.videos.first)
    step(rig, by: 1)
    video.beginBuffering()
    rig.player.tick()
    #expect(rig.player.playback?.pauseReasons == [.loading])
    #expect(!rig.player.loadingView.view.isHidden)
    clock.advance(by: 2)
    rig.player.tick()
    #expect(abs((rig.player.playback?.progress ?? 0) - 1.0 / 3) < 1e-9, "held at 1 s of 3")
    video.endBuffering()
    rig.player.tick()
    #expect(rig.player.playback?.isRunning == true)
    #expect(rig.player.loadingView.view.isHidden)
    let buffered = rig.recorded.withLock { $0.first { $0.name == .videoBuffered } }
    #expect(buffered?.properties["seconds"] == .number(2))
  }

  @Test func holdTheAppAndTheBackgroundPauseTheVideo() throws {
    let rig = rig()
    let video = try #require(rig.videos.first)
    rig.player.pause(.hold)
    #expect(video.state == .paused)
    rig.player.pause(.app)
    rig.player.resume(.hold)
    #expect(video.state == .paused, "the app's pause still holds it")
    rig.player.resume(.app)
    #expect(video.state == .playing)
    rig.player.hostDidEnterBackground()
    #expect(video.state == .paused)
    rig.player.hostWillEnterForeground()
    #expect(video.state == .playing)
  }

  @Test func theNextVideoIsPreloadedAndTakenOverWithTwoDecodersAtMost() throws {
    let rig = rig([VideoFrames.group(3)])
    #expect(rig.videos.count == 2)
    #expect(rig.videos[1].url?.lastPathComponent == "clip1.webm", "the next story's video, preloaded")
    #expect(rig.videos[1].state == .paused, "at its first frame, not playing")
    step(rig, by: 3)
    #expect(rig.player.playback?.position.story == 1, "the video's end ended the story")
    #expect(rig.videos[1].state == .playing)
    #expect(rig.videos[1].calls.filter { $0.hasPrefix("load") } == ["load clip1.webm"], "not loaded again")
    #expect(rig.videos.count == 2)
    #expect(rig.videos[0].url?.lastPathComponent == "clip2.webm", "the first player preloads the third")
    rig.player.next(by: .tap)
    #expect(rig.player.playback?.position.story == 2)
    #expect(rig.videos[0].state == .playing)
    rig.player.close()
    #expect(rig.videos.allSatisfy { $0.state == .idle }, "closing releases both")
  }

  @Test func underAByteBudgetTheNextVideoIsNotPreloaded() throws {
    let rig = rig([VideoFrames.group(2)]) { $0.prefetchPolicy = PrefetchPolicy(byteBudget: 5_000_000) }
    #expect(rig.videos.count == 1, "only the video on screen is loaded")
    #expect(rig.player.qualityReport.prefetchesSkippedByBudget == 1)
    step(rig, by: 3)
    #expect(rig.player.playback?.position.story == 1)
    #expect(rig.videos.map { $0.url?.lastPathComponent } == ["clip1.webm"], "loaded when its story starts")
  }

  @Test func theMuteButtonTogglesTheSoundForTheRestOfTheSession() throws {
    let rig = rig([PlayerFixture.group("a", 1), VideoFrames.group()])
    #expect(rig.player.headerView.muteButton.isHidden, "a picture has no mute button")
    rig.player.next(by: .tap)
    let header = rig.player.headerView
    #expect(!header.muteButton.isHidden)
    #expect(header.muteButton.accessibilityLabel == "Unmute" && header.muteButton.icon == .mute)
    let video = try #require(rig.videos.first { $0.url?.lastPathComponent == "clip0.webm" })
    #expect(video.isMuted, "the app's default")
    header.muteButton.onTap?()
    #expect(!video.isMuted && !rig.player.isVideoMuted)
    #expect(header.muteButton.accessibilityLabel == "Mute" && header.muteButton.icon == .unmute)
    rig.player.next(by: .tap)
    let next = try #require(rig.videos.first { $0.url?.lastPathComponent == "clip1.webm" })
    #expect(!next.isMuted, "the choice carries on")
    rig.player.keyCommands.route(KeyEvent(.character("m"), phase: .down, time: clock.now))
    #expect(next.isMuted)
    #expect(
      rig.names.filter { $0.hasPrefix("videoMu") || $0.hasPrefix("videoUn") } == [
        "videoUnmuted", "videoMuted",
      ])
  }

  @Test func analyticsTellTheStartAndEachQuarterOnce() throws {
    let rig = rig()
    for _ in 0..<12 { step(rig, by: 0.25) }
    let video = rig.recorded.withLock { $0.filter { $0.storyID == "v0" && $0.name.name.hasPrefix("video") } }
    #expect(video.map(\.name) == [.videoStarted] + Array(repeating: .videoQuartile, count: 4))
    #expect(video.dropFirst().map { $0.properties["quartile"] } == [25, 50, 75, 100].map { .number($0) })
  }

  @Test func aVideoThatFailsIsSkippedWithItsNotice() throws {
    let rig = rig()
    let video = try #require(rig.videos.first)
    video.fail(.corruptStream(detail: "bad header"))
    rig.player.tick()
    #expect(!rig.player.currentPage.noticeView.isHidden)
    clock.advance(by: rig.player.failureNoticeDuration)
    rig.player.tick()
    #expect(rig.player.playback?.position.story == 1)
    #expect(rig.names.contains("storyFailed"))
  }
}
