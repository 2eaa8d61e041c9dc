import Foundation
import StoryKit
import StoryKitUI

/// The banner as a placement widget: a ``BannerView`` showing the feed's `banners`, styled by the
/// variant's `styling.banner` under the app's styling.
///
/// Register it once, and every placement whose server picks a banner renders one:
///
/// ```swift
/// BannerWidget.register()                                   // into WidgetRegistry.shared
/// BannerWidget.register(styling: BannerStyling(cornerRadius: 20))  // with app styling
/// ```
///
/// A tap on a page with an action reports it through
/// ``StoryKitUI/WidgetEventHandling/widget(_:didActivate:)`` and records a `ctaClicked` analytics
/// event with the properties `url` and `itemID`; a page without an action does nothing.
/// ``pause()`` holds auto-advance until ``resume()``.
@MainActor
public final class BannerWidget: PlacementWidget {
  /// The banner.
  public let bannerView: BannerView

  /// Where taps and analytics go; set by the host.
  public weak var events: (any WidgetEventHandling)?

  /// Creates a banner widget.
  /// - Parameter styling: App styling, over the server's.
  public init(styling: BannerStyling? = nil) {
    bannerView = BannerView()
    if let styling { bannerView.styling = styling }
    bannerView.onItemSelected = { [weak self] item in self?.activate(item) }
  }

  /// Registers the banner for ``StoryKit/WidgetKind/banner``, replacing an earlier registration.
  /// - Parameters:
  ///   - registry: Where to register; the shared registry by default.
  ///   - styling: App styling every banner gets, over the server's.
  /// - Returns: The registration, to unregister later.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, styling: BannerStyling? = nil
  ) -> WidgetRegistration {
    registry.register(.banner) { BannerWidget(styling: styling) }
  }

  /// ``StoryKit/WidgetKind/banner``.
  public var kind: WidgetKind { .banner }

  /// The banner view.
  public var view: View { bannerView }

  /// ← and → page the banner (mirrored right to left).
  public var keyCommands: KeyCommandRouter? { bannerView.keyCommands }

  /// Whether ``pause()`` holds auto-advance.
  public var isPaused: Bool { bannerView.isAutoAdvancePaused }

  /// Holds auto-advance.
  public func pause() {
    bannerView.pauseAutoAdvance()
  }

  /// Lets auto-advance run again.
  public func resume() {
    bannerView.resumeAutoAdvance()
  }

  /// Shows the feed's banners with the variant's styling; the page showing an item that comes
  /// again keeps showing it.
  public func show(_ content: PlacementWidgetContent) {
    bannerView.serverStyling = content.variant.styling.banner
    bannerView.content = BannerView.Content(items: content.feed.banners)
  }

  /// Whether there is at least one banner.
  public var hasContent: Bool { !bannerView.items.isEmpty }

  /// A page was tapped: its action goes to the host, with a `ctaClicked` event.
  private func activate(_ item: BannerItem) {
    guard let action = item.action else { return }
    events?.widget(self, didActivate: action)
    events?.widget(
      self,
      record: AnalyticsEvent(
        .ctaClicked, properties: ["url": .string(action.url.absoluteString), "itemID": .string(item.id)]))
  }
}
