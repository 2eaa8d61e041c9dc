import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitStoryBar
import StoryKitUI
import Testing

/// Who decides the theme, the direction and the locale of what a placement shows: the app over
/// the config over the feed, then the app's tree (docs/placement.md).
@MainActor @Suite struct PlacementPrecedenceTests {
  let registry = WidgetRegistry()
  /// The app roots the bars are shown in, kept for the test's length (a bar only holds its
  /// superview weakly).
  final class Roots {
    var views: [View] = []
  }
  let roots = Roots()

  /// A story bar feed whose variant asks for `direction`.
  static func feed(direction: String?) -> Data {
    let styling = direction.map { #", "styling": {"storyBar": {"layoutDirection": "\#($0)"}}"# } ?? ""
    return Data(
      """
      {"schemaVersion": 1,
       "placement": {"token": "home", "variants": [{"id": "bar", "kind": "storyBar", "ratio": 4\(styling)}]},
       "storyGroups": [{"id": "g1", "title": "New in", "iconUrl": "https://cdn.example.com/i1.png",
         "stories": [{"id": "s1", "media": {"type": "image", "url": "https://cdn.example.com/s1.png"}}]}]}
      """.utf8)
  }

  /// The bar a placement shows in an app root of `rootDirection`, for `config` and the feed.
  func bar(
    config: PlacementConfig.Builder, feedDirection: String?, rootDirection: LayoutDirection? = nil,
    appStyling: StoryBarStyling = StoryBarStyling()
  ) async throws -> StoryBarView {
    StoryBarWidget.register(in: registry, styling: appStyling)
    let provider = PlacementDataProvider(
      config: try config.userID("u1").build(token: "home"), document: Self.feed(direction: feedDirection))
    await provider.load()
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 200))
    root.layoutDirection = rootDirection
    let placement = PlacementView(dataProvider: provider, registry: registry)
    root.addSubview(placement)
    roots.views.append(root)
    return try #require((placement.widget as? StoryBarWidget)?.bar)
  }

  @Test func withoutAConfigDirectionTheFeedsApplies() async throws {
    let bar = try await bar(config: .init(), feedDirection: "rtl")
    #expect(bar.effectiveLayoutDirection == .rightToLeft)
  }

  @Test func theConfigsDirectionWinsOverTheFeeds() async throws {
    let bar = try await bar(config: .init().layoutDirection(.leftToRight), feedDirection: "rtl")
    #expect(bar.effectiveLayoutDirection == .leftToRight)
  }

  @Test func theAppsStylingWinsOverTheConfig() async throws {
    var styling = StoryBarStyling()
    styling.layoutDirection = .rightToLeft
    let bar = try await bar(
      config: .init().layoutDirection(.leftToRight), feedDirection: nil, appStyling: styling)
    #expect(bar.effectiveLayoutDirection == .rightToLeft)
  }

  @Test func theAppsTreeWinsOverTheFeed() async throws {
    let bar = try await bar(config: .init(), feedDirection: "rtl", rootDirection: .leftToRight)
    #expect(bar.effectiveLayoutDirection == .leftToRight, "the feed's applies only when nobody sets one")
  }

  @Test func neitherConfigNorFeedFollowsTheAppsTree() async throws {
    let bar = try await bar(config: .init(), feedDirection: nil, rootDirection: .rightToLeft)
    #expect(bar.effectiveLayoutDirection == .rightToLeft)
    let plain = try await self.bar(config: .init(), feedDirection: nil)
    #expect(plain.effectiveLayoutDirection == .leftToRight, "left to right when nobody says")
  }

  @Test func theConfigsThemeWinsAndWithoutOneTheAppsAppearanceApplies() async throws {
    let dark = try await bar(config: .init().theme(.dark), feedDirection: nil)
    #expect(dark.appearance.theme == .dark)
    let unset = try await bar(config: .init(), feedDirection: nil)
    #expect(unset.appearance.theme == Appearance.default.theme, "the app's")
  }

  @Test func theConfigsLocaleReachesTheWidget() async throws {
    let bar = try await bar(config: .init().locale("de-AT"), feedDirection: nil)
    #expect(bar.locale.identifier == "de_AT")
  }
}
