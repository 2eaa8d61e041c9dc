import StoryKitPlayer
import StoryKitUI
import StoryKitVideoFeed

extension VideoFeedWidget {
  /// The player the widget opened through the story presenter, for tests.
  var player: StoryPlayerView? { presentation?.view as? StoryPlayerView }

  /// A widget whose registry opens players that play video stories through `media`.
  static func withPlayer(
    makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil, media: (any StoryMediaPlayer)? = nil
  ) -> VideoFeedWidget {
    let widget = VideoFeedWidget(makeVideoPlayer: makeVideoPlayer)
    widget.registry = WidgetRegistry()
    StoryPlayerPresenter.register(in: widget.registry) { player in
      if let media { player.mediaPlayer = media }
    }
    return widget
  }
}
