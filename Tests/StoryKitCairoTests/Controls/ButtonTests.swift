import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

@testable import StoryKitUI

/// ``Button``: its three styles and four states as pixels in light, dark and right to left; taps,
/// the 44 pt hit target, the pressed state under a finger, and what a screen reader hears.
@MainActor
@Suite struct ButtonTests {
  /// A column per style (filled, tinted, plain), a row per state (normal, pressed, disabled,
  /// focused), each button a title with an icon.
  func grid() -> View {
    let root = GridView()
    let styles: [Button.Style] = [.filled, .tinted, .plain]
    for style in styles {
      for row in 0..<4 {
        let button = Button()
        button.title = "Shop now"
        button.icon = .share
        button.style = style
        button.isPressed = row == 1
        button.isEnabled = row != 2
        button.isFocused = row == 3
        root.addSubview(button)
      }
    }
    return root
  }

  /// Lays the buttons out at their own fitted sizes (larger text makes them larger), in columns.
  final class GridView: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      let fitted = subviews.map { $0.sizeThatFits(Size(width: .infinity, height: .infinity)) }
      let width = fitted.map(\.width).max() ?? 0
      let height = fitted.map(\.height).max() ?? 0
      for (index, button) in subviews.enumerated() {
        let column = Double(index / 4)
        let row = Double(index % 4)
        var x = 14 + column * (width + 14)
        if effectiveLayoutDirection == .rightToLeft { x = bounds.width - x - width }
        button.frame = Rect(x: x, y: 14 + row * (height + 14), width: width, height: height)
      }
    }
  }

  @Test func stylesAndStates() async {
    await assertSnapshot(size: Size(width: 660, height: 330), variants: [.light, .dark, .rtl, .largeText]) {
      grid()
    }
  }

  @Test func aTapCallsOnTapAndAFingerDownPresses() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let button = Button(frame: Rect(x: 50, y: 30, width: 100, height: 44))
    var taps = 0
    button.onTap = { taps += 1 }
    root.addSubview(button)
    root.layoutIfNeeded()
    let dispatcher = PointerDispatcher(root: root)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 50), time: 0))
    #expect(button.isPressed)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 100, y: 50), time: 0.1))
    #expect(!button.isPressed && taps == 1)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 50), time: 1))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 190, y: 95), time: 1.05))
    #expect(!button.isPressed, "a finger that slides off lets go")
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 190, y: 95), time: 1.1))
    #expect(taps == 1, "and lifts without a tap")
  }

  @Test func aSmallButtonIsHitWithin44Points() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: Rect(x: 90, y: 90, width: 20, height: 20))
    button.icon = .close
    root.addSubview(button)
    root.layoutIfNeeded()
    #expect(root.hitTest(Point(x: 80, y: 100)) === button, "12 pt left of its 20 pt frame")
    #expect(root.hitTest(Point(x: 100, y: 121)) === button)
    #expect(root.hitTest(Point(x: 70, y: 100)) !== button, "but not beyond 44 pt")
    #expect(button.sizeThatFits(Size(width: 10, height: 10)).height >= Button.minimumHitSide)
  }

  @Test func aDisabledButtonTakesNoTapAndReadsDimmed() {
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    var taps = 0
    button.onTap = { taps += 1 }
    button.title = "Add to cart"
    button.isEnabled = false
    button.sendTap()
    #expect(taps == 0 && button.hitTest(Point(x: 50, y: 22)) == nil)
    #expect(button.accessibilityLabel == "Add to cart")
    #expect(button.accessibilityTraits.spokenWords == ["button", "dimmed"])
    button.isEnabled = true
    #expect(button.accessibilityTraits.spokenWords == ["button"])
  }

  @Test func anIconOnlyButtonIsNamedByItsIcon() {
    let button = Button()
    button.icon = .close
    #expect(button.accessibilityLabel == "Close" && button.isAccessibilityElement)
    button.accessibilityLabel = "Close the story"
    #expect(button.accessibilityLabel == "Close the story", "a label set wins")
  }

  @Test func aButtonThatIsNotAvailableIsNeitherDrawnNorHit() {
    // What the app's availability reads, changed after the button has it.
    @MainActor final class Offer { var isAvailable = true }
    let offer = Offer()
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    button.availability = { offer.isAvailable }
    #expect(button.hitTest(Point(x: 50, y: 22)) === button)
    offer.isAvailable = false
    #expect(button.hitTest(Point(x: 50, y: 22)) == nil && !button.isAccessibilityElement)
  }

  @Test func whatTheAppSetsStandsOverTheAppearance() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    button.tintColor = .orange
    root.addSubview(button)
    root.prepareIfNeeded()
    var dark = root.appearance
    dark.theme = .dark
    root.appearance = dark
    #expect(button.effectiveTintColor == .orange)
    #expect(
      button.effectiveTitleColor == Color.orange.readableForeground, "a colour that reads on the app's tint")
  }
}
