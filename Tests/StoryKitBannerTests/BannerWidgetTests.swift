import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The banner through the placement seam: registration, content and server styling from the
/// feed, taps reported as actions and `ctaClicked` events, pausing.
@MainActor
@Suite struct BannerWidgetTests {
  final class Events: WidgetEventHandling {
    var actions: [ContentAction] = []
    var recorded: [AnalyticsEvent] = []

    func widget(_ widget: any WidgetController, didActivate action: ContentAction) { actions.append(action) }
    func widget(_ widget: any WidgetController, didView product: Product) {}
    func widget(_ widget: any WidgetController, didSelect product: Product) {}
    func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal)
    {}
    func widget(_ widget: any WidgetController, record event: AnalyticsEvent) { recorded.append(event) }
  }

  func content(_ items: [BannerItem], styling: BannerStyling = BannerStyling()) -> PlacementWidgetContent {
    var widgetStyling = WidgetStyling()
    widgetStyling.banner = styling
    let variant = WidgetVariant(id: "hero", kind: .banner, ratio: 2, styling: widgetStyling)
    return PlacementWidgetContent(
      feed: Feed(placement: Placement(token: "home", variants: [variant]), banners: items), variant: variant)
  }

  @Test func registersTheBannerKindAndUnregisters() throws {
    let registry = WidgetRegistry()
    let registration = BannerWidget.register(in: registry, styling: BannerStyling(cornerRadius: 20))
    #expect(registry.isRegistered(.banner) && registration.kind == .banner)
    let widget = try #require(registry.makeWidget(for: .banner) as? BannerWidget)
    #expect(widget.kind == .banner && widget.view === widget.bannerView)
    #expect(widget.bannerView.styling.cornerRadius == 20, "app styling reaches every banner made")
    registration.unregister()
    #expect(!registry.isRegistered(.banner))
  }

  @Test func showsTheFeedsBannersWithTheVariantsStyling() {
    let widget = BannerWidget(styling: BannerStyling(titleColor: "#FF0000"))
    widget.show(
      content(BannerFixtures.items(3), styling: BannerStyling(autoAdvanceInterval: 3, titleColor: "#00FF00")))
    #expect(widget.hasContent)
    #expect(widget.bannerView.items.map(\.id) == ["b0", "b1", "b2"])
    #expect(widget.bannerView.serverStyling.autoAdvanceInterval == 3)
    #expect(widget.bannerView.resolvedStyling.titleColor == Color(red8: 0xFF, green8: 0, blue8: 0))
    widget.show(content([]))
    #expect(!widget.hasContent)
  }

  @Test func aTapReportsTheActionAndACtaClickedEvent() throws {
    let events = Events()
    let widget = BannerWidget()
    widget.events = events
    var items = BannerFixtures.items(2)
    items[1].action = nil
    widget.show(content(items))
    let banner = widget.bannerView
    banner.frame = Rect(x: 0, y: 0, width: 420, height: 210)
    banner.layoutIfNeeded()
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 100, y: 100), time: 0.1))
    #expect(events.actions.map(\.url.absoluteString) == ["maison://b0"])
    let event = try #require(events.recorded.first)
    #expect(event.name == .ctaClicked)
    #expect(event.properties == ["url": .string("maison://b0"), "itemID": .string("b0")])
    banner.showPage(at: 1, animated: false)
    banner.tick()
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 1))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 100, y: 100), time: 1.1))
    #expect(events.actions.count == 1 && events.recorded.count == 1, "an item without an action does nothing")
  }

  @Test func pauseHoldsAutoAdvance() {
    let clock = ManualClock()
    let widget = BannerWidget()
    widget.bannerView.clock = clock
    widget.show(content(BannerFixtures.items(3)))
    widget.bannerView.frame = Rect(x: 0, y: 0, width: 420, height: 210)
    widget.bannerView.layoutIfNeeded()
    widget.pause()
    #expect(widget.isPaused)
    clock.advance(by: 30)
    widget.bannerView.tick()
    #expect(widget.bannerView.currentIndex == 0)
    widget.resume()
    #expect(!widget.isPaused)
    widget.bannerView.tick()
    clock.advance(by: 6)
    widget.bannerView.tick()
    #expect(widget.bannerView.currentIndex == 1)
  }

  @Test func theSameItemsAgainKeepThePage() {
    let widget = BannerWidget()
    widget.show(content(BannerFixtures.items(3)))
    widget.bannerView.frame = Rect(x: 0, y: 0, width: 420, height: 210)
    widget.bannerView.showPage(at: 2, animated: false)
    widget.show(content(BannerFixtures.items(3)))
    #expect(widget.bannerView.currentIndex == 2)
  }
}
