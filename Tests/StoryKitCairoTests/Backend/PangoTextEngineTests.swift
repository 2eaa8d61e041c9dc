import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// Text measurement and drawing through Pango: widths, wrapping, line limits with an ellipsis,
/// alignment and direction, scripts and emoji, and hostile input.
@Suite struct PangoTextEngineTests {
  let engine = PangoTextEngine()

  func style(
    size: Double = 16, alignment: TextStyle.Alignment = .leading, direction: LayoutDirection? = nil
  ) -> TextStyle {
    TextStyle(
      font: FontDescriptor(size: size), color: .backendBlack, alignment: alignment, direction: direction)
  }

  func measure(_ text: String, size: Double = 16) -> TextLayout {
    engine.layout(text, style: style(size: size), maxWidth: .infinity, maxLines: 0)
  }

  /// Draws a layout at the origin of a white bitmap and returns its pixels.
  func render(_ layout: TextLayout, width: Double, height: Double = 60, scale: Double = 1) -> PixelBuffer {
    let bitmap = Bitmap(size: Size(width: width, height: height), scale: scale, background: .backendWhite)
    bitmap.makeCanvas(textEngine: engine).draw(layout, at: .zero)
    return PixelBuffer(bitmap)
  }

  // MARK: - Widths

  @Test func singleLineWidthGrowsWithTheText() {
    let widths = ["i", "in", "ink", "inks", "inkstand"].map { measure($0).size.width }
    #expect(widths.allSatisfy { $0 > 0 })
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
    let layout = measure("inkstand")
    #expect(layout.lineCount == 1)
    #expect(!layout.isTruncated)
    #expect(layout.lines == ["inkstand"])
    #expect(layout.size.height > 16 && layout.size.height < 32)
  }

  @Test func doublingTheFontSizeRoughlyDoublesTheWidth() {
    let text = "The quick brown fox"
    let small = measure(text, size: 14)
    let large = measure(text, size: 28)
    #expect(abs(large.size.width / small.size.width - 2) < 0.1)
    #expect(abs(large.size.height / small.size.height - 2) < 0.2)
  }

  @Test func boldIsWiderThanRegularAndUnknownFamiliesFallBack() {
    let regular = engine.layout(
      "Weighty words", style: TextStyle(font: FontDescriptor(size: 20)), maxWidth: .infinity, maxLines: 0)
    let bold = engine.layout(
      "Weighty words", style: TextStyle(font: FontDescriptor(size: 20, weight: .bold)), maxWidth: .infinity,
      maxLines: 0)
    let unknown = engine.layout(
      "Weighty words", style: TextStyle(font: FontDescriptor(family: "No Such Family 42", size: 20)),
      maxWidth: .infinity, maxLines: 0)
    #expect(bold.size.width > regular.size.width)
    #expect(abs(unknown.size.width - regular.size.width) < 0.5, "falls back to Noto Sans")
  }

  // MARK: - Wrapping and line limits

  @Test func maxWidthWrapsIntoOneLinePerWord() {
    let word = measure("mmmm").size.width
    let layout = engine.layout(
      "mmmm mmmm mmmm mmmm", style: style(), maxWidth: word * 1.5, maxLines: 0)
    #expect(layout.lineCount == 4)
    #expect(layout.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["mmmm", "mmmm", "mmmm", "mmmm"])
    #expect(!layout.isTruncated)
    #expect(layout.size.width <= word * 1.5)
    #expect(abs(layout.size.height - 4 * measure("mmmm").size.height) < 1)
  }

  @Test func maxWidthWrapsIntoTheFewestLinesThatFit() {
    let pair = measure("aaaa bbbb").size.width
    let layout = engine.layout(
      "aaaa bbbb cccc dddd eeee ffff", style: style(), maxWidth: pair + 2, maxLines: 0)
    #expect(layout.lineCount == 3)
    #expect(layout.lines.joined() == "aaaa bbbb cccc dddd eeee ffff")
  }

  @Test func longWordsBreakBetweenCharacters() {
    let layout = engine.layout(String(repeating: "x", count: 60), style: style(), maxWidth: 100, maxLines: 0)
    #expect(layout.lineCount > 1)
    #expect(layout.size.width <= 100)
    #expect(layout.lines.joined() == String(repeating: "x", count: 60))
  }

