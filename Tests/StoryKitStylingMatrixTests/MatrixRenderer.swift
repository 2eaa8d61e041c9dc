import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCairo
import StoryKitCanvas
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// What a widget showed and reported after a scene.
struct MatrixOutcome: Sendable {
  let pixels: PixelBuffer
  let events: [String]
}

/// A styling change that reaches a widget already on screen.
enum LiveChange: Sendable {
  /// The placement shows the same widget a refreshed feed (`show(_:)` again).
  case feed(PlacementWidgetContent)
  /// The app sets the widget's styling in code (`widget.styling`, `view.styling`).
  case app([AppStyling])
}

/// Builds each widget the way an app does — registered with its app styling in a
/// ``StoryKitUI/WidgetRegistry``, made by the registry, shown a decoded feed through
/// `show(_:)` — hosts it, plays the scene and renders it.
@MainActor
enum MatrixRenderer {
  /// The size each widget is rendered at, in points (scale 1).
  static func size(of widget: MatrixWidget) -> Size {
    switch widget {
    case .storyBar: Size(width: 360, height: 240)
    case .player: Size(width: 240, height: 420)
    case .banner: Size(width: 320, height: 160)
    case .swipeCard: Size(width: 240, height: 320)
    case .canvas: Size(width: 320, height: 200)
    case .videoFeed: Size(width: 240, height: 420)
    }
  }

  /// Shows `content` in `widget` registered with the app styling `app`, hosts it, applies
  /// `live` once it has been drawn, runs `scene`, and renders.
  static func render(
    _ widget: MatrixWidget, content: PlacementWidgetContent, app: [AppStyling], live: LiveChange? = nil,
    scene: [SceneStep]
  ) throws -> MatrixOutcome {
    let registry = WidgetRegistry()
    StoryPlayerPresenter.register(in: registry)
    let kind = register(widget, app: app, in: registry)
    let made = try #require(registry.makeWidget(for: kind), "no widget registered for \(kind)")
    let host = MatrixHost(size: size(of: widget))
    made.events = host.events
    made.show(content)
    if widget == .player {
      // The bar takes the top of the screen; a tap on its first group opens the player over all
      // of it, two seconds into the group's first story.
      host.host(made.view, frame: Rect(x: 0, y: 0, width: host.root.frame.width, height: 120))
      host.run([.tap(Point(x: 52, y: 44)), .wait(2)])
      try #require((made as? StoryBarWidget)?.presentation != nil, "the tap opened no player")
    } else {
      host.host(made.view, frame: host.root.bounds)
    }
    if let live {
      _ = host.render()
      switch live {
      case .feed(let content):
        made.show(content)
        // A refreshed feed reopens an open player at its story, whose time starts again: it is
        // drawn as far into it as a player opened with the value.
        if widget == .player { host.wait(2) }
      case .app(let values): set(values, on: made)
      }
    }
    host.run(scene)
    return MatrixOutcome(pixels: PixelBuffer(host.render()), events: host.events.lines)
  }

  /// Registers `widget` with the app styling `app` (each value applied to the widget's styling
  /// type, the player's through the story bar that opens it); returns the kind to make.
  private static func register(
    _ widget: MatrixWidget, app: [AppStyling], in registry: WidgetRegistry
  )
    -> WidgetKind
  {
    switch widget {
    case .storyBar:
      StoryBarWidget.register(in: registry, styling: StoryBarStyling.styled(app))
      return .storyBar
    case .player:
      StoryBarWidget.register(in: registry, playerStyling: StoryPlayerStyling.styled(app))
      return .storyBar
    case .banner:
      BannerWidget.register(in: registry, styling: BannerStyling.styled(app))
      return .banner
    case .swipeCard:
      SwipeCardWidget.register(
        in: registry, styling: SwipeCardStyling.styled(app), locale: Locale(identifier: "en_US"))
      return .swipeCard
    case .canvas:
      CanvasWidget.register(in: registry, styling: CanvasStyling.styled(app))
      return .canvas
    case .videoFeed:
      VideoFeedWidget.register(in: registry, styling: VideoFeedStyling.styled(app))
      return .videoFeed
    }
  }

  /// Sets the app styling `values` on a widget on screen, through the property an app sets: the
  /// widget's or its view's `styling`; for the player, the open player's.
  private static func set(_ values: [AppStyling], on widget: any PlacementWidget) {
    switch widget {
    case let bar as StoryBarWidget:
      if let player = bar.presentation?.view as? StoryPlayerView {
        player.styling = .styled(values)
      } else {
        bar.styling = .styled(values)
      }
    case let banner as BannerWidget: banner.bannerView.styling = .styled(values)
    case let cards as SwipeCardWidget: cards.stack.styling = .styled(values)
    case let canvas as CanvasWidget: canvas.canvasView.styling = .styled(values)
    case let feed as VideoFeedWidget: feed.feedView.styling = .styled(values)
    default: Issue.record("no app styling for \(type(of: widget))")
    }
  }
}
