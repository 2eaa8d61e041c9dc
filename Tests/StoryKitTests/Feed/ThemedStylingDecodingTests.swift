import Foundation
import StoryKit
import Testing

/// Themed styling values in the feed: a value for both themes, or `{light, dark}`; bad input is
/// reported where it is and everything else is kept.
@Suite struct ThemedStylingDecodingTests {
  let decoder = FeedDecoder()
  static let base = "$.placement.variants[0].styling.storyBar."

  func decode(storyBar: String, player: String = "{}") -> FeedDecodingResult {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#, with: #""ratio": 4, "styling": {"storyBar": \#(storyBar), "player": \#(player)}}"#)
    return decoder.decode(feed)
  }

  func storyBar(_ result: FeedDecodingResult) -> StoryBarStyling? {
    result.feed?.placement.variants.first?.styling.storyBar
  }

  @Test func aPlainValueAppliesToBothThemesAndAnObjectToItsOwn() throws {
    let result = decode(
      storyBar:
        ##"{"pinIconColor": "#FF0000", "ivodIconColor": {"dark": "#00FF00"}, "text": {"colorSeen": {"light": "#111", "dark": "#EEE"}}}"##
    )
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let styling = try #require(storyBar(result))
    #expect(styling.pinIconColor == Themed(.init(red: 1, green: 0, blue: 0)))
    #expect(styling.videoIconColor?.light == nil, "given for the dark theme only")
    #expect(styling.videoIconColor?.dark == Color(red: 0, green: 1, blue: 0))
    #expect(styling.text.colorSeen == Themed(light: try Color(hex: "#111"), dark: try Color(hex: "#EEE")))
  }

  @Test func gradientsAndProgressBarColoursAreThemedToo() throws {
    let result = decode(
      storyBar: ##"{"ringNotSeen": {"light": ["#FF0000", "#0000FF"], "dark": ["#FFFFFF", "#FFFFFF"]}}"##,
      player:
        ##"{"progressBarColors": {"dark": ["#FFFFFF55", "#FFFFFF"]}, "headerIconBorder": {"light": ["#000", "#111"]}}"##
    )
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let styling = try #require(storyBar(result))
    #expect(
      styling.ringNotSeen?.light?.colors.count == 2 && styling.ringNotSeen?.dark?.colors.first == .white)
    let player = try #require(result.feed?.placement.variants.first?.styling.player)
    #expect(player.progressBarColors?.light == nil && player.progressBarColors?.dark?.fill == .white)
    #expect(player.headerIconBorder?.dark == nil && player.headerIconBorder?.light != nil)
  }

  @Test func anObjectWithNeitherThemeIsAnError() {
    let result = decode(storyBar: ##"{"pinIconColor": {"sepia": "#FF0000"}, "size": "small"}"##)
    #expect(result.has(.invalidValue, at: Self.base + "pinIconColor", severity: .error))
    #expect(
      result.message(at: Self.base + "pinIconColor")
        == #"expected a colour, or an object with "light" and / or "dark", found an object with neither"#)
    #expect(storyBar(result)?.pinIconColor == nil)
    #expect(storyBar(result)?.size == .small, "the rest of the styling is kept")
  }

  @Test func anInvalidThemeIsDroppedAloneAndTheOtherKept() {
    let result = decode(
      storyBar:
        ##"{"text": {"colorNotSeen": {"light": "#1C1C1E", "dark": "white"}}, "ringSeen": {"light": ["#FFF"], "dark": ["#000", "#111"]}}"##
    )
    #expect(result.has(.invalidColor, at: Self.base + "text.colorNotSeen.dark", severity: .error))
    #expect(
      storyBar(result)?.text.colorNotSeen == Themed(light: Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)))
    #expect(result.message(at: Self.base + "ringSeen.light")?.contains("repeat it") == true)
    #expect(storyBar(result)?.ringSeen?.light == nil && storyBar(result)?.ringSeen?.dark != nil)
  }

  @Test func bothThemesInvalidLeavesTheValueUnsetWithTwoErrors() {
    let result = decode(storyBar: ##"{"iconBackgroundColor": {"light": 12, "dark": null}}"##)
    #expect(result.has(.typeMismatch, at: Self.base + "iconBackgroundColor.light", severity: .error))
    #expect(storyBar(result)?.iconBackgroundColor == nil)
  }

  @Test func wrongShapesNameWhatWasExpected() {
    let result = decode(storyBar: ##"{"ringNotSeen": "#FF0000", "pinIconColor": ["#FF0000"]}"##)
    #expect(result.message(at: Self.base + "ringNotSeen")?.hasPrefix("expected an array") == true)
    #expect(result.message(at: Self.base + "pinIconColor")?.hasPrefix("expected a string") == true)
  }
}
