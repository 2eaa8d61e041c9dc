import StoryKit
import StoryKitUI

extension SwipeCardStackView {
  /// The name of the accessibility action that skips the top card (a left swipe), in English;
  /// the stack names it in its language (``StoryKitUI/StoryKitStringKey/swipeCardSkip``).
  public static let skipActionName = StoryKitStringKey.swipeCardSkip.english
  /// The name of the accessibility action that likes the top card (a right swipe), in English
  /// (``StoryKitUI/StoryKitStringKey/swipeCardLike``).
  public static let likeActionName = StoryKitStringKey.swipeCardLike.english
  /// The name of the right-swipe action on a product card that a right swipe adds to the cart,
  /// in English (``StoryKitUI/StoryKitStringKey/addToCart``).
  public static let addToCartActionName = StoryKitStringKey.addToCart.english

  /// The name of the action that skips the top card, in the stack's language: what an
  /// assistive technology offers, and what ``AccessibilityElement/performCustomAction(named:)``
  /// takes.
  public var skipActionName: String { strings[.swipeCardSkip] }
  /// The name of the action that likes the top card, in the stack's language.
  public var likeActionName: String { strings[.swipeCardLike] }
  /// The name of the right-swipe action on a product card that a right swipe adds to the cart,
  /// in the stack's language.
  public var addToCartActionName: String { strings[.addToCart] }

  /// Whether a right swipe on `card` adds its product to the cart.
  public func addsToCartOnSwipeRight(_ card: SwipeCard) -> Bool {
    card.product != nil && resolvedStyling.addToCartOnSwipeRight
  }

  /// Makes the top card one adjustable element — its title, subtitle and price, "card 2 of 5" —
  /// with "Skip" and "Like" (or "Add to cart") actions; increment likes it (a right swipe) and
  /// decrement skips it (a left swipe). The cards behind are hidden from assistive technologies.
  func updateAccessibility() {
    let strings = strings
    for (index, view) in cardViews {
      let isTop = index == topIndex
      view.isAccessibilityElement = isTop
      view.accessibilityElementsHidden = !isTop
      guard isTop, let card = topCard else {
        view.accessibilityCustomActions = []
        view.onAdjust = nil
        continue
      }
      view.onAdjust = { [weak self] step in _ = self?.swipeTopCard(step > 0 ? .right : .left) }
      view.accessibilityLabel = view.spokenSummary.isEmpty ? card.title : view.spokenSummary
      view.accessibilityValue = strings.format(
        .swipeCardPosition, strings.number(topIndex + 1), strings.number(cards.count))
      view.accessibilityTraits = [.adjustable, .button]
      let addsToCart = addsToCartOnSwipeRight(card)
      view.accessibilityHint = strings[addsToCart ? .swipeCardAddToCartHint : .swipeCardLikeHint]
      view.accessibilityCustomActions = [
        AccessibilityCustomAction(name: skipActionName) { [weak self] in
          self?.swipeTopCard(.left) ?? false
        },
        AccessibilityCustomAction(name: addsToCart ? addToCartActionName : likeActionName) { [weak self] in
          self?.swipeTopCard(.right) ?? false
        },
      ]
    }
  }
}