  @Test func maxLinesCutsWithAnEllipsis() {
    let word = measure("mmmm").size.width
    let text = "mmmm nnnn oooo pppp"
    let layout = engine.layout(text, style: style(), maxWidth: word * 1.5, maxLines: 2)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.first?.trimmingCharacters(in: .whitespaces) == "mmmm")
    #expect(layout.lines.last?.hasSuffix("…") == true)
    #expect(layout.size.width <= word * 1.5)
    #expect(abs(layout.size.height - 2 * measure("mmmm").size.height) < 1)
    // The last line is what is drawn: the text before the ellipsis fits the width, so it cannot
    // hold the rest of the paragraph.
    if let last = layout.lines.last {
      let shown = String(last.dropLast())
      #expect(text.contains(shown))
      #expect(!shown.contains("pppp"), "the last line reads \(last)")
      #expect(measure(last).size.width <= word * 1.5 + 1)
    }
  }

  @Test func textThatFitsIsNotTruncated() {
    let layout = engine.layout("short", style: style(), maxWidth: 300, maxLines: 1)
    #expect(!layout.isTruncated)
    #expect(layout.lines == ["short"])
  }

  @Test func lineCountCountsParagraphs() {
    let layout = engine.layout("one\ntwo\nthree", style: style(), maxWidth: .infinity, maxLines: 0)
    #expect(layout.lineCount == 3)
    #expect(layout.lines == ["one", "two", "three"])
    #expect(!layout.isTruncated)
  }

  @Test(arguments: [Double.infinity, 300])
  func maxLinesCountsLinesAcrossParagraphs(maxWidth: Double) {
    let layout = engine.layout("one\ntwo\nthree\nfour", style: style(), maxWidth: maxWidth, maxLines: 2)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.first == "one")
    #expect(layout.lines.last?.hasSuffix("…") == true)
    #expect(abs(layout.size.height - 2 * measure("one").size.height) < 1)
    // What is drawn matches: two lines of ink.
    let pixels = render(layout, width: 320, height: 120)
    let rows = BackendFixtures.inkRows(pixels, background: .white)
    #expect(Double(rows.last ?? 0) < 2 * measure("one").size.height)
  }

  @Test func maxLinesCutsAfterAWrappedParagraph() {
    let word = measure("mmmm").size.width
    let layout = engine.layout(
      "mmmm mmmm mmmm\r\ndd\r\nee", style: style(), maxWidth: word * 1.5, maxLines: 4)
    #expect(layout.lineCount == 4)
    #expect(layout.isTruncated)
    #expect(layout.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["mmmm", "mmmm", "mmmm", "dd…"])
  }

  @Test(arguments: [TextStyle.Alignment.leading, .center, .trailing])
  func paragraphsWithinTheLimitDrawAsWithoutOne(alignment: TextStyle.Alignment) {
    let text = "one\ntwo two\nthree"
    let limited = engine.layout(text, style: style(alignment: alignment), maxWidth: 200, maxLines: 3)
    let unlimited = engine.layout(text, style: style(alignment: alignment), maxWidth: 200, maxLines: 0)
    #expect(!limited.isTruncated)
    #expect(limited.lines == ["one", "two two", "three"])
    #expect(limited.lines == unlimited.lines)
    #expect(limited.size == unlimited.size)
    #expect(render(limited, width: 200, height: 80) == render(unlimited, width: 200, height: 80))
  }

  @Test func maxLinesOneKeepsASingleEllipsizedLine() {
    let layout = engine.layout(
      "A headline that is much too long for its box", style: style(), maxWidth: 120, maxLines: 1)
    #expect(layout.lineCount == 1)
    #expect(layout.isTruncated)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].hasPrefix("A "))
    #expect(layout.lines[0].hasSuffix("…"))
    #expect(layout.size.width <= 120)
  }

  @Test func outOfRangeLimitsDoNotCrash() {
    let text = "one two three four five six seven"
    let unlimited = engine.layout(text, style: style(), maxWidth: 60, maxLines: 0)
    let huge = engine.layout(text, style: style(), maxWidth: 60, maxLines: Int.max)
    let negative = engine.layout(text, style: style(), maxWidth: 60, maxLines: -3)
    #expect(huge.lineCount == unlimited.lineCount)
    #expect(!huge.isTruncated)
    #expect(negative.lineCount == unlimited.lineCount)
    let zeroWidth = engine.layout(text, style: style(), maxWidth: 0, maxLines: 2)
    #expect(zeroWidth.lineCount <= 2)
    let negativeWidth = engine.layout(text, style: style(), maxWidth: -40, maxLines: 0)
    #expect(negativeWidth.lineCount >= 1)
    let nanWidth = engine.layout(text, style: style(), maxWidth: .nan, maxLines: 0)
    #expect(nanWidth.lineCount == 1)
  }

  // MARK: - Alignment and direction

  /// The first and last columns with ink when the layout is drawn at the origin.
  func inkExtent(_ layout: TextLayout, width: Double) -> ClosedRange<Int>? {
    let columns = BackendFixtures.inkColumns(render(layout, width: width), background: .white)
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  @Test func alignmentMovesInkAndFlipsForRightToLeft() throws {
    let width = 240.0
    func extent(_ alignment: TextStyle.Alignment, _ direction: LayoutDirection?) throws -> ClosedRange<Int> {
      let layout = engine.layout(
        "Align me", style: style(alignment: alignment, direction: direction), maxWidth: width, maxLines: 0)
      return try #require(inkExtent(layout, width: width))
    }
    let inkWidth = Double(try extent(.leading, .leftToRight).count)
    for direction in [LayoutDirection.leftToRight, nil] {
      let leading = try extent(.leading, direction)
      let center = try extent(.center, direction)
      let trailing = try extent(.trailing, direction)
      #expect(leading.lowerBound < 4)
      #expect(trailing.upperBound > Int(width) - 4)
      #expect(abs(Double(center.lowerBound + center.upperBound) / 2 - width / 2) < 3)
      #expect(abs(Double(trailing.lowerBound) - (width - inkWidth)) < 4)
    }
    let leading = try extent(.leading, .rightToLeft)
    let center = try extent(.center, .rightToLeft)
    let trailing = try extent(.trailing, .rightToLeft)
    #expect(leading.upperBound > Int(width) - 4)
    #expect(trailing.lowerBound < 4)
    #expect(abs(Double(center.lowerBound + center.upperBound) / 2 - width / 2) < 3)
  }

  @Test(arguments: ["مرحبا بالعالم", "שלום עולם"])
  func rightToLeftScriptsMeasureAndRender(_ text: String) {
    let layout = measure(text, size: 24)
    #expect(layout.size.width > 24)
    #expect(layout.size.height > 24)
    #expect(layout.lineCount == 1)
    let pixels = render(layout, width: 300, height: 50)
    let columns = BackendFixtures.inkColumns(pixels, background: .white)
    #expect(columns.count > 40)
    // Real glyphs, not a row of missing-glyph boxes of the same length.
    let boxes = measure(String(repeating: "\u{E000}", count: text.count), size: 24)
    #expect(abs(boxes.size.width - layout.size.width) > 1)
    #expect(render(boxes, width: 300, height: 50) != pixels)
  }

  @Test(arguments: ["مرحبا بالعالم", "שלום עולם"])
  func directionFromTheTextWhenUnsetAlignsRightToLeftScriptsRight(_ text: String) throws {
    let width = 300.0
    let detected = engine.layout(text, style: style(alignment: .leading), maxWidth: width, maxLines: 0)
    let explicit = engine.layout(
      text, style: style(alignment: .leading, direction: .rightToLeft), maxWidth: width, maxLines: 0)
    let detectedExtent = try #require(inkExtent(detected, width: width))
    let explicitExtent = try #require(inkExtent(explicit, width: width))
    #expect(explicitExtent.upperBound > Int(width) - 4)
    #expect(detectedExtent == explicitExtent, "nil direction follows the text: right to left")
    // And Latin text with no direction stays left.
    let latin = engine.layout("Hello", style: style(alignment: .leading), maxWidth: width, maxLines: 0)
    #expect(try #require(inkExtent(latin, width: width)).lowerBound < 4)
  }

  /// Which of two single-direction renderings a mixed line starts with (on the left).
  func leftmostRun(of text: String, direction: LayoutDirection?, candidates: [String]) -> String? {
    let size = 28.0
    func pixels(_ string: String, _ direction: LayoutDirection?) -> PixelBuffer {
      let layout = engine.layout(
        string, style: style(size: size, direction: direction), maxWidth: .infinity, maxLines: 0)
      return render(layout, width: 260, height: 50)
    }
    let mixed = pixels(text, direction)
    let scores = candidates.map { candidate -> Int in
      let single = pixels(candidate, nil)
      let width = Int(measure(candidate, size: size).size.width) - 2
      var score = 0
      for y in 0..<single.height {
        for x in 0..<width {
          score += BackendRGBA(single.pixel(x: x, y: y)).distance(to: BackendRGBA(mixed.pixel(x: x, y: y)))
        }
      }
      return score
    }
    guard let best = scores.min(), let index = scores.firstIndex(of: best) else { return nil }
    return candidates[index]
  }

  @Test func unsetDirectionOrdersMixedScriptRunsByTheFirstStrongCharacter() {
    let latin = "abc"
    let hebrew = "אבג"
    let runs = [latin, hebrew]
    // Latin first in memory: a left-to-right paragraph, Latin on the left.
    #expect(leftmostRun(of: "abc אבג", direction: nil, candidates: runs) == latin)
    // Hebrew first: a right-to-left paragraph, so the Hebrew run is on the right.
    #expect(leftmostRun(of: "אבג abc", direction: nil, candidates: runs) == latin)
    #expect(leftmostRun(of: "abc אבג", direction: .leftToRight, candidates: runs) == latin)
  }

  // MARK: - Emoji and odd input

  @Test func emojiRenderInColour() {
    let layout = measure("😀🎉", size: 32)
    #expect(layout.size.width > 40)
    let pixels = render(layout, width: 120, height: 60)
    var coloured = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where BackendRGBA(pixels.pixel(x: x, y: y)).saturation > 80 {
        coloured += 1
      }
    }
    #expect(coloured > 100, "\(coloured) coloured pixels")
  }

  @Test func emptyTextMeasuresZeroWidth() {
    let layout = engine.layout("", style: style(), maxWidth: 100, maxLines: 2)
    #expect(layout.size.width == 0)
    #expect(layout.lineCount <= 1)
    #expect(!layout.isTruncated)
    #expect(layout.lines.allSatisfy { $0.isEmpty })
    let pixels = render(layout, width: 40, height: 40)
    #expect(BackendFixtures.inkColumns(pixels, background: .white).isEmpty)
  }

  @Test func textWithNULDoesNotEndEarly() {
    let withNUL = measure("ab\u{0}cd")
    let before = measure("ab")
    #expect(withNUL.size.width > before.size.width + 5)
    #expect(withNUL.lineCount == 1)
    #expect(withNUL.text == "ab\u{0}cd")
    let pixels = render(withNUL, width: 120)
    #expect(!BackendFixtures.inkColumns(pixels, background: .white).isEmpty)
  }

  @Test func veryLongTextWithTwoLinesWorks() {
    let sentence = "All work and no play makes a long story. "
    let text = String(String(repeating: sentence, count: 100_000 / sentence.count + 1).prefix(100_000))
    let layout = engine.layout(text, style: style(), maxWidth: 300, maxLines: 2)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(layout.size.width <= 300)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.last?.hasSuffix("…") == true)
    #expect((layout.lines.last?.count ?? .max) < 200, "the drawn line, not the rest of the text")
    let unbroken = String(repeating: "x", count: 100_000)
    let single = engine.layout(unbroken, style: style(), maxWidth: 300, maxLines: 2)
    #expect(single.lineCount == 2)
    #expect(single.isTruncated)
    let pixels = render(layout, width: 300)
    #expect(!BackendFixtures.inkRows(pixels, background: .white).isEmpty)
  }

  @Test func layoutsAreRepeatableAndThreadSafe() async {
    let engine = self.engine
    let style = self.style()
    let reference = engine.layout("Concurrent text", style: style, maxWidth: 80, maxLines: 2)
    let results = await withTaskGroup(of: TextLayout.self) { group in
      for index in 0..<32 {
        group.addTask {
          _ = engine.layout("warm \(index)", style: style, maxWidth: 80, maxLines: 2)
          return engine.layout("Concurrent text", style: style, maxWidth: 80, maxLines: 2)
        }
      }
      var results: [TextLayout] = []
      for await layout in group { results.append(layout) }
      return results
    }
    #expect(results.allSatisfy { $0 == reference })
  }
}
