import Testing

@testable import StoryKitUI

@Suite struct ClockTests {
  @Test func manualClockMovesOnlyForward() {
    let clock = ManualClock(start: 2)
    clock.advance(by: 0.5)
    #expect(clock.now == 2.5)
    clock.advance(by: -1)
    clock.advance(by: .nan)
    clock.set(to: 1)
    #expect(clock.now == 2.5)
    clock.set(to: 4)
    #expect(clock.now == 4)
    #expect(ManualClock(start: .infinity).now == 0)
  }

  @Test func systemClockNeverGoesBackwards() {
    let clock = SystemClock()
    let first = clock.now
    let second = clock.now
    #expect(first >= 0)
    #expect(second >= first)
  }
}
