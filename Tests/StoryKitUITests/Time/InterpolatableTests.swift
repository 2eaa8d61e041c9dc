import StoryKit
import Testing

@testable import StoryKitUI

@Suite struct InterpolatableTests {
  @Test func numbersHitTheirEndsExactly() {
    #expect(0.1.interpolated(to: 0.7, progress: 0) == 0.1)
    #expect(0.1.interpolated(to: 0.7, progress: 1) == 0.7)
    #expect(2.0.interpolated(to: 4, progress: 0.5) == 3)
  }

  @Test func overshootExtrapolatesAndBadProgressIsClamped() {
    #expect(0.0.interpolated(to: 10, progress: 1.1) == 11)
    #expect(0.0.interpolated(to: 10, progress: .nan) == 0)
    #expect(0.0.interpolated(to: 10, progress: .infinity) == 10)
    #expect(0.0.interpolated(to: 10, progress: -.infinity) == 0)
  }

  @Test func pointsSizesAndRectsInterpolatePerComponent() {
    #expect(Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 0), progress: 0.3) == Point(x: 3, y: 7))
    #expect(
      Size(width: 10, height: 20).interpolated(to: Size(width: 20, height: 40), progress: 0.5)
        == Size(width: 15, height: 30))
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
      .interpolated(to: Rect(x: 10, y: 20, width: 30, height: 10), progress: 0.5)
    #expect(rect == Rect(x: 5, y: 10, width: 20, height: 10))
  }

  @Test func coloursInterpolateComponentsAndClampOvershoot() {
    let black = Color(red: 0, green: 0, blue: 0)
    let white = Color(red: 1, green: 1, blue: 1, alpha: 0)
    let middle = black.interpolated(to: white, progress: 0.5)
    #expect(middle == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(black.interpolated(to: white, progress: 1.5) == white)
  }
}
