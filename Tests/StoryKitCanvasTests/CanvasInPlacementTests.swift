import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitCanvas

/// The canvas hosted as the placement hosts it: registered, ready at the variant's ratio, its
/// actions and analytics reaching the app through the placement's delegates.
@MainActor
@Suite struct CanvasInPlacementTests {
  typealias F = CanvasFixtures

  final class Delegate: PlacementDelegate, PlacementCommerceDelegate {
    var calls: [String] = []
    func onWidgetReady(widget: any WidgetController, ratio: Double) {
      calls.append("ready \(widget.kind.name) \(ratio)")
    }
    func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
      calls.append("visible \(widget?.kind.name ?? "nil") \(isVisible)")
    }
    func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
      calls.append("action \(widget.kind.name) \(url.absoluteString)")
    }
    func onProductSelected(widget: any WidgetController, product: Product) {
      calls.append("selected \(product.id)")
    }
  }

  func placement(
    registry: WidgetRegistry, delegate: Delegate,
    events: @escaping @MainActor (AnalyticsEvent) -> Void = { _ in }
  ) async throws -> PlacementView {
    let url = Fixtures.url("Examples/feeds/canvas.json")
    let config = try PlacementConfig.Builder().userID("u1").build(token: "demo-canvas")
    let provider = PlacementDataProvider(
      config: config, document: try Data(contentsOf: url), baseURL: url.deletingLastPathComponent())
    await provider.load()
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.commerceDelegate = delegate
    placement.analytics = events
    placement.frame = Rect(x: 0, y: 0, width: 420, height: 525)
    placement.clock = ManualClock(start: 0)
    placement.layoutIfNeeded()
    return placement
  }

  @Test func aRegisteredCanvasIsReadyAtTheVariantsRatioAndItsButtonReachesTheApp() async throws {
    let registry = WidgetRegistry()
    CanvasWidget.register(in: registry)
    let delegate = Delegate()
    let placement = try await placement(registry: registry, delegate: delegate)
    let widget = try #require(placement.widget as? CanvasWidget)
    #expect(delegate.calls == ["ready canvas 0.8", "visible canvas true"])
    #expect(widget.canvasView.boxView.frame == Rect(x: 0, y: 0, width: 420, height: 525))

    let shop = try #require(widget.canvasView.layersView.layerView(id: "shop"))
    let centre = shop.convert(Point(x: shop.bounds.midX, y: shop.bounds.midY), to: nil)
    let dispatcher = PointerDispatcher(root: placement)
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: 0))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: 0.05))
    #expect(delegate.calls.last == "action canvas maison://sale")
  }

  @Test func anUnregisteredCanvasIsHidden() async throws {
    let delegate = Delegate()
    let (_, warnings) = try await StoryKitLog.collectingWarnings {
      try await placement(registry: WidgetRegistry(), delegate: delegate)
    }
    #expect(delegate.calls == ["visible nil false"])
    #expect(warnings.contains { $0.contains("StoryKitCanvas (CanvasWidget)") })
  }

  @Test func aPollVoteIsStampedWithThePlacementAndVariant() async throws {
    let registry = WidgetRegistry()
    CanvasWidget.register(in: registry)
    var recorded: [AnalyticsEvent] = []
    let placement = try await placement(registry: registry, delegate: Delegate()) { recorded.append($0) }
    let widget = try #require(placement.widget as? CanvasWidget)
    var canvas = F.canvasWithPoll
    canvas.products = []
    widget.canvasView.content = canvas
    placement.layoutIfNeeded()
    let poll = try #require(widget.canvasView.layersView.layerView(id: "poll"))
    let option = try #require(poll.subviews.last)
    let centre = option.convert(Point(x: option.bounds.midX, y: option.bounds.midY), to: nil)
    let dispatcher = PointerDispatcher(root: placement)
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: 0))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: 0.05))
    let vote = try #require(recorded.first { $0.name == .pollAnswered })
    #expect(vote.placementToken == "demo-canvas")
    #expect(vote.widgetVariantID == "promo-canvas")
    #expect(vote.properties["layerID"] == "poll")
  }
}
