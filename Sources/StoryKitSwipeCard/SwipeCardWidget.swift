import Foundation
import StoryKit
import StoryKitUI

/// The swipe-card widget a placement hosts for the `swipeCard` kind: a ``SwipeCardStackView`` of
/// the feed's `swipeCards`, with what users do reported to the host.
///
/// Register it once (no import has side effects):
///
/// ```swift
/// SwipeCardWidget.register()                                   // into WidgetRegistry.shared
/// var styling = SwipeCardStyling()
/// styling.addToCartOnSwipeRight = false
/// let registration = SwipeCardWidget.register(in: registry, styling: styling)
/// registration.unregister()
/// ```
///
/// What it reports through ``events``:
///
/// | the user | event |
/// | --- | --- |
/// | taps the top card (or presses return) | `didActivate` the card's action; a product card without one: `didSelect` its product |
/// | swipes a card away | `record` a ``StoryKit/AnalyticsEventName/cardSwiped`` event with `direction` (`left`, `right`), `cardID` and, for product cards, `productID` |
/// | swipes a product card right, with ``ResolvedSwipeCardStyling/addToCartOnSwipeRight`` (the default) | `didAddToCart` the product, quantity 1, at its price |
/// | brings a product card to the top (the first once the widget has a size) | `didView` its product |
///
/// Nothing in the stack moves on its own, so ``pause()`` only holds ``isPaused`` for the host.
@MainActor
public final class SwipeCardWidget: PlacementWidget {
  /// Always ``StoryKit/WidgetKind/swipeCard``.
  public let kind = WidgetKind.swipeCard
  /// Where actions, commerce events and analytics go; held weakly.
  public weak var events: (any WidgetEventHandling)?
  /// Whether ``pause()`` holds it.
  public private(set) var isPaused = false
  /// The stack of cards.
  public let stack: SwipeCardStackView

  /// The widget's view: the stack.
  public var view: View { stack }

  /// ← and → swipe the top card out left and right.
  public var keyCommands: KeyCommandRouter? { stack.keyCommands }

  /// Whether the feed shown has any card (a stack swiped to its end still has content: it shows
  /// its end state).
  public var hasContent: Bool { !stack.cards.isEmpty }

  /// Creates a widget.
  /// - Parameters:
  ///   - styling: App styling, over the variant's server styling.
  ///   - locale: The locale prices are formatted for; `nil` (the default) follows the placement's
  ///     config, else the device's.
  public init(styling: SwipeCardStyling? = nil, locale: Locale? = nil) {
    stack = SwipeCardStackView()
    if let styling { stack.styling = styling }
    if let locale { stack.locale = locale }
    stack.onCardSelected = { [weak self] card in self?.select(card) }
    stack.onCardSwiped = { [weak self] card, direction in self?.swiped(card, direction) }
    stack.onTopCardChanged = { [weak self] card in self?.cameToTop(card) }
  }

  /// Registers the widget for ``StoryKit/WidgetKind/swipeCard`` in `registry`; each host gets a
  /// new widget with `styling` and `locale`.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, styling: SwipeCardStyling? = nil, locale: Locale? = nil
  ) -> WidgetRegistration {
    registry.register(.swipeCard) { SwipeCardWidget(styling: styling, locale: locale) }
  }

  /// Shows the feed's cards with the variant's styling; the same cards again keep the stack where
  /// it is.
  public func show(_ content: PlacementWidgetContent) {
    stack.serverStyling = content.variant.styling.swipeCard
    stack.content = .init(cards: content.feed.swipeCards)
  }

  /// Holds ``isPaused``; the stack has nothing that moves by itself.
  public func pause() { isPaused = true }

  /// Ends ``pause()``.
  public func resume() { isPaused = false }

  // MARK: - Events

  private func select(_ card: SwipeCard) {
    if let action = card.action {
      events?.widget(self, didActivate: action)
    } else if let product = card.product {
      events?.widget(self, didSelect: product)
    }
  }

  private func swiped(_ card: SwipeCard, _ direction: SwipeDirection) {
    var properties: JSONObject = ["direction": .string(direction.rawValue), "cardID": .string(card.id)]
    if let product = card.product { properties["productID"] = .string(product.id) }
    events?.widget(self, record: AnalyticsEvent(.cardSwiped, properties: properties))
    if direction == .right, let product = card.product, stack.addsToCartOnSwipeRight(card) {
      events?.widget(self, didAddToCart: product, quantity: 1, price: product.price)
    }
  }

  private func cameToTop(_ card: SwipeCard?) {
    guard let product = card?.product else { return }
    events?.widget(self, didView: product)
  }
}
