import StoryKit
import StoryKitUI
import Testing

/// A modal view shuts out the rest of the tree, activation reaches a view's own action, and the
/// platform-free role and action identifiers that hosts expose.
@MainActor
@Suite("Accessibility: modal views, activation, roles")
struct AccessibilityModalTests {
  @Test func aModalViewShutsOutItsSiblingsAndTheRestOfTheTree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let bar = addContainer(Rect(x: 0, y: 0, width: 400, height: 100), to: root)
    addAccessibleView("Cell", Rect(x: 0, y: 0, width: 80, height: 100), to: bar)
    let sheet = addContainer(Rect(x: 0, y: 0, width: 400, height: 400), to: root)
    addAccessibleView("Close", Rect(x: 350, y: 0, width: 50, height: 50), to: sheet)
    addAccessibleView("Story", Rect(x: 0, y: 60, width: 400, height: 340), to: sheet, traits: .image)
    #expect(labels(root.accessibilityElements()) == ["Cell", "Close", "Story"])
    sheet.accessibilityViewIsModal = true
    #expect(labels(root.accessibilityElements()) == ["Close", "Story"])
    sheet.isHidden = true
    #expect(labels(root.accessibilityElements()) == ["Cell"], "a hidden modal view shuts nothing out")
  }

  @Test func theTopmostModalViewWinsAndAModalElementIsItsOwnList() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let lower = addContainer(Rect(x: 0, y: 0, width: 400, height: 400), to: root)
    lower.accessibilityViewIsModal = true
    addAccessibleView("Lower", Rect(x: 0, y: 0, width: 50, height: 50), to: lower)
    let alert = addAccessibleView("Alert", Rect(x: 100, y: 100, width: 200, height: 100), to: root)
    alert.accessibilityViewIsModal = true
    #expect(labels(root.accessibilityElements()) == ["Alert"])
    let inner = addContainer(Rect(x: 0, y: 100, width: 400, height: 100), to: lower)
    inner.accessibilityViewIsModal = true
    addAccessibleView("Inner", Rect(x: 0, y: 0, width: 50, height: 50), to: inner)
    alert.removeFromSuperview()
    #expect(labels(root.accessibilityElements()) == ["Inner"], "a modal view inside a modal view")
  }

  @Test func activatingAButtonTapsItAndAPlainViewIsTappedThroughTheTree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44))
    button.accessibilityLabel = "Shop"
    var taps = 0
    button.onTap = { taps += 1 }
    root.addSubview(button)
    let element = root.accessibilityElements().first { $0.label == "Shop" }
    #expect(element?.activate() == true)
    #expect(taps == 1)
    button.isEnabled = false
    #expect(element?.activate() == false)
    #expect(taps == 1, "a disabled button does nothing")

    let plain = addAccessibleView("Plain", Rect(x: 150, y: 150, width: 60, height: 60), to: root)
    var plainTaps = 0
    plain.addGestureRecognizer(TapGestureRecognizer { _ in plainTaps += 1 })
    #expect(plain.accessibilityActivate())
    #expect(plainTaps == 1, "the default taps the middle of the view")
    plain.isHidden = true
    #expect(!plain.accessibilityActivate())
  }

  @Test func rolesComeFromTraitsInOneOrder() {
    #expect(AccessibilityRole(traits: [.button, .adjustable]) == .adjustable)
    #expect(AccessibilityRole(traits: [.button, .selected]) == .button)
    #expect(AccessibilityRole(traits: [.header, .image]) == .heading)
    #expect(AccessibilityRole(traits: .image) == .image)
    #expect(AccessibilityRole(traits: .staticText) == .text)
    #expect(AccessibilityRole(traits: []) == .group)
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = addAccessibleView("Off", Rect(x: 0, y: 0, width: 50, height: 50), to: root)
    view.accessibilityTraits = [.button, .selected, .notEnabled]
    let element = root.accessibilityElements().first
    #expect(element?.isSelected == true && element?.isEnabled == false && element?.isActivatable == false)
  }

  @Test func customActionNamesAreCarriedAndMadeIntoIdentifiers() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = addAccessibleView("Card", Rect(x: 0, y: 0, width: 50, height: 50), to: root)
    view.accessibilityCustomActions = [
      AccessibilityCustomAction(name: "Add to cart") { true },
      AccessibilityCustomAction(name: "Skip") { true },
    ]
    let before = root.accessibilityElements()
    #expect(before.first?.customActionNames == ["Add to cart", "Skip"])
    view.accessibilityCustomActions = []
    #expect(root.accessibilityElements() != before, "a change of actions is a change of the element")
    #expect(
      AccessibilityElement.actionIdentifiers(for: ["Next story", "Open link", "Open  link!", "✓", "Café 2"])
        == ["next-story", "open-link", "open-link-2", "action", "caf-2"])
  }
}
