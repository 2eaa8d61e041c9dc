// docs/video.md's examples, compiled by the tests.
import Foundation
import StoryKitGStreamer
import StoryKitPlayer
import StoryKitUI

@MainActor
func playMuted(_ url: URL, displaySize: PixelSize) -> (GStreamerVideoPlayer, VideoFrameView) {
  let player = GStreamerVideoPlayer(maximumFrameSize: displaySize, isMuted: true)
  let frames = VideoFrameView()
  frames.player = player  // held weakly: keep the player
  player.onChange = { change in
    if change.contains(.frame) { frames.frameDidChange() }
  }
  player.load(url)
  player.play()
  return (player, frames)
}

@MainActor
func playWithSound(_ url: URL) -> GStreamerVideoPlayer {
  let player = GStreamerVideoPlayer(audioOutput: .defaultDevice, isMuted: false)
  player.load(url)
  player.play()
  return player
}

@MainActor
func playVideoStories(in player: StoryPlayerView) {
  player.mediaPlayer = VideoStoryMediaPlayer {
    GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 1080, height: 1920))
  }
  player.isVideoMuted = true  // the app's default; the header's button toggles it
  player.captionsEnabled = nil  // follow the user's Closed Captions setting
}
