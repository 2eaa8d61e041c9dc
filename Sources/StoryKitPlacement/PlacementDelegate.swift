import Foundation
import StoryKit
import StoryKitUI

/// The app's side of a placement: when its widget is ready and at what
/// width-to-height ratio, when the placement should show or hide, and what the user opened.
/// Held weakly by ``PlacementView``: keep it alive yourself. Called on the main actor; every
/// method has a default that does nothing.
@MainActor
public protocol PlacementDelegate: AnyObject {
  /// The widget can draw. Size the placement from `ratio` (width / height, already clamped to
  /// ``PlacementView/ratioRange``). Called again when new content changes the widget or its ratio.
  func onWidgetReady(widget: any WidgetController, ratio: Double)
  /// Before the content arrives: the ratio (width / height, clamped to
  /// ``PlacementView/ratioRange``) of the widget this placement showed last, remembered from an
  /// earlier launch (``PlacementDataProvider/rememberedRatio``). Size the placement from it now, so
  /// the page does not shift when the widget arrives; ``onWidgetReady(widget:ratio:)`` follows
  /// with the ratio of the content that arrives, which can differ. Not called on a first launch,
  /// once content is shown, or when the remembered ratio is damaged.
  func onWidgetExpected(ratio: Double)
  /// Whether the placement has something to show: `true` with the widget once its content shows;
  /// `false` (with no widget) for no data, a load failure, no eligible variant, a widget with
  /// nothing to show, or a kind whose product is not registered.
  func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool)
  /// The user opened an action. From a fullscreen player this comes after the player is
  /// dismissed, unless the widget was asked to deliver actions while the player shows.
  func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject)
  /// A story asked for with ``StoryKitUI/StoryLinkOpening/open(groupID:storyID:completion:)`` or
  /// ``StoryKitUI/StoryLinkOpening/open(url:completion:)`` opened; the player's own events came first, as after
  /// a tap.
  func onStoryOpened(widget: any WidgetController, story: OpenedStory)
  /// A story asked for by ID or deep link could not open, and why; `link` is `nil` for a
  /// malformed URL.
  func onStoryOpenFailed(link: StoryLink?, error: StoryOpenError)
  /// The user shared a story from the widget's player: show the share sheet for the story, the
  /// link and the picture the config's ``StoryKit/PlacementConfig/share`` asked for.
  func onShare(widget: any WidgetController, share: StoryShare)
}

extension PlacementDelegate {
  public func onWidgetReady(widget: any WidgetController, ratio: Double) {}
  public func onWidgetExpected(ratio: Double) {}
  public func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {}
  public func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {}
  public func onStoryOpened(widget: any WidgetController, story: OpenedStory) {}
  public func onStoryOpenFailed(link: StoryLink?, error: StoryOpenError) {}
  public func onShare(widget: any WidgetController, share: StoryShare) {}
}

/// The app's commerce side of a placement: products seen, chosen and added to the cart. Held
/// weakly by ``PlacementView``; called on the main actor; every method has a default.
@MainActor
public protocol PlacementCommerceDelegate: AnyObject {
  /// A product came on screen.
  func onProductViewed(widget: any WidgetController, product: Product)
  /// The user chose a product.
  func onProductSelected(widget: any WidgetController, product: Product)
  /// The user added `quantity` of `product` to the cart, at `price` for all of them.
  func onAddToCart(widget: any WidgetController, product: Product, quantity: Int, price: Decimal)
}

extension PlacementCommerceDelegate {
  public func onProductViewed(widget: any WidgetController, product: Product) {}
  public func onProductSelected(widget: any WidgetController, product: Product) {}
  public func onAddToCart(widget: any WidgetController, product: Product, quantity: Int, price: Decimal) {}
}
