import Foundation
import StoryKit
import StoryKitUI

/// What a widget that opens the story player (the story bar, the video feed) does with each
/// player it opens: gives it the widget's styling and action delivery, records its analytics
/// through the widget's events with the variant's ID, holds it while the widget is paused, and
/// hands its actions and commerce events to the widget's placement.
///
/// The widget keeps its link (the player holds its delegate weakly) and calls ``configure(_:)``
/// for each player before it opens.
@MainActor
public final class WidgetPlayerLink: StoryPlayerDelegate {
  /// The widget whose ``PlacementWidget/events`` hear the player's.
  public weak var widget: (any PlacementWidget)?
  /// App styling of the player, over ``serverStyling``.
  public var styling = StoryPlayerStyling()
  /// The variant's player styling.
  public var serverStyling = StoryPlayerStyling()
  /// When the player hands a story's action to the app.
  public var actionDelivery = StoryActionDelivery.afterDismissal
  /// The variant shown, stamped on the player's analytics events.
  public var variantID: String?
  /// Whether the widget is paused: a player opened meanwhile starts paused.
  public var isPaused = false
  /// Sets up each player after the link has (the app's own settings).
  public var configurePlayer: (@MainActor (StoryPlayerView) -> Void)?

  /// A link for `widget`.
  public init(widget: (any PlacementWidget)? = nil) {
    self.widget = widget
  }

  /// Sets `player` up for the widget.
  public func configure(_ player: StoryPlayerView) {
    player.delegate = self
    player.styling = styling
    player.serverStyling = serverStyling
    player.actionDelivery = actionDelivery
    // The analytics object records on the main actor: the events reach the placement at once, in
    // order with the widget's own.
    player.analytics = StoryPlayerAnalytics(widgetVariantID: variantID) { [weak self] event in
      MainActor.assumeIsolated {
        guard let widget = self?.widget else { return }
        widget.events?.widget(widget, record: event)
      }
    }
    if isPaused { player.pause(.app) }
    configurePlayer?(player)
  }

  /// The player's action goes to the widget's placement; without one it is rejected.
  public func storyPlayer(
    _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
  ) -> StoryActionResult {
    guard let widget, let events = widget.events else { return .rejected }
    events.widget(widget, didActivate: action)
    return .handled
  }

  /// A product tag's product goes to the placement's commerce delegate.
  public func storyPlayer(_ player: StoryPlayerView, didSelectProduct product: Product, in story: Story) {
    guard let widget else { return }
    widget.events?.widget(widget, didSelect: product)
  }

  /// "Add to cart" goes to the placement's commerce delegate, priced for the quantity.
  public func storyPlayer(
    _ player: StoryPlayerView, didAddToCart product: Product, quantity: Int, in story: Story
  ) {
    guard let widget else { return }
    widget.events?.widget(
      widget, didAddToCart: product, quantity: quantity, price: product.price * Decimal(quantity))
  }

  /// A share goes to the widget's placement (``StoryKitUI/WidgetEventHandling``).
  public func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare) {
    guard let widget else { return }
    widget.events?.widget(widget, didShare: share)
  }
}
