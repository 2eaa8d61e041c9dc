import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The list's geometry and its snapping: items rest one at a time with the next peeking, drags
/// snap to the nearest item or, flung, on to the next one; keys and the wheel step.
@MainActor
@Suite struct VideoFeedScrollingTests {
  typealias Fixtures = VideoFeedFixtures

  @Test func itemsRestOneAtATimeWithTheNextPeeking() throws {
    let feed = Fixtures.feed(Fixtures.items(5))
    // 568 high: an item of 568 − 8 − 48 = 512, the next one 48 pt below a gap of 8.
    let first = try #require(feed.visibleItemViews[0])
    let second = try #require(feed.visibleItemViews[1])
    #expect(first.frame == Rect(x: 0, y: 0, width: 320, height: 512))
    #expect(second.frame == Rect(x: 0, y: 520, width: 320, height: 512))
    #expect(feed.visibleItemViews.count == 2 && feed.currentIndex == 0)
    feed.scroll(to: 4, animated: false)
    feed.tick()
    let last = try #require(feed.visibleItemViews[4])
    #expect(last.frame.maxY == 568, "the last item rests at the bottom, with no gap under it")
    #expect(feed.currentIndex == 4)
  }

  @Test func aSlowDragSnapsToTheNearestItem() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(5), clock: clock)
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.drag(from: 450, by: -200, fling: false, time: 0)
    #expect(feed.scrollOffset > 0, "the list follows the finger until it lifts")
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.scrollOffset == 0 && feed.currentIndex == 0, "under half an item: back to the first")
    dispatcher.drag(from: 450, by: -300, fling: false, time: 2)
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.scrollOffset == 520 && feed.currentIndex == 1, "past half: on to the next")
  }

  @Test func aFlingGoesOnToTheNextItemEvenUnderHalfWay() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(5), clock: clock)
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.drag(from: 450, by: -40, fling: true, time: 0)
    clock.advance(by: 0.1)
    feed.tick()
    #expect(feed.scrollOffset > 40 && feed.scrollOffset < 520, "mid-slide")
    #expect(feed.nextFrameTime(now: clock.now) == clock.now, "frames while it slides")
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 1 && feed.scrollOffset == 520)
    #expect(feed.nextFrameTime(now: clock.now) == nil, "no frames at rest")
    dispatcher.drag(from: 200, by: 40, fling: true, time: 2)
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 0, "a fling down goes back one")
    dispatcher.drag(from: 200, by: 60, fling: true, time: 4)
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 0 && feed.scrollOffset == 0, "past the first it springs back")
  }

  @Test func aFlingPastTheLastItemStaysThere() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock)
    feed.scroll(to: 2, animated: false)
    feed.tick()
    let end = feed.scrollOffset
    PointerDispatcher(root: feed).drag(from: 450, by: -100, fling: true, time: 0)
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 2 && feed.scrollOffset == end)
  }

  @Test func aHorizontalDragIsLeftToTheScreen() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock)
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 50, y: 300), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 150, y: 290), time: 0.05))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 250, y: 280), time: 0.1))
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.scrollOffset == 0)
  }

  @Test func arrowKeysMoveBetweenItemsInEitherDirection() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let clock = ManualClock()
      let feed = Fixtures.feed(Fixtures.items(3), clock: clock) { $0.layoutDirection = direction }
      feed.keyCommands.route(KeyEvent(.down, phase: .down, time: 0))
      clock.advance(by: 1)
      feed.tick()
      #expect(feed.currentIndex == 1, "↓ is the next item, \(direction)")
      feed.keyCommands.route(KeyEvent(.down, phase: .down, time: 1))
      feed.keyCommands.route(KeyEvent(.down, phase: .down, time: 1))
      clock.advance(by: 1)
      feed.tick()
      #expect(feed.currentIndex == 2, "it stops at the last")
      feed.keyCommands.route(KeyEvent(.up, phase: .down, time: 2))
      clock.advance(by: 1)
      feed.tick()
      #expect(feed.currentIndex == 1, "↑ is the previous item")
    }
  }

  @Test func theWheelStepsOneItemAtATime() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock)
    #expect(feed.scrollWheel(by: Point(x: 0, y: 100)), "taken, under the step")
    #expect(feed.currentIndex == 0)
    #expect(feed.scrollWheel(by: Point(x: 0, y: 200)))
    #expect(feed.scrollWheel(by: Point(x: 0, y: 500)), "taken while it slides, without another step")
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 1)
    #expect(feed.scrollWheel(by: Point(x: 0, y: -1_000)))
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 0)
    #expect(!feed.scrollWheel(by: Point(x: 0, y: -300)), "nothing above the first: the host scrolls on")
  }

  @Test func fiveHundredItemsMakeOnlyTheVisibleViews() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(500), clock: clock)
    let dispatcher = PointerDispatcher(root: feed)
    for step in 0..<30 {
      dispatcher.drag(from: 450, by: -60, fling: true, time: Double(step))
      clock.advance(by: 0.1)
      feed.tick()
      clock.advance(by: 0.9)
      feed.tick()
    }
    #expect(feed.currentIndex == 30)
    feed.scroll(to: 499)
    clock.advance(by: 0.1)
    feed.tick()
    #expect(feed.createdItemViewCount <= 3, "views are reused: \(feed.createdItemViewCount) made")
    #expect(feed.visibleItemViews.count <= 3)
  }

  @Test func newContentKeepsTheItemOnTop() {
    let feed = Fixtures.feed(Fixtures.items(5))
    feed.scroll(to: 3, animated: false)
    feed.tick()
    var items = Fixtures.items(5)
    items.remove(at: 0)
    feed.content = .init(items: items)
    feed.tick()
    #expect(feed.currentItem?.id == "v3" && feed.currentIndex == 2)
    feed.content = .init(items: Array(Fixtures.items(8).suffix(2)))
    feed.tick()
    #expect(feed.currentIndex == 0, "gone: the first item shows")
  }

  @Test func aTapSelectsTheItemUnderTheFinger() {
    let feed = Fixtures.feed(Fixtures.items(3))
    var selected: [Int] = []
    feed.onItemSelected = { _, index in selected.append(index) }
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.tap(at: Point(x: 160, y: 200), time: 0)
    dispatcher.tap(at: Point(x: 160, y: 550), time: 1)
    dispatcher.tap(at: Point(x: 160, y: 516), time: 2)
    feed.keyCommands.route(KeyEvent(.enter, phase: .down, time: 3))
    #expect(selected == [0, 1, 0], "the peeking item, not the gap between; Return opens the one on top")
  }
}
