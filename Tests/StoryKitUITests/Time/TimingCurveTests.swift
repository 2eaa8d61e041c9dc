import Testing

@testable import StoryKitUI

@Suite struct TimingCurveTests {
  @Test func linearIsTheIdentity() {
    #expect(TimingCurve.linear.value(at: 0.5) == 0.5)
    #expect(TimingCurve.linear.value(at: 0.25) == 0.25)
  }

  @Test(arguments: [
    TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .ease, .spring(damping: 0.4), .spring(damping: 1),
    .cubicBezier(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5),
  ])
  func everyCurveStartsAtZeroAndEndsAtOne(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: .infinity) == 1)
  }

  @Test func easeInOutIsSymmetric() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    for fraction in stride(from: 0.05, to: 0.5, by: 0.05) {
      let early = TimingCurve.easeInOut.value(at: fraction)
      let late = TimingCurve.easeInOut.value(at: 1 - fraction)
      #expect(abs(early + late - 1) < 1e-9)
      #expect(early < fraction)
    }
  }

  /// Reference values of `cubic-bezier(0.25, 0.1, 0.25, 1)` (CSS `ease`), as browsers compute
  /// them (ease(0.5) ≈ 0.8024 is the often-quoted one).
  @Test(arguments: [(0.1, 0.094796), (0.25, 0.408511), (0.5, 0.802403), (0.75, 0.960459), (0.9, 0.994316)])
  func cubicBezierMatchesCSSEase(fraction: Double, expected: Double) {
    #expect(abs(TimingCurve.ease.value(at: fraction) - expected) < 1e-3)
  }

  @Test func namedCurvesMatchTheirCSSDefinitions() {
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315357) < 1e-3)
    #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.684643) < 1e-3)
    #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129162) < 1e-3)
    let custom = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(custom.value(at: 0.3) - TimingCurve.easeInOut.value(at: 0.3)) < 1e-12)
  }

  /// The slide of content let go of: the cubic ease-out the banner and the feed each carried a
  /// copy of, now one shared curve.
  @Test func easeOutCubicIsOneMinusTheCubeOfWhatIsLeft() {
    for fraction in stride(from: 0.0, through: 1, by: 0.05) {
      let left = 1 - fraction
      #expect(abs(TimingCurve.easeOutCubic.value(at: fraction) - (1 - left * left * left)) < 1e-12)
    }
  }

  @Test func aBezierWithLinearControlPointsIsLinear() {
    let curve = TimingCurve.cubicBezier(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
    for fraction in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(abs(curve.value(at: fraction) - fraction) < 1e-6)
    }
  }

  @Test func steepAndDegenerateBeziersStayFinite() {
    let steep = TimingCurve.cubicBezier(x1: 1, y1: 0, x2: 1, y2: 0)
    let outOfRange = TimingCurve.cubicBezier(x1: -2, y1: 0, x2: 5, y2: 1)
    let broken = TimingCurve.cubicBezier(x1: .nan, y1: 0, x2: 1, y2: .infinity)
    for fraction in stride(from: 0.0, through: 1, by: 0.01) {
      #expect(steep.value(at: fraction).isFinite)
      #expect(outOfRange.value(at: fraction).isFinite)
    }
    #expect(broken.value(at: 0.3) == 0.3)
  }

  @Test func anUnderdampedSpringOvershootsAndACriticalOneDoesNot() {
    let bouncy = TimingCurve.spring(damping: 0.3)
    let critical = TimingCurve.spring(damping: 1)
    let samples = stride(from: 0.0, through: 1, by: 0.01)
    #expect(samples.map(bouncy.value(at:)).max() ?? 0 > 1.05)
    #expect(samples.allSatisfy { critical.value(at: $0) <= 1 + 1e-9 })
    #expect(abs(critical.value(at: 0.9) - 1) < 0.01)
    #expect(TimingCurve.spring(damping: .nan).value(at: 0.5) == critical.value(at: 0.5))
    #expect(TimingCurve.spring(damping: 5).value(at: 0.5) == critical.value(at: 0.5))
    #expect(TimingCurve.spring(damping: -1).value(at: 0.5).isFinite)
  }
}
