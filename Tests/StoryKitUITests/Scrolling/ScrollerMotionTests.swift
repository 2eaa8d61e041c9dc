import Foundation
import StoryKit
import StoryKitUI
import Testing

/// The primitive's motion on a manual clock, on the path a finger takes: a drag follows the
/// finger, a fling glides at `UIScrollView`'s deceleration and stops at the ends, snapping lands on
/// item boundaries on the shared curve, right to left mirrors, a carousel loops.
@MainActor
@Suite struct ScrollerMotionTests {
  // MARK: - Velocity and deceleration

  @Test func aFlingGlidesOnWithItsVelocityAndStops() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock)
    // 300 pt to the left in 0.3 s: 1,000 pt/s over the last 0.1 s, onwards.
    shelf.drag(clock, by: Point(x: -300, y: 0), duration: 0.3)
    #expect(shelf.scroller.contentOffset == 300, "the content followed the finger")
    #expect(shelf.nextFrameTime(now: clock.now) == clock.now, "frames while it glides")
    let released = shelf.scroller.contentOffset
    shelf.run(clock, for: 1.0 / 120)
    let speed = (shelf.scroller.contentOffset - released) * 120
    #expect(speed > 980 && speed < 1_000, "it leaves at the finger's speed: \(speed) pt/s")
    var previous = shelf.scroller.contentOffset
    for _ in 0..<300 {
      shelf.run(clock, for: 1.0 / 60)
      #expect(shelf.scroller.contentOffset >= previous, "never back")
      previous = shelf.scroller.contentOffset
    }
    // UIScrollView's normal rate, 0.998 a millisecond, carries 1,000 pt/s 499.5 pt on; it stops
    // with less than half a point to go.
    let reach = 1_000 / (-1_000 * log(0.998))
    #expect(
      abs(shelf.scroller.contentOffset - (300 + reach)) <= 0.5 + 1e-9, "\(shelf.scroller.contentOffset)")
    #expect(shelf.nextFrameTime(now: clock.now) == nil, "at rest: no frames")
    #expect(shelf.settles.count == 1 && shelf.settles[0].slot == nil)
  }

  @Test func aSlowReleaseStaysWhereTheFingerLeftIt() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock)
    shelf.drag(clock, by: Point(x: -120, y: 0), duration: 0.4, endingStill: true)
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 120)
    #expect(shelf.settles.isEmpty, "nothing moved on its own")
  }

  @Test func aGlideStopsAtTheEndsWithoutGoingPast() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock) { $0.itemCount = 12 }
    // 1,200 pt of content in 390: it scrolls 810 pt at most.
    shelf.drag(clock, by: Point(x: -400, y: 0), duration: 0.2)
    shelf.run(clock, for: 3)
    #expect(shelf.scroller.contentOffset == 810 && shelf.scroller.maximumContentOffset == 810)
    #expect(shelf.nextFrameTime(now: clock.now) == nil)
    shelf.drag(clock, by: Point(x: 600, y: 0), duration: 0.1)
    #expect(shelf.scroller.contentOffset == 210, "a drag stops at the ends too")
    shelf.run(clock, for: 3)
    #expect(shelf.scroller.contentOffset == 0)
  }

  @Test func withBounceADragPastTheEndMovesAThirdAsFarAndSlidesBack() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock) { $0.scroller.bounces = true }
    let dispatcher = PointerDispatcher(root: shelf)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 30), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 190, y: 30), time: 0.1))
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.contentOffset == -30)
    #expect(shelf.scroller.visibleViews[0]?.frame.minX == 30)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 190, y: 30), time: 0.4))
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 0)
  }

  // MARK: - Snapping

  /// A pager of 300 pt pages in a 300 pt viewport.
  func pager(
    _ clock: ManualClock, snapping: ScrollSnapping = .pages, direction: LayoutDirection = .leftToRight
  )
    -> ShelfView
  {
    ShelfView.make(clock: clock, size: Size(width: 300, height: 60), direction: direction) {
      $0.itemCount = 5
      $0.itemLength = 300
      $0.scroller.snapping = snapping
    }
  }

  @Test func aSlowDragUnderHalfWayReturnsAndOnePastHalfWayGoesOn() {
    let clock = ManualClock()
    let shelf = pager(clock)
    shelf.drag(clock, by: Point(x: -140, y: 0), duration: 0.5, endingStill: true)
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 0 && shelf.scroller.restingSlot == 0, "under half: back")
    shelf.drag(clock, by: Point(x: -160, y: 0), duration: 0.5, endingStill: true)
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 300 && shelf.scroller.restingSlot == 1, "past half: on")
    #expect(shelf.settles.map(\.slot) == [0, 1])
  }

  @Test func aFlingCrossesToTheNextPageEvenUnderHalfWay() {
    let clock = ManualClock()
    let shelf = pager(clock)
    shelf.drag(clock, by: Point(x: -60, y: 0), duration: 0.06, steps: 3)
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 300, "60 pt at 1,000 pt/s turns the page")
    shelf.drag(clock, by: Point(x: 60, y: 0), duration: 0.06, steps: 3)
    shelf.run(clock, for: 1)
    #expect(shelf.scroller.contentOffset == 0, "and back")
  }

  @Test func theSnapSlidesOnTheSharedCurveAndLandsOnTheBoundary() {
    let clock = ManualClock()
    let shelf = pager(clock)
    #expect(shelf.scroller.snapAnimation.curve == .easeOutCubic)
    shelf.drag(clock, by: Point(x: -180, y: 0), duration: 0.5, endingStill: true)
    let released = clock.now
    // 120 pt to go of a 300 pt page: 0.35 s × 0.4, at least 0.15 s.
    let duration = 0.15
    for elapsed in [0.03, 0.07, 0.12] {
      clock.set(to: released + elapsed)
      shelf.setNeedsLayout()
      shelf.layoutIfNeeded()
      let expected = 180 + 120 * TimingCurve.easeOutCubic.value(at: elapsed / duration)
      #expect(abs(shelf.scroller.contentOffset - expected) < 1e-9, "at \(elapsed) s")
      #expect(shelf.scroller.visibleViews[1]?.frame.minX == 300 - shelf.scroller.contentOffset)
    }
    shelf.run(clock, for: 0.1)
    #expect(shelf.scroller.contentOffset == 300, "exactly on the page")
    #expect(
      abs((shelf.settles.last?.time ?? 0) - (released + duration)) < 1e-9, "settled when the slide ended")
  }

  @Test func pagesTurnOneAtATimeWhileItemsSnapToTheNearest() {
    let clock = ManualClock()
    let pages = pager(clock, snapping: .pages)
    pages.drag(clock, by: Point(x: -700, y: 0), duration: 0.7, endingStill: true)
    #expect(pages.scroller.contentOffset == 300, "a drag follows one page at most")
    pages.run(clock, for: 1)
    #expect(pages.scroller.restingSlot == 1)
    let items = pager(clock, snapping: .items)
    items.drag(clock, by: Point(x: -700, y: 0), duration: 0.7, endingStill: true)
    items.run(clock, for: 1)
    #expect(items.scroller.restingSlot == 2 && items.scroller.contentOffset == 600, "700 is nearest 600")
  }

  @Test func underReduceMotionASnapSettlesAtOnce() {
    let clock = ManualClock()
    let shelf = pager(clock)
    shelf.isReduceMotionEnabled = true
    shelf.drag(clock, by: Point(x: -200, y: 0), duration: 0.5, endingStill: true)
    shelf.setNeedsLayout()
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.contentOffset == 300 && shelf.nextFrameTime(now: clock.now) == nil)
  }

  @Test func scrollingToAnItemInCodeSlidesThereOrJumps() {
    let clock = ManualClock()
    let shelf = pager(clock, snapping: .none)
    shelf.scroller.scroll(toSlot: 3, animated: false)
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.contentOffset == 900 && shelf.settles.isEmpty, "a jump: no settle")
    shelf.scroller.scroll(toSlot: 1, animated: true)
    shelf.run(clock, for: 0.1)
    #expect(shelf.scroller.contentOffset > 300 && shelf.scroller.contentOffset < 900)
    shelf.run(clock, for: 0.5)
    #expect(shelf.scroller.contentOffset == 300 && shelf.settles.count == 1)
    shelf.scroller.scroll(toSlot: 99, animated: false)
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.contentOffset == 1_200, "kept among the items")
  }

  // MARK: - Right to left

  @Test func rightToLeftPutsTheFirstItemAtTheRightAndMirrorsTheDrag() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock, direction: .rightToLeft) { $0.inset = 16 }
    #expect(shelf.scroller.visibleViews[0]?.frame == Rect(x: 274, y: 10, width: 100, height: 40))
    #expect(shelf.scroller.visibleViews[1]?.frame.maxX == 274, "the next item on its left")
    // A drag to the right shows what lies further left: later items.
    shelf.drag(clock, by: Point(x: 150, y: 0), duration: 0.5, endingStill: true)
    #expect(shelf.scroller.contentOffset == 150)
    // Item 2 spans 216–316 pt along the content: 66–166 after the scroll, mirrored 224–324.
    #expect(shelf.scroller.visibleViews[2]?.frame.minX == 224)
    #expect(shelf.scroller.visibleViews[0] == nil, "the first item went off at the right")
    #expect(shelf.scroller.slot(at: Point(x: 300, y: 30)) == 2)
    #expect(shelf.scroller.slot(at: Point(x: 350, y: 30)) == 1, "item 1 at 324–424, half off")
    #expect(shelf.scroller.scrollWheel(by: Point(x: -40, y: 0)), "the wheel to the left goes onwards")
    #expect(shelf.scroller.contentOffset == 190)
  }

  @Test func aVerticalScrollerMirrorsItsItemsAcrossRightToLeft() {
    let clock = ManualClock()
    let shelf = ShelfView.make(clock: clock, size: Size(width: 60, height: 390), direction: .rightToLeft) {
      $0.axis = .vertical
    }
    #expect(shelf.scroller.visibleViews[1]?.frame == Rect(x: 10, y: 100, width: 40, height: 100))
    shelf.drag(clock, from: Point(x: 30, y: 300), by: Point(x: 0, y: -150), duration: 0.5, endingStill: true)
    #expect(shelf.scroller.contentOffset == 150, "up is onwards either way")
    shelf.drag(clock, from: Point(x: 30, y: 100), by: Point(x: 120, y: 20), duration: 0.5, endingStill: true)
    #expect(shelf.scroller.contentOffset == 150, "a sideways drag is left to the views around")
  }

  // MARK: - Loops

  @Test func aCarouselLoopsBothWaysAndComesBackToItsFirstLap() {
    let clock = ManualClock()
    let shelf = pager(clock)
    shelf.itemCount = 3
    shelf.scroller.loops = true
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.visibleSlots == 0..<1, "at rest one page, no neighbour made")
    let dispatcher = PointerDispatcher(root: shelf)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 30), time: clock.now))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 190, y: 30), time: clock.now + 0.2))
    shelf.layoutIfNeeded()
    #expect(shelf.scroller.visibleSlots == -1..<1, "back from the first shows the last")
    #expect(shelf.scroller.visibleViews[-1]?.item == 2 && shelf.scroller.visibleViews[-1]?.frame.minX == -210)
    clock.advance(by: 0.1)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 260, y: 30), time: clock.now))
    shelf.run(clock, for: 1)
    #expect(
      shelf.scroller.restingSlot == 2 && shelf.scroller.contentOffset == 600, "the last, on the first lap")
    #expect(shelf.scroller.visibleViews[2]?.item == 2 && shelf.scroller.visibleViews.count == 1)
    shelf.scroller.scroll(toSlot: 3, animated: true)
    shelf.run(clock, for: 1)
    #expect(
      shelf.scroller.restingSlot == 0 && shelf.scroller.visibleViews[0]?.item == 0,
      "after the last, the first")
    #expect(shelf.scroller.pool.createdCount <= 2)
  }
}
