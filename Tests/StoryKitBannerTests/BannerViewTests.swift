import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The banner's behaviour on a manual clock: auto-advance, looping, pausing, dragging with
/// flings, taps, keys and accessibility, left to right and right to left.
@MainActor
@Suite struct BannerViewTests {
  typealias Fixtures = BannerFixtures

  /// Lets `seconds` pass and lays the banner out, as a host's frame does.
  func advance(_ banner: BannerView, _ clock: ManualClock, by seconds: Double) {
    clock.advance(by: seconds)
    banner.tick()
  }

  /// Drags from `start` by `dx` in `steps` moves over `duration` seconds, then lifts.
  func drag(
    _ banner: BannerView, _ clock: ManualClock, from start: Point = Point(x: 210, y: 100), by dx: Double,
    duration: Double, steps: Int = 6
  ) {
    let dispatcher = PointerDispatcher(root: banner)
    let t0 = clock.now
    dispatcher.dispatch(PointerEvent(.down, at: start, time: t0))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      dispatcher.dispatch(
        PointerEvent(.move, at: Point(x: start.x + dx * fraction, y: start.y), time: t0 + duration * fraction)
      )
    }
    clock.set(to: t0 + duration)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: start.x + dx, y: start.y), time: t0 + duration))
    banner.tick()
  }

  @Test func autoAdvanceMovesOnAfterTheIntervalAndLoops() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock)
    var changes: [Int] = []
    banner.onPageChanged = { changes.append($0) }
    #expect(banner.currentIndex == 0)
    #expect(banner.nextFrameTime(now: clock.now) == 5, "the first advance is due after the 5 s default")
    advance(banner, clock, by: 4.9)
    #expect(banner.currentIndex == 0 && banner.pagePosition == 0)
    advance(banner, clock, by: 0.2)
    #expect(banner.currentIndex == 1, "the slide to the next page has started")
    #expect(banner.pagePosition > 0 && banner.pagePosition < 1, "mid-slide")
    #expect(banner.visibleItemViews.count == 2, "the page leaving and the page coming")
    advance(banner, clock, by: 1)
    #expect(banner.pagePosition == 1 && banner.visibleItemViews.keys.sorted() == [1])
    advance(banner, clock, by: 5)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 2)
    advance(banner, clock, by: 5)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 0, "after the last comes the first")
    #expect(changes == [1, 2, 0])
  }

  @Test func aHostThatAdvancesFramesAndRendersMovesThePagesWithoutTick() {
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: 420, height: 210))
    root.clock = clock
    var requests = 0
    root.displayRequestHandler = { requests += 1 }
    let banner = BannerView(frame: root.bounds)
    banner.content = .init(items: BannerFixtures.items(3))
    root.addSubview(banner)
    root.render(in: RecordingCanvas())
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == 5, "idle until the advance is due")
    // The host's frames, as GTKHostView ticks: advance, draw, and go on while something moves.
    clock.set(to: 5)
    var frames = 0
    while let due = root.nextFrameTimeInSubtree(now: clock.now), due <= clock.now, frames < 100 {
      root.advanceFramesInSubtree(to: clock.now)
      root.render(in: RecordingCanvas())
      clock.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(banner.currentIndex == 1 && banner.pagePosition == 1)
    #expect(frames > 10 && frames < 40, "about 0.35 s of frames at 60 Hz: \(frames)")
    #expect(requests > 0)
    #expect(root.nextFrameTimeInSubtree(now: clock.now) ?? 0 > clock.now + 4, "idle again until the next")
  }

  @Test func theIntervalComesFromStylingAppOverServer() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock) {
      $0.serverStyling.autoAdvanceInterval = 3
    }
    #expect(banner.nextFrameTime(now: 0) == 3)
    banner.styling.autoAdvanceInterval = 8
    banner.tick()
    #expect(banner.resolvedStyling.autoAdvanceInterval == 8)
    banner.styling.autoAdvanceInterval = .infinity
    #expect(banner.resolvedStyling.autoAdvanceInterval == 5, "a value that is not finite falls back")
    banner.styling.autoAdvanceInterval = 0.01
    #expect(banner.resolvedStyling.autoAdvanceInterval == 1, "kept within 1…60 s")
    banner.styling.autoAdvances = false
    banner.tick()
    #expect(banner.nextFrameTime(now: clock.now) == nil, "nothing moves: no frames")
    advance(banner, clock, by: 100)
    #expect(banner.currentIndex == 0)
  }

  @Test func underReduceMotionPagesChangeWithoutSliding() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock) { $0.isReduceMotionEnabled = true }
    advance(banner, clock, by: 5)
    #expect(banner.currentIndex == 1 && banner.pagePosition == 1, "no frame mid-slide")
    #expect(banner.visibleItemViews.count == 1)
    #expect(banner.nextFrameTime(now: clock.now) == 10)
    banner.showNextPage()
    banner.tick()
    #expect(banner.pagePosition == 2)
  }

  @Test func pauseHoldsAutoAdvanceUntilResume() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock)
    banner.pauseAutoAdvance()
    banner.pauseAutoAdvance()
    #expect(banner.isAutoAdvancePaused)
    advance(banner, clock, by: 30)
    #expect(banner.currentIndex == 0)
    #expect(banner.nextFrameTime(now: clock.now) == nil)
    banner.resumeAutoAdvance()
    banner.tick()
    #expect(!banner.isAutoAdvancePaused)
    advance(banner, clock, by: 4.9)
    #expect(banner.currentIndex == 0, "a whole interval after resuming")
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 1)
  }

  @Test func aFingerDownHoldsAutoAdvance() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock)
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0))
    advance(banner, clock, by: 20)
    #expect(banner.currentIndex == 0, "held while touched")
    dispatcher.dispatch(PointerEvent(.cancel, at: Point(x: 100, y: 100), time: 20))
    banner.tick()
    advance(banner, clock, by: 5.5)
    #expect(banner.currentIndex == 1)
  }

  @Test(arguments: LayoutDirection.allCases)
  func dragsPageFollowingTheFingerAndSnap(direction: LayoutDirection) {
    let clock = ManualClock()
    let banner = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    let forwards = direction == .leftToRight ? -1.0 : 1.0
    // A slow drag under half way springs back.
    drag(banner, clock, by: forwards * 150, duration: 1.5)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 0, "\(direction): a slow drag of 150 of 428 pt springs back")
    // A slow drag past half way pages.
    drag(banner, clock, by: forwards * 260, duration: 2)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 1, "\(direction): past half way")
    // A fling pages even under half way.
    drag(banner, clock, by: forwards * 80, duration: 0.1, steps: 4)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 2, "\(direction): a fling")
    // Back, and back past the first to the last.
    drag(banner, clock, by: -forwards * 300, duration: 0.5)
    drag(banner, clock, by: -forwards * 300, duration: 0.5)
    drag(banner, clock, by: -forwards * 300, duration: 0.5)
    advance(banner, clock, by: 1)
    #expect(banner.currentIndex == 3, "\(direction): before the first comes the last")
  }

  @Test(arguments: LayoutDirection.allCases)
  func pagesFollowTheFingerMidDrag(direction: LayoutDirection) throws {
    let clock = ManualClock()
    let banner = Fixtures.banner(4, clock: clock) { $0.layoutDirection = direction }
    let dispatcher = PointerDispatcher(root: banner)
    let forwards = direction == .leftToRight ? -1.0 : 1.0
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 210, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 210 + forwards * 50, y: 100), time: 0.1))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 210 + forwards * 107, y: 100), time: 0.2))
    banner.tick()
    #expect(abs(banner.pagePosition - 0.25) < 0.001, "107 of 428 pt is a quarter page")
    let shown = try #require(banner.visibleItemViews[0])
    let next = try #require(banner.visibleItemViews[1])
    #expect(shown.frame.minX == forwards * 107)
    #expect(
      next.frame.minX == (direction == .leftToRight ? 321 : -321), "the next page comes from the far side")
  }

  @Test func aVerticalDragIsNotTheBanners() {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock)
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 210, y: 20), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 205, y: 120), time: 0.1))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 200, y: 180), time: 0.2))
    banner.tick()
    #expect(banner.pagePosition == 0)
  }

  @Test func tapSelectsTheItemUnderTheFinger() {
    let banner = Fixtures.banner(3)
    var selected: [String] = []
    banner.onItemSelected = { selected.append($0.id) }
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 100, y: 100), time: 0.1))
    #expect(selected == ["b0"])
    banner.showPage(at: 2, animated: false)
    banner.tick()
    #expect(banner.item(at: Point(x: 10, y: 10))?.id == "b2")
  }

  @Test(arguments: LayoutDirection.allCases)
  func arrowKeysPageMirroredRightToLeft(direction: LayoutDirection) {
    let clock = ManualClock()
    let banner = Fixtures.banner(3, clock: clock) { $0.layoutDirection = direction }
    let next: KeyEvent.Key = direction == .leftToRight ? .right : .left
    let previous: KeyEvent.Key = direction == .leftToRight ? .left : .right
    #expect(banner.keyCommands.route(KeyEvent(next, phase: .down, time: 0)))
    #expect(banner.currentIndex == 1)
    banner.keyCommands.route(KeyEvent(previous, phase: .down, time: 0))
    banner.keyCommands.route(KeyEvent(previous, phase: .down, time: 0))
    #expect(banner.currentIndex == 2, "back from the first is the last")
    advance(banner, clock, by: 1)
    #expect(banner.pagePosition.truncatingRemainder(dividingBy: 3) == -1 || banner.currentIndex == 2)
  }

  @Test func eachPageIsAnAdjustableElementSayingWhichPageItIs() throws {
    let clock = ManualClock()
    let banner = Fixtures.banner(5, clock: clock)
    banner.showPage(at: 1, animated: false)
    banner.tick()
    let elements = banner.accessibilityElements()
    #expect(elements.count == 1, "the page shown, not the pooled or neighbouring ones")
    let element = try #require(elements.first)
    #expect(element.label == "Banner 1, Subtitle")
    #expect(element.value == "page 2 of 5")
    #expect(element.traits.contains(.adjustable) && element.traits.contains(.button))
    let page = try #require(element.view as? BannerItemView)
    page.accessibilityIncrement()
    #expect(banner.currentIndex == 2)
    page.accessibilityDecrement()
    page.accessibilityDecrement()
    #expect(banner.currentIndex == 0)
    advance(banner, clock, by: 1)
    #expect(banner.accessibilityElements().first?.value == "page 1 of 5")
    let shown = try #require(banner.accessibilityElements().first)
    #expect(shown.customActionNames == ["Next page", "Previous page"])
    #expect(shown.performCustomAction(named: "Previous page"))
    #expect(banner.currentIndex == 4, "before the first comes the last")
  }

  @Test func newContentKeepsTheItemShown() {
    let banner = Fixtures.banner(4)
    banner.showPage(at: 2, animated: false)
    banner.tick()
    var items = banner.items
    items.insert(BannerFixtures.item("new"), at: 0)
    banner.content = .init(items: items)
    banner.tick()
    #expect(banner.currentItem?.id == "b2" && banner.currentIndex == 3)
    banner.content = .init(
      items: BannerFixtures.items(2).map {
        var item = $0; item.id += "x"; return item
      })
    banner.tick()
    #expect(banner.currentIndex == 0, "the item shown is gone: the first page")
  }
  @Test(arguments: LayoutDirection.allCases)
  func atRestOnePageFillsTheBannerAndNeighboursPeekOnlyWithEdgePadding(direction: LayoutDirection) {
    // The fixtures' pictures never load: the pages show their items' colours.
    let banner = Fixtures.banner(4) { banner in
      banner.layoutDirection = direction
      banner.styling = BannerStyling(itemSpacing: 12)
    }
    #expect(banner.visibleItemViews.keys.sorted() == [0], "the previous page of the loop is not made")
    #expect(banner.visibleItemViews[0]?.frame == banner.bounds)
    banner.setSwipe(fraction: -0.35)
    banner.tick()
    #expect(banner.visibleItemViews.keys.sorted() == [0, 3], "a swipe back shows the last item")
    banner.showPage(at: 0, animated: false)
    banner.tick()
    #expect(
      banner.visibleItemViews.keys.sorted() == [0] && banner.visibleItemViews[0]?.frame == banner.bounds)

    // Edge padding asks for neighbours to peek: both of them, by the padding less the spacing.
    banner.styling = BannerStyling(itemSpacing: 8, horizontalEdgePadding: 16)
    banner.tick()
    let frames = banner.visibleItemViews.mapValues(\.frame)
    #expect(frames.keys.sorted() == [0, 1, 3])
    #expect(frames[0] == Rect(x: 16, y: 0, width: 388, height: 210))
    let (leading, trailing) = direction == .leftToRight ? (frames[3], frames[1]) : (frames[1], frames[3])
    #expect(leading?.maxX == 8 && trailing?.minX == 412, "8 pt of each neighbour, either side")
  }
}
