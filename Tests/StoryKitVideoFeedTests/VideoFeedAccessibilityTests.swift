import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// Each item is one element: its title and "video, 0:15", where it is in the feed, a button that
/// opens the player, adjustable to the next and previous item, with its products as actions.
@MainActor
@Suite struct VideoFeedAccessibilityTests {
  typealias Fixtures = VideoFeedFixtures

  @Test func eachVisibleItemIsOneElementWithItsTitleAndDuration() throws {
    let items = [
      Fixtures.item("a", title: "Five ways to wear raw denim", duration: 47),
      Fixtures.item("b", title: "", duration: 15),
      Fixtures.item("c", title: "Long", duration: 3_723),
    ]
    let feed = Fixtures.feed(items)
    let elements = feed.accessibilityElements()
    #expect(elements.map(\.label) == ["Five ways to wear raw denim, video, 0:47", "Video, 0:15"])
    let first = try #require(elements.first)
    #expect(first.value == "item 1 of 3" && first.traits == [.button, .adjustable])
    #expect(first.hint == "Opens the video full screen")
    feed.scroll(to: 2, animated: false)
    feed.tick()
    #expect(feed.accessibilityElements().last?.label == "Long, video, 1:02:03")
  }

  @Test func incrementAndDecrementMoveBetweenItems() throws {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock)
    try #require(feed.visibleItemViews[0]).accessibilityIncrement()
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 1)
    let element = try #require(feed.accessibilityElements().first { $0.label?.hasPrefix("Video 1") == true })
    #expect(element.customActionNames == ["Product: Product p1, $19.99", "Next video", "Previous video"])
    var selected: [String] = []
    feed.onProductSelected = { product, item in selected.append("\(product.id) of \(item.id)") }
    #expect(element.performCustomAction(named: "Product: Product p1, $19.99"))
    #expect(selected == ["p1 of v1"])
    #expect(element.performCustomAction(named: "Previous video"))
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 0)
  }

  @Test func aSingleItemIsNotAdjustableAndPooledViewsAreHidden() throws {
    let feed = Fixtures.feed([Fixtures.item("only", title: "Only", duration: nil)])
    let elements = feed.accessibilityElements()
    #expect(elements.map(\.label) == ["Only, video"], "no duration, nothing said of one")
    #expect(elements.first?.traits == [.button])
    feed.content = .init(items: [])
    feed.tick()
    #expect(feed.accessibilityElements().map(\.label) == ["No videos yet"], "the empty state only")
  }

  @Test func rightToLeftMirrorsEachItemsTextAndBadge() throws {
    let items = [Fixtures.item("a", title: "Title", products: [Fixtures.product("p")])]
    let ltr = try #require(Fixtures.feed(items).visibleItemViews[0])
    let rtl = try #require(Fixtures.feed(items) { $0.layoutDirection = .rightToLeft }.visibleItemViews[0])
    #expect(ltr.durationBadge.frame.maxX == 308 && rtl.durationBadge.frame.minX == 12)
    let chip = try #require(ltr.productViews.first)
    let mirrored = try #require(rtl.productViews.first)
    #expect(chip.frame.minX == 16 && mirrored.frame.maxX == 304)
    #expect(mirrored.imageView.frame.maxX > mirrored.titleLabel.frame.maxX, "the picture leads, on the right")
  }
}
