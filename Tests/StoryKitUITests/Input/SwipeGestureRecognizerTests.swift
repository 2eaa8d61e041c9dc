import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct SwipeGestureRecognizerTests {
  private func flick(_ swipe: SwipeGestureRecognizer, dx: Double, dy: Double, seconds: Double) {
    let steps = 5
    swipe.feed([pointer(.down, 100, 100, at: 0)])
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      swipe.feed([pointer(.move, 100 + dx * fraction, 100 + dy * fraction, at: seconds * fraction)])
    }
    swipe.feed([pointer(.up, 100 + dx, 100 + dy, at: seconds)])
  }

  @Test func aFastFlickIsRecognizedWithItsDirection() {
    let log = ActionLog()
    let swipe = SwipeGestureRecognizer(action: log.action)
    flick(swipe, dx: 0, dy: 80, seconds: 0.08)
    #expect(swipe.state == .recognized)
    #expect(swipe.direction == .down)
    #expect(isClose(swipe.velocity.y, 1000, tolerance: 1e-6))
    #expect(log.states == [.recognized])
  }

  @Test func aSlowDragFails() {
    let swipe = SwipeGestureRecognizer()
    flick(swipe, dx: 0, dy: 80, seconds: 1)
    #expect(swipe.state == .failed)
    #expect(swipe.direction == nil)
  }

  @Test func aFlickInAnotherDirectionFails() {
    let swipe = SwipeGestureRecognizer(directions: [.left, .right])
    flick(swipe, dx: 0, dy: -80, seconds: 0.08)
    #expect(swipe.state == .failed)
  }

  @Test func aTinyFastTwitchFails() {
    let swipe = SwipeGestureRecognizer()
    flick(swipe, dx: 6, dy: 0, seconds: 0.005)
    #expect(swipe.state == .failed)
  }

  @Test func cancelFails() {
    let swipe = SwipeGestureRecognizer()
    swipe.feed([
      pointer(.down, 0, 0, at: 0), pointer(.move, 60, 0, at: 0.02), pointer(.cancel, 60, 0, at: 0.03),
    ])
    #expect(swipe.state == .failed)
  }

  @Test func theNextDownStartsAgain() {
    let swipe = SwipeGestureRecognizer()
    flick(swipe, dx: 80, dy: 0, seconds: 0.05)
    #expect(swipe.direction == .right)
    swipe.feed([pointer(.down, 0, 0, at: 5)])
    #expect(swipe.state == .possible)
    #expect(swipe.direction == nil)
  }
}
