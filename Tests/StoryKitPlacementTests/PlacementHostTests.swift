import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitUI
import Testing

/// A placement's integration warnings as behaviour: weak delegates, a caller-owned provider that
/// outlives its hosts, no intrinsic size, the config's theme and direction, clamped ratios,
/// impressions and the events a widget passes up.
@MainActor @Suite struct PlacementHostTests {
  let registry = WidgetRegistry()

  func loadedProvider(
    _ feed: Data = PlacementFeeds.feed(), theme: Theme = .light, direction: LayoutDirection = .leftToRight
  )
    async throws -> PlacementDataProvider
  {
    let provider = PlacementDataProvider(
      config: try PlacementFeeds.config(theme: theme, direction: direction), document: feed)
    await provider.load()
    return provider
  }

  @Test func delegatesAreHeldWeakly() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let provider = try await loadedProvider()
    var delegate: RecordingPlacementDelegate? = RecordingPlacementDelegate()
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.commerceDelegate = delegate
    #expect(delegate?.calls == ["ready storyBar 4.0", "visible storyBar true"])
    weak let released = delegate
    delegate = nil
    #expect(released == nil, "the placement did not keep its delegate alive")
    #expect(placement.delegate == nil && placement.commerceDelegate == nil)
  }

  @Test func aRecreatedHostReattachesWithoutReloading() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let provider = try await loadedProvider()
    var loads = 0
    let observation = provider.observeState { _ in loads += 1 }
    let delegate = RecordingPlacementDelegate()
    var first: PlacementView? = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    #expect(first?.isVisible == true)
    first = nil
    let second = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    #expect(second.isVisible == true, "shown at once from the provider's content")
    #expect(loads == 0, "no new load")
    #expect(
      delegate.calls == [
        "ready storyBar 4.0", "visible storyBar true", "ready storyBar 4.0", "visible storyBar true",
      ])
    observation.cancel()
  }

  @Test func itHasNoIntrinsicSizeAndGivesTheWidgetItsBounds() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let placement = PlacementView(dataProvider: try await loadedProvider(), registry: registry)
    #expect(placement.sizeThatFits(Size(width: 320, height: 90)) == Size(width: 320, height: 90))
    #expect(placement.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 0, height: 0))
    placement.frame = Rect(x: 0, y: 0, width: 320, height: 80)
    placement.layoutIfNeeded()
    #expect(placement.widget?.view.frame == Rect(x: 0, y: 0, width: 320, height: 80))
  }

  @Test func theConfigsThemeAndDirectionReachTheWidget() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let provider = try await loadedProvider(theme: .dark, direction: .rightToLeft)
    let placement = PlacementView(dataProvider: provider, registry: registry)
    let view = try #require(placement.widget?.view)
    #expect(view.appearance.theme == .dark)
    #expect(view.effectiveLayoutDirection == .rightToLeft)
    let light = PlacementView(dataProvider: try await loadedProvider(), registry: registry)
    #expect(light.widget?.view.appearance.theme == .light, "light by default")
  }

  @Test func hostileRatiosAreClampedWithAWarning() async throws {
    FakeWidget.register(.banner, in: registry)
    for (ratio, expected) in [(1e-9, 0.05), (1e9, 20.0)] {
      let delegate = RecordingPlacementDelegate()
      let provider = try await loadedProvider(PlacementFeeds.feed(kind: "banner", ratio: ratio))
      let (_, warnings) = StoryKitLog.collectingWarnings {
        PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
      }
      #expect(delegate.calls.first == "ready banner \(expected)")
      #expect(warnings.contains { $0.contains("v-banner") && $0.contains("ratio") }, "\(warnings)")
    }
  }

  @Test func aWidgetWithNothingToShowHides() async throws {
    FakeWidget.register(.banner, in: registry)
    let delegate = RecordingPlacementDelegate()
    let provider = try await loadedProvider(PlacementFeeds.feed(kind: "banner", banners: 0))
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    #expect(delegate.calls == ["visible nil false"])
    #expect(placement.subviews.isEmpty)
  }

  @Test func unregisteringHidesAndRegisteringAgainShows() async throws {
    let registration = FakeWidget.register(.storyBar, in: registry)
    let delegate = RecordingPlacementDelegate()
    let placement = PlacementView(
      dataProvider: try await loadedProvider(), delegate: delegate, registry: registry)
    registration.unregister()
    #expect(placement.widget == nil)
    FakeWidget.register(.storyBar, in: registry)
    #expect(placement.widget?.kind == .storyBar)
    #expect(
      delegate.calls == [
        "ready storyBar 4.0", "visible storyBar true", "visible nil false", "ready storyBar 4.0",
        "visible storyBar true",
      ])
  }

  @Test func eventsReachTheDelegatesAndAnalyticsStamped() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let delegate = RecordingPlacementDelegate()
    let placement = PlacementView(
      dataProvider: try await loadedProvider(), delegate: delegate, registry: registry)
    placement.commerceDelegate = delegate
    var events: [AnalyticsEvent] = []
    placement.analytics = { events.append($0) }
    let widget = try #require(placement.widget)
    let product = Product(id: "p1", title: "Sneaker", price: Decimal(string: "89.90") ?? 0, currency: "EUR")
    let handler = try #require(widget.events)
    handler.widget(widget, didActivate: ContentAction(url: try #require(URL(string: "maison://new"))))
    handler.widget(widget, didView: product)
    handler.widget(widget, didSelect: product)
    handler.widget(widget, didAddToCart: product, quantity: 2, price: product.price * 2)
    handler.widget(widget, record: AnalyticsEvent(.ctaClicked))
    #expect(
      delegate.calls.dropFirst(2) == [
        "action storyBar maison://new", "viewed p1", "selected p1", "cart p1 2 179.8",
      ])
    #expect(events.count == 1)
    #expect(events.first?.placementToken == "home")
    #expect(events.first?.widgetVariantID == "v-storyBar")
    #expect(events.first?.properties["widget"] == .string("storyBar"))
  }

  @Test func anImpressionNeedsHalfThePlacementOnScreen() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let provider = try await loadedProvider()
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var events: [AnalyticsEvent] = []
    let below = PlacementView(dataProvider: provider, registry: registry)
    below.analytics = { events.append($0) }
    below.frame = Rect(x: 0, y: 360, width: 400, height: 100)  // 40 % on screen
    root.addSubview(below)
    root.layoutIfNeeded()
    below.layoutIfNeeded()
    #expect(below.fractionOnScreen == 0.4)
    #expect(events.isEmpty)
    below.frame.origin.y = 340  // 60 %
    below.recordImpressionIfOnScreen()
    below.recordImpressionIfOnScreen()
    #expect(events.map(\.name) == [.widgetViewed], "once per variant")
    #expect(events.first?.widgetVariantID == "v-storyBar")
  }

  @Test func theControllerPausesAndResumesTheWidget() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let placement = PlacementView(dataProvider: try await loadedProvider(), registry: registry)
    let widget = try #require(placement.widget)
    widget.pause()
    #expect(widget.isPaused)
    widget.resume()
    #expect(!widget.isPaused)
  }

  @Test func hardwareKeysReachTheShownWidget() async throws {
    FakeWidget.register(.storyBar, in: registry)
    let placement = PlacementView(dataProvider: try await loadedProvider(), registry: registry)
    let widget = try #require(placement.widget as? FakeWidget)
    var pressed: [KeyEvent.Key] = []
    widget.keys.register(.right) { pressed.append($0.key) }
    let host = KeyCommandRouter()
    host.next = placement.keyCommands
    #expect(host.route(KeyEvent(.right, phase: .down, time: 0)))
    #expect(pressed == [.right])
  }
}
