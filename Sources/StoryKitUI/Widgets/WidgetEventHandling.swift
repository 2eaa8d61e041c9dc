import Foundation
import StoryKit

/// Hears what users do in a ``PlacementWidget``. The placement host implements it and passes each
/// event to the app's delegates and the analytics queue; a test can implement it to watch a
/// widget alone. Held weakly by the widget; called on the main actor.
@MainActor
public protocol WidgetEventHandling: AnyObject {
  /// The user activated an action (a banner tap, a card tap, a story's swipe up). For widgets
  /// with a fullscreen player, this comes after the player is dismissed unless the app asked for
  /// actions while it plays.
  func widget(_ widget: any WidgetController, didActivate action: ContentAction)
  /// A product came on screen.
  func widget(_ widget: any WidgetController, didView product: Product)
  /// The user chose a product (a product card's tap, a product tag).
  func widget(_ widget: any WidgetController, didSelect product: Product)
  /// The user added `quantity` of `product` to the cart, at `price` for all of them.
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal)
  /// One of the widget's own analytics events (a page viewed, a card swiped). The host stamps it
  /// with the placement token, the variant ID and the rollout bucket before it is queued.
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent)
  /// The user shared a story from the widget's player: the story, and the link and picture the
  /// placement's ``StoryKit/StoryShareOptions`` asked for.
  func widget(_ widget: any WidgetController, didShare share: StoryShare)
}

extension WidgetEventHandling {
  /// Does nothing.
  public func widget(_ widget: any WidgetController, didShare share: StoryShare) {}
}
