import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct LongPressGestureRecognizerTests {
  @Test func beginsWhenTheClockPassesTheDuration() {
    let clock = ManualClock()
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: clock.now)])
    clock.advance(by: 0.3)
    press.clockDidAdvance(to: clock.now)
    #expect(press.state == .possible)
    clock.advance(by: 0.2)
    press.clockDidAdvance(to: clock.now)
    #expect(press.state == .began)
    press.feed([pointer(.move, 40, 20, at: 0.6), pointer(.up, 40, 20, at: 0.7)])
    #expect(log.states == [.began, .changed, .ended])
    #expect(press.location(in: nil) == Point(x: 40, y: 20))
  }

  @Test func beginsOnALateMoveThatCountsAsAChange() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 1), pointer(.move, 60, 20, at: 1.6)])
    #expect(log.states == [.began, .changed])
  }

  @Test func aLateLiftBeginsAndEnds() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.up, 20, 20, at: 0.9)])
    #expect(log.states == [.began, .ended])
    #expect(press.state == .ended)
  }

  @Test func cancelAfterBeginningCancels() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 0)])
    press.clockDidAdvance(to: 0.5)
    press.feed([pointer(.cancel, 20, 20, at: 0.6)])
    #expect(log.states == [.began, .cancelled])
    #expect(press.state == .cancelled)
  }

  @Test func failsOnAnEarlyLift() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.up, 20, 20, at: 0.3)])
    press.clockDidAdvance(to: 1)
    #expect(press.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func failsOnMovingTooFarBeforeTheDuration() {
    let press = LongPressGestureRecognizer()
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.move, 20, 35, at: 0.2)])
    #expect(press.state == .failed)
    press.clockDidAdvance(to: 1)
    #expect(press.state == .failed)
  }

  @Test func smallMovementsAreAllowed() {
    let press = LongPressGestureRecognizer()
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.move, 26, 26, at: 0.2)])
    press.clockDidAdvance(to: 0.5)
    #expect(press.state == .began)
  }

  @Test func anEarlyCancelFails() {
    let press = LongPressGestureRecognizer()
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.cancel, 20, 20, at: 0.1)])
    #expect(press.state == .failed)
  }

  @Test func aCustomDurationIsHonoured() {
    let press = LongPressGestureRecognizer(minimumPressDuration: 1.5)
    press.feed([pointer(.down, 20, 20, at: 0)])
    press.clockDidAdvance(to: 1.4)
    #expect(press.state == .possible)
    press.clockDidAdvance(to: 1.5)
    #expect(press.state == .began)
  }

  @Test func aNewPressStartsAfterTheLastOneEnded() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 0), pointer(.up, 20, 20, at: 0.1)])
    press.feed([pointer(.down, 20, 20, at: 1)])
    #expect(press.state == .possible)
    press.clockDidAdvance(to: 1.5)
    #expect(log.states == [.began])
  }

  @Test func disablingCancelsAPressInProgress() {
    let log = ActionLog()
    let press = LongPressGestureRecognizer(action: log.action)
    press.feed([pointer(.down, 20, 20, at: 0)])
    press.clockDidAdvance(to: 0.6)
    press.isEnabled = false
    #expect(log.states == [.began, .cancelled])
  }
}
