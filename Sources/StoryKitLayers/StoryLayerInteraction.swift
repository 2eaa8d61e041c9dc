import Foundation
import StoryKit

/// What a user did with a story's interactive layer, as ``StoryLayersView/onInteraction`` hears it.
///
/// ```swift
/// layers.onInteraction = { interaction in
///   switch interaction {
///   case .action(let action, _): player.pause(); open(action.url)
///   case .addToCart(let product, let quantity): cart.add(product, quantity: quantity)
///   default: break
///   }
/// }
/// ```
public enum StoryLayerInteraction: Sendable, Hashable {
  /// A button or swipe-up layer was tapped (or the swipe-up gesture ran): open the action.
  case action(ContentAction, layerID: String)
  /// The user voted in a poll, for the option at `option` (an index into its options).
  case pollVote(layerID: String, option: Int)
  /// The user answered a quiz with the option at `option`; `isCorrect` says whether it was right.
  case quizAnswer(layerID: String, option: Int, isCorrect: Bool)
  /// The user rated with a rating slider: `value` from 0 (the leading end) to 1 (the trailing end).
  case rating(layerID: String, value: Double)
  /// The user reacted with an emoji.
  case reaction(layerID: String, emoji: String)
  /// The user asked to be reminded when a countdown ends.
  case remindMe(layerID: String, endDate: Date)
  /// The user tapped a countdown's "Reminder set" to cancel the reminder they had asked for.
  case cancelReminder(layerID: String, endDate: Date)
  /// The user tapped a promo code; `code` was copied to the clipboard.
  case promoCodeCopied(layerID: String, code: String)
  /// The user tapped a product tag; the product card opened.
  case productSelected(Product, layerID: String)
  /// The user tapped "Add to cart" on the product card.
  case addToCart(Product, quantity: Int)

  /// The ID of the layer the interaction came from, or `nil` for add-to-cart, which comes from
  /// the product card.
  public var layerID: String? {
    switch self {
    case .action(_, let layerID), .productSelected(_, let layerID): layerID
    case .pollVote(let layerID, _), .quizAnswer(let layerID, _, _), .rating(let layerID, _),
      .reaction(let layerID, _), .remindMe(let layerID, _), .cancelReminder(let layerID, _),
      .promoCodeCopied(let layerID, _):
      layerID
    case .addToCart: nil
    }
  }
}
