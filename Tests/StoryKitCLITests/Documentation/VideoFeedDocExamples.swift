// docs/video-feed.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitGStreamer
import StoryKitPlayer
import StoryKitUI
import StoryKitVideoFeed

@MainActor
func registerVideoFeed() -> WidgetRegistration {
  StoryPlayerPresenter.register()  // the fullscreen player a tap opens (StoryKitPlayer)
  return VideoFeedWidget.register(
    makeVideoPlayer: {
      // Frames are scaled down to the item's size in pixels before they are copied.
      GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 720, height: 1280), isMuted: true)
    },
    makeStoryVideoPlayer: {  // the fullscreen player's video; nil shows posters there
      GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 1080, height: 1920), isMuted: true)
    })
}

@MainActor
func makeVideoFeed(
  feed: Feed, loader: any ImageLoading, open: @escaping @MainActor (Int) -> Void
) -> VideoFeedView {
  let videoFeed = VideoFeedView()
  videoFeed.imageLoader = loader  // the posters and product pictures
  videoFeed.styling.nextItemPeek = 0  // one video per screen, as a reel
  videoFeed.content = .init(items: feed.videoFeed)
  videoFeed.onItemSelected = { _, index in open(index) }
  return videoFeed
}

@MainActor
func presentFullscreen(from videoFeed: VideoFeedView) -> VideoFeedPresenter {
  let presenter = VideoFeedPresenter(feed: videoFeed, presenter: StoryPlayerPresenter())
  presenter.request.actionDelivery = .whilePlaying
  videoFeed.onItemSelected = { _, index in presenter.present(at: index) }
  return presenter  // keep it, and call presenter.tick() before drawing each frame
}

/// An item whose title reads on a solid band instead of a scrim.
final class BandVideoItem: VideoFeedItemView {
  override func setUpAppearance() {
    super.setUpAppearance()
    scrimView.color = Color(red8: 0x11, green8: 0x11, blue8: 0x11, alpha8: 0xE6)
    titleLabel.textColor = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
  }

  override func playbackDidChange() {
    super.playbackDidChange()
    durationBadge.alpha = playback == .playing ? 0 : 1  // the badge only while not playing
  }
}

@MainActor
func useBandItems(in videoFeed: VideoFeedView) {
  var components = Components.default
  components.videoFeedItemView = BandVideoItem.self
  videoFeed.components = components  // before the feed makes its items
}

@MainActor
func routeVideoFeedKeys(to videoFeed: VideoFeedView, from host: KeyCommandRouter) {
  videoFeed.keyCommands.next = host  // unhandled keys go on to the screen's router
  videoFeed.pausePlayback()  // while the app covers the feed
  videoFeed.resumePlayback()
}
