import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct StackBehaviourTests {
  func row(_ views: [View], width: Double = 200, height: Double = 50, spacing: Double = 10) -> StackView {
    let stack = StackView(axis: .horizontal, spacing: spacing, alignment: .leading, arrangedSubviews: views)
    stack.frame = Rect(x: 0, y: 0, width: width, height: height)
    stack.layoutIfNeeded()
    return stack
  }

  @Test func lowestHuggingPriorityTakesTheExtraRoom() {
    let a = FixedView(30, 10)
    let b = FixedView(50, 10)
    let c = FixedView(20, 10)
    b.setContentHuggingPriority(200, for: .horizontal)
    _ = row([a, b, c])
    #expect(a.frame.width == 30 && b.frame.width == 130 && c.frame.width == 20)
    #expect(c.frame.minX == 180)
  }

  @Test func spacerTakesTheExtraRoomBeforeAnyView() {
    let a = FixedView(30, 10)
    let spacer = Spacer()
    let c = FixedView(20, 10)
    _ = row([a, spacer, c])
    #expect(spacer.frame == Rect(x: 40, y: 0, width: 130, height: 0))
    #expect(c.frame.minX == 180)
  }

  @Test func lowestCompressionResistanceShrinksFirstAndTiesGoToTheLastView() {
    let views = [FixedView(30, 10), FixedView(50, 10), FixedView(20, 10)]
    // Room 80 − 20 spacing = 60 for 100 of content: 40 must go.
    _ = row(views, width: 80)
    #expect(views.map(\.frame.width) == [30, 30, 0], "the last view gives 20, then the middle one 20")
    views[2].setContentCompressionResistancePriority(.required, for: .horizontal)
    views[0].setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let stack = row(views, width: 80)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(
      views.map(\.frame.width) == [0, 40, 20],
      "the first view (lowest) gives all 30 it has, then the middle 10")
  }

  @Test func sizeConstraintsAreHonoured() {
    let fixed = FixedView(30, 10).width(60)
    let capped = FixedView(50, 10).width(lessThanOrEqualTo: 70)
    let floor = FixedView(20, 10).width(greaterThanOrEqualTo: 25)
    capped.setContentHuggingPriority(100, for: .horizontal)
    _ = row([fixed, capped, floor], width: 300)
    // 300 − 20 = 280; naturals 60, 50, 25 = 135; 145 extra: capped takes 20 (to its 70), the rest
    // goes to the next lowest hugging in index order from the end: floor.
    #expect(fixed.frame.width == 60)
    #expect(capped.frame.width == 70)
    #expect(floor.frame.width == 150)
  }

  @Test func hiddenViewsCollapseWithTheirSpacing() {
    let a = FixedView(30, 10)
    let hidden = FixedView(50, 10)
    let c = FixedView(20, 10)
    hidden.isHidden = true
    let stack = StackView(axis: .horizontal, spacing: 10, arrangedSubviews: [a, hidden, c])
    #expect(stack.fittingSize(for: .unbounded).width == 60)
    stack.frame = Rect(x: 0, y: 0, width: 60, height: 10)
    stack.layoutIfNeeded()
    #expect(c.frame.minX == 40)
    hidden.isHidden = false
    #expect(stack.fittingSize(for: .unbounded).width == 120, "unhiding invalidates the measurement")
  }

  @Test func paddingIsDirectional() {
    let a = FixedView(30, 10)
    let stack = StackView(axis: .horizontal, alignment: .leading, arrangedSubviews: [a]).padding(
      top: 5, leading: 7, bottom: 0, trailing: 3)
    stack.frame = Rect(x: 0, y: 0, width: 100, height: 40)
    stack.layoutIfNeeded()
    #expect(a.frame == Rect(x: 7, y: 5, width: 90, height: 10))
    stack.layoutDirection = .rightToLeft
    stack.layoutIfNeeded()
    #expect(a.frame == Rect(x: 3, y: 5, width: 90, height: 10), "leading padding is on the right in RTL")
  }

  @Test func rtlIsInheritedFromAncestors() {
    let a = FixedView(30, 10)
    let b = FixedView(20, 10)
    let stack = StackView(axis: .horizontal, spacing: 10, arrangedSubviews: [a, b, Spacer()])
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
    root.layoutDirection = .rightToLeft
    stack.embed(in: root)
    root.layoutIfNeeded()
    #expect(a.frame.minX == 70 && b.frame.minX == 40, "first view at the right")
  }

  @Test func nestedStacksMeasureWithoutLayingOutAndCacheTheirMeasurements() {
    final class MeasuringView: View {
      var measurements = 0
      override func sizeThatFits(_ proposal: Size) -> Size {
        measurements += 1
        return Size(width: 40, height: 20)
      }
    }
    final class CountingStack: StackView {
      var layouts = 0
      override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
      }
    }
    let leaves = (0..<4).map { _ in MeasuringView() }
    let inner = CountingStack(axis: .horizontal, spacing: 4, arrangedSubviews: Array(leaves.prefix(2)))
    let outer = StackView(axis: .vertical, spacing: 4, arrangedSubviews: [inner] + Array(leaves.suffix(2)))
    outer.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    outer.layoutIfNeeded()
    #expect(inner.layouts == 1, "measuring the inner stack never lays it out")
    let firstPass = leaves.map(\.measurements)
    // Each leaf is measured once per distinct proposal: natural and stretched sizes, at most 5.
    #expect(firstPass.allSatisfy { $0 <= 5 }, "\(firstPass)")
    outer.setNeedsLayout()
    outer.layoutIfNeeded()
    #expect(
      leaves.map(\.measurements) == firstPass, "a second pass with the same sizes measures nothing again")
    #expect(inner.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(leaves[1].frame == Rect(x: 44, y: 0, width: 156, height: 20))
    leaves[0].invalidateMeasurement()
    outer.layoutIfNeeded()
    #expect(leaves[0].measurements > firstPass[0], "invalidation reaches the cache")
  }

  @Test func removingAnArrangedViewFromItsSuperviewLeavesTheArrangement() {
    let a = FixedView(10, 10)
    let stack = StackView(axis: .horizontal, arrangedSubviews: [a, FixedView(10, 10)])
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
    let b = FixedView(5, 5)
    stack.addArrangedSubview(b)
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.count == 1 && b.superview === stack, "UIKit keeps it as a subview")
  }

  @Test func aStackCannotArrangeItself() {
    let stack = StackView(axis: .horizontal)
    let (_, warnings) = StoryKitLog.collectingWarnings {
      stack.addArrangedSubview(stack)
      let child = View()
      stack.addSubview(child)
      child.addSubview(stack)
    }
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.superview == nil)
    #expect(warnings.count == 2)
  }

  @Test func labelsWrapInAVerticalStackOfFixedWidth() {
    let label = Label()
    label.text = "one two three four"
    label.numberOfLines = 0
    label.font = FontDescriptor(size: 10)  // 5 pt per character, 12.5 pt lines
    let stack = VContainer { label }
    stack.textEngine = fixedMetrics
    // 40 pt hold 8 characters: "one two" / "three" / "four" → 3 lines of 12.5 pt, widest 35 pt.
    #expect(stack.fittingSize(for: Size(width: 40, height: .infinity)) == Size(width: 35, height: 38))
  }
}
