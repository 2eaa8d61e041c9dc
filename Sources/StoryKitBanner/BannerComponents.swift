import StoryKitUI

/// The banner's replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// Components.default.bannerItemView = BrandBannerPage.self    // every banner
/// banner.components.bannerPageIndicator = BarIndicator.self    // one banner's dots
/// ```
///
/// A page's picture and labels come from StoryKitUI's shared slots
/// (``StoryKitUI/Components/imageView``, ``StoryKitUI/Components/label``).
extension Components {
  /// The view of each page.
  public var bannerItemView: BannerItemView.Type {
    get { self[BannerItemViewSlot.self] }
    set { self[BannerItemViewSlot.self] = newValue }
  }

  /// The page dots.
  public var bannerPageIndicator: BannerPageIndicatorView.Type {
    get { self[BannerPageIndicatorSlot.self] }
    set { self[BannerPageIndicatorSlot.self] = newValue }
  }
}

enum BannerItemViewSlot: ComponentSlot {
  static var defaultType: BannerItemView.Type { BannerItemView.self }
}

enum BannerPageIndicatorSlot: ComponentSlot {
  static var defaultType: BannerPageIndicatorView.Type { BannerPageIndicatorView.self }
}
