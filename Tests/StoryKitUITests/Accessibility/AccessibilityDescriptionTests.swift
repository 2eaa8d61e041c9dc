import StoryKit
import StoryKitUI
import Testing

/// Trait words and spoken descriptions.
@MainActor
@Suite("Accessibility descriptions")
struct AccessibilityDescriptionTests {
  @Test func traitWordsFollowAFixedOrder() {
    #expect(AccessibilityTraits().spokenWords.isEmpty)
    #expect(AccessibilityTraits.staticText.spokenWords.isEmpty)
    #expect(AccessibilityTraits.header.spokenWords == ["heading"])
    #expect(AccessibilityTraits([.selected, .button]).spokenWords == ["button", "selected"])
    let all: AccessibilityTraits = [.staticText, .selected, .adjustable, .header, .image, .button]
    #expect(all.spokenWords == ["button", "image", "heading", "adjustable", "selected"])
  }

  @Test func descriptionsAreLabelThenTraitsThenValue() {
    func describe(_ label: String?, _ traits: AccessibilityTraits, _ value: String? = nil) -> String {
      AccessibilityElement.spokenDescription(label: label, value: value, traits: traits)
    }
    #expect(describe("New in", .button, "new stories") == "New in, button, new stories")
    #expect(describe("Home", [.button, .selected]) == "Home, button, selected")
    #expect(describe("Stories", .header) == "Stories, heading")
    #expect(describe("Volume", .adjustable, "50%") == "Volume, adjustable, 50%")
    #expect(describe("Cover", [.image, .button]) == "Cover, button, image")
    #expect(describe("Hello", .staticText) == "Hello")
    #expect(describe(nil, .image) == "image")
    #expect(describe("", .button, "") == "button")
    #expect(describe(nil, [], "3 of 5") == "3 of 5")
    #expect(describe(nil, []).isEmpty)
  }

  @Test func theHintComesLastWhenAskedFor() {
    let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let element = AccessibilityElement(
      view: view, label: "New in", value: "new stories", hint: "Opens the stories", traits: .button,
      frame: Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(element.spokenDescription == "New in, button, new stories")
    #expect(element.spokenDescription(includingHint: false) == "New in, button, new stories")
    #expect(
      element.spokenDescription(includingHint: true) == "New in, button, new stories, Opens the stories")

    var bare = element
    bare.label = nil
    bare.value = nil
    bare.traits = []
    #expect(bare.spokenDescription(includingHint: true) == "Opens the stories")
    bare.hint = ""
    #expect(bare.spokenDescription(includingHint: true).isEmpty)
    #expect(element.description == "\"New in, button, new stories\" @ (0, 0, 40×40)")
  }

  @Test func viewsDescribeThemselvesTheSameWay() {
    let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    view.accessibilityLabel = "New in"
    view.accessibilityValue = "new stories"
    view.accessibilityTraits = [.button, .selected]
    #expect(view.accessibilitySpokenDescription == "New in, button, selected, new stories")

    let label = Label(frame: .zero)
    label.text = "Stories"
    label.accessibilityTraits = [.staticText, .header]
    #expect(label.accessibilitySpokenDescription == "Stories, heading")
  }
}
