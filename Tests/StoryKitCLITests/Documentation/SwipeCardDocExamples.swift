// docs/swipe-card.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitSwipeCard
import StoryKitTestSupport
import StoryKitUI
import Testing

@MainActor
func registerSwipeCards(in registry: WidgetRegistry) -> WidgetRegistration {
  var styling = SwipeCardStyling()
  styling.cornerRadius = 24
  styling.addToCartOnSwipeRight = false  // a right swipe only likes
  return SwipeCardWidget.register(in: registry, styling: styling)
}

@MainActor
func makeCardStack(feed: Feed, loader: any ImageLoading) -> SwipeCardStackView {
  let stack = SwipeCardStackView()
  stack.imageLoader = loader
  stack.serverStyling =
    feed.placement.variants.first { $0.kind == .swipeCard }?.styling.swipeCard ?? SwipeCardStyling()
  stack.styling.titleColor = Themed(light: "#1C1C1E")  // code wins; dark keeps the default
  stack.locale = Locale(identifier: "de_DE")  // prices as "89,95 $"
  stack.content = .init(cards: feed.swipeCards)
  stack.onCardSwiped = { card, direction in print("swiped", card.id, direction) }
  return stack
}

@MainActor
final class CartRecorder: WidgetEventHandling {
  var cart: [String] = []

  func widget(_ widget: any WidgetController, didActivate action: ContentAction) {}
  func widget(_ widget: any WidgetController, didView product: Product) {}
  func widget(_ widget: any WidgetController, didSelect product: Product) {}
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal) {
    cart.append("\(quantity) × \(product.title) at \(price) \(product.currency)")
  }
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent) {}
}

final class PolaroidCardView: SwipeCardView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 8, color: .white)
  }
}

@MainActor
func usePolaroidCards(in stack: SwipeCardStackView) {
  stack.components.swipeCardView = PolaroidCardView.self  // before the cards are made
}

@MainActor
func skipTopCard(of stack: SwipeCardStackView) -> Bool {
  guard let card = stack.accessibilityElements().first else { return false }
  return card.performCustomAction(named: stack.skipActionName)
}

@MainActor
func routeKeys(from host: KeyCommandRouter, to stack: SwipeCardStackView) {
  host.next = stack.keyCommands  // keys the host does not use go to the cards
}

/// Runs docs/swipe-card.md's examples on the example feed.
@MainActor
@Suite struct SwipeCardDocExamplesTests {
  @Test func theExamplesDoWhatThePageSays() throws {
    let feed = try #require(
      FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/swipe-card.json")).feed)
    let registry = WidgetRegistry()
    let registration = registerSwipeCards(in: registry)
    let widget = try #require(registry.makeWidget(for: .swipeCard) as? SwipeCardWidget)
    #expect(widget.stack.styling.cornerRadius == 24)
    registration.unregister()

    let stack = makeCardStack(feed: feed, loader: NoImages())
    stack.frame = Rect(x: 0, y: 0, width: 360, height: 480)
    usePolaroidCards(in: stack)
    stack.layoutIfNeeded()
    #expect(stack.topCardView is PolaroidCardView)
    #expect(stack.topCardView?.content?.price == "279,00\u{A0}€")
    #expect(skipTopCard(of: stack))
    #expect(stack.topCard?.id == "tote")

    let host = KeyCommandRouter()
    routeKeys(from: host, to: stack)
    host.route(KeyEvent(.right, phase: .down, time: 0))
    #expect(stack.topCard?.id == "sneaker")

    let cart = CartRecorder()
    let shop = SwipeCardWidget(locale: Locale(identifier: "en_US"))
    shop.events = cart
    shop.show(PlacementWidgetContent(feed: feed, variant: feed.placement.variants[0]))
    shop.stack.swipeTopCard(.right)
    #expect(cart.cart == ["1 × Heritage trench coat at 279 EUR"])
  }
}

/// An image loader that has no pictures: cards show their placeholder colour.
private final class NoImages: ImageLoading {
  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? { nil }
  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    throw .unsupportedURL(request.url)
  }
}
