import StoryKit
import Testing

@testable import StoryKitUI

@Suite struct AnimationTests {
  @Test func linearProgressFollowsTheClock() {
    let animation = Animation.linear(duration: 2)
    #expect(animation.progress(at: 10, startedAt: 10) == 0)
    #expect(animation.progress(at: 11, startedAt: 10) == 0.5)
    #expect(animation.progress(at: 12, startedAt: 10) == 1)
    #expect(animation.progress(at: 50, startedAt: 10) == 1)
    #expect(animation.progress(at: 9, startedAt: 10) == 0)
    #expect(!animation.isFinished(at: 11.9, startedAt: 10))
    #expect(animation.isFinished(at: 12, startedAt: 10))
  }

  @Test func delayHoldsTheStart() {
    let animation = Animation(duration: 1, delay: 0.5, curve: .linear)
    #expect(animation.progress(at: 0.4, startedAt: 0) == 0)
    #expect(animation.progress(at: 1, startedAt: 0) == 0.5)
    #expect(animation.totalDuration == 1.5)
    #expect(animation.isFinished(at: 1.5, startedAt: 0))
  }

  @Test func countedRepeatsRestartEachPass() {
    let animation = Animation(duration: 1, curve: .linear, repetition: .count(3))
    #expect(abs(animation.progress(at: 1.25, startedAt: 0) - 0.25) < 1e-12)
    #expect(abs(animation.progress(at: 2.75, startedAt: 0) - 0.75) < 1e-12)
    #expect(animation.progress(at: 3, startedAt: 0) == 1)
    #expect(animation.totalDuration == 3)
    #expect(!animation.isFinished(at: 2.9, startedAt: 0))
    #expect(animation.isFinished(at: 3, startedAt: 0))
  }

  @Test func autoreversePlaysEveryOtherPassBackwards() {
    let twice = Animation(duration: 1, curve: .linear, repetition: .count(2), autoreverses: true)
    #expect(twice.progress(at: 0.5, startedAt: 0) == 0.5)
    #expect(abs(twice.progress(at: 1.25, startedAt: 0) - 0.75) < 1e-12)
    #expect(twice.progress(at: 2, startedAt: 0) == 0)
    #expect(twice.restingProgress == 0)
    let thrice = Animation(duration: 1, curve: .linear, repetition: .count(3), autoreverses: true)
    #expect(thrice.progress(at: 3, startedAt: 0) == 1)
  }

  @Test func aReversedPassPlaysTheCurveBackInTime() {
    let animation = Animation(duration: 1, curve: .easeIn, repetition: .forever, autoreverses: true)
    let forward = animation.progress(at: 0.3, startedAt: 0)
    let backward = animation.progress(at: 1.7, startedAt: 0)
    #expect(abs(forward - backward) < 1e-12)
  }

  @Test func foreverNeverFinishes() {
    let spinner = Animation(duration: 0.8, curve: .linear, repetition: .forever)
    #expect(spinner.totalDuration == nil)
    #expect(!spinner.isFinished(at: 1_000_000, startedAt: 0))
    #expect(abs(spinner.progress(at: 800.4, startedAt: 0) - 0.5) < 1e-6)
  }

  @Test func reduceMotionJumpsToTheEnd() {
    let fade = Animation(duration: 1, delay: 0.2, curve: .easeInOut)
    #expect(fade.progress(at: 0.1, startedAt: 0, reduceMotion: true) == 0)
    #expect(fade.progress(at: 0.2, startedAt: 0, reduceMotion: true) == 1)
    #expect(fade.isFinished(at: 0.2, startedAt: 0, reduceMotion: true))
    #expect(!fade.isFinished(at: 0.2, startedAt: 0, reduceMotion: false))
    let bounce = Animation(duration: 1, repetition: .count(2), autoreverses: true)
    #expect(bounce.progress(at: 0.5, startedAt: 0, reduceMotion: true) == 0)
  }

  @Test func reduceMotionHoldsForeverAnimationsStill() {
    let pulse = Animation(duration: 0.6, repetition: .forever, autoreverses: true)
    for time in [0.0, 0.3, 0.9, 100] {
      #expect(pulse.progress(at: time, startedAt: 0, reduceMotion: true) == 0)
    }
    #expect(pulse.isFinished(at: 0, startedAt: 0, reduceMotion: true))
  }

  @Test func badInputsNeverCrashAndAreClamped() {
    let negative = Animation(duration: -1, delay: -5, curve: .linear)
    #expect(negative.effectiveDuration == 0)
    #expect(negative.effectiveDelay == 0)
    #expect(negative.progress(at: 0, startedAt: 0) == 1)
    let infinite = Animation(duration: .infinity, delay: .nan, curve: .linear)
    #expect(infinite.progress(at: 3, startedAt: 0) == 1)
    let normal = Animation(duration: 1, curve: .linear, repetition: .count(-4))
    #expect(normal.passCount == 1)
    #expect(normal.progress(at: .nan, startedAt: 0) == 0)
    #expect(normal.progress(at: 0.5, startedAt: .nan) == 0)
    #expect(normal.progress(at: .infinity, startedAt: 0) == 1)
    #expect(normal.progress(at: -.infinity, startedAt: 0) == 0)
    #expect(normal.isFinished(at: .infinity, startedAt: 0))
    let forever = Animation(duration: 1e-300, curve: .linear, repetition: .forever)
    #expect(forever.progress(at: 1e300, startedAt: 0).isFinite)
    #expect(forever.progress(at: .infinity, startedAt: 0) == 0)
  }

  @Test func valuesInterpolateBetweenTheEnds() {
    let move = Animation.linear(duration: 1)
    #expect(move.value(from: 10.0, to: 20.0, at: 0.5, startedAt: 0) == 15)
    let point = move.value(from: Point(x: 0, y: 0), to: Point(x: 100, y: -50), at: 0.25, startedAt: 0)
    #expect(point == Point(x: 25, y: -12.5))
  }

  @Test @MainActor func viewsDriveAnimationsFromTheirEnvironment() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let child = View()
    root.addSubview(child)
    let clock = ManualClock(start: 100)
    root.clock = clock
    let fade = Animation.linear(duration: 1)
    let start = clock.now
    clock.advance(by: 0.25)
    #expect(fade.progress(in: child, startedAt: start) == 0.25)
    #expect(fade.value(from: 0.0, to: 1.0, in: child, startedAt: start) == 0.25)
    #expect(!fade.isFinished(in: child, startedAt: start))
    root.isReduceMotionEnabled = true
    #expect(fade.progress(in: child, startedAt: start) == 1)
    #expect(fade.isFinished(in: child, startedAt: start))
  }
}
