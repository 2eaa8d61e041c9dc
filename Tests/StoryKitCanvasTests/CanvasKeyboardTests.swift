import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitUI

/// Arrows move a focus over the interactive layers in reading order; Return and Space activate
/// the focused one with the tap a finger would give; Escape closes the product card.
@MainActor
@Suite struct CanvasKeyboardTests {
  typealias F = CanvasFixtures

  func focusedLabel(_ host: CanvasHost) -> String? {
    host.canvas.focusedView?.accessibilitySpokenDescription
  }

  func press(_ key: KeyEvent.Key, _ router: KeyCommandRouter) {
    _ = router.route(KeyEvent(key, phase: .down, time: 0))
  }

  @Test func theArrowsWalkTheInteractiveLayersAndWrap() {
    let host = CanvasHost()
    let keys = KeyCommandRouter()
    host.canvas.registerKeyCommands(in: keys)
    #expect(
      host.canvas.focusableElements.map(\.spokenDescription) == [
        "Remind me, button", "Shop the sale, button",
      ])
    #expect(host.canvas.focusedView == nil)
    press(.right, keys)
    #expect(focusedLabel(host) == "Remind me, button")
    press(.down, keys)
    #expect(focusedLabel(host) == "Shop the sale, button")
    press(.right, keys)
    #expect(focusedLabel(host) == "Remind me, button", "it wraps")
    press(.up, keys)
    #expect(focusedLabel(host) == "Shop the sale, button")
    #expect(host.canvas.focusRing.target === host.canvas.focusedView)
  }

  @Test func rightToLeftTheLeftArrowGoesOn() {
    let canvas = CanvasContent(aspectRatio: 1, layers: [F.reaction])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    host.root.layoutDirection = .rightToLeft
    host.root.layoutIfNeeded()
    let keys = KeyCommandRouter()
    host.canvas.registerKeyCommands(in: keys)
    press(.left, keys)
    #expect(focusedLabel(host) == "😍, button", "the first emoji, at the right")
    press(.left, keys)
    #expect(focusedLabel(host) == "🔥, button")
    press(.right, keys)
    #expect(focusedLabel(host) == "😍, button")
  }

  @Test func returnActivatesTheFocusedButton() throws {
    let host = CanvasHost()
    let keys = KeyCommandRouter()
    host.canvas.registerKeyCommands(in: keys)
    press(.up, keys)
    press(.enter, keys)
    let shop = try #require(F.canvas.layers.first { $0.id == "shop" })
    guard case .button(let button) = shop.kind else { return }
    #expect(host.events.events == [.action(button.action)])
  }

  @Test func spaceVotesInAPoll() throws {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    let keys = KeyCommandRouter()
    host.canvas.registerKeyCommands(in: keys)
    press(.right, keys)
    press(.right, keys)
    press(.space, keys)
    #expect(host.events.events == [.recorded(.pollAnswered, ["layerID": "poll", "option": 1])])
    #expect(focusedLabel(host) == "Sage, button, selected, 100%, your vote")
  }

  @Test func aProductTagOpensTheCardWhoseControlsTakeTheFocusAndEscapeClosesIt() {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll, F.tag], products: [F.bag])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    let keys = KeyCommandRouter()
    host.canvas.registerKeyCommands(in: keys)
    press(.right, keys)
    #expect(focusedLabel(host) == "Weekender bag · €149.00, button", "the tag, above the poll")
    press(.enter, keys)
    #expect(host.events.events == [.selected(F.bag)])
    #expect(host.layers.isProductCardOpen)
    #expect(focusedLabel(host) == "Close, button")
    press(.right, keys)
    #expect(focusedLabel(host) == "Add to cart, button")
    press(.escape, keys)
    #expect(!host.layers.isProductCardOpen)
    #expect(focusedLabel(host) == "Weekender bag · €149.00, button")
    press(.escape, keys)
    #expect(host.canvas.focusedView == nil)
  }

  @Test func nothingToFocusIsNoFocus() {
    let canvas = CanvasContent(aspectRatio: 1, backgroundColor: .white)
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    #expect(!host.canvas.moveFocus(by: 1))
    #expect(!host.canvas.activateFocus())
  }

  @Test func newContentDropsTheFocus() {
    let host = CanvasHost()
    host.canvas.moveFocus(by: 1)
    host.canvas.content = CanvasContent(aspectRatio: 1, layers: [F.poll])
    #expect(host.canvas.focusedView == nil)
  }
}
