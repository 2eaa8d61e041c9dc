import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The six widgets, each built as an app builds it, with the example feeds' content and
/// pictures, at a fixed moment. `configure` runs on the widget's view before it joins a tree: the
/// place an app sets components, a view factory, styling.
enum AnatomyScenes {
  /// The widget kinds, with the size each scene is drawn at.
  enum Widget: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case storyBar, player, banner, swipeCard, canvas, videoFeed

    nonisolated var size: Size {
      switch self {
      case .storyBar: Size(width: 390, height: 130)
      case .player: Size(width: 360, height: 640)
      case .banner: Size(width: 390, height: 200)
      case .swipeCard: Size(width: 340, height: 440)
      case .canvas: Size(width: 360, height: 360)
      case .videoFeed: Size(width: 360, height: 560)
      }
    }

    nonisolated var testDescription: String { rawValue }
  }

  /// A story bar with the demo feed's groups and its large variant's styling.
  @MainActor static func storyBar(_ configure: (StoryBarView) -> Void = { _ in }) -> StoryBarView {
    let feed = AnatomyContent.feed("demo")
    let bar = StoryBarView()
    bar.imageLoader = AnatomyContent.pictures
    configure(bar)
    bar.serverStyling = feed.placement.variants.first?.styling.storyBar ?? StoryBarStyling()
    bar.content = .init(storyGroups: feed.visibleStoryGroups(testMode: false))
    return bar
  }

  /// The player at a moment of playback: `group`'s story `story`, 40 % run, with its layers.
  @MainActor static func player(
    group: String = "headlines", story: Int = 2, _ configure: (StoryPlayerView) -> Void = { _ in }
  ) -> StoryPlayerView {
    let clock = ManualClock()
    let player = StoryPlayerView()
    player.clock = clock
    player.imageLoader = AnatomyContent.pictures
    player.currentDate = { AnatomyContent.now }
    configure(player)
    player.serverStyling =
      AnatomyContent.feed("demo").placement.variants.first?.styling.player ?? StoryPlayerStyling()
    let groups = AnatomyContent.groups
    player.frame = Rect(origin: .zero, size: Widget.player.size)
    player.layoutIfNeeded()
    player.open(groups, at: AnatomyContent.groupIndex(group), story: story)
    player.tick()
    clock.advance(by: (player.playback?.duration ?? 5) * 0.4)
    player.tick()
    return player
  }

  /// A banner on its first page.
  @MainActor static func banner(_ configure: (BannerView) -> Void = { _ in }) -> BannerView {
    let feed = AnatomyContent.feed("banner")
    let banner = BannerView()
    banner.clock = ManualClock()
    banner.imageLoader = AnatomyContent.pictures
    configure(banner)
    banner.serverStyling = feed.placement.variants.first?.styling.banner ?? BannerStyling()
    banner.content = .init(items: feed.banners)
    return banner
  }

  /// A stack of cards, the first a product card with its price.
  @MainActor static func swipeCards(
    _ configure: (SwipeCardStackView) -> Void = { _ in }
  ) -> SwipeCardStackView {
    let feed = AnatomyContent.feed("swipe-card")
    let stack = SwipeCardStackView()
    stack.clock = ManualClock()
    stack.imageLoader = AnatomyContent.pictures
    stack.locale = Locale(identifier: "en_US")
    configure(stack)
    stack.serverStyling = feed.placement.variants.first?.styling.swipeCard ?? SwipeCardStyling()
    stack.content = .init(cards: feed.swipeCards)
    return stack
  }

  /// The example canvas.
  @MainActor static func canvas(
    _ type: CanvasView.Type = CanvasView.self, _ configure: (CanvasView) -> Void = { _ in }
  ) -> CanvasView {
    let feed = AnatomyContent.feed("canvas")
    let canvas = type.init()
    canvas.clock = ManualClock()
    canvas.imageLoader = AnatomyContent.pictures
    canvas.currentDate = { AnatomyContent.now }
    canvas.locale = Locale(identifier: "en_US")
    configure(canvas)
    canvas.serverStyling = feed.placement.variants.first?.styling.canvas ?? CanvasStyling()
    canvas.placementToken = feed.placement.token
    canvas.content = feed.canvas
    return canvas
  }

  /// A video feed showing posters (no video players), its first item on top.
  @MainActor static func videoFeed(_ configure: (VideoFeedView) -> Void = { _ in }) -> VideoFeedView {
    let feed = AnatomyContent.feed("video-feed")
    let videoFeed = VideoFeedView()
    videoFeed.clock = ManualClock()
    videoFeed.imageLoader = AnatomyContent.pictures
    videoFeed.locale = Locale(identifier: "en_US")
    configure(videoFeed)
    videoFeed.content = .init(items: feed.videoFeed)
    return videoFeed
  }

  /// The scene of `widget`, with `configure` applied to its view.
  @MainActor static func make(_ widget: Widget, _ configure: @escaping (View) -> Void = { _ in }) -> View {
    switch widget {
    case .storyBar: storyBar(configure)
    case .player: player(configure)
    case .banner: banner(configure)
    case .swipeCard: swipeCards(configure)
    case .canvas: canvas(CanvasView.self, configure)
    case .videoFeed: videoFeed(configure)
    }
  }
}
