import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI
import Testing

/// The story bar as a placement widget: a tap opens the player over the whole tree, and the
/// story's action reaches the placement's delegate after the player is dismissed.
@MainActor @Suite struct StoryBarWidgetTests {
  let registry = WidgetRegistry()
  let delegate = RecordingPlacementDelegate()
  let clock = ManualClock()

  func placement(actionDelivery: StoryActionDelivery = .afterDismissal) async throws -> (View, PlacementView)
  {
    StoryBarWidget.register(in: registry, actionDelivery: actionDelivery)
    StoryPlayerPresenter.register(in: registry)
    let provider = PlacementDataProvider(config: try PlacementFeeds.config(), document: PlacementFeeds.feed())
    await provider.load()
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 700))
    root.clock = clock
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    root.addSubview(placement)
    root.layoutIfNeeded()
    return (root, placement)
  }

  /// Taps the first group and lets the presenter's opening wait run out on the clock.
  func open(_ widget: StoryBarWidget, in root: View) throws -> StoryPlayerView {
    let group = try #require(widget.bar.content?.storyGroups.first)
    widget.bar.onStoryGroupSelected?(group)
    clock.advance(by: 2.5)
    root.advanceFramesInSubtree(to: clock.now)
    return try #require(widget.player)
  }

  @Test func aTapOpensThePlayerOverTheWholeTree() async throws {
    let (root, placement) = try await placement()
    let widget = try #require(placement.widget as? StoryBarWidget)
    #expect(delegate.calls == ["ready storyBar 4.0", "visible storyBar true"])
    let player = try open(widget, in: root)
    #expect(player.superview === root, "the player covers the root, not the 100 pt placement")
    #expect(player.frame.size == root.bounds.size)
  }

  @Test func anActionArrivesAfterThePlayerIsDismissed() async throws {
    let (root, placement) = try await placement()
    let widget = try #require(placement.widget as? StoryBarWidget)
    let player = try open(widget, in: root)
    var dismissedBeforeAction = false
    player.onDismiss = { _ in dismissedBeforeAction = !delegate.calls.contains { $0.hasPrefix("action") } }
    player.openStoryAction()
    #expect(delegate.calls.last == "action storyBar maison://new")
    #expect(dismissedBeforeAction, "the player was dismissed first")
  }

  @Test func whilePlayingTheControllerResumesThePlayer() async throws {
    let (root, placement) = try await placement(actionDelivery: .whilePlaying)
    let widget = try #require(placement.widget as? StoryBarWidget)
    let player = try open(widget, in: root)
    player.openStoryAction()
    #expect(delegate.calls.last == "action storyBar maison://new")
    #expect(player.playback?.pauseReasons.contains(.action) == true, "paused for the action while it shows")
    widget.resume()
    #expect(player.playback?.pauseReasons.contains(.action) == false)
    widget.pause()
    #expect(player.playback?.pauseReasons.contains(.app) == true)
  }
}

extension StoryBarWidget {
  /// The player opened through the seam, for tests.
  var player: StoryPlayerView? { presentation?.view as? StoryPlayerView }
}
