import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed

/// The widgets the command-line tool links: every kind it can render or preview.
@MainActor
enum CLIWidgets {
  /// Registers every linked widget in `registry`; the story bar marks stories seen in
  /// `seenStore`, and the story bar and the video feed hand each player to `configurePlayer`
  /// before it opens. The video feed plays its videos through `makeVideoPlayer`, or shows
  /// posters without one (renders are stills).
  static func register(
    in registry: WidgetRegistry, seenStore: SeenStore? = nil,
    makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    configurePlayer: (@MainActor (StoryPlayerView) -> Void)? = nil
  ) {
    registry.register(.storyBar) {
      let widget = StoryBarWidget()
      widget.seenStore = seenStore
      widget.configurePlayer = configurePlayer
      return widget
    }
    BannerWidget.register(in: registry)
    SwipeCardWidget.register(in: registry)
    CanvasWidget.register(in: registry)
    registry.register(.videoFeed) {
      let widget = VideoFeedWidget(makeVideoPlayer: makeVideoPlayer)
      widget.configurePlayer = configurePlayer
      return widget
    }
  }
}
