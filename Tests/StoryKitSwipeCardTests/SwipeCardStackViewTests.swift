import Foundation
import StoryKit
import Testing

@testable import StoryKitSwipeCard
@testable import StoryKitUI

/// The stack's motion and state, driven by hand and on a manual clock: no pixels.
@MainActor
@Suite struct SwipeCardStackViewTests {
  @Test func theTopCardAndTwoBehindItShowByDefault() {
    let stack = SwipeCardFixtures.stack()
    #expect(stack.topCard?.id == "c0")
    #expect(
      stack.cardViews.keys.sorted() == [0, 1, 2], "the top card and two peeking; the fourth is invisible")
    let behind = stack.cardViews[1]?.transform
    #expect(behind?.a == 0.95, "one place behind is 5 % smaller")
    #expect((behind?.ty ?? 0) > 10, "and lower, so its bottom edge peeks out")
    #expect(stack.endView.isHidden)
  }

  @Test func aDraggedCardTurnsWithItsSidewaysTravelAndTheNextOneRises() {
    let stack = SwipeCardFixtures.stack()
    stack.dragTopCard(to: Point(x: 72, y: 10))
    stack.layoutIfNeeded()
    let top = stack.cardViews[0]?.transform ?? .identity
    let angle = atan2(top.b, top.a)
    #expect(abs(angle - 72.0 / 360 * SwipeCardMotion.maximumRotation) < 1e-9, "turned in proportion")
    #expect(top.tx == 72 && top.ty == 10, "follows the finger")
    let rising = stack.cardViews[1]?.transform.a ?? 0
    #expect(rising > 0.95 && rising < 1, "half way to the threshold, the next card is half way up")
    stack.dragTopCard(to: Point(x: -72, y: 0))
    stack.layoutIfNeeded()
    #expect(atan2(stack.cardViews[0]?.transform.b ?? 0, 1) < 0, "dragged left, it turns the other way")
  }

  @Test func releasedPastTheThresholdItFliesOutAndTheNextCardComesToTheTop() {
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(clock: clock)
    var swiped: [String] = []
    stack.onCardSwiped = { card, direction in swiped.append("\(card.id) \(direction)") }
    stack.dragTopCard(to: Point(x: 150, y: 0))
    stack.releaseTopCard(at: Point(x: 150, y: 0))
    #expect(swiped == ["c0 right"], "150 pt is past 40 % of 360")
    #expect(stack.topCard?.id == "c1")
    stack.layoutIfNeeded()
    let flying = stack.cardViews[0]
    #expect(flying != nil && flying?.isHidden == false, "the card is still on its way out")
    #expect(stack.nextFrameTime(now: clock.now) == clock.now, "and asks for frames")
    clock.advance(by: 0.15)
    stack.layoutIfNeeded()
    #expect((stack.cardViews[0]?.transform.tx ?? 0) > 300, "flying right")
    clock.advance(by: 0.2)
    stack.layoutIfNeeded()
    #expect(stack.cardViews[0] == nil, "gone once the fly-out ends")
    #expect(stack.cardViews[1]?.transform == .identity, "the next card is at the top")
    #expect(stack.nextFrameTime(now: clock.now) == nil, "idle again")
  }

  @Test func releasedBeforeTheThresholdItSpringsBack() {
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(clock: clock)
    stack.dragTopCard(to: Point(x: -100, y: 30))
    stack.releaseTopCard(at: Point(x: -100, y: 30))
    #expect(stack.topCard?.id == "c0", "100 pt is short of 144")
    clock.advance(by: 0.1)
    stack.layoutIfNeeded()
    let returning = stack.cardViews[0]?.transform.tx ?? 0
    #expect(returning > -100 && returning != 0, "on its way back")
    clock.advance(by: 0.5)
    stack.layoutIfNeeded()
    #expect(stack.cardViews[0]?.transform == .identity)
    #expect(stack.nextFrameTime(now: clock.now) == nil)
  }

  @Test func aFlingSwipesFromLessThanTheThreshold() {
    let stack = SwipeCardFixtures.stack()
    stack.releaseTopCard(at: Point(x: -40, y: 0), velocity: Point(x: -1_200, y: 0))
    #expect(stack.topCard?.id == "c1")
    let back = SwipeCardFixtures.stack()
    back.releaseTopCard(at: Point(x: -40, y: 0), velocity: Point(x: 1_200, y: 0))
    #expect(back.topCard?.id == "c0", "a fling back towards the middle does not swipe")
  }

  @Test func aPanThroughThePointerDispatcherSwipes() {
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(clock: clock)
    let dispatcher = PointerDispatcher(root: stack)
    var swiped: [SwipeDirection] = []
    stack.onCardSwiped = { _, direction in swiped.append(direction) }
    var event = PointerEvent(.down, at: Point(x: 180, y: 200), time: 0)
    dispatcher.dispatch(event)
    for step in 1...10 {
      event = PointerEvent(.move, at: Point(x: 180 - Double(step) * 20, y: 200), time: Double(step) * 0.05)
      dispatcher.dispatch(event)
    }
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: -20, y: 200), time: 0.55))
    #expect(swiped == [.left])
  }

  @Test func arrowKeysThrowTheCardTheWayTheyPointInBothDirections() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let stack = SwipeCardFixtures.stack { $0.layoutDirection = direction }
      var swiped: [SwipeDirection] = []
      stack.onCardSwiped = { _, direction in swiped.append(direction) }
      stack.keyCommands.route(KeyEvent(.left, phase: .down, time: 0))
      stack.keyCommands.route(KeyEvent(.right, phase: .down, time: 0))
      #expect(swiped == [.left, .right], "\(direction): physical, as the finger")
    }
  }

  @Test func reduceMotionSettlesAtOnce() {
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(clock: clock) { $0.isReduceMotionEnabled = true }
    stack.swipeTopCard(.right)
    stack.layoutIfNeeded()
    #expect(stack.cardViews[0] == nil)
    #expect(stack.nextFrameTime(now: clock.now) == nil)
  }

  @Test func theEndStateShowsOnceEveryCardIsGoneAndRestartDealsAgain() {
    let stack = SwipeCardFixtures.stack()
    var tops: [String] = []
    stack.onTopCardChanged = { tops.append($0?.id ?? "none") }
    for _ in 0..<5 { stack.swipeTopCard(.left) }
    #expect(!stack.swipeTopCard(.left), "nothing left to swipe")
    #expect(tops == ["c1", "c2", "c3", "c4", "none"])
    stack.layoutIfNeeded()
    #expect(!stack.endView.isHidden)
    stack.restart()
    stack.layoutIfNeeded()
    #expect(stack.topCard?.id == "c0" && stack.endView.isHidden)
    #expect(tops.last == "c0")
  }

  @Test func newContentKeepsTheTopCardWhenItIsStillThere() {
    let stack = SwipeCardFixtures.stack()
    stack.swipeTopCard(.left)
    stack.swipeTopCard(.left)
    stack.content = .init(cards: SwipeCardFixtures.cards())
    #expect(stack.topCard?.id == "c2", "the same cards again keep the stack where it is")
    stack.content = .init(cards: Array(SwipeCardFixtures.cards().dropFirst()))
    #expect(stack.topCard?.id == "c2" && stack.topIndex == 1)
    stack.content = .init(cards: [SwipeCardFixtures.cards()[4]])
    #expect(stack.topCard?.id == "c4" && stack.topIndex == 0)
    stack.content = .init(cards: [SwipeCardFixtures.cards()[0]])
    #expect(stack.topCard?.id == "c0", "the top card is gone: from the first")
  }

  @Test func cardViewsAreReused() {
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(
      SwipeCardFixtures.cards()
        + SwipeCardFixtures.cards().map {
          var card = $0
          card.id += "-again"
          return card
        }, clock: clock)
    for _ in 0..<9 {
      stack.swipeTopCard(.right)
      clock.advance(by: 1)
      stack.layoutIfNeeded()
    }
    #expect(stack.createdCardViewCount <= 5, "\(stack.createdCardViewCount) views for 10 cards")
  }

  @Test func hostileNumbersNeverBreakTheLayout() {
    let stack = SwipeCardFixtures.stack { $0.styling.swipeThreshold = .nan }
    stack.dragTopCard(to: Point(x: .infinity, y: .nan))
    stack.layoutIfNeeded()
    stack.releaseTopCard(at: Point(x: .nan, y: 0), velocity: Point(x: .infinity, y: 0))
    stack.frame = Rect(x: 0, y: 0, width: 0, height: 0)
    stack.swipeTopCard(.left)
    stack.layoutIfNeeded()
    #expect(stack.resolvedStyling.swipeThreshold == 0.4)
    let empty = SwipeCardFixtures.stack([])
    #expect(!empty.endView.isHidden && empty.topCard == nil)
  }

  @Test(arguments: [0, 1, 10_000])
  func anyNumberOfCardsMakesAtMostTheVisibleViews(count: Int) {
    let image = URL(fileURLWithPath: "/dev/null")
    let cards = (0..<count).map { SwipeCard(id: "c\($0)", title: "Card \($0)", imageURL: image) }
    let clock = ManualClock()
    let stack = SwipeCardFixtures.stack(cards, clock: clock)
    #expect(stack.visibleCardViews.count == min(count, 3))
    for _ in 0..<min(count, 50) {
      stack.swipeTopCard(.right)
      clock.advance(by: 0.05)
      stack.layoutIfNeeded()
    }
    #expect(stack.createdCardViewCount <= 3 + 7, "the three shown and the few still flying out")
    #expect(stack.endView.isHidden == (count > 50))
  }

  @Test(arguments: [1, 5, 9, -2])
  func theStackDepthIsStylingWithinItsRange(depth: Int) {
    let stack = SwipeCardFixtures.stack { $0.styling.visibleStackDepth = depth }
    let expected = min(max(1, depth), SwipeCardStyling.maximumVisibleStackDepth)
    #expect(stack.resolvedStyling.visibleStackDepth == expected)
    #expect(stack.visibleCardViews.count == expected)
  }
}
