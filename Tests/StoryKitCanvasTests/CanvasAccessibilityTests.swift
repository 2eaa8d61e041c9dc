import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The canvas is a container: its layers are the elements, with the roles the player gives them,
/// in reading order for the direction.
@MainActor
@Suite struct CanvasAccessibilityTests {
  typealias F = CanvasFixtures

  @Test func theCanvasIsAContainerOfItsLayersInReadingOrder() {
    let host = CanvasHost()
    #expect(!host.canvas.isAccessibilityElement)
    #expect(
      host.spoken() == [
        "image", "image", "Spring sale: last chance", "Up to 40% off bags, shoes and accessories",
        "Ends in, 3 days, 12 hours, 30 minutes", "Remind me, button", "Shop the sale, button",
      ])
  }

  @Test func rightToLeftReadsEachRowFromTheRight() {
    let canvas = CanvasContent(aspectRatio: 1, layers: [F.reaction])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    #expect(host.spoken() == ["😍, button", "🔥, button", "👏, button"])
    host.root.layoutDirection = .rightToLeft
    host.root.layoutIfNeeded()
    #expect(host.spoken() == ["😍, button", "🔥, button", "👏, button"], "the row is mirrored, then read")
    let frames = host.root.accessibilityElements().map(\.frame.minX)
    #expect(frames == frames.sorted(by: >), "from the right edge")
  }

  @Test func aPollIsItsQuestionAndButtonsAndAVoteIsSpoken() throws {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    #expect(host.spoken() == ["Poll: Which colour for spring?, heading", "Coral, button", "Sage, button"])
    host.tap(try #require(host.view("poll", as: PollLayerView.self)).optionViews[1])
    #expect(
      host.spoken() == [
        "Poll: Which colour for spring?, heading", "Coral, button, 0%",
        "Sage, button, selected, 100%, your vote",
      ])
  }

  @Test func theProductCardHidesTheLayersUnderIt() {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll, F.tag], products: [F.bag])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    host.tap(host.view("tag"))
    let spoken = host.spoken()
    #expect(spoken.first == "Weekender bag, heading")
    #expect(!spoken.contains { $0.contains("Coral") })
  }
}
