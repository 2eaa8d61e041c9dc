import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI
import Testing

/// Sharing from a player a placement opened: the config's share options reach the player, and
/// the share reaches the placement's delegate.
@MainActor @Suite struct PlacementSharingTests {
  let registry = WidgetRegistry()
  let clock = ManualClock()

  @MainActor final class ShareDelegate: PlacementDelegate {
    var shares: [StoryShare] = []
    func onShare(widget: any WidgetController, share: StoryShare) { shares.append(share) }
  }

  @Test func theConfigsTemplateGivesTheLinkAndTheDelegateHearsTheShare() async throws {
    StoryBarWidget.register(in: registry)
    StoryPlayerPresenter.register(in: registry)
    let config = try PlacementConfig.Builder()
      .share(StoryShareOptions(urlTemplate: "https://acme.example/stories/{groupId}/{storyId}"))
      .build(token: "home")
    let provider = PlacementDataProvider(config: config, document: PlacementOpeningTests.feed())
    let delegate = ShareDelegate()
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 700))
    root.clock = clock
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    root.addSubview(placement)
    await provider.load()
    root.layoutIfNeeded()
    placement.open(groupID: "g2", storyID: "s2b") { _ in }
    clock.advance(by: 2.5)
    root.advanceFramesInSubtree(to: clock.now)
    let widget = try #require(placement.widget as? StoryBarWidget)
    let player = try #require(widget.presentation?.view as? StoryPlayerView)
    #expect(player.storySharing?.urlTemplate == "https://acme.example/stories/{groupId}/{storyId}")

    player.layoutIfNeeded()
    let button = player.currentPage.headerView.shareButton
    let centre = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: player)
    let dispatcher = PointerDispatcher(root: root)
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: clock.now))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: clock.now + 0.05))

    #expect(delegate.shares.map(\.story.id) == ["s2b"])
    #expect(delegate.shares.first?.url?.absoluteString == "https://acme.example/stories/g2/s2b")
  }
}
