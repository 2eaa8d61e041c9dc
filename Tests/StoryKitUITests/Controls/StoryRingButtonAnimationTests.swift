import Foundation
import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct StoryRingButtonAnimationTests {

  @Test func animatesAtDefaultSpeedAndAlpha() {
    let clock = ManualClock(start: 100)
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating()
    #expect(button.isAnimating)
    #expect(button.animationSpeed == 0.2)
    #expect(button.animationAlpha == 0.7)
    #expect(button.imageView.alpha == 0.7)
  }

  @Test func rotatesAtTurnsPerSecondOnTheClock() {
    let clock = ManualClock(start: 100)
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating()
    #expect(ringTurn(recordRing(button), of: button) == 0, "t = 0: no turn yet")
    #expect(button.ringRotation == 0)
    for (time, turns) in [(0.25, 0.05), (0.5, 0.1), (5.5, 0.1)] {
      clock.set(to: 100 + time)
      #expect(ringClose(button.ringRotation, turns * 2 * Double.pi), "0.2 turns/s at t = \(time)")
      let canvas = recordRing(button)
      let turn = ringTurn(canvas, of: button)
      #expect(turn.map { ringClose($0, turns * 2 * Double.pi, tolerance: 1e-9) } == true, "t = \(time)")
      #expect(hasNoRotation(canvas), "the paint turns, not the drawing")
    }
  }

  @Test func theSweepTurnsAboutTheCentreOfTheSquare() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .seen), clock: clock)
    button.startAnimating(speed: 1)
    clock.set(to: 0.25)
    guard case .angular(_, let center, let start)? = ringStrokes(recordRing(button), of: button).first?.0
    else {
      Issue.record("expected an angular ring")
      return
    }
    #expect(center == Point(x: 32, y: 32), "about the centre")
    #expect(ringClose(start, -Double.pi / 4 + Double.pi / 2), "a quarter turn on from the resting −π/4")
  }

  @Test func changingSpeedWhileAnimatingDoesNotJump() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating(speed: 1)
    clock.set(to: 0.25)
    button.startAnimating(speed: 0.5, alpha: 0.4)
    #expect(ringClose(button.ringRotation, Double.pi / 2), "still a quarter turn")
    clock.set(to: 0.75)
    #expect(ringClose(button.ringRotation, Double.pi), "a quarter more at half the speed")
    #expect(button.imageView.alpha == 0.4)
  }

  @Test func stopRestoresTheRingAndThePicture() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating()
    clock.set(to: 1)
    #expect(recordRing(button).commands.contains(.beginLayer(alpha: 0.7)), "the picture is dimmed")
    button.stopAnimating()
    #expect(!button.isAnimating)
    #expect(button.imageView.alpha == 1)
    let canvas = recordRing(button)
    #expect(ringTurn(canvas, of: button) == 0)
    #expect(!canvas.commands.contains { if case .beginLayer = $0 { true } else { false } })
    button.startAnimating(speed: 1)
    clock.set(to: 1.25)
    #expect(ringClose(button.ringRotation, Double.pi / 2), "a new start begins at 0")
  }

  @Test func alphaAndSpeedAreSanitized() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating(speed: -1, alpha: 3)
    clock.set(to: 2)
    #expect(button.ringRotation == 0, "a negative speed stands still")
    #expect(button.imageView.alpha == 1)
    button.startAnimating(speed: .nan, alpha: .nan)
    clock.set(to: 3)
    #expect(button.ringRotation == 0)
    #expect(button.animationAlpha == 1)
    button.startAnimating(speed: .infinity, alpha: -1)
    #expect(button.ringRotation == 0)
    #expect(button.imageView.alpha == 0)
  }

  @Test func startingBeforeTheTreeIsReadyStartsOnTheFirstFrame() {
    let clock = ManualClock(start: 5)
    let button = StoryRingButton(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    button.content = .init(display: .unseen)
    button.startAnimating(speed: 0.25)
    let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    host.clock = clock
    host.addSubview(button)
    clock.set(to: 6)
    #expect(ringTurn(recordRing(host), of: button) == 0, "the first frame is the start")
    clock.set(to: 7)
    #expect(ringClose(button.ringRotation, Double.pi / 2), "one second at a quarter turn per second")
  }

  @Test func aButtonWithItsOwnClockStartsAtOnce() {
    let clock = ManualClock(start: 5)
    let button = StoryRingButton(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    button.clock = clock
    button.content = .init(display: .unseen)
    button.startAnimating(speed: 0.25)
    clock.set(to: 6)
    #expect(ringClose(button.ringRotation, Double.pi / 2), "not prepared yet, but started at 5")
    let turn = ringTurn(recordRing(button), of: button)
    #expect(turn.map { ringClose($0, Double.pi / 2) } == true, "drawn a quarter turn on")
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionNeverRotatesAndPulsesASolidRing() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.isReduceMotionEnabled = true
    button.startAnimating(speed: 1)
    let center = Point(x: 32, y: 32)
    guard let paint = expectedRingPaint(StoryRingButton.ColorType.default.colors, center: center) else {
      Issue.record("expected a paint")
      return
    }
    for (time, opacity) in [(0.0, 1.0), (0.5, 0.75), (1.0, 0.5), (1.5, 0.75), (2.0, 1.0)] {
      clock.set(to: time)
      let canvas = recordRing(button)
      #expect(ringTurn(canvas, of: button) == 0, "no turn at t = \(time)")
      #expect(button.ringRotation == 0)
      #expect(ringClose(button.ringOpacity, opacity, tolerance: 1e-4), "the pulse at t = \(time)")
      let stroke = ringStrokes(canvas, of: button).first?.0
      #expect(stroke == (opacity < 1 ? paint.multipliedAlpha(button.ringOpacity) : paint))
    }
    #expect(button.imageView.alpha == 0.7, "the picture still dims")
  }

  @Test func reduceMotionShowsAStaticDashedRing() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.isReduceMotionEnabled = true
    button.loadingStyle = .dashed
    button.startAnimating(speed: 1)
    var styles: [StrokeStyle] = []
    for time in [0.0, 0.3, 0.7] {
      clock.set(to: time)
      let canvas = recordRing(button)
      #expect(ringTurn(canvas, of: button) == 0)
      #expect(button.ringOpacity == 1, "no pulse: the dashes say it is loading")
      styles += ringStrokes(canvas, of: button).map(\.1)
    }
    #expect(styles.count == 3)
    #expect(Set(styles).count == 1, "the same dashes every frame")
    #expect(styles.first?.dash.isEmpty == false)
  }

  @Test func reduceMotionSwitchedOnMidwayStopsTheTurn() {
    let clock = ManualClock()
    let button = makeRingButton(content: .init(display: .unseen), clock: clock)
    button.startAnimating(speed: 1)
    clock.set(to: 0.25)
    #expect(ringTurn(recordRing(button), of: button).map { $0 > 0 } == true)
    button.isReduceMotionEnabled = true
    #expect(ringTurn(recordRing(button), of: button) == 0)
    button.isReduceMotionEnabled = false
    #expect(ringClose(button.ringRotation, Double.pi / 2), "the clock decides, not the history")
  }

  @Test func clearRingStillDimsThePicture() {
    let button = makeRingButton(content: .init(display: .none, image: RingFixtures.avatar))
    button.startAnimating()
    let canvas = recordRing(button)
    #expect(ringStrokes(canvas, of: button).isEmpty)
    #expect(canvas.commands.contains(.beginLayer(alpha: 0.7)))
  }
}
