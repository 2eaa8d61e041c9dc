import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct PanGestureRecognizerTests {
  @Test func beginsAfterTheMinimumDistanceAndReportsTranslation() {
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    pan.feed([pointer(.down, 100, 100, at: 0), pointer(.move, 106, 100, at: 0.02)])
    #expect(pan.state == .possible)
    pan.feed([pointer(.move, 112, 100, at: 0.04)])
    #expect(pan.state == .began)
    #expect(pan.translation == Point(x: 12, y: 0))
    pan.feed([pointer(.move, 130, 95, at: 0.06)])
    #expect(pan.state == .changed)
    #expect(pan.translation == Point(x: 30, y: -5))
    #expect(pan.direction == .right)
    #expect(pan.startLocation == Point(x: 100, y: 100))
    #expect(pan.startTime == 0)
    #expect(log.states == [.began, .changed])
  }

  @Test func velocityComesFromTheLastTenthOfASecond() {
    let pan = PanGestureRecognizer()
    pan.feed([pointer(.down, 0, 0, at: 0)])
    // Slow at first, then 1000 pt/s upwards for the last 0.1 s.
    pan.feed([pointer(.move, 0, -5, at: 0.5), pointer(.move, 0, -20, at: 1.0)])
    for step in 1...10 {
      pan.feed([pointer(.move, 0, -20 - Double(step) * 10, at: 1.0 + Double(step) * 0.01)])
    }
    #expect(isClose(pan.velocity, Point(x: 0, y: -1000), tolerance: 1e-6))
    #expect(pan.direction == .up)
    #expect(pan.translation == Point(x: 0, y: -120))
  }

  @Test func velocityWithSparseEventsUsesTheLastInterval() {
    let pan = PanGestureRecognizer()
    pan.feed([pointer(.down, 0, 0, at: 0), pointer(.move, 40, 0, at: 0.5)])
    #expect(isClose(pan.velocity, Point(x: 80, y: 0)))
  }

  @Test func fastEndIsASwipe() {
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    pan.feed([
      pointer(.down, 200, 100, at: 0), pointer(.move, 180, 102, at: 0.02),
      pointer(.move, 150, 104, at: 0.04), pointer(.move, 110, 105, at: 0.06),
      pointer(.up, 80, 105, at: 0.08),
    ])
    #expect(pan.state == .ended)
    #expect(pan.direction == .left)
    #expect(pan.swipeDirection == .left)
    #expect(pan.velocity.x < -500)
    #expect(log.states == [.began, .changed, .changed, .ended])
  }

  @Test func slowEndIsNotASwipe() {
    let pan = PanGestureRecognizer()
    pan.feed([pointer(.down, 0, 0, at: 0)])
    for step in 1...20 {
      pan.feed([pointer(.move, 0, Double(step) * 5, at: Double(step) * 0.05)])
    }
    pan.feed([pointer(.up, 0, 100, at: 1.05)])
    #expect(pan.state == .ended)
    #expect(pan.direction == .down)
    #expect(pan.velocity.y >= 0 && pan.velocity.y <= 100)
    #expect(pan.swipeDirection == nil)
  }

  @Test func fastDragThatStopsBeforeLiftingIsNotASwipe() {
    let pan = PanGestureRecognizer()
    pan.feed([
      pointer(.down, 0, 0, at: 0), pointer(.move, 50, 0, at: 0.02), pointer(.move, 100, 0, at: 0.04),
      pointer(.move, 100, 0, at: 0.3), pointer(.up, 100, 0, at: 0.35),
    ])
    #expect(pan.velocity == .zero)
    #expect(pan.swipeDirection == nil)
  }

  @Test func liftBeforeBeginningFails() {
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    pan.feed([pointer(.down, 0, 0, at: 0), pointer(.move, 4, 0, at: 0.1), pointer(.up, 4, 0, at: 0.2)])
    #expect(pan.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func cancelAfterBeginningCancels() {
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    pan.feed([pointer(.down, 0, 0, at: 0), pointer(.move, 0, 30, at: 0.1), pointer(.cancel, 0, 30, at: 0.2)])
    #expect(log.states == [.began, .cancelled])
    #expect(pan.swipeDirection == nil)
  }

  @Test func aNewDownResetsTheTranslation() {
    let pan = PanGestureRecognizer()
    pan.feed([pointer(.down, 0, 0, at: 0), pointer(.move, 0, 30, at: 0.1), pointer(.up, 0, 30, at: 0.2)])
    pan.feed([pointer(.down, 50, 50, at: 1)])
    #expect(pan.state == .possible)
    #expect(pan.translation == .zero)
    #expect(pan.velocity == .zero)
  }

  @Test func eventsAtTheSameTimeGiveNoVelocityRatherThanInfinity() {
    let pan = PanGestureRecognizer()
    pan.feed([pointer(.down, 0, 0, at: 1), pointer(.move, 30, 0, at: 1), pointer(.move, 60, 0, at: .nan)])
    #expect(pan.velocity == .zero)
    #expect(pan.translation == Point(x: 60, y: 0))
  }

  @Test func directionFollowsTheDominantAxis() {
    #expect(GestureDirection(Point(x: 3, y: -4)) == .up)
    #expect(GestureDirection(Point(x: -5, y: 4)) == .left)
    #expect(GestureDirection(Point(x: 4, y: 4)) == .right)
    #expect(GestureDirection(.zero) == nil)
    #expect(GestureDirection(Point(x: .nan, y: 1)) == nil)
    #expect(GestureDirection.down.component(of: Point(x: 1, y: -7)) == -7)
    #expect(GestureDirection.left.axis == .horizontal)
  }
}
