import StoryKit
import StoryKitUI

extension SwipeCardStackView {
  /// The name of the accessibility action that skips the top card (a left swipe).
  public static let skipActionName = "Skip"
  /// The name of the accessibility action that likes the top card (a right swipe).
  public static let likeActionName = "Like"
  /// The name of the right-swipe action on a product card that a right swipe adds to the cart.
  public static let addToCartActionName = "Add to cart"

  /// Whether a right swipe on `card` adds its product to the cart.
  public func addsToCartOnSwipeRight(_ card: SwipeCard) -> Bool {
    card.product != nil && resolvedStyling.addToCartOnSwipeRight
  }

  /// Makes the top card one adjustable element — its title, subtitle and price, "card 2 of 5" —
  /// with "Skip" and "Like" (or "Add to cart") actions; increment likes it (a right swipe) and
  /// decrement skips it (a left swipe). The cards behind are hidden from assistive technologies.
  func updateAccessibility() {
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
      view.accessibilityValue = "card \(topIndex + 1) of \(cards.count)"
      view.accessibilityTraits = [.adjustable, .button]
      view.accessibilityHint =
        "Swipe right to \(addsToCartOnSwipeRight(card) ? "add to cart" : "like"), left to skip"
      view.accessibilityCustomActions = [
        AccessibilityCustomAction(name: Self.skipActionName) { [weak self] in
          self?.swipeTopCard(.left) ?? false
        },
        AccessibilityCustomAction(
          name: addsToCartOnSwipeRight(card) ? Self.addToCartActionName : Self.likeActionName
        ) { [weak self] in
          self?.swipeTopCard(.right) ?? false
        },
      ]
    }
  }
}
