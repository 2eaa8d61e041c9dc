import Foundation
import StoryKit
import StoryKitLayers
import StoryKitSnapshotTesting
import StoryKitUI
import Synchronization
import Testing

@testable import StoryKitPlayer

/// The layers inside the player: taps on them do not advance the story; a vote, an answer, a
/// reaction and a product are recorded and reach the delegate; a button's action goes through
/// the player's action delivery; the product card pauses the story.
@MainActor
@Suite struct StoryPlayerLayerTests {
  let clock = ManualClock()

  final class Delegate: StoryPlayerDelegate {
    var log: [String] = []
    func storyPlayer(
      _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
    )
      -> StoryActionResult
    {
      log.append("action \(action.url.path)")
      return .handled
    }
    func storyPlayer(_ player: StoryPlayerView, didSelectProduct product: Product, in story: Story) {
      log.append("product \(product.id)")
    }
    func storyPlayer(_ player: StoryPlayerView, didAddToCart product: Product, quantity: Int, in story: Story)
    {
      log.append("cart \(product.id) \(quantity)")
    }
  }

  func player(_ layers: [ContentLayer]) -> (StoryPlayerView, Delegate, RecordedAnalytics) {
    let (player, recorded) = PlayerFixture.layerPlayer(layers, clock: clock)
    let delegate = Delegate()
    player.delegate = delegate
    player.actionDelivery = .whilePlaying
    return (player, delegate, recorded)
  }

  func tap(_ player: StoryPlayerView, at point: Point, time: Double) {
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  /// The centre of a layer, in the player.
  func centre(of layer: ContentLayer) -> Point {
    Point(x: (layer.frame.x + layer.frame.width / 2) * 390, y: (layer.frame.y + layer.frame.height / 2) * 844)
  }

  @Test func aButtonOpensItsActionAndDoesNotAdvance() {
    let (player, delegate, recorded) = player([LayerFixtures.button])
    tap(player, at: centre(of: LayerFixtures.button), time: 1)
    #expect(delegate.log == ["action /shop/sale"])
    #expect(player.playback?.position.story == 0 && player.playback?.pauseReasons == [.action])
    #expect(recorded.withLock { $0.map(\.name) } == [.ctaClicked, .storyPaused])
    #expect(recorded.withLock { $0.first?.properties["source"] } == .string("button"))
  }

  @Test func aVoteIsRecordedAndATapOnACaptionStillAdvances() {
    let (player, _, recorded) = player([LayerFixtures.caption, LayerFixtures.poll])
    let poll = LayerFixtures.poll.frame
    tap(
      player, at: Point(x: (poll.x + poll.width / 2) * 390, y: (poll.y + poll.height * 0.62) * 844), time: 1)
    let vote = recorded.withLock { $0.first { $0.name == .pollAnswered } }
    #expect(vote?.properties["layerID"] == .string("poll") && vote?.storyID == "l0")
    #expect(player.playback?.position.story == 0)
    tap(player, at: centre(of: LayerFixtures.caption), time: 2)
    #expect(player.playback?.position.story == 1, "a caption does not take taps")
  }

  @Test func theProductCardPausesTheStoryAndAddsToTheCart() throws {
    let (player, delegate, recorded) = player([LayerFixtures.tag])
    tap(player, at: centre(of: LayerFixtures.tag), time: 1)
    #expect(delegate.log == ["product p1"])
    #expect(player.playback?.pauseReasons == [.sheet])
    let card = try #require(player.currentPage.layersView.productCard)
    card.onAddToCart?(LayerFixtures.sneakers)
    #expect(delegate.log == ["product p1", "cart p1 1"])
    player.currentPage.layersView.closeProductCard()
    #expect(player.playback?.isRunning == true)
    let names = recorded.withLock { $0.map(\.name) }
    #expect(names.contains(.productSelected) && names.contains(.addedToCart))
  }

  @Test func theSwipeUpLayerIsTheStorysAction() {
    let (player, delegate, _) = player([LayerFixtures.swipeUp])
    #expect(player.currentStoryAction == LayerFixtures.action)
    _ = player.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    #expect(delegate.log == ["action /shop/sale"])
  }

  @Test func theFeedsInteractiveFontReachesTheLayersUnderTheApps() {
    let (player, _, _) = player([LayerFixtures.caption])
    player.serverStyling.interactiveFont = FontDescriptor(family: "Serif", size: 40, weight: .bold)
    #expect(player.currentPage.layersView.interactiveFont?.family == "Serif")
    player.styling.interactiveFont = FontDescriptor(family: "Monospace", size: 10, weight: .regular)
    #expect(player.currentPage.layersView.interactiveFont?.family == "Monospace")
  }

  @Test func aStoryWithEveryLayerInThePlayer() async {
    await assertSnapshot(size: Size(width: 390, height: 844), scale: 1, variants: [.light, .rtl]) {
      let (player, _, _) = player([
        LayerFixtures.caption, LayerFixtures.poll, LayerFixtures.reaction,
        LayerFixtures.layer("tag", 0.3, 0.73, 0.55, 0.05, .productTag(productID: "p1")),
        LayerFixtures.button,
      ])
      player.currentDate = { LayerFixtures.now }
      player.currentPage.layersView.locale = Locale(identifier: "en_US")
      return player
    }
  }
}
