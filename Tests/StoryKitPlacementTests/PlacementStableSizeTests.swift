import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitUI
import Testing

/// A placement that never shifts the page: on a new launch the host hears the ratio its token's
/// widget had last time before any content arrives, sizes itself from it, and then hears the real
/// ratio from `onWidgetReady` when it differs. Feeds are `file://` feeds; the cache is a real
/// ``FeedCache`` folder shared by the launches.
@MainActor @Suite struct PlacementStableSizeTests {
  let registry = WidgetRegistry()

  /// A launch: a new provider over `folder/home.json`, its cache in `folder/cache`.
  func launch(_ folder: URL) throws -> PlacementDataProvider {
    PlacementDataProvider(
      config: try PlacementFeeds.config(endpoint: folder),
      cache: FeedCache(directory: folder.appendingPathComponent("cache")))
  }

  func write(_ data: Data, in folder: URL) throws {
    try data.write(to: folder.appendingPathComponent("home.json"))
  }

  @Test func aNewLaunchIsSizedBeforeItsFeedArrives() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 4), in: folder)
    await (try launch(folder)).load()
    // The feed cache is lost (cleared by the system); the remembered ratio is all there is.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("cache/home.feedcache"))

    let sizer = Sizer()
    let provider = try launch(folder)
    let placement = PlacementView(dataProvider: provider, delegate: sizer, registry: registry)
    #expect(sizer.height(width: 400) == 100, "sized before the load: 400 / 4")
    #expect(placement.widget == nil, "no content yet")
    await provider.load()
    #expect(sizer.calls == ["expected 4.0", "ready 4.0"])
    #expect(sizer.height(width: 400) == 100, "the same height: nothing moved")
  }

  @Test func theRealRatioFollowsWhenItDiffers() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 4), in: folder)
    await (try launch(folder)).load()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("cache/home.feedcache"))
    try write(PlacementFeeds.feed(ratio: 2), in: folder)

    let sizer = Sizer()
    let provider = try launch(folder)
    let placement = PlacementView(dataProvider: provider, delegate: sizer, registry: registry)
    await provider.load()
    #expect(sizer.calls == ["expected 4.0", "ready 2.0"])
    #expect(sizer.height(width: 400) == 200)
    #expect(placement.ratio == 2)
    #expect(try launch(folder).rememberedRatio == 2, "the next launch expects the new ratio")
  }

  @Test func aDelegateSetAfterTheHostIsMadeHearsTheRatioToo() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 5), in: folder)
    await (try launch(folder)).load()

    let provider = try launch(folder)
    let placement = PlacementView(dataProvider: provider, registry: registry)
    let sizer = Sizer()
    placement.delegate = sizer  // as an owner does once its own properties are set
    #expect(sizer.calls == ["expected 5.0"])
    await provider.load()
    #expect(sizer.calls == ["expected 5.0", "ready 5.0", "ready 5.0"], "the cached copy, then the file's")
  }

  @Test func aFirstLaunchExpectsNothing() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 4), in: folder)
    let sizer = Sizer()
    let provider = try launch(folder)
    let placement = PlacementView(dataProvider: provider, delegate: sizer, registry: registry)
    #expect(sizer.height(width: 400) == 0)
    await provider.load()
    #expect(sizer.calls == ["ready 4.0"])
    #expect(placement.isVisible == true)
  }

  @Test func aDamagedRatioFileIsIgnoredWithAWarning() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 4), in: folder)
    await (try launch(folder)).load()
    let ratioFile = folder.appendingPathComponent("cache/home.ratio")
    try Data("storykit-widget-ratio 1\n{\"token\":\"home\",\"ratio\":NaN}\n".utf8).write(to: ratioFile)

    let sizer = Sizer()
    let provider = try launch(folder)
    let placement = PlacementView(dataProvider: provider, delegate: sizer, registry: registry)
    #expect(sizer.calls.isEmpty, "no size from a damaged file")
    #expect(provider.diagnostics.contains { $0.message.contains(ratioFile.path) })
    await provider.load()
    #expect(sizer.calls.first == "ready 4.0", "the widget still shows")
    #expect(placement.widget != nil)
  }
}

/// A host that sizes the placement the way docs/placement.md shows: from the remembered ratio
/// until the widget is ready, then from the widget's.
@MainActor
private final class Sizer: PlacementDelegate {
  var calls: [String] = []
  var ratio: Double?

  func onWidgetExpected(ratio: Double) {
    calls.append("expected \(ratio)")
    self.ratio = ratio
  }

  func onWidgetReady(widget: any WidgetController, ratio: Double) {
    calls.append("ready \(ratio)")
    self.ratio = ratio
  }

  func height(width: Double) -> Double {
    ratio.map { (width / $0).rounded() } ?? 0
  }
}
