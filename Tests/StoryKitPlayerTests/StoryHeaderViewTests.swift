import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// ``StoryHeaderView``: every seed-000 header property set in code and from the feed's styling,
/// hidden parts, a very long title; pixels in light, dark, right to left and large text.
@MainActor
@Suite struct StoryHeaderViewTests {
  static let pictures = SyntheticPictures()
  static let group = StoryGroup(
    id: "brunch", title: "Weekend brunch spots", iconURL: URL(string: "https://cdn.example.com/brunch.png"),
    stories: [Story(id: "s", media: .image(url: URL(fileURLWithPath: "/s.jpg")))])

  /// A 375 pt header over a dark picture-like backdrop, as it sits on a story.
  func header(
    _ app: StoryPlayerStyling = StoryPlayerStyling(), server: StoryPlayerStyling = StoryPlayerStyling(),
    group: StoryGroup = Self.group, subtitle: String? = "2 h"
  ) -> View {
    let backdrop = View()
    backdrop.backgroundColor = Color(red8: 0x2B, green8: 0x24, blue8: 0x38)
    backdrop.imageLoader = Self.pictures
    let header = StoryHeaderView(frame: Rect(x: 0, y: 4, width: 375, height: StoryHeaderView.height))
    header.group = group
    header.subtitle = subtitle
    backdrop.setStylingInputs(ResolvedStoryPlayerStyling.self, app: app, server: server)
    backdrop.addSubview(header)
    return backdrop
  }

  static let size = Size(width: 375, height: 60)

  @Test func defaultLook() {
    assertSnapshot(size: Self.size) { header() }
  }

  @Test func everyPropertySetInCode() {
    var app = StoryPlayerStyling()
    app.headerTextColor = Themed(Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A))
    app.headerIconBorder = Themed(
      Gradient(Color(red8: 0x34, green8: 0xC7, blue8: 0x59), Color(red8: 0x00, green8: 0xC8, blue8: 0xFF)))
    app.headerFont = FontDescriptor(family: "Noto Serif", size: 40, weight: .bold)
    app.header.isShareButtonVisible = false
    app.header.closeIconURL = URL(string: "https://cdn.example.com/close.png")
    assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl]) { header(app) }
  }

  /// A feed whose only variant carries player styling.
  static let feedWithPlayerStyling = Data(
    """
    {"schemaVersion": 1, "placement": {"token": "home", "variants": [{"id": "bar", "kind": "storyBar",
      "ratio": 3, "weight": 1, "styling": {"player": {"headerTextColor": "#7FDBFF",
      "headerIconBorder": ["#FF6B6B", "#FFD93D"], "header": {"iconVisible": false, "shareButtonVisible": false}}}}]},
     "storyGroups": []}
    """.utf8)

  @Test func theFeedsStylingUnderTheApps() throws {
    let feed = try #require(FeedDecoder().decode(Self.feedWithPlayerStyling).feed)
    let server = try #require(feed.placement.variants.first?.styling.player)
    var app = StoryPlayerStyling()
    app.header.isIconVisible = true  // the app wins over the server
    let resolved = ResolvedStoryPlayerStyling(app: app, server: server, appearance: Appearance())
    #expect(resolved.isIconVisible && !resolved.isShareButtonVisible)
    #expect(resolved.headerTextColor == (try Color(hex: "#7FDBFF")))
    assertSnapshot(size: Self.size, variants: [.light]) { header(app, server: server) }
  }

  @Test func hiddenPartsLeaveNoGap() {
    var app = StoryPlayerStyling()
    app.header.isIconVisible = false
    app.header.isCloseButtonVisible = false
    assertSnapshot(size: Self.size, variants: [.light, .rtl]) { header(app, subtitle: nil) }
  }

  @Test func aTitleOfTwoThousandCharactersIsCutToOneLine() {
    var long = Self.group
    long.title = String(repeating: "Sunday markets and long lunches ", count: 63)
    assertSnapshot(size: Self.size, variants: [.light, .largeText]) { header(group: long) }
  }

  @Test func theSDKKeepsTheTitleSizeAndScalesItWithTheText() {
    var app = StoryPlayerStyling()
    app.headerFont = FontDescriptor(family: "Noto Serif", size: 40, weight: .bold)
    var appearance = Appearance()
    #expect(
      ResolvedStoryPlayerStyling(app: app, server: .init(), appearance: appearance).headerFont.size == 14)
    appearance.fonts.sizeMultiplier = 1.5
    let large = ResolvedStoryPlayerStyling(app: app, server: .init(), appearance: appearance).headerFont
    #expect(large.size == 21 && large.family == "Noto Serif" && large.weight == .bold)
  }

  @Test func theButtonsCallBack() throws {
    let root = header()
    let view = try #require(root.subviews.first as? StoryHeaderView)
    var calls: [String] = []
    view.onClose = { calls.append("close") }
    view.onShare = { calls.append("share") }
    root.frame = Rect(origin: .zero, size: Self.size)
    root.layoutIfNeeded()
    view.closeButton.onTap?()
    view.shareButton.onTap?()
    #expect(calls == ["close", "share"])
    #expect(view.closeButton.frame.maxX > view.shareButton.frame.maxX, "close at the trailing end")
  }
}
