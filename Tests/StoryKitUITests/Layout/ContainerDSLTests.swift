import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct ContainerDSLTests {
  /// The thread list item layout, built with the DSL and by hand: the frames must match.
  @Test func dslBuildsTheSameFramesAsAHandBuiltTree() {
    func leaves() -> [FixedView] {
      [
        FixedView(16, 16), FixedView(120, 20), FixedView(20, 20), FixedView(90, 14), FixedView(20, 20),
        FixedView(100, 14), FixedView(40, 12),
      ]
    }
    let a = leaves()
    let dslRoot = View(frame: Rect(x: 0, y: 0, width: 320, height: 90))
    dslRoot.layoutMargins = DirectionalEdgeInsets(8)
    VContainer(spacing: 4) {
      HContainer(spacing: 2) {
        a[0]
        a[1]
        Spacer()
        a[2].width(20).height(20)
      }
      a[3]
      HContainer(spacing: 4) {
        a[4].width(20).height(20)
        a[5]
        Spacer()
        a[6]
      }
    }
    .embedToMargins(in: dslRoot)
    dslRoot.layoutIfNeeded()

    let b = leaves()
    let handRoot = View(frame: Rect(x: 0, y: 0, width: 320, height: 90))
    handRoot.layoutMargins = DirectionalEdgeInsets(8)
    let top = StackView(axis: .horizontal, spacing: 2)
    for view in [b[0], b[1], Spacer(), b[2]] { top.addArrangedSubview(view) }
    b[2].sizeConstraints = SizeConstraints(
      width: LengthConstraint(equal: 20), height: LengthConstraint(equal: 20))
    let bottom = StackView(axis: .horizontal, spacing: 4)
    for view in [b[4], b[5], Spacer(), b[6]] { bottom.addArrangedSubview(view) }
    b[4].sizeConstraints = SizeConstraints(
      width: LengthConstraint(equal: 20), height: LengthConstraint(equal: 20))
    let column = StackView(axis: .vertical, spacing: 4)
    for view in [top, b[3], bottom] { column.addArrangedSubview(view) }
    handRoot.addSubview(column)
    column.pin(insets: .zero, toMargins: true)
    handRoot.layoutIfNeeded()

    for (dsl, hand) in zip(a, b) {
      #expect(dsl.convert(Point.zero, to: dslRoot) == hand.convert(Point.zero, to: handRoot))
      #expect(dsl.frame.size == hand.frame.size)
    }
    // And by hand: the trailing badge of the top row sits at 320 − 8 − 20 = 292.
    #expect(a[2].convert(.zero, to: dslRoot) == Point(x: 292, y: 8))
    #expect(a[6].convert(.zero, to: dslRoot).x == 320 - 8 - 40)
  }

  @Test func builderAcceptsConditionalsOptionalsAndLoops() {
    let showBadge = false
    let optional: View? = FixedView(1, 1)
    let missing: View? = nil
    let stack = HContainer {
      FixedView(1, 1)
      if showBadge { FixedView(2, 2) } else { FixedView(3, 3) }
      optional
      missing
      for _ in 0..<3 { FixedView(4, 4) }
      if let optional { optional }
    }
    #expect(stack.arrangedSubviews.count == 6, "the repeated optional moves, it is not duplicated")
  }

  @Test func viewsReplacesTheArrangement() {
    let old = FixedView(1, 1)
    let stack = HContainer { old }
    let new = [FixedView(2, 2), FixedView(3, 3)]
    stack.views {
      new[0]
      new[1]
    }
    #expect(stack.arrangedSubviews.count == 2 && old.superview == nil)
  }

  @Test func sizeModifiersAndPadding() {
    let view = View().width(greaterThanOrEqualTo: 10).width(lessThanOrEqualTo: 30).height(5)
    #expect(view.sizeConstraints.width.clamp(50) == 30 && view.sizeConstraints.width.clamp(1) == 10)
    #expect(view.fittingSize(for: .unbounded) == Size(width: 10, height: 5))
    let stack = VContainer { view }.padding(4)
    #expect(stack.fittingSize(for: .unbounded) == Size(width: 18, height: 13))
    let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    stack.embed(in: host, insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    host.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 2, y: 1, width: 94, height: 96))
    #expect(host.fittingSize(for: .unbounded) == Size(width: 24, height: 17), "a host fits what it embeds")
  }
}
