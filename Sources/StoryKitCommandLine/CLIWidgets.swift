import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed

/// The widgets the command-line tool links: every kind it can render or preview.
@MainActor
package enum CLIWidgets {
  /// Registers every linked widget in `registry`, and the story player that the story bar and
  /// the video feed open (which hands each player to `configurePlayer` before it opens); the
  /// story bar marks stories seen in `seenStore`. The video feed plays its videos through
  /// `makeVideoPlayer`, or shows posters without one (renders are stills).
  package static func register(
    in registry: WidgetRegistry, seenStore: SeenStore? = nil,
    makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    configurePlayer: (@MainActor (StoryPlayerView) -> Void)? = nil
  ) {
    StoryPlayerPresenter.register(in: registry, configurePlayer: configurePlayer)
    StoryBarWidget.register(in: registry, seenStore: seenStore)
    BannerWidget.register(in: registry)
    SwipeCardWidget.register(in: registry)
    CanvasWidget.register(in: registry)
    VideoFeedWidget.register(in: registry, makeVideoPlayer: makeVideoPlayer)
  }
}
