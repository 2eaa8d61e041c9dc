import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The widget in a ``PlacementView`` on the example feed: the app's delegates hear products
/// viewed and selected, and the analytics come stamped with the placement.
@MainActor
@Suite struct VideoFeedPlacementTests {
  final class Delegate: PlacementDelegate, PlacementCommerceDelegate {
    var calls: [String] = []
    func onWidgetReady(widget: any WidgetController, ratio: Double) {
      calls.append("ready \(widget.kind.name) \(ratio)")
    }
    func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
      calls.append("visible \(widget?.kind.name ?? "nil") \(isVisible)")
    }
    func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
      calls.append("action \(url.absoluteString)")
    }
    func onProductViewed(widget: any WidgetController, product: Product) {
      calls.append("viewed \(product.id)")
    }
    func onProductSelected(widget: any WidgetController, product: Product) {
      calls.append("selected \(product.id)")
    }
  }

  @Test func theExampleFeedShowsAndAProductTapReachesTheCommerceDelegate() async throws {
    let registry = WidgetRegistry()
    let players = ScriptedPlayers()
    VideoFeedWidget.register(in: registry, makeVideoPlayer: players.make)
    let config = try PlacementConfig.Builder().userID("u1").feedEndpoint(VideoFeedSnapshots.feedURL)
      .build(token: "demo-watch")
    let provider = PlacementDataProvider(config: config)
    await provider.load()
    let delegate = Delegate()
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.commerceDelegate = delegate
    var analytics: [AnalyticsEvent] = []
    placement.analytics = { analytics.append($0) }
    let root = View(frame: Rect(origin: .zero, size: VideoFeedFixtures.size))
    root.clock = ManualClock()
    placement.frame = root.bounds
    root.addSubview(placement)
    root.layoutIfNeeded()
    let widget = try #require(placement.widget as? VideoFeedWidget, "\(delegate.calls)")
    #expect(delegate.calls == ["ready videoFeed 0.5625", "visible videoFeed true"])
    #expect(players.made.first?.url?.lastPathComponent == "watch-denim.mp4", "the first video plays")
    widget.feedView.scroll(to: 1, animated: false)
    root.layoutIfNeeded()
    let chip = try #require(widget.feedView.visibleItemViews[1]?.productViews.first)
    let center = chip.convert(Point(x: chip.bounds.midX, y: chip.bounds.midY), to: root)
    PointerDispatcher(root: root).tap(at: center, time: 0)
    #expect(delegate.calls.suffix(2) == ["viewed p-1005", "selected p-1005"])
    let selected = try #require(analytics.first { $0.name == .productSelected })
    #expect(selected.placementToken == "demo-watch" && selected.widgetVariantID == "watch-feed")
    #expect(selected.properties["widget"] == .string("videoFeed") && selected.storyID == "skincare")
    #expect(analytics.contains { $0.name == .widgetViewed })
  }
}
