import StoryKitUI

/// The banner's replaceable parts, as typed ``Components`` slots. Each is made through the
/// ``StoryKitUI/ViewFactory`` door and is an `open` lazy property of the view holding it.
///
/// ```swift
/// Components.default.bannerItemView = BrandBannerPage.self    // every banner
/// banner.components.bannerPageIndicator = BarIndicator.self    // one banner's dots
/// ```
///
/// | slot | part | held by |
/// | --- | --- | --- |
/// | `bannerItemView` | each page | the banner's page views |
/// | `bannerPageIndicator` | the page dots | ``BannerView/pageIndicator`` |
/// | `bannerImage` | a page's picture (follows `imageView`) | ``BannerItemView/imageView`` |
/// | `bannerScrim` | the shade under a page's text | ``BannerItemView/scrimView`` |
/// | `bannerTitle`, `bannerSubtitle` | a page's text (follow `label`) | ``BannerItemView/titleLabel``, ``BannerItemView/subtitleLabel`` |
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

  /// A page's picture; unset, the `imageView` slot's class.
  public var bannerImage: ImageView.Type {
    get { self[BannerImageSlot.self] }
    set { self[BannerImageSlot.self] = newValue }
  }

  /// The shade under a page's text.
  public var bannerScrim: BannerScrimView.Type {
    get { self[BannerScrimSlot.self] }
    set { self[BannerScrimSlot.self] = newValue }
  }

  /// A page's title; unset, the `label` slot's class.
  public var bannerTitle: Label.Type {
    get { self[BannerTitleSlot.self] }
    set { self[BannerTitleSlot.self] = newValue }
  }

  /// A page's subtitle; unset, the `label` slot's class.
  public var bannerSubtitle: Label.Type {
    get { self[BannerSubtitleSlot.self] }
    set { self[BannerSubtitleSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/bannerItemView``.
public enum BannerItemViewSlot: ComponentSlot {
  public static var defaultType: BannerItemView.Type { BannerItemView.self }
}

/// The slot of ``StoryKitUI/Components/bannerPageIndicator``.
public enum BannerPageIndicatorSlot: ComponentSlot {
  public static var defaultType: BannerPageIndicatorView.Type { BannerPageIndicatorView.self }
}

/// The slot of ``StoryKitUI/Components/bannerImage``.
public enum BannerImageSlot: ImageComponentSlot {}

/// The slot of ``StoryKitUI/Components/bannerScrim``.
public enum BannerScrimSlot: ComponentSlot {
  public static var defaultType: BannerScrimView.Type { BannerScrimView.self }
}

/// The slot of ``StoryKitUI/Components/bannerTitle``.
public enum BannerTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/bannerSubtitle``.
public enum BannerSubtitleSlot: LabelComponentSlot {}
