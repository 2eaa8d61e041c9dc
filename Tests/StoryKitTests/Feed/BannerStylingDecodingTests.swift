import Foundation
import StoryKit
import Testing

/// `styling.banner` in a variant: every key read, bad values dropped one by one with a
/// diagnostic that names the path and what was expected, and app styling over server styling.
@Suite struct BannerStylingDecodingTests {
  let decoder = FeedDecoder()

  func decode(_ banner: String) -> FeedDecodingResult {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#, with: #""ratio": 4, "styling": {"banner": "# + banner + "}}")
    return decoder.decode(feed)
  }

  @Test func everyKeyIsRead() throws {
    let result = decode(
      ##"""
      {"autoAdvance": false, "autoAdvanceInterval": 3.5, "cornerRadius": 20, "titleColor": "#FF0000",
       "subtitleColor": {"dark": "#00FF00"}, "titleFont": {"family": "Inter", "size": 24, "weight": "bold"},
       "subtitleFont": {"size": 13}, "titleLines": 3, "subtitleLines": 1, "scrimColor": "#00000080",
       "indicatorVisible": false, "indicatorColor": "#FFFFFF40", "indicatorActiveColor": "#FFCC00",
       "itemSpacing": 12, "horizontalEdgePadding": 16, "verticalEdgePadding": 4}
      """##)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let styling = try #require(result.feed?.placement.variants.first?.styling.banner)
    #expect(styling.autoAdvances == false)
    #expect(styling.autoAdvanceInterval == 3.5)
    #expect(styling.cornerRadius == 20)
    #expect(styling.titleColor == Themed(Color(red8: 0xFF, green8: 0, blue8: 0)))
    #expect(styling.subtitleColor == Themed(dark: Color(red8: 0, green8: 0xFF, blue8: 0)))
    #expect(styling.titleFont == FontDescriptor(family: "Inter", size: 24, weight: .bold))
    #expect(styling.subtitleFont == FontDescriptor(size: 13))
    #expect(styling.titleLines == 3 && styling.subtitleLines == 1)
    #expect(styling.scrimColor?.light?.alpha ?? 0 > 0.4)
    #expect(styling.isIndicatorVisible == false)
    #expect(styling.indicatorActiveColor == Themed(Color(red8: 0xFF, green8: 0xCC, blue8: 0)))
    #expect(
      styling.itemSpacing == 12 && styling.horizontalEdgePadding == 16 && styling.verticalEdgePadding == 4)
  }

  @Test func badValuesAreDroppedOneByOneWithTheirPath() throws {
    let result = decode(
      ##"""
      {"autoAdvanceInterval": 0, "cornerRadius": -3, "titleColor": "bluish", "titleLines": 0,
       "subtitleLines": 2.5, "indicatorVisible": "yes", "itemSpacing": 5000, "subtitleColor": "#FFFFFF"}
      """##)
    let base = "$.placement.variants[0].styling.banner."
    #expect(result.message(at: base + "autoAdvanceInterval")?.contains("≥ 1 and ≤ 60") == true)
    #expect(result.message(at: base + "cornerRadius")?.contains("≥ 0") == true)
    #expect(result.has(.invalidColor, at: base + "titleColor"))
    #expect(result.message(at: base + "titleLines") != nil)
    #expect(result.message(at: base + "subtitleLines")?.contains("integer") == true)
    #expect(result.has(.typeMismatch, at: base + "indicatorVisible"))
    #expect(result.message(at: base + "itemSpacing") != nil)
    let styling = try #require(result.feed?.placement.variants.first?.styling.banner)
    #expect(styling.autoAdvanceInterval == nil && styling.cornerRadius == nil && styling.titleColor == nil)
    #expect(styling.subtitleColor == Themed(Color.white), "the good value beside them is kept")
    #expect(result.feed?.placement.variants.count == 1, "bad styling values do not drop the variant")
  }

  @Test func aBannerStylingThatIsNotAnObjectIsReported() {
    let result = decode(#""big""#)
    #expect(result.has(.typeMismatch, at: "$.placement.variants[0].styling.banner"))
    #expect(result.feed?.placement.variants.first?.styling.banner == BannerStyling())
  }

  @Test func appStylingWinsThemeByTheme() {
    let server = BannerStyling(
      autoAdvanceInterval: 3, cornerRadius: 4, titleColor: Themed(light: .black, dark: .white))
    let app = BannerStyling(
      cornerRadius: 20, titleColor: Themed(light: Color(red8: 0xFF, green8: 0, blue8: 0)))
    let merged = app.overriding(server)
    #expect(merged.autoAdvanceInterval == 3)
    #expect(merged.cornerRadius == 20)
    #expect(merged.titleColor == Themed(light: Color(red8: 0xFF, green8: 0, blue8: 0), dark: .white))
  }
}
