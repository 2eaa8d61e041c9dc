// docs/video.md's examples, compiled by the tests.
import Foundation
import StoryKitGStreamer
import StoryKitUI

/// Draws whatever frame a video player has, and redraws when it changes.
@MainActor
final class VideoFrameView: View {
  var player: (any VideoPlayer)? {
    didSet {
      player?.onChange = { [weak self] change in
        if change.contains(.frame) { self?.setNeedsDisplay() }
      }
    }
  }

  override func draw(in canvas: Canvas) {
    guard let frame = player?.currentFrame else { return }
    canvas.draw(frame, in: bounds, contentMode: .aspectFill)
  }
}

@MainActor
func playMuted(_ url: URL, displaySize: PixelSize) -> VideoFrameView {
  let player = GStreamerVideoPlayer(maximumFrameSize: displaySize, isMuted: true)
  player.load(url)
  player.play()
  let view = VideoFrameView()
  view.player = player
  return view
}
