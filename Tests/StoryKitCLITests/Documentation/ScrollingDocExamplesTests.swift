import StoryKit
import StoryKitUI
import Testing

/// docs/scrolling.md's custom widget does what the page says, under a finger.
@MainActor
@Suite struct ScrollingDocExamplesTests {
  func row(_ direction: LayoutDirection, clock: ManualClock) -> ChipRowView {
    let row = ChipRowView(frame: Rect(x: 0, y: 0, width: 390, height: 40))
    row.clock = clock
    row.layoutDirection = direction
    row.titles = (0..<1_000).map { "Chip \($0)" }
    row.layoutIfNeeded()
    return row
  }

  @Test(arguments: LayoutDirection.allCases)
  func aSlowDragComesToRestOnTheNearestChip(direction: LayoutDirection) {
    let clock = ManualClock()
    let row = row(direction, clock: clock)
    var settled: [Int] = []
    row.onChipSettled = { settled.append($0) }
    // Onwards is to the left left to right, to the right right to left; 1.4 chips of 104 pt.
    let onwards = direction == .leftToRight ? -1.0 : 1.0
    let dispatcher = PointerDispatcher(root: row)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 200, y: 20), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 200 + onwards * 146, y: 20), time: 0.3))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 200 + onwards * 146, y: 20), time: 0.6))
    clock.set(to: 0.6)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 200 + onwards * 146, y: 20), time: 0.6))
    while row.nextFrameTimeInSubtree(now: clock.now) != nil {
      clock.advance(by: 1.0 / 60)
      row.advanceFramesInSubtree(to: clock.now)
      row.layoutIfNeeded()
    }
    #expect(settled == [1] && row.scroller.contentOffset == 104, "\(direction)")
    let first = row.scroller.visibleViews[1]
    #expect(first?.text == "Chip 1")
    let leading: Double = direction == .leftToRight ? 16 : 390 - 16 - 96
    #expect(first?.frame.minX == leading, "the chip rests at the leading inset")
    #expect(row.scroller.pool.createdCount <= 7, "a screen of chips and the overscan, of 1,000")
  }
}
