import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The feed's list under a finger, checked by its pixels: a fling snaps onto the next item
/// exactly where scrolling to it in code puts it, and a drag past the last item springs back.
@MainActor
@Suite struct VideoFeedSnapPixelTests {
  typealias Fixtures = VideoFeedFixtures

  /// Frames of 1/60 s until the list rests, as a host draws them.
  func settle(_ feed: VideoFeedView, _ clock: ManualClock) {
    while let due = feed.nextFrameTime(now: clock.now), due <= clock.now {
      clock.advance(by: 1.0 / 60)
      feed.advanceFramesInSubtree(to: clock.now)
      feed.layoutIfNeeded()
    }
  }

  @Test(arguments: LayoutDirection.allCases)
  func aFlingSnapsOntoTheNextItemAsScrollingInCodeDoes(direction: LayoutDirection) {
    let clock = ManualClock()
    let flung = Fixtures.feed(Fixtures.items(5), clock: clock) { $0.layoutDirection = direction }
    PointerDispatcher(root: flung).drag(from: 450, by: -60, fling: true, time: 0)
    clock.set(to: 0.05)
    flung.tick()
    settle(flung, clock)
    #expect(flung.currentIndex == 1 && flung.scrollOffset == 520)
    let scrolled = Fixtures.feed(Fixtures.items(5), clock: clock) { $0.layoutDirection = direction }
    scrolled.scroll(to: 1, animated: false)
    scrolled.tick()
    let same = drawsTheSamePixels(flung, scrolled)
    #expect(same, "\(direction)")
  }

  @Test func aDragPastTheLastItemSpringsBackToIt() {
    let clock = ManualClock()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock)
    feed.scroll(to: 2, animated: false)
    feed.tick()
    let end = feed.scrollOffset
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 160, y: 400), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 160, y: 250), time: 0.3))
    feed.tick()
    #expect(feed.scrollOffset == end + 50, "past the end the list moves a third as far")
    let pulled = Fixtures.feed(Fixtures.items(3), clock: clock)
    pulled.scroll(to: 2, animated: false)
    pulled.tick()
    let wasPulled = !drawsTheSamePixels(feed, pulled)
    clock.set(to: 0.6)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 160, y: 250), time: 0.6))
    feed.tick()
    settle(feed, clock)
    #expect(feed.scrollOffset == end && feed.currentIndex == 2)
    let rested = Fixtures.feed(Fixtures.items(3), clock: clock)
    rested.scroll(to: 2, animated: false)
    rested.tick()
    let same = drawsTheSamePixels(feed, rested)
    #expect(wasPulled && same, "pulled past the end, then back at rest as scrolled there in code")
  }
}
