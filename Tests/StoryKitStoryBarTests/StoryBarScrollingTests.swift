import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// The bar under a finger, on the path a user takes: it follows a drag in either direction,
/// glides on after a fling and stops at its end, and with 100,000 groups draws a frame from a
/// few cells. Pixels are compared with the same bar scrolled in code.
@MainActor
@Suite struct StoryBarScrollingTests {
  func bar(_ count: Int, clock: ManualClock, direction: LayoutDirection = .leftToRight) -> StoryBarView {
    let bar = StoryBarView(frame: Rect(x: 0, y: 0, width: 390, height: 120))
    bar.clock = clock
    bar.styling.list.horizontalPaddingBetweenItems = 12
    bar.styling.layoutDirection = direction
    bar.content = .init(storyGroups: StoryBarViewTests.groups(count))
    bar.layoutIfNeeded()
    return bar
  }

  /// A finger drags from `x` by `dx` over `duration` seconds in six moves and lifts, after
  /// holding still for 0.2 s unless `flings`.
  func drag(
    _ bar: StoryBarView, _ clock: ManualClock, from x: Double, by dx: Double, duration: Double, flings: Bool
  ) {
    let dispatcher = PointerDispatcher(root: bar)
    let start = clock.now
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: x, y: 40), time: start))
    for step in 1...6 {
      let fraction = Double(step) / 6
      dispatcher.dispatch(
        PointerEvent(.move, at: Point(x: x + dx * fraction, y: 40), time: start + duration * fraction))
    }
    let lift = start + duration + (flings ? 0 : 0.2)
    clock.set(to: lift)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: x + dx, y: 40), time: lift))
    bar.layoutIfNeeded()
  }

  /// Frames of 1/60 s until nothing moves, as a host draws them; returns how many.
  @discardableResult
  func runFrames(_ bar: StoryBarView, _ clock: ManualClock) -> Int {
    var frames = 0
    while let due = bar.nextFrameTime(now: clock.now), due <= clock.now, frames < 1_000 {
      clock.advance(by: 1.0 / 60)
      bar.advanceFramesInSubtree(to: clock.now)
      bar.layoutIfNeeded()
      frames += 1
    }
    return frames
  }

  @Test(arguments: LayoutDirection.allCases)
  func aDragMovesTheBarWithTheFinger(direction: LayoutDirection) {
    let clock = ManualClock()
    let dragged = bar(30, clock: clock, direction: direction)
    // Onwards is to the left left to right, to the right right to left.
    let onwards = direction == .leftToRight ? -1.0 : 1.0
    drag(dragged, clock, from: 200, by: onwards * 150, duration: 0.5, flings: false)
    #expect(dragged.contentOffset == 150, "\(direction)")
    #expect(runFrames(dragged, clock) == 0, "a slow release stays")
    let scrolled = bar(30, clock: clock, direction: direction)
    scrolled.contentOffset = 150
    scrolled.layoutIfNeeded()
    let same = drawsTheSamePixels(dragged, scrolled)
    #expect(same, "\(direction): the same pixels as the offset set in code")
    // Back past the start: the bar stops at its first group.
    drag(dragged, clock, from: 100, by: -onwards * 300, duration: 0.5, flings: false)
    #expect(dragged.contentOffset == 0)
  }

  @Test func aFlingGlidesOnAndStopsAtTheEnd() {
    let clock = ManualClock()
    let flung = bar(30, clock: clock)
    drag(flung, clock, from: 300, by: -120, duration: 0.12, flings: true)
    let released = flung.contentOffset
    #expect(released == 120)
    #expect(flung.nextFrameTime(now: clock.now) == clock.now, "it asks for frames while it glides")
    let frames = runFrames(flung, clock)
    #expect(flung.contentOffset > released + 400, "1,000 pt/s carries it about 500 pt on")
    #expect(frames > 30, "\(frames) frames of glide")
    #expect(flung.nextFrameTime(now: clock.now) == nil, "then idles")
    // Again, harder, into the end: it stops there.
    drag(flung, clock, from: 340, by: -300, duration: 0.06, flings: true)
    runFrames(flung, clock)
    #expect(flung.contentOffset == flung.maximumContentOffset)
    #expect(flung.visibleCells.keys.contains(29), "the last group shows")
    let scrolled = bar(30, clock: clock)
    scrolled.contentOffset = scrolled.maximumContentOffset
    scrolled.layoutIfNeeded()
    let same = drawsTheSamePixels(flung, scrolled)
    #expect(same, "the same pixels as the end set in code")
  }

  @Test func aHundredThousandGroupsDrawAFrameFromAFewCells() {
    let clock = ManualClock()
    let bar = bar(100_000, clock: clock)
    for _ in 0..<5 {
      drag(bar, clock, from: 350, by: -300, duration: 0.1, flings: true)
      runFrames(bar, clock)
    }
    #expect(bar.contentOffset > 3_000, "five flings on")
    #expect(bar.scrollToGroup(id: "g99999"))
    bar.layoutIfNeeded()
    let bitmap = Bitmap(size: bar.frame.size, scale: 2, background: .white)
    bitmap.render(bar)
    let shown = bar.subviews.filter { $0 is StoryGroupView && !$0.isHidden }
    #expect(shown.count <= 7 && bar.visibleCells.keys.contains(99_999), "\(bar.visibleCells.keys.sorted())")
    #expect(bar.createdCellCount <= 8, "cells made for the whole journey: \(bar.createdCellCount)")
    #expect(bar.subviews.count == bar.createdCellCount, "the rest wait in the pool")
  }
}
