import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct LabelTests {
  func label(_ text: String, lines: Int = 1) -> Label {
    let label = Label()
    label.text = text
    label.numberOfLines = lines
    label.font = FontDescriptor(size: 10)  // 5 pt per character, 12.5 pt per line
    label.textEngine = fixedMetrics
    return label
  }

  @Test func measuresThroughTheEnvironmentsTextEngine() {
    #expect(label("Hello").fittingSize(for: .unbounded) == Size(width: 25, height: 13))
    #expect(label("").fittingSize(for: .unbounded) == .zero)
  }

  @Test func lineLimitCutsWithAnEllipsis() {
    let text = "one two three four five"
    let two = label(text, lines: 2)
    let layout = two.textLayout(forWidth: 40)
    #expect(layout.lines == ["one two", "three…"])
    #expect(layout.isTruncated)
    #expect(label(text, lines: 0).textLayout(forWidth: 40).lineCount == 4)
    #expect(!label(text, lines: 0).textLayout(forWidth: 40).isTruncated)
  }

  @Test func colourAndFontFallBackToTheAppearance() {
    let label = Label()
    label.text = "x"
    var appearance = Appearance.default
    appearance.theme = .dark
    label.appearance = appearance
    #expect(label.effectiveTextStyle.color == .white)
    #expect(label.effectiveFont == appearance.fonts.font(.body))
    label.textStyle = .caption
    #expect(label.effectiveFont.size == 12)
  }

  @Test func directionFollowsTheView() {
    let label = label("שלום")
    label.layoutDirection = .rightToLeft
    #expect(label.effectiveTextStyle.direction == .rightToLeft)
  }

  @Test func labelsAreAccessibleByDefault() {
    let label = label("New in")
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "New in")
    label.accessibilityLabel = "Custom"
    #expect(label.accessibilityLabel == "Custom")
  }

  @Test func negativeLineCountsBecomeUnlimited() {
    let label = label("a", lines: -3)
    #expect(label.numberOfLines == 0)
  }
}

@MainActor
@Suite struct FixedWidthTextEngineTests {
  let engine = FixedWidthTextEngine()
  let style = TextStyle(font: FontDescriptor(size: 10))

  @Test func wrapsAtSpacesAndBreaksLongWords() {
    #expect(
      engine.layout("one two three", style: style, maxWidth: 40, maxLines: 0).lines == ["one two", "three"])
    #expect(
      engine.layout("abcdefghijkl", style: style, maxWidth: 25, maxLines: 0).lines == [
        "abcde", "fghij", "kl",
      ])
    #expect(engine.layout("a\nb", style: style, maxWidth: .infinity, maxLines: 0).lines == ["a", "b"])
  }

  @Test func truncatesTheLastLine() {
    let layout = engine.layout("one two three", style: style, maxWidth: 40, maxLines: 1)
    #expect(layout.lines == ["one two…"])
    #expect(layout.isTruncated && layout.lineCount == 1)
  }

  @Test func zeroWidthNeverLoops() {
    let layout = engine.layout("abc", style: style, maxWidth: 0, maxLines: 0)
    #expect(layout.lines == ["a", "b", "c"])
  }
}
