import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// The remembered widget ratio: a provider of a new launch knows the size of the widget its token
/// showed last before its load finishes; a damaged or missing ratio file is ignored with a warning.
@MainActor @Suite struct DeliveryRatioTests {
  let folder = ScratchDirectory("delivery-ratio")

  var cache: FeedCache { FeedCache(directory: folder.url.appendingPathComponent("feeds")) }

  /// The feed of placement `home`, whose one variant has `ratio`; without a ratio, no variant.
  static func feed(ratio: Double?) -> Data {
    let variants = ratio.map { #"[{"id": "bar", "kind": "storyBar", "ratio": \#($0)}]"# } ?? "[]"
    return Data(
      """
      {"schemaVersion": 1, "placement": {"token": "home", "variants": \(variants)},
       "storyGroups": [{"id": "g1", "title": "New", "iconUrl": "https://cdn.example.com/i.png",
         "stories": [{"id": "s1", "media": {"type": "image", "url": "https://cdn.example.com/s1.png"}}]}]}
      """.utf8)
  }

  /// A launch: a new provider for `home` over `document`, with the same cache folder.
  func launch(ratio: Double?) throws -> PlacementDataProvider {
    PlacementDataProvider(
      config: try PlacementConfig.Builder().userID("user-1").build(token: "home"),
      document: Self.feed(ratio: ratio), cache: cache)
  }

  @Test func aSecondLaunchKnowsTheRatioBeforeItsLoadFinishes() async throws {
    let first = try launch(ratio: 2.5)
    #expect(first.rememberedRatio == nil, "a first launch has nothing to remember")
    await first.load()
    #expect(first.rememberedRatio == 2.5)

    let second = try launch(ratio: 2.5)
    #expect(second.state == .idle, "nothing was loaded yet")
    #expect(second.rememberedRatio == 2.5)
    #expect(second.diagnostics.isEmpty)
  }

  @Test func theContentThatArrivesReplacesADifferentRatio() async throws {
    await (try launch(ratio: 4)).load()
    let second = try launch(ratio: 1.5)
    #expect(second.rememberedRatio == 4)
    await second.load()
    guard case .loaded(let content, _) = second.state else {
      Issue.record("expected content, found \(second.state)")
      return
    }
    #expect(content.variant?.ratio == 1.5, "the real ratio, not the remembered one")
    #expect(second.rememberedRatio == 1.5)
    #expect(try launch(ratio: 1.5).rememberedRatio == 1.5, "the third launch remembers the second's")
  }

  @Test func contentThatShowsNoWidgetForgetsTheRatio() async throws {
    await (try launch(ratio: 4)).load()
    let second = try launch(ratio: nil)
    await second.load()
    #expect(second.rememberedRatio == nil)
    #expect(!FileManager.default.fileExists(atPath: cache.ratioFileURL(for: "home").path))
    #expect(try launch(ratio: nil).rememberedRatio == nil)
  }

  @Test func withoutAFileThereIsNoRatioAndNoWarning() throws {
    let provider = try launch(ratio: 4)
    #expect(provider.rememberedRatio == nil)
    #expect(provider.diagnostics.isEmpty)
  }

  @Test func theGoodFixtureReads() throws {
    try install("good.ratio")
    let provider = try launch(ratio: 4)
    #expect(provider.rememberedRatio == 2.5)
    #expect(provider.diagnostics.isEmpty)
  }

  @Test(arguments: [
    "empty.ratio", "garbage.ratio", "negative.ratio", "no-header.ratio", "not-a-number.ratio",
    "other-token.ratio", "truncated.ratio", "zero.ratio",
  ])
  func aDamagedFileIsIgnoredWithAWarningNamingIt(_ name: String) async throws {
    try install(name)
    let provider = try launch(ratio: 3)
    #expect(provider.rememberedRatio == nil)
    let path = cache.ratioFileURL(for: "home").path
    #expect(provider.diagnostics.count == 1)
    #expect(provider.diagnostics.first?.severity == .warning)
    #expect(provider.diagnostics.first?.message.contains(path) == true, "the warning names the file")
    // The load is not held up, and the next content shown writes a good file over the bad one.
    await provider.load()
    #expect(provider.state.isLoaded)
    #expect(provider.rememberedRatio == 3)
    #expect(try launch(ratio: 3).rememberedRatio == 3)
  }

  @Test func aFileTooLargeForARatioIsIgnored() throws {
    let url = cache.ratioFileURL(for: "home")
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try Data(repeating: UInt8(ascii: "7"), count: 100_000).write(to: url)
    let provider = try launch(ratio: 3)
    #expect(provider.rememberedRatio == nil)
    #expect(provider.diagnostics.first?.message.contains("bytes") == true)
  }

  @Test func aRatioRoundTripsThroughTheCache() throws {
    try cache.storeRatio(0.75, token: "home")
    #expect(cache.loadRatio(token: "home").ratio == 0.75)
    #expect(cache.loadRatio(token: "other").ratio == nil)
    cache.removeRatio(token: "home")
    #expect(cache.loadRatio(token: "home") == (nil, []))
  }

  /// Puts the fixture `name` where the cache keeps the ratio of `home`.
  func install(_ name: String) throws {
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try Fixtures.data("Tests/Fixtures/ratio-files/\(name)").write(to: cache.ratioFileURL(for: "home"))
  }
}

extension PlacementDataProvider.State {
  fileprivate var isLoaded: Bool {
    if case .loaded = self { return true }
    return false
  }
}
