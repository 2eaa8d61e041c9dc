import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitUI
import Testing

/// The exact delegate calls, in order, for each way content arrives or does not (the delegate's
/// onWidgetReady and onVisibilityChange). Content comes from `file://` feeds and a real
/// ``FeedCache``: the provider's network path delivers the same way (its own suite covers the
/// fetching), with source `.network` where these say `.local`.
@MainActor @Suite struct PlacementSequenceTests {
  let registry = WidgetRegistry()
  let delegate = RecordingPlacementDelegate()

  /// A provider over `folder/home.json`, with the cache in `folder/cache`.
  func provider(_ folder: URL, cached: Bool = true) throws -> PlacementDataProvider {
    PlacementDataProvider(
      config: try PlacementFeeds.config(endpoint: folder),
      cache: cached ? FeedCache(directory: folder.appendingPathComponent("cache")) : nil)
  }

  func write(_ data: Data, in folder: URL) throws {
    try data.write(to: folder.appendingPathComponent("home.json"))
  }

  /// A host over `provider`, once the provider's first load (which the host starts) is over.
  func host(_ provider: PlacementDataProvider) async -> PlacementView {
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.frame = Rect(x: 0, y: 0, width: 400, height: 100)
    await provider.load()  // the host's load: a call while it runs waits for it
    return placement
  }

  @Test func cacheThenFreshContent() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(ratio: 4), in: folder)
    let warm = try provider(folder)
    await warm.load()
    try write(PlacementFeeds.feed(ratio: 5), in: folder)
    let provider = try provider(folder)
    var sources: [PlacementContent.Source] = []
    let observation = provider.observeState { if case .loaded(_, let source) = $0 { sources.append(source) } }
    let placement = await host(provider)
    // The ratio the warm launch remembered comes first, before any content.
    #expect(
      delegate.calls == ["expected 4.0", "ready storyBar 4.0", "visible storyBar true", "ready storyBar 5.0"])
    #expect(sources == [.cache, .local])
    #expect((placement.widget as? FakeWidget)?.shown.count == 2, "one widget, shown twice")
    observation.cancel()
  }

  @Test func freshContentOnly() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(), in: folder)
    let placement = await host(try provider(folder, cached: false))
    #expect(delegate.calls == ["ready storyBar 4.0", "visible storyBar true"])
    #expect(placement.isVisible == true)
    #expect(placement.subviews.count == 1)
  }

  @Test func aFailureWithoutACacheHides() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    let provider = try provider(folder)
    let placement = await host(provider)
    #expect(delegate.calls == ["visible nil false"])
    #expect(placement.subviews.isEmpty)
    guard case .failed(.unreadableFile(_, let reason)) = provider.state else {
      Issue.record("expected an unreadable file, found \(provider.state)")
      return
    }
    #expect(reason == "no such file")
  }

  @Test func aFailureWithACacheKeepsTheCachedWidget() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    try write(PlacementFeeds.feed(), in: folder)
    let warm = try provider(folder)
    await warm.load()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("home.json"))
    let provider = try provider(folder)
    let placement = await host(provider)
    #expect(delegate.calls == ["expected 4.0", "ready storyBar 4.0", "visible storyBar true"])
    #expect(provider.lastFailure != nil, "the failure is kept, and the cached widget stays")
    #expect(placement.isVisible == true)
  }

  @Test func noEligibleVariantHides() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let feed = PlacementFeeds.feed(condition: #"{"attribute": "labels", "operator": "in", "value": ["vip"]}"#)
    let provider = PlacementDataProvider(config: try PlacementFeeds.config(), document: feed)
    let placement = await host(provider)
    #expect(delegate.calls == ["visible nil false"])
    #expect(placement.content?.variant == nil)
  }

  @Test func anUnregisteredKindHidesAndNamesTheProductOnce() async throws {
    let provider = PlacementDataProvider(
      config: try PlacementFeeds.config(), document: PlacementFeeds.feed(kind: "banner"))
    let (placement, warnings) = await StoryKitLog.collectingWarnings {
      let placement = await host(provider)
      await provider.refresh()
      return placement
    }
    #expect(delegate.calls == ["visible nil false"])
    #expect(placement.widget == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("StoryKitBanner") == true, "\(warnings)")

    // Registered late, the banner shows at once.
    FakeWidget.register(.banner, in: registry)
    #expect(delegate.calls == ["visible nil false", "ready banner 4.0", "visible banner true"])
    #expect(placement.widget?.kind == .banner)
  }

  @Test func aKindChangeSwapsTheWidgetInOneStep() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    FakeWidget.register(.storyBar, in: registry)
    FakeWidget.register(.banner, in: registry)
    try write(PlacementFeeds.feed(), in: folder)
    let provider = try provider(folder, cached: false)
    let placement = await host(provider)
    let bar = try #require(placement.widget)
    try write(PlacementFeeds.feed(kind: "banner", ratio: 2), in: folder)
    var subviewCounts: [Int] = []
    let observation = provider.observeState { _ in subviewCounts.append(placement.subviews.count) }
    await provider.refresh()
    #expect(
      delegate.calls == [
        "ready storyBar 4.0", "visible storyBar true", "ready banner 2.0", "visible banner true",
      ])
    #expect(placement.widget?.kind == .banner)
    #expect(placement.subviews.count == 1 && placement.subviews.first === placement.widget?.view)
    #expect(bar.view.superview == nil, "the bar left")
    #expect(!subviewCounts.contains(0), "never empty between the two widgets")
    observation.cancel()
  }
}
