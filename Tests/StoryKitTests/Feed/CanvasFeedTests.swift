import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// `styling.canvas` and the canvas's products: decoded, merged in order, and bad values named.
@Suite struct CanvasFeedTests {
  let decoder = FeedDecoder()

  func feed(styling: String, canvas: String = "") -> FeedDecodingResult {
    let text = FeedText.with(groups: "[]", extra: canvas).replacingOccurrences(
      of: #""ratio": 4}"#, with: #""ratio": 4, "styling": {"canvas": "# + styling + "}}")
    return decoder.decode(text)
  }

  @Test func everyFieldIsRead() throws {
    let result = decoder.decode(try Fixtures.data("Tests/Fixtures/feeds/every-field.json"))
    let styling = try #require(result.feed?.placement.variants.first?.styling.canvas)
    #expect(styling.cornerRadius == 12)
    #expect(
      styling.letterboxColor == Themed(light: try Color(hex: "#F2F2F7"), dark: try Color(hex: "#000000")))
    #expect(styling.backgroundColor == Themed(Color.white))
    #expect(styling.borderColor == Themed(try Color(hex: "#00000033")))
    #expect(styling.borderWidth == 1)
    #expect(styling.interactiveFont?.family == "Georgia")
    #expect(styling.interactiveFont?.weight == .bold)
  }

  @Test func outOfRangeAndMistypedValuesAreDroppedAloneWithTheirPath() {
    let result = feed(
      styling:
        ##"{"cornerRadius": -4, "borderWidth": 1e9, "letterboxColor": "grey", "backgroundColor": "#FFF"}"##)
    let base = "$.placement.variants[0].styling.canvas."
    #expect(result.has(.invalidValue, at: base + "cornerRadius"))
    #expect(result.has(.invalidValue, at: base + "borderWidth"))
    #expect(result.has(.invalidColor, at: base + "letterboxColor"))
    let styling = result.feed?.placement.variants.first?.styling.canvas
    #expect(styling?.cornerRadius == nil && styling?.borderWidth == nil && styling?.letterboxColor == nil)
    #expect(styling?.backgroundColor == Themed(Color.white), "the valid value is kept")
    #expect(result.feed?.placement.variants.count == 1)
  }

  @Test func aSizeInTheInteractiveFontIsIgnoredWithAWarning() {
    let result = feed(styling: #"{"interactiveFont": {"family": "Inter", "size": 30}}"#)
    #expect(result.has(.ignoredValue, at: "$.placement.variants[0].styling.canvas.interactiveFont.size"))
    #expect(result.feed?.placement.variants.first?.styling.canvas.interactiveFont?.family == "Inter")
  }

  @Test func aStylingThatIsNotAnObjectIsReported() {
    let result = feed(styling: "12")
    #expect(result.has(.typeMismatch, at: "$.placement.variants[0].styling.canvas"))
    #expect(result.feed?.placement.variants.first?.styling.canvas == CanvasStyling())
  }

  @Test func appStylingWinsOverServerStylingThemeByTheme() {
    let server = CanvasStyling(
      cornerRadius: 8, letterboxColor: Themed(light: .white, dark: .black), borderWidth: 2)
    let app = CanvasStyling(cornerRadius: 20, letterboxColor: Themed(dark: "#111111"))
    let merged = app.overriding(server)
    #expect(merged.cornerRadius == 20)
    #expect(merged.borderWidth == 2)
    #expect(merged.letterboxColor == Themed(light: .white, dark: "#111111"))
  }

  @Test func aProductTagNamingNoCanvasProductIsWarnedAbout() {
    let canvas =
      #""canvas": {"aspectRatio": 1, "products": [{"id": "p1", "title": "Bag", "price": 10, "currency": "EUR"}], "layers": [{"id": "t1", "type": "productTag", "frame": {"x": 0, "y": 0, "width": 0.5, "height": 0.1}, "productId": "p1"}, {"id": "t2", "type": "productTag", "frame": {"x": 0, "y": 0.5, "width": 0.5, "height": 0.1}, "productId": "nope"}]}"#
    let result = decoder.decode(FeedText.with(groups: "[]", extra: canvas))
    #expect(result.feed?.canvas?.products.map(\.id) == ["p1"])
    #expect(result.feed?.canvas?.layers.count == 2)
    #expect(result.has(.danglingReference, at: "$.canvas.layers[1].productId"))
    #expect(!result.has(.danglingReference, at: "$.canvas.layers[0].productId"))
  }

  @Test(arguments: [1e-9, 1e9, 0.05, 20])
  func anExtremeAspectRatioIsKeptWithAWarningNamingIt(ratio: Double) throws {
    let canvas = #""canvas": {"aspectRatio": "# + "\(ratio)" + #", "layers": []}"#
    let result = decoder.decode(FeedText.with(groups: "[]", extra: canvas))
    #expect(result.feed?.canvas?.aspectRatio == ratio)
    #expect(result.has(.invalidValue, at: "$.canvas.aspectRatio", severity: .warning))
    #expect(result.message(at: "$.canvas.aspectRatio")?.contains("found \(ratio)") == true)
  }

  @Test func aRatioInRangeIsNotWarnedAbout() {
    let result = decoder.decode(
      FeedText.with(groups: "[]", extra: #""canvas": {"aspectRatio": 0.8, "layers": []}"#))
    #expect(result.diagnostics.isEmpty)
  }
}
