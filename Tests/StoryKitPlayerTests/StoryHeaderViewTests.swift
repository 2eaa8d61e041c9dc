import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// ``StoryHeaderView``: every header styling property set in code and from the feed's styling,
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

  @Test func defaultLook() async {
    await assertSnapshot(size: Self.size) { header() }
  }

  @Test func everyPropertySetInCode() async {
    var app = StoryPlayerStyling()
    app.headerTextColor = Themed(Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A))
    app.headerIconBorder = Themed(
      Gradient(Color(red8: 0x34, green8: 0xC7, blue8: 0x59), Color(red8: 0x00, green8: 0xC8, blue8: 0xFF)))
    app.headerFont = FontDescriptor(family: "Noto Serif", size: 40, weight: .bold)
    app.header.isShareButtonVisible = false
    app.header.closeIconURL = URL(string: "https://cdn.example.com/close.png")
    await assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl]) { header(app) }
  }

  /// A feed whose only variant carries player styling.
  static let feedWithPlayerStyling = Data(
    """
    {"schemaVersion": 1, "placement": {"token": "home", "variants": [{"id": "bar", "kind": "storyBar",
      "ratio": 3, "weight": 1, "styling": {"player": {"headerTextColor": "#7FDBFF",
      "headerIconBorder": ["#FF6B6B", "#FFD93D"], "header": {"iconVisible": false, "shareButtonVisible": false}}}}]},
     "storyGroups": []}
    """.utf8)

  @Test func theFeedsStylingUnderTheApps() async throws {
    let feed = try #require(FeedDecoder().decode(Self.feedWithPlayerStyling).feed)
    let server = try #require(feed.placement.variants.first?.styling.player)
    var app = StoryPlayerStyling()
    app.header.isIconVisible = true  // the app wins over the server
    let resolved = ResolvedStoryPlayerStyling(app: app, server: server, appearance: Appearance())
    #expect(resolved.isIconVisible && !resolved.isShareButtonVisible)
    #expect(resolved.headerTextColor == (try Color(hex: "#7FDBFF")))
    await assertSnapshot(size: Self.size, variants: [.light]) { header(app, server: server) }
  }

  @Test func hiddenPartsLeaveNoGap() async {
    var app = StoryPlayerStyling()
    app.header.isIconVisible = false
    app.header.isCloseButtonVisible = false
    await assertSnapshot(size: Self.size, variants: [.light, .rtl]) { header(app, subtitle: nil) }
  }

  @Test func aTitleOfTwoThousandCharactersIsCutToOneLine() async {
    var long = Self.group
    long.title = String(repeating: "Sunday markets and long lunches ", count: 63)
    await assertSnapshot(size: Self.size, variants: [.light, .largeText]) { header(group: long) }
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

  /// A 240 pt header of a video story ("Clips", with the mute, share and close buttons) over a
  /// dark backdrop, sized as the page sizes it.
  func narrowVideoHeader(title: String = "Clips") -> (backdrop: View, header: StoryHeaderView) {
    let backdrop = View()
    backdrop.backgroundColor = Color(red8: 0x2B, green8: 0x24, blue8: 0x38)
    backdrop.imageLoader = Self.pictures
    let header = StoryHeaderView()
    var group = Self.group
    group.title = title
    header.group = group
    header.subtitle = "2 h"
    header.showsMuteButton = true
    backdrop.setStylingInputs(ResolvedStoryPlayerStyling.self, app: .init(), server: .init())
    backdrop.addSubview(header)
    return (backdrop, header)
  }

  /// Lays `header` out at `width` in a host of `variant`, as tall as it asks to be.
  func layOut(_ backdrop: View, _ header: StoryHeaderView, width: Double, variant: SnapshotVariant) -> View {
    let host = View(frame: Rect(x: 0, y: 0, width: width, height: 160))
    host.appearance = variant.appearance()
    host.layoutDirection = variant.layoutDirection
    host.textEngine = PangoTextEngine.shared
    host.addSubview(backdrop)
    backdrop.frame = host.bounds
    host.layoutIfNeeded()
    header.frame = Rect(
      x: 0, y: 4, width: width, height: header.sizeThatFits(Size(width: width, height: .infinity)).height)
    host.layoutIfNeeded()
    return host
  }

  /// At 240 pt with text at 1.5 × the title had 42 pt beside the icon and read "Cl…": it now
  /// takes a row of its own under the icon and the buttons, whole, and every button keeps its
  /// 44 pt target.
  @Test(arguments: [SnapshotVariant.largeText, .rtl])
  func atANarrowWidthWithLargeTextTheTitleTakesARowOfItsOwn(variant: SnapshotVariant) {
    let (backdrop, header) = narrowVideoHeader()
    _ = layOut(backdrop, header, width: 240, variant: variant)
    if variant == .largeText {
      #expect(header.textPlacement(forWidth: 240) == .ownRow)
      #expect(header.frame.height > StoryHeaderView.height)
      let title = header.titleLabel
      #expect(!title.textLayout(forWidth: title.frame.width).isTruncated, "\(title.text) is whole")
      #expect(title.frame.minY >= StoryHeaderView.height - 1, "under the icon and the buttons")
      #expect(header.subtitleLabel.frame.minY >= title.frame.maxY - 0.5)
      #expect(header.subtitleLabel.frame.maxY <= header.bounds.height)
    } else {
      #expect(header.textPlacement(forWidth: 240) == .besideIcon, "regular text fits beside the icon")
      #expect(header.frame.height == StoryHeaderView.height)
    }
    for button in [header.muteButton, header.shareButton, header.closeButton] {
      #expect(!button.isHidden && button.frame.width == 44 && button.frame.height == 44)
    }
  }

  /// A backdrop that gives its header the height the header asks for, as the page does.
  final class SizingBackdrop: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      for header in subviews.compactMap({ $0 as? StoryHeaderView }) {
        let height = header.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        header.frame = Rect(x: 0, y: 4, width: bounds.width, height: height)
      }
    }
  }

  @Test func aNarrowHeaderWithLargeText() async {
    await assertSnapshot(size: Size(width: 240, height: 140), variants: [.largeText, .dark, .rtl]) {
      let backdrop = SizingBackdrop()
      let (inner, header) = narrowVideoHeader(title: "Weekend brunch spots in the old town")
      header.removeFromSuperview()
      backdrop.backgroundColor = inner.backgroundColor
      backdrop.imageLoader = Self.pictures
      backdrop.setStylingInputs(ResolvedStoryPlayerStyling.self, app: .init(), server: .init())
      backdrop.addSubview(header)
      return backdrop
    }
  }

  @Test func aWideHeaderKeepsItsTitleBesideTheIconWithLargeText() {
    let (backdrop, header) = narrowVideoHeader(title: "Weekend brunch spots")
    _ = layOut(backdrop, header, width: 375, variant: .largeText)
    #expect(header.textPlacement(forWidth: 375) == .besideIcon)
    #expect(header.frame.height == StoryHeaderView.height)
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
