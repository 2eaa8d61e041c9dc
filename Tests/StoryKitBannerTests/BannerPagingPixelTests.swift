import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The banner's pages under a finger, checked by their pixels: a page held part of the way by a
/// drag looks as the same swipe held in code does, and a fling lands on the next page exactly as
/// showing it in code does, in both directions.
@MainActor
@Suite struct BannerPagingPixelTests {
  typealias Fixtures = BannerFixtures

  @Test(arguments: LayoutDirection.allCases)
  func aPageHeldByAFingerLooksAsTheSwipeHeldInCode(direction: LayoutDirection) {
    let clock = ManualClock()
    let dragged = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    let forwards = direction == .leftToRight ? -1.0 : 1.0
    let dispatcher = PointerDispatcher(root: dragged)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 210, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 210 + forwards * 50, y: 100), time: 0.1))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 210 + forwards * 107, y: 100), time: 0.2))
    dragged.tick()
    let held = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    held.setSwipe(fraction: 0.25)
    held.tick()
    #expect(dragged.pagePosition == held.pagePosition)
    #expect(
      !dragged.pageViews.isEmpty && dragged.pageViews.values.allSatisfy(\.isRasterized), "slid as pictures")
    let same = drawsTheSamePixels(dragged, held)
    #expect(same, "\(direction)")
    #expect(dragged.nextFrameTime(now: clock.now) == nil, "a held drag asks for no frames of its own")
  }

  @Test(arguments: LayoutDirection.allCases)
  func aFlingLandsOnTheNextPageAsShowingItInCodeDoes(direction: LayoutDirection) {
    let clock = ManualClock()
    let flung = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    var pages: [Int] = []
    flung.onPageChanged = { pages.append($0) }
    let forwards = direction == .leftToRight ? -1.0 : 1.0
    let dispatcher = PointerDispatcher(root: flung)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 210, y: 100), time: 0))
    for step in 1...4 {
      let x = 210 + forwards * 20 * Double(step)
      dispatcher.dispatch(PointerEvent(.move, at: Point(x: x, y: 100), time: 0.025 * Double(step)))
    }
    clock.set(to: 0.1)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 210 + forwards * 80, y: 100), time: 0.1))
    flung.tick()
    #expect(flung.currentIndex == 1 && flung.pagePosition < 1, "80 of 428 pt, flung: on its way to the next")
    while let due = flung.nextFrameTime(now: clock.now), due <= clock.now {
      clock.advance(by: 1.0 / 60)
      flung.advanceFramesInSubtree(to: clock.now)
      flung.layoutIfNeeded()
    }
    #expect(flung.pagePosition == 1 && pages == [1])
    #expect(
      flung.pageViews.values.allSatisfy { !$0.isRasterized && $0.layerByteCount == 0 },
      "at rest, drawn directly")
    let shown = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    shown.showPage(at: 1, animated: false)
    shown.tick()
    let same = drawsTheSamePixels(flung, shown)
    #expect(same, "\(direction)")
  }
}
