import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// Printing a provider's state, as an app does while debugging: one short line with the state,
/// the counts, the source and the age, never the feed.
@MainActor @Suite struct ProviderStateDescriptionTests {
  let folder = ScratchDirectory("provider-description")

  /// Placement `home` with 30 groups of 2 stories each: a dump of it would run to pages.
  static let document: Data = {
    let groups = (0..<30).map { index in
      """
      {"id": "g\(index)", "title": "Group \(index)", "iconUrl": "https://cdn.example.com/\(index).png",
       "stories": [{"id": "a\(index)", "media": {"type": "image", "url": "https://cdn.example.com/a.png"}},
                   {"id": "b\(index)", "media": {"type": "image", "url": "https://cdn.example.com/b.png"}}]}
      """
    }
    return Data(
      """
      {"schemaVersion": 1, "placement": {"token": "home", "variants": [{"id": "bar", "kind": "storyBar", "ratio": 4}]},
       "storyGroups": [\(groups.joined(separator: ","))]}
      """.utf8)
  }()

  func provider() throws -> PlacementDataProvider {
    PlacementDataProvider(
      config: try PlacementConfig.Builder().userID("user-1").build(token: "home"), document: Self.document,
      cache: FeedCache(directory: folder.url))
  }

  @Test func loadedContentIsOneLineOfCountsSourceAndAge() async throws {
    let provider = try provider()
    #expect("\(provider.state)" == "idle")
    await provider.load()
    let text = "\(provider.state)"
    // The age depends on how long the test waited for the main actor on a busy machine (its
    // wording is the next test's subject): any age will do here.
    #expect(text.hasPrefix("loaded from local: 30 groups, 60 stories, variant bar, fetched "), "\(text)")
    #expect(text.hasSuffix("just now") || text.hasSuffix(" ago"), "\(text)")
    #expect(!text.contains("\n") && !text.contains("Group 1"))
  }

  @Test func theAgeCountsFromWhenTheDocumentWasFetched() throws {
    guard case .loaded(var content, _) = try Self.loaded() else { return }
    for (ago, age) in [
      (0.0, "just now"), (42, "42 s ago"), (150, "2 min ago"), (7_300, "2 h ago"), (200_000, "2 d ago"),
    ] {
      content.fetchedAt = Date(timeIntervalSinceNow: -ago)
      #expect(
        "\(PlacementDataProvider.State.loaded(content, source: .cache))"
          == "loaded from cache: 30 groups, 60 stories, variant bar, fetched \(age)")
    }
  }

  @Test func aFailureSaysWhy() {
    let state = PlacementDataProvider.State.failed(.tokenMismatch(expected: "home", found: "away"))
    #expect("\(state)" == #"failed: expected the feed of "home", found the feed of "away""#)
    #expect("\(PlacementDataProvider.State.loading)" == "loading")
  }

  /// The document's content, decoded and resolved as a provider would.
  static func loaded() throws -> PlacementDataProvider.State {
    let result = FeedDecoder().decode(document)
    let feed = try #require(result.feed)
    let resolution = PlacementResolver().resolve(feed.placement, for: TargetingContext(userID: "u"))
    return .loaded(PlacementContent(feed: feed, resolution: resolution), source: .cache)
  }
}
