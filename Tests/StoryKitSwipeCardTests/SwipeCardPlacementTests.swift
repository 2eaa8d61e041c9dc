import Foundation
import StoryKit
import StoryKitPlacement
import Testing

@testable import StoryKitSwipeCard
@testable import StoryKitUI

/// The widget in a ``PlacementView``: the example feed, the app's delegates, in order.
@MainActor
@Suite struct SwipeCardPlacementTests {
  /// Writes every delegate call down, in order, as short lines.
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
    func onAddToCart(widget: any WidgetController, product: Product, quantity: Int, price: Decimal) {
      calls.append("cart \(product.id) \(quantity) \(price)")
    }
  }

  static let feedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StoryKitSwipeCardTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/feeds/swipe-card.json")

  @Test func theExampleFeedShowsAsSwipeCardsAndReportsToTheAppsDelegates() async throws {
    let registry = WidgetRegistry()
    SwipeCardWidget.register(in: registry, locale: Locale(identifier: "en_US"))
    let config = try PlacementConfig.Builder().userID("u1").feedEndpoint(Self.feedURL).build(
      token: "demo-cards")
    let provider = PlacementDataProvider(config: config)
    await provider.load()
    let delegate = Delegate()
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.commerceDelegate = delegate
    var analytics: [String] = []
    placement.analytics = { event in
      if event.name == .cardSwiped { analytics.append("\(event.properties["direction"] ?? .null)") }
    }
    placement.frame = Rect(x: 0, y: 0, width: 360, height: 480)
    placement.layoutIfNeeded()
    let widget = try #require(placement.widget as? SwipeCardWidget, "\(delegate.calls)")
    #expect(widget.stack.topCardView?.content?.price == "€279.00")
    widget.stack.swipeTopCard(.right)
    widget.stack.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    #expect(
      delegate.calls == [
        "ready swipeCard 0.75", "visible swipeCard true", "viewed p-2001", "cart p-2001 1 279",
        "viewed p-1001",
        "selected p-1001",
      ], "the first card is viewed once the placement lays it out")
    #expect(analytics == [#"string("right")"#])
  }
}
