import Foundation
import StoryKit
import Testing

/// `styling.swipeCard` in the feed: every key read, and a bad value dropped alone with a
/// diagnostic at its path while the others are kept.
@Suite struct SwipeCardStylingDecodingTests {
  static let base = "$.placement.variants[0].styling.swipeCard."

  func decode(_ swipeCard: String) -> FeedDecodingResult {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#, with: #""ratio": 4, "styling": {"swipeCard": \#(swipeCard)}}"#)
    return FeedDecoder().decode(feed)
  }

  func swipeCard(_ result: FeedDecodingResult) -> SwipeCardStyling? {
    result.feed?.placement.variants.first?.styling.swipeCard
  }

  @Test func everyKeyIsRead() throws {
    let result = decode(
      ##"""
      {"cornerRadius": 24, "cardBackgroundColor": {"dark": "#1C1C1E"}, "titleColor": "#111111",
       "subtitleColor": "#555", "priceColor": "#FFF", "priceBackgroundColor": "#FF2D55",
       "titleFont": {"family": "Inter", "size": 20, "weight": "bold"}, "subtitleFont": {"size": 14},
       "visibleStackDepth": 4, "swipeThreshold": 0.3, "addToCartOnSwipeRight": false,
       "endStateTitle": "That's all", "endStateSubtitle": "", "endStateButtonTitle": "Again"}
      """##)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let styling = try #require(swipeCard(result))
    #expect(styling.cornerRadius == 24)
    #expect(styling.cardBackgroundColor?.light == nil && styling.cardBackgroundColor?.dark != nil)
    #expect(styling.titleColor == Themed(try Color(hex: "#111111")))
    let pink = try Color(hex: "#FF2D55")
    #expect(styling.priceBackgroundColor?.light == pink)
    #expect(styling.titleFont == FontDescriptor(family: "Inter", size: 20, weight: .bold))
    #expect(styling.subtitleFont?.size == 14)
    #expect(styling.visibleStackDepth == 4 && styling.swipeThreshold == 0.3)
    #expect(styling.addToCartOnSwipeRight == false)
    #expect(styling.endStateTitle == "That's all" && styling.endStateSubtitle == "")
    #expect(styling.endStateButtonTitle == "Again")
  }

  @Test func badValuesAreDroppedAloneWithTheirPath() {
    let result = decode(
      ##"""
      {"cornerRadius": -3, "visibleStackDepth": 9, "swipeThreshold": 2, "addToCartOnSwipeRight": "yes",
       "titleColor": "red", "endStateTitle": "", "subtitleColor": "#123456"}
      """##)
    for key in [
      "cornerRadius", "visibleStackDepth", "swipeThreshold", "addToCartOnSwipeRight", "titleColor",
      "endStateTitle",
    ] {
      #expect(result.message(at: Self.base + key) != nil, "\(key)")
    }
    let styling = swipeCard(result)
    #expect(
      styling?.cornerRadius == nil && styling?.visibleStackDepth == nil && styling?.swipeThreshold == nil)
    #expect(
      styling?.addToCartOnSwipeRight == nil && styling?.titleColor == nil && styling?.endStateTitle == nil)
    #expect(styling?.subtitleColor != nil, "the good key is kept")
    #expect(result.feed?.placement.variants.count == 1, "the variant is kept")
  }

  @Test func aStylingThatIsNotAnObjectIsAnError() {
    let result = decode("[1, 2]")
    #expect(result.message(at: "$.placement.variants[0].styling.swipeCard") != nil)
    #expect(swipeCard(result) == SwipeCardStyling())
  }

  @Test func appStylingWinsThemeByTheme() throws {
    let server = SwipeCardStyling(
      cornerRadius: 8, titleColor: Themed(light: try Color(hex: "#111"), dark: try Color(hex: "#EEE")),
      visibleStackDepth: 2)
    let app = SwipeCardStyling(titleColor: Themed(light: try Color(hex: "#F00")), visibleStackDepth: 4)
    let merged = app.overriding(server)
    #expect(merged.cornerRadius == 8 && merged.visibleStackDepth == 4)
    let red = try Color(hex: "#F00")
    let light = try Color(hex: "#EEE")
    #expect(merged.titleColor?.light == red && merged.titleColor?.dark == light)
  }
}
