import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// A video story's captions in the player: loaded from the video's WebVTT file, shown at their
/// cue times, on when the app or the user's Closed Captions setting says, and a malformed cue
/// skipped with a warning.
@MainActor
@Suite struct StoryPlayerCaptionTests {
  let clock = ManualClock()

  /// Two good cues and, between them, one whose timing is malformed.
  static let captionsText = """
    WEBVTT

    00:00.000 --> 00:01.000
    Where are we going?

    00:01.000 --> oops
    This cue's timing is malformed

    00:01.200 --> 00:02.500
    <b>To the sea.</b>
    """

  static func captionsFile() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-captions-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("clip.vtt")
    try Data(captionsText.utf8).write(to: url)
    return url
  }

  /// A player of a captioned video story, with captions `enabled`, once the captions arrived.
  func player(
    captions url: URL, enabled: Bool?, closedCaptioning: Bool = false
  ) async throws -> (StoryPlayerView, ScriptedVideoPlayer, [String]) {
    var videos: [ScriptedVideoPlayer] = []
    let (player, warnings) = await StoryKitLog.collectingWarnings { () async -> StoryPlayerView in
      let player = PlayerFixture.makePlayer([VideoFrames.group(1, captions: url)], clock: clock) { player in
        player.isClosedCaptioningEnabled = closedCaptioning
        player.captionsEnabled = enabled
        player.mediaPlayer = VideoStoryMediaPlayer {
          let video = VideoFrames.player()
          videos.append(video)
          return video
        }
      }
      // Longer than the default: the captions load off the main actor and land on it; with two
      // busy processes and another build on the same two cores, this passed 60 s (issue 30).
      _ = await eventually(upTo: 300) { player.mediaPlayer.captions != nil }
      return player
    }
    return (player, try #require(videos.first), warnings)
  }

  func step(_ player: StoryPlayerView, _ video: ScriptedVideoPlayer, to time: Double) {
    let seconds = time - video.position
    clock.advance(by: seconds)
    video.advance(by: seconds)
    player.tick()
  }

  @Test func captionsShowAtTheirCueTimesAndAMalformedCueIsSkipped() async throws {
    let (player, video, warnings) = try await player(captions: try Self.captionsFile(), enabled: true)
    #expect(player.mediaPlayer.captions?.cues.count == 2)
    #expect(warnings.contains { $0.contains("clip.vtt") && $0.contains("line 6") }, "\(warnings)")
    step(player, video, to: 0.5)
    #expect(player.currentPage.captionView.content?.cues.map(\.text) == ["Where are we going?"])
    step(player, video, to: 1.1)
    #expect(player.currentPage.captionView.content == nil, "between cues: nothing")
    step(player, video, to: 1.5)
    #expect(player.currentPage.captionView.content?.cues.map(\.text) == ["To the sea."])
    let box = player.currentPage.captionView.frame
    #expect(box.maxY <= player.bounds.height - 32 && box.height > 0, "above the bottom edge: \(box)")
  }

  @Test func captionsFollowTheClosedCaptionsSettingUnlessTheAppSays() async throws {
    let url = try Self.captionsFile()
    let (off, offVideo, _) = try await player(captions: url, enabled: nil, closedCaptioning: false)
    step(off, offVideo, to: 0.5)
    #expect(off.currentPage.captionView.content == nil)
    let (on, onVideo, _) = try await player(captions: url, enabled: nil, closedCaptioning: true)
    step(on, onVideo, to: 0.5)
    #expect(on.currentPage.captionView.content != nil)
    on.captionsEnabled = false
    #expect(on.currentPage.captionView.content == nil, "the app's choice wins")
  }

  @Test func captionsThatCannotLoadLeaveTheVideoPlaying() async throws {
    let missing = URL(fileURLWithPath: "/nonexistent/storykit/clip.vtt")
    var videos: [ScriptedVideoPlayer] = []
    let (player, warnings) = await StoryKitLog.collectingWarnings { () async -> StoryPlayerView in
      let player = PlayerFixture.makePlayer([VideoFrames.group(1, captions: missing)], clock: clock) {
        player in
        player.captionsEnabled = true
        player.mediaPlayer = VideoStoryMediaPlayer {
          let video = VideoFrames.player()
          videos.append(video)
          return video
        }
      }
      // Longer than the default, for the same reason as above.
      _ = await eventually(upTo: 300) {
        (player.mediaPlayer as? VideoStoryMediaPlayer)?.isLoadingCaptions == false
      }
      return player
    }
    #expect(
      warnings.contains { $0.contains("/nonexistent/storykit/clip.vtt") && $0.contains("without captions") })
    let video = try #require(videos.first)
    step(player, video, to: 0.5)
    #expect(video.state == .playing && player.currentPage.captionView.content == nil)
  }
}

/// Polls `condition` on the main actor for up to `seconds` of real time (the captions load off the
/// main actor, and a full run keeps the main actor busy with the snapshot suites' rendering). A
/// condition that holds returns at once.
@MainActor
func eventually(upTo seconds: Double = 60, _ condition: @MainActor () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}
