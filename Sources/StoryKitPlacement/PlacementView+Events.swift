import Foundation
import StoryKit
import StoryKitUI

/// The host hears its widget and passes each event on: actions to the delegate, products to the
/// commerce delegate, analytics to ``PlacementView/analytics`` stamped with the placement.
extension PlacementView: WidgetEventHandling {
  public func widget(_ widget: any WidgetController, didActivate action: ContentAction) {
    delegate?.onActionClicked(widget: widget, url: action.url, payload: action.payload)
  }

  public func widget(_ widget: any WidgetController, didView product: Product) {
    commerceDelegate?.onProductViewed(widget: widget, product: product)
  }

  public func widget(_ widget: any WidgetController, didSelect product: Product) {
    commerceDelegate?.onProductSelected(widget: widget, product: product)
  }

  public func widget(
    _ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal
  ) {
    commerceDelegate?.onAddToCart(widget: widget, product: product, quantity: quantity, price: price)
  }

  public func widget(_ widget: any WidgetController, record event: AnalyticsEvent) {
    record(event)
  }

  public func widget(_ widget: any WidgetController, didShare share: StoryShare) {
    delegate?.onShare(widget: widget, share: share)
  }

  /// Stamps `event` with the placement token, the variant and the bucket, and records it.
  func record(_ event: AnalyticsEvent) {
    guard let analytics else { return }
    var event = event
    if event.placementToken == nil { event.placementToken = content?.feed.placement.token }
    if event.widgetVariantID == nil { event.widgetVariantID = content?.variant?.id }
    if event.properties["bucket"] == nil, let bucket = content?.resolution.bucket {
      event.properties["bucket"] = .number(bucket)
    }
    if event.properties["widget"] == nil, let kind = content?.variant?.kind {
      event.properties["widget"] = .string(kind.name)
    }
    analytics(event)
  }

  // MARK: - Impressions

  /// The share of the placement inside its root's bounds and every clipping ancestor, 0…1.
  public var fractionOnScreen: Double {
    guard bounds.width > 0, bounds.height > 0, !isHidden else { return 0 }
    var visible = bounds
    var view: View = self
    while let parent = view.superview {
      if parent.isHidden { return 0 }
      let inParent = view.convert(visible, to: parent)
      visible =
        parent.clipsToBounds || parent.superview == nil ? inParent.intersection(parent.bounds) : inParent
      if visible.width <= 0 || visible.height <= 0 { return 0 }
      view = parent
    }
    return min(1, (visible.width * visible.height) / (bounds.width * bounds.height))
  }

  /// Records `widgetViewed` once per variant, when a widget shows and at least half the placement
  /// is on screen. Layout checks it; a scrolling container calls it after moving the placement.
  public func recordImpressionIfOnScreen() {
    guard let widget, let variant = content?.variant, widget.hasContent, superview != nil,
      !viewedVariants.contains(variant.id), fractionOnScreen >= 0.5
    else { return }
    viewedVariants.insert(variant.id)
    record(AnalyticsEvent(.widgetViewed))
  }
}
