import Foundation
import StoryKit
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// Taps through the ``PointerDispatcher``: interactive layers take theirs, so the story under
/// them does not advance; text, images and the space between layers let taps through.
@MainActor
@Suite struct StoryLayersInputTests {
  typealias F = LayerFixtures

  @Test func aTapOnAButtonSendsItsActionAndDoesNotAdvance() {
    let host = LayerHost(F.story([F.caption, F.button]))
    host.tap(host.centre(of: F.button))
    #expect(host.interactions == [.action(F.action, layerID: "button")])
    #expect(host.advances == 0, "the button took the tap")
  }

  @Test func aTapOnTextOnAnImageOrBetweenLayersAdvances() {
    let host = LayerHost(F.story([F.caption, F.sticker, F.button]))
    host.tap(host.centre(of: F.caption))
    host.tap(host.centre(of: F.sticker))
    host.tap(Point(x: 195, y: 400))
    #expect(host.advances == 3)
    #expect(host.interactions.isEmpty)
  }

  @Test func aRotatedButtonIsHitWithinItsRotatedShape() {
    let rotated = F.layer(
      "button", 0.3, 0.45, 0.4, 0.06, .button(ButtonLayer(title: "Go", action: F.action)), rotation: 90)
    let host = LayerHost(F.story([rotated]))
    let view = host.layers.layerView(id: "button")
    #expect(view?.transform == Transform.rotation(.pi / 2))
    host.tap(Point(x: 195, y: 0.48 * 844 - 60))
    #expect(host.interactions.count == 1, "rotated upright: the point above the centre is on it")
    host.tap(Point(x: 195 + 70, y: 0.48 * 844))
    #expect(host.advances == 1, "and the point beside it is not")
  }

  @Test func theSwipeUpLayerAndItsGestureSendTheSameAction() {
    let host = LayerHost(F.story([F.swipeUp]))
    #expect(host.layers.swipeUpAction == F.action)
    host.tap(Point(x: 195, y: (0.98 * 844) - 10))
    host.layers.performSwipeUp()
    #expect(host.interactions == [.action(F.action, layerID: "swipe"), .action(F.action, layerID: "swipe")])
    #expect(host.advances == 0)
  }

  @Test func withoutASwipeUpLayerThereIsNoSwipeUpAction() {
    let host = LayerHost(F.story([F.button]))
    #expect(host.layers.swipeUpAction == nil)
    host.layers.performSwipeUp()
    #expect(host.interactions.isEmpty)
  }

  @Test func aTapOnAPollCardsQuestionNeitherVotesNorAdvances() throws {
    let host = LayerHost(F.story([F.poll]))
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    host.tap(poll.questionView)
    #expect(host.advances == 0 && host.interactions.isEmpty)
  }

  @Test func overlappingLayersGiveTheTapToTheTopOne() {
    let under = F.layer("under", 0.2, 0.4, 0.6, 0.1, .button(ButtonLayer(title: "Under", action: F.action)))
    let other = ContentAction(url: URL(fileURLWithPath: "/shop/top"))
    let over = F.layer("over", 0.3, 0.42, 0.4, 0.06, .button(ButtonLayer(title: "Over", action: other)))
    let host = LayerHost(F.story([under, over]))
    host.tap(host.centre(of: over))
    #expect(host.interactions == [.action(other, layerID: "over")])
  }

  @Test func theProductTagOpensTheCardWhichAddsToCartAndCloses() throws {
    let host = LayerHost(F.story([F.tag]))
    host.tap(host.centre(of: F.tag))
    #expect(host.interactions == [.productSelected(F.sneakers, layerID: "tag")])
    let card = try #require(host.layers.productCard)
    #expect(host.sheetChanges == [true])
    #expect(card.product == F.sneakers)
    host.tap(card.addButton)
    #expect(host.interactions.last == .addToCart(F.sneakers, quantity: 1))
    host.tap(card.closeButton)
    #expect(host.layers.productCard == nil && host.sheetChanges == [true, false])
    #expect(host.advances == 0)
  }

  @Test func aTapOnTheDimmedStoryClosesTheCardWithoutAdvancing() {
    let host = LayerHost(F.story([F.tag]))
    host.tap(host.centre(of: F.tag))
    host.tap(Point(x: 195, y: 100))
    #expect(!host.layers.isProductCardOpen && host.sheetChanges == [true, false])
    #expect(host.advances == 0)
  }

  @Test func aNewStoryClosesTheCard() {
    let host = LayerHost(F.story([F.tag]))
    host.tap(host.centre(of: F.tag))
    host.layers.story = F.story([F.button], id: "s2")
    #expect(host.sheetChanges == [true, false])
  }

  @Test func aTagWithoutItsProductAndAnUnknownLayerAreNotDrawn() {
    let missing = F.layer("missing", 0.1, 0.1, 0.5, 0.05, .productTag(productID: "nope"))
    let unknown = F.layer("future", 0.1, 0.3, 0.5, 0.1, .unknown("hologram"))
    let host = LayerHost(F.story([missing, unknown, F.button]))
    #expect(host.layers.layerViews.count == 1)
    #expect(host.layers.layerView(id: "missing") == nil && host.layers.layerView(id: "future") == nil)
    host.tap(Point(x: 0.35 * 390, y: 0.125 * 844))
    #expect(host.advances == 1, "nothing there to take the tap")
  }
}
