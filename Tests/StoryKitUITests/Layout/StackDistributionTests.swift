import StoryKit
import Testing

@testable import StoryKitUI

/// Every distribution × alignment, in both axes and both directions, against frames worked out
/// by hand: a 200 × 100 stack (100 × 200 when vertical), spacing 10, three views whose natural
/// sizes are 30 × 20, 50 × 40 and 20 × 10 (transposed when vertical).
@MainActor
@Suite struct StackDistributionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var axis: Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var direction: LayoutDirection
    var testDescription: String { "\(axis) \(distribution) \(alignment) \(direction)" }
  }

  nonisolated static let cases: [Case] = Axis.allCases.flatMap { axis in
    StackView.Distribution.allCases.flatMap { distribution in
      StackView.Alignment.allCases.flatMap { alignment in
        LayoutDirection.allCases.map {
          Case(axis: axis, distribution: distribution, alignment: alignment, direction: $0)
        }
      }
    }
  }

  /// Positions and lengths along the axis, by hand. Naturals 30, 50, 20 (sum 100), room 200,
  /// gaps 2 × 10.
  static func along(_ distribution: StackView.Distribution) -> [(position: Double, length: Double)] {
    switch distribution {
    // 80 extra points go to the last view (equal hugging: the highest index grows).
    case .fill: [(0, 30), (40, 50), (100, 100)]
    // (200 − 20) / 3 = 60 each.
    case .fillEqually: [(0, 60), (70, 60), (140, 60)]
    // 180 shared 30 : 50 : 20 → 54, 90, 36.
    case .fillProportionally: [(0, 54), (64, 90), (164, 36)]
    // Gaps of (200 − 100) / 2 = 50.
    case .equalSpacing: [(0, 30), (80, 50), (180, 20)]
    // Centres 87.5 apart: (200 − 15 − 10) / 2; first centre at 15.
    case .equalCentering: [(0, 30), (77.5, 50), (180, 20)]
    }
  }

  /// Positions and lengths across the axis, by hand. Naturals 20, 40, 10 in a span of 100.
  static func across(_ alignment: StackView.Alignment) -> [(position: Double, length: Double)] {
    switch alignment {
    case .fill: [(0, 100), (0, 100), (0, 100)]
    case .leading: [(0, 20), (0, 40), (0, 10)]
    case .center: [(40, 20), (30, 40), (45, 10)]
    case .trailing: [(80, 20), (60, 40), (90, 10)]
    }
  }

  @Test(arguments: cases)
  func framesMatchTheHandWorkedLayout(_ testCase: Case) {
    let horizontal = testCase.axis == .horizontal
    let naturals = [(30.0, 20.0), (50.0, 40.0), (20.0, 10.0)]
    let views = naturals.map { horizontal ? FixedView($0.0, $0.1) : FixedView($0.1, $0.0) }
    let stack = StackView(
      axis: testCase.axis, spacing: 10, distribution: testCase.distribution, alignment: testCase.alignment,
      arrangedSubviews: views)
    stack.layoutDirection = testCase.direction
    stack.frame =
      horizontal ? Rect(x: 0, y: 0, width: 200, height: 100) : Rect(x: 0, y: 0, width: 100, height: 200)
    stack.layoutIfNeeded()

    let along = Self.along(testCase.distribution)
    let across = Self.across(testCase.alignment)
    let isMirrored = testCase.direction == .rightToLeft
    for index in 0..<3 {
      var expected =
        horizontal
        ? Rect(
          x: along[index].position, y: across[index].position, width: along[index].length,
          height: across[index].length)
        : Rect(
          x: across[index].position, y: along[index].position, width: across[index].length,
          height: along[index].length)
      if isMirrored { expected.origin.x = stack.bounds.width - expected.maxX }
      #expect(views[index].frame.isClose(to: expected), "view \(index): \(views[index].frame) ≠ \(expected)")
    }
  }

  @Test func fittingSizeAddsNaturalsAndSpacing() {
    let stack = StackView(
      axis: .horizontal, spacing: 10,
      arrangedSubviews: [FixedView(30, 20), FixedView(50, 40), FixedView(20, 10)])
    #expect(stack.fittingSize(for: .unbounded) == Size(width: 120, height: 40))
    stack.distribution = .fillEqually
    #expect(stack.fittingSize(for: .unbounded) == Size(width: 170, height: 40), "3 × the widest 50 + 20")
    stack.axis = .vertical
    #expect(stack.fittingSize(for: .unbounded) == Size(width: 50, height: 140), "3 × the tallest 40 + 20")
    stack.padding(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(stack.fittingSize(for: .unbounded) == Size(width: 56, height: 144))
  }
}
