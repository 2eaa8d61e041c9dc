import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// Video stories in pixels: the frame at 0.5 s and at 1.5 s (the band has moved), with the mute
/// button in the header; captions over the video; the loading view while the video buffers; the
/// poster before the first frame.
@MainActor
@Suite struct StoryPlayerVideoSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 240, height: 420)

  /// A video story media player whose captions are `track` at once (the real one loads them off
  /// the main actor).
  final class CaptionedMedia: StoryMediaPlayer {
    let inner: VideoStoryMediaPlayer
    let track: CaptionTrack
    init(_ inner: VideoStoryMediaPlayer, track: CaptionTrack) {
      self.inner = inner
      self.track = track
    }
    var view: View? { inner.view }
    var state: StoryMediaState { inner.state }
    var position: Double { inner.position }
    var duration: Double? { inner.duration }
    var isMuted: Bool {
      get { inner.isMuted }
      set { inner.isMuted = newValue }
    }
    var captions: CaptionTrack? { track }
    func load(_ video: VideoMedia) { inner.load(video) }
    func play() { inner.play() }
    func pause() { inner.pause() }
    func stop() { inner.stop() }
    func release() { inner.release() }
  }

  static let track = CaptionTrack(cues: [
    CaptionCue(start: 0, end: 2, runs: [.init("Where are we going?\nTo the sea, where the light is.")])
  ])

  /// A player of a video story at `time` s of its video; `loads` false leaves the video loading,
  /// `buffering` makes it buffer there.
  func player(
    at time: Double, loads: Bool = true, buffering: Bool = false, captions: Bool = false
  )
    -> StoryPlayerView
  {
    var videos: [ScriptedVideoPlayer] = []
    let player = PlayerFixture.makePlayer([VideoFrames.group(1)], clock: clock, size: Self.size) { player in
      let media = VideoStoryMediaPlayer {
        let video = VideoFrames.player(loadsAtOnce: loads)
        videos.append(video)
        return video
      }
      player.captionsEnabled = captions
      player.mediaPlayer = captions ? CaptionedMedia(media, track: Self.track) : media
    }
    if let video = videos.first, time > 0 {
      clock.advance(by: time)
      video.advance(by: time)
      player.tick()
      if buffering {
        video.beginBuffering()
        player.tick()
      }
    }
    return player
  }

  @Test(arguments: [0.5, 1.5])
  func theVideosFrameWithTheMuteButton(time: Double) async {
    await assertSnapshot(size: Self.size, variants: [.light, .rtl], named: "\(Int(time * 1000))ms") {
      player(at: time)
    }
  }

  @Test func captionsOverTheVideo() async {
    await assertSnapshot(size: Self.size, variants: [.light, .largeText, .rtl]) {
      player(at: 0.5, captions: true)
    }
  }

  @Test func theLoadingViewWhileTheVideoBuffers() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      player(at: 1, buffering: true)
    }
  }

  @Test func thePosterBeforeTheFirstFrame() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      player(at: 0, loads: false)
    }
  }

  @Test func framesAtDifferentTimesDifferWhereTheBandMoves() {
    let early = Bitmap(size: Self.size)
    early.render(player(at: 0.5))
    let later = Bitmap(size: Self.size)
    later.render(player(at: 1.5))
    // The band is near the top at 0.5 s and in the middle at 1.5 s; the header and the bottom do
    // not move.
    #expect(early.pixel(x: 120, y: 370) == later.pixel(x: 120, y: 370))
    #expect(early.pixel(x: 120, y: 210) != later.pixel(x: 120, y: 210))
  }
}
