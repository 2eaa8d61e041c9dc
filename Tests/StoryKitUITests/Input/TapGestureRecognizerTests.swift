import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct TapGestureRecognizerTests {
  @Test func singleTapIsRecognizedOnLift() {
    let log = ActionLog()
    let tap = TapGestureRecognizer(action: log.action)
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.move, 12, 11, at: 0.05)])
    #expect(tap.state == .possible)
    #expect(log.states.isEmpty)
    tap.feed([pointer(.up, 12, 11, at: 0.1)])
    #expect(tap.state == .recognized)
    #expect(log.states == [.recognized])
    #expect(tap.tapCount == 1)
  }

  @Test func aSecondTapStartsAFreshGesture() {
    let log = ActionLog()
    let tap = TapGestureRecognizer(action: log.action)
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.1)])
    tap.feed([pointer(.down, 10, 10, at: 1), pointer(.up, 10, 10, at: 1.1)])
    #expect(log.states == [.recognized, .recognized])
  }

  @Test func doubleTapNeedsBothTapsWithinTheInterval() {
    let log = ActionLog()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2, action: log.action)
    doubleTap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.08)])
    #expect(doubleTap.state == .possible)
    #expect(doubleTap.tapCount == 1)
    doubleTap.clockDidAdvance(to: 0.2)
    #expect(doubleTap.state == .possible)
    doubleTap.feed([pointer(.down, 14, 12, at: 0.25), pointer(.up, 14, 12, at: 0.32)])
    #expect(doubleTap.state == .recognized)
    #expect(log.states == [.recognized])
  }

  @Test func doubleTapFailsWhenTheClockPassesTheInterval() {
    let clock = ManualClock()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
    doubleTap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.1)])
    clock.advance(by: 0.35)
    doubleTap.clockDidAdvance(to: clock.now)
    #expect(doubleTap.state == .possible)
    clock.advance(by: 0.1)
    doubleTap.clockDidAdvance(to: clock.now)
    #expect(doubleTap.state == .failed)
  }

  @Test func aLateSecondTapStartsCountingAgain() {
    let log = ActionLog()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2, action: log.action)
    doubleTap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.1)])
    doubleTap.feed([pointer(.down, 10, 10, at: 1), pointer(.up, 10, 10, at: 1.1)])
    #expect(doubleTap.state == .possible)
    #expect(doubleTap.tapCount == 1)
    doubleTap.feed([pointer(.down, 10, 10, at: 1.2), pointer(.up, 10, 10, at: 1.3)])
    #expect(log.states == [.recognized])
  }

  @Test func secondTapFarFromTheFirstDoesNotCount() {
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
    doubleTap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.1)])
    doubleTap.feed([pointer(.down, 200, 10, at: 0.2), pointer(.up, 200, 10, at: 0.3)])
    #expect(doubleTap.state == .possible)
    #expect(doubleTap.tapCount == 1)
  }

  @Test func tapFailsWhenThePointerMovesTooFar() {
    let log = ActionLog()
    let tap = TapGestureRecognizer(action: log.action)
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.move, 21, 10, at: 0.05)])
    #expect(tap.state == .failed)
    tap.feed([pointer(.move, 10, 10, at: 0.08), pointer(.up, 10, 10, at: 0.1)])
    #expect(tap.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func tapFailsWhenLiftedTooFarAway() {
    let tap = TapGestureRecognizer()
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 25, at: 0.1)])
    #expect(tap.state == .failed)
  }

  @Test func tapFailsWhenHeldTooLong() {
    let tap = TapGestureRecognizer()
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.up, 10, 10, at: 0.7)])
    #expect(tap.state == .failed)
  }

  @Test func tapFailsWhenTheClockPassesTheLongestPress() {
    let clock = ManualClock(start: 5)
    let tap = TapGestureRecognizer()
    tap.feed([pointer(.down, 10, 10, at: clock.now)])
    clock.advance(by: 0.4)
    tap.clockDidAdvance(to: clock.now)
    #expect(tap.state == .possible)
    clock.advance(by: 0.2)
    tap.clockDidAdvance(to: clock.now)
    #expect(tap.state == .failed)
  }

  @Test func tapFailsOnCancel() {
    let log = ActionLog()
    let tap = TapGestureRecognizer(action: log.action)
    tap.feed([pointer(.down, 10, 10, at: 0), pointer(.cancel, 10, 10, at: 0.1)])
    #expect(tap.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func tapCountBelowOneMeansOne() {
    let tap = TapGestureRecognizer(numberOfTapsRequired: 0)
    #expect(tap.numberOfTapsRequired == 1)
    tap.numberOfTapsRequired = -3
    #expect(tap.numberOfTapsRequired == 1)
  }

  @Test func nonFiniteTimesAndLocationsDoNotCrash() {
    let tap = TapGestureRecognizer()
    tap.feed([
      pointer(.down, 10, 10, at: .nan), pointer(.move, .infinity, 10, at: .infinity),
      pointer(.up, 10, 10, at: -1),
    ])
    #expect(tap.state == .failed)
    tap.clockDidAdvance(to: .nan)
  }
}
