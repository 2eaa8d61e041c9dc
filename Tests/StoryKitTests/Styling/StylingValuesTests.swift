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
    ("#\u{301}FFF", ColorParseError.missingHash("#\u{301}FFF")),
    ("#1234567", ColorParseError.wrongLength("#1234567")),
  ])
  func badHexColorsAreTypedErrors(_ hex: String, _ expected: ColorParseError) {
    #expect(throws: expected) { try Color(hex: hex) }
  }

  /// The plain definition: `#`, then 3, 6 or 8 hex digits read pairwise.
  static func referenceColor(_ hex: String) -> Result<Color, ColorParseError> {
    guard hex.hasPrefix("#") else { return .failure(.missingHash(hex)) }
    var values: [UInt8] = []
    for digit in hex.utf8.dropFirst() {
      guard let value = UInt8(String(UnicodeScalar(digit)), radix: 16) else {
        return .failure(.invalidCharacter(hex))
      }
      values.append(value)
    }
    switch values.count {
    case 3: return .success(Color(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17))
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      return .success(
        Color(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255))
    default: return .failure(.wrongLength(hex))
    }
  }

  @Test func hexColorsAgreeWithThePlainDefinition() {
    let pieces = ["#", "0", "9", "a", "F", "f", "G", " ", "\u{301}", "Ｆ", "é", "#F"]
    var random = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      let hex = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let parsed = Result { () throws(ColorParseError) in try Color(hex: hex) }
      #expect(parsed == Self.referenceColor(hex), "\(hex.debugDescription)")
    }
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

  @Test func appStylingWinsOverServerStylingAndLeavesTheRestUnset() throws {
    var server = StoryBarStyling()
    server.size = .small
    server.pinIconColor = Themed(.black)
    server.text.lines = 2
    server.layoutDirection = .rightToLeft
    var app = StoryBarStyling()
    app.size = .large
    app.text.colorSeen = Themed(.white)
    let effective = app.overriding(server)
    #expect(effective.size == .large, "app styling beats server styling")
    #expect(effective.pinIconColor == Themed(.black), "server styling fills what the app leaves unset")
    #expect(effective.text.lines == 2)
    #expect(effective.text.colorSeen == Themed(.white))
    #expect(effective.text.colorNotSeen == nil, "no defaults are frozen into a styling value")
    #expect(effective.list.orientation == nil && effective.animation == nil)
    #expect(effective.layoutDirection == .rightToLeft)
  }

  @Test func themedValuesMergeThemeByTheme() {
    let server = Themed<Color>(light: .red, dark: .blue)
    let appLightOnly = Themed<Color>(light: .green)
    let merged = Themed.merge(appLightOnly, over: server)
    #expect(merged?.light == .green, "the app's light value wins")
    #expect(merged?.dark == .blue, "a value for the light theme never applies to the dark one")
    #expect(Themed<Color>.merge(nil, over: nil) == nil)
    #expect(Themed<Color>.merge(Themed(light: nil, dark: nil), over: nil) == nil, "nothing set stays unset")
    #expect(Themed<Color>(.pink)[.light] == .pink && Themed<Color>(.pink)[.dark] == .pink)
    var themed = Themed<Color>()
    themed[.dark] = .white
    #expect(themed.light == nil && themed.dark == .white)
  }

  @Test func playerStylingOverridesHeaderByHeader() {
    var server = StoryPlayerStyling()
    server.header.isTextVisible = true
    server.headerTextColor = Themed(dark: .white)
    var app = StoryPlayerStyling()
    app.header.isCloseButtonVisible = false
    app.headerTextColor = Themed(light: .black)
    let effective = app.overriding(server)
    #expect(effective.header.isCloseButtonVisible == false && effective.header.isTextVisible == true)
    #expect(effective.headerTextColor == Themed(light: .black, dark: .white))
  }

  @Test func colourLiteralsAndNamedColours() {
    let literal: Color = "#FF2D55"
    #expect(literal == .pink)
    let themed: Themed<Color> = "#34C759"
    #expect(themed == Themed(.green))
    let invalid: Color = "not a colour"
    #expect(invalid == .invalidLiteral, "an invalid literal draws magenta instead of crashing")
    let named: [Color] = [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray,
    ]
    #expect(Set(named).count == named.count, "every named colour is distinct")
    #expect(Gradient(.red, .orange, .yellow).colors == [.red, .orange, .yellow])
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
