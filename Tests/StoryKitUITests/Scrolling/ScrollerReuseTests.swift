import StoryKit
import StoryKitUI
import Testing

/// The primitive's reuse: item views come from the pool as items come into sight and go back as
/// they leave, so the views alive stay what the viewport and its overscan hold, and 100,000
/// items cost what 10 do.
@MainActor
@Suite struct ScrollerReuseTests {
  @Test func onlyTheItemsInSightAndTheOverscanHaveViews() {
    let shelf = ShelfView.make(clock: ManualClock()) { $0.scroller.overscan = 50 }
    // 390 pt of 100 pt items with 50 pt either side: −50 ..< 440 holds items 0–4.
    #expect(shelf.scroller.visibleSlots == 0..<5)
    #expect(shelf.shownItemViews.map(\.item).compactMap { $0 }.sorted() == [0, 1, 2, 3, 4])
    let first = shelf.scroller.visibleViews[0]
    #expect(first?.frame == Rect(x: 0, y: 10, width: 100, height: 40))
  }

  @Test func scrollingFarReusesViewsInsteadOfMakingThem() {
    let shelf = ShelfView.make(clock: ManualClock()) { $0.scroller.overscan = 50 }
    var mostAtOnce = 0
    for step in 1...500 {
      shelf.scroller.contentOffset = Double(step) * 37
      shelf.layoutIfNeeded()
      mostAtOnce = max(mostAtOnce, shelf.scroller.visibleViews.count)
      #expect(shelf.scroller.visibleViews.count <= 6, "visible (4 or 5) plus the overscan")
    }
    #expect(shelf.scroller.contentOffset == shelf.scroller.maximumContentOffset, "9,610 pt at most")
    #expect(shelf.scroller.pool.createdCount == mostAtOnce, "never more views than were shown at once")
    #expect(shelf.subviews.count == mostAtOnce, "pooled views wait in the tree, hidden")
    for (slot, view) in shelf.scroller.visibleViews {
      #expect(view.item == slot, "a reused view shows the item of its new place")
    }
    let displayed = Set(shelf.displayed)
    #expect(displayed.count == 100, "every item was shown on the way")
    #expect(
      Set(shelf.displayed.filter { !Set(shelf.ended).contains($0) }) == Set(shelf.scroller.visibleSlots),
      "each item that came into sight and has not left has a view")
  }

  @Test func eachKindOfViewIsReusedForItsOwnItems() {
    let shelf = ShelfView.make(clock: ManualClock()) { $0.isWide = { $0 % 3 == 0 } }
    for step in 1...200 {
      shelf.scroller.contentOffset = Double(step) * 45
      shelf.layoutIfNeeded()
      for (slot, view) in shelf.scroller.visibleViews {
        #expect((view is WideShelfItemView) == (slot % 3 == 0), "item \(slot)")
      }
    }
    let wide = shelf.subviews.filter { $0 is WideShelfItemView }.count
    #expect(wide <= 3 && shelf.subviews.count - wide <= 4, "a few of each kind")
  }

  @Test func aHundredThousandItemsTouchWhatAThousandDo() {
    /// Slides from the first item to the last, frame by frame as a host draws it, and reports
    /// the most a pass touched.
    func slideToTheEnd(count: Int) -> (created: Int, live: Int, frames: Int, queries: Int) {
      let clock = ManualClock()
      let counter = CountingLayout.Counter()
      let host = View(frame: Rect(x: 0, y: 0, width: 390, height: 60))
      host.clock = clock
      let scroller = Scroller<CountingLayout, View>(host: host) {
        CountingLayout(
          base: UniformScrollLayout(axis: .horizontal, itemCount: count, itemLength: 37, crossLength: 60),
          counter: counter)
      } makeView: { _ in
        View()
      }
      scroller.overscan = 100
      scroller.layOut()
      scroller.scroll(toSlot: count - 1, animated: true)
      var most = (created: 0, live: 0, frames: 0, queries: 0)
      while scroller.nextFrameTime(now: clock.now) != nil {
        clock.advance(by: 1.0 / 60)
        counter.frames = 0
        counter.queries = 0
        scroller.layOut()
        most.live = max(most.live, scroller.visibleViews.count)
        most.frames = max(most.frames, counter.frames)
        most.queries = max(most.queries, counter.queries)
      }
      #expect(scroller.visibleSlots.contains(count - 1))
      most.created = scroller.pool.createdCount
      return most
    }
    let thousand = slideToTheEnd(count: 1_000)
    let many = slideToTheEnd(count: 100_000)
    // 390 + 2 × 100 pt of 37 pt items: 16 or 17 views.
    #expect(many.live <= 17, "\(many)")
    #expect(many.created <= 2 * 17, "views made during a slide past 100,000 items: \(many.created)")
    #expect(many.frames == thousand.frames, "a pass asks for the frames that show: \(many) vs \(thousand)")
    #expect(many.queries == thousand.queries, "and finds them with a computed range, not a search")
  }

  @Test func itemsOfTheirOwnLengthsAreFoundBySearchingStarts() {
    // Some rows are empty (every seventh), the others 10–99 pt.
    var lengths: [Double] = []
    for index in 0..<1_000 {
      let length: Int = index % 7 == 0 ? 0 : (index * 37) % 90 + 10
      lengths.append(Double(length))
    }
    let layout = VariableScrollLayout(
      axis: .vertical, lengths: lengths, spacing: 4, leadingInset: 8, crossLength: 300)
    #expect(layout.itemCount == 1_000)
    let total: Double = lengths.reduce(0, +)
    #expect(layout.contentLength == 8 + total + 999 * 4)
    for (start, end) in [(0.0, 100.0), (1_234.5, 1_300), (30_000, 31_000), (-50, 5), (40_000, 90_000)] {
      let brute = (0..<1_000).filter { index in
        let frame = layout.frame(ofItem: index)
        return frame.maxY > start && frame.minY < end
      }
      let found = layout.items(along: start, end)
      #expect(brute.allSatisfy { found.contains($0) }, "\(start)..<\(end): \(found) misses \(brute)")
      #expect(found.allSatisfy { brute.contains($0) || layout.length(ofItem: $0) == 0 }, "\(start)..<\(end)")
    }
  }

  @Test func aHundredThousandRowsOfTheirOwnLengthsScrollToTheEnd() {
    let lengths = (0..<100_000).map { Double(40 + ($0 % 5) * 20) }
    let host = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    host.clock = ManualClock()
    let scroller = Scroller<VariableScrollLayout, View>(host: host) {
      VariableScrollLayout(axis: .vertical, lengths: lengths, spacing: 1, crossLength: 320)
    } makeView: { _ in
      View()
    }
    scroller.layOut()
    scroller.scroll(toSlot: 99_999, animated: false)
    scroller.layOut()
    #expect(scroller.contentOffset == scroller.maximumContentOffset)
    #expect(scroller.visibleSlots.upperBound == 100_000)
    let last = scroller.visibleViews[99_999]
    #expect(last?.frame.maxY == 568, "the last row ends at the bottom")
    #expect(scroller.pool.createdCount <= 2 * (568 / 41 + 2))
  }
}
