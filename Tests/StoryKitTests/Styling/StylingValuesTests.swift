import StoryKit
import Testing

@Suite struct StylingValuesTests {
  @Test(arguments: [
    ("#FFF", Color(red: 1, green: 1, blue: 1)),
    ("#f00", Color(red: 1, green: 0, blue: 0)),
    ("#FF2D55", Color(red8: 0xFF, green8: 0x2D, blue8: 0x55)),
    ("#00000080", Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
    ("#abcdef", Color(red8: 0xAB, green8: 0xCD, blue8: 0xEF)),
  ])
  func hexColorsParse(_ hex: String, _ expected: Color) throws {
    #expect(try Color(hex: hex) == expected)
  }

  @Test(arguments: [
    ("FFF", ColorParseError.missingHash("FFF")),
    ("", ColorParseError.missingHash("")),
    ("#GGG", ColorParseError.invalidCharacter("#GGG")),
    ("#FF FF FF", ColorParseError.invalidCharacter("#FF FF FF")),
    ("#12345", ColorParseError.wrongLength("#12345")),
    ("#", ColorParseError.wrongLength("#")),
    ("#1234567890", ColorParseError.wrongLength("#1234567890")),
    ("#ＦＦＦ", ColorParseError.invalidCharacter("#ＦＦＦ")),
  ])
  func badHexColorsAreTypedErrors(_ hex: String, _ expected: ColorParseError) {
    #expect(throws: expected) { try Color(hex: hex) }
  }

  @Test func colorsRoundTripThroughHexAndClamp() throws {
    #expect(try Color(hex: "#FF2D55").hexString == "#FF2D55")
    #expect(try Color(hex: "#FF2D5580").hexString == "#FF2D5580")
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 5) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(Color.white.withAlpha(0.5).alpha == 0.5)
  }

  @Test func gradientsNeedTwoColours() throws {
    #expect(throws: GradientError.tooFewColors(1)) { try Gradient(colors: [.white]) }
    #expect(throws: GradientError.tooFewColors(0)) { try Gradient(colors: []) }
    #expect(try Gradient(colors: [.white, .white]).colors.count == 2)
    #expect(GradientError.tooFewColors(1).description.contains("repeat it"))
  }

  @Test func progressBarColoursNeedExactlyTwo() throws {
    #expect(throws: ProgressBarColorsError.wrongCount(1)) { try ProgressBarColors(colors: [.white]) }
    #expect(throws: ProgressBarColorsError.wrongCount(3)) {
      try ProgressBarColors(colors: [.white, .black, .clear])
    }
    let colors = try ProgressBarColors(colors: [.black, .white])
    #expect(colors.track == .black && colors.fill == .white)
  }

  @Test func fontsFallBackToASaneSize() {
    #expect(FontDescriptor(size: -3).size == 12)
    #expect(FontDescriptor(size: .infinity).size == 12)
    #expect(
      FontDescriptor(family: "Inter", size: 13, weight: .bold).withSize(20)
        == FontDescriptor(family: "Inter", size: 20, weight: .bold))
    #expect(
      FontDescriptor.Weight.allCases.map(\.numericValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
  }

  @Test func appStylingWinsOverServerStylingAndStandardFillsTheRest() throws {
    var server = StoryBarStyling()
    server.size = .small
    server.pinIconColor = .black
    server.text.lines = 2
    var app = StoryBarStyling()
    app.size = .large
    app.text.colorSeen = .white
    let effective = app.overriding(server).overriding(.standard)
    #expect(effective.size == .large, "app styling beats server styling")
    #expect(effective.pinIconColor == .black, "server styling beats the standard look")
    #expect(effective.text.lines == 2)
    #expect(effective.text.colorSeen == .white)
    #expect(
      effective.text.colorNotSeen == StoryBarStyling.standard.text.colorNotSeen,
      "standard fills what both leave unset")
    #expect(effective.list.orientation == .horizontal)
    #expect(effective.animation == .borderRotation)
    #expect(effective.layoutDirection == .leftToRight)
  }

  @Test func standardStylingSetsEveryValue() {
    let bar = StoryBarStyling.standard
    #expect(bar.text.isVisible == true && bar.text.font != nil && bar.text.lines == 1)
    #expect(bar.iconBackgroundColor != nil && bar.ringSeen != nil && bar.ringNotSeen != nil)
    #expect(bar.pinIconColor != nil && bar.ivodIconColor != nil && bar.size == .large)
    #expect(
      bar.list.sections == 1 && bar.list.horizontalEdgePadding != nil
        && bar.list.verticalPaddingBetweenItems != nil)
    let player = StoryPlayerStyling.standard
    #expect(
      player.headerTextColor != nil && player.headerIconBorder != nil && player.progressBarColors != nil)
    #expect(
      player.header.isCloseButtonVisible == true
        && player.headerFont?.size == StoryPlayerStyling.headerFontSize)
    var app = StoryPlayerStyling()
    app.header.isCloseButtonVisible = false
    #expect(app.overriding(.standard).header.isCloseButtonVisible == false)
    #expect(app.overriding(.standard).header.isTextVisible == true)
  }

  @Test func customIconStylingWarnsUnlessSizeIsCustom() {
    var styling = StoryBarStyling()
    styling.icon = StoryGroupIconStyling(height: 80, width: 60, cornerRadius: 8)
    #expect(styling.validate().map(\.code) == [.ignoredValue])
    styling.size = .custom
    #expect(styling.validate().isEmpty)
    #expect(StoryBarStyling().validate().isEmpty)
  }

  @Test func invalidMeasuresAreLeftUnset() {
    let icon = StoryGroupIconStyling(height: -1, width: .nan, cornerRadius: -2)
    #expect(!icon.isAnySet)
    let list = StoryGroupListStyling(
      sections: 0, horizontalEdgePadding: -4, verticalPaddingBetweenItems: .infinity)
    #expect(
      list.sections == nil && list.horizontalEdgePadding == nil && list.verticalPaddingBetweenItems == nil)
    #expect(StoryGroupTextStyling(lines: 0).lines == 1)
  }
}
