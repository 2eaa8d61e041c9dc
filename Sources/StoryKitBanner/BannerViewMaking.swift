import StoryKitUI

/// The banner's `make…` methods of the ``StoryKitUI/ViewFactory`` door (seed 004): adopt it in
/// your factory and implement the parts you want to make yourself; the others keep their
/// defaults, which read the ``StoryKitUI/Components`` slots.
///
/// ```swift
/// final class BrandFactory: ViewFactory, BannerViewMaking {
///   func makeBannerPageIndicator(for banner: BannerView) -> BannerPageIndicatorView {
///     BrandDots()
///   }
/// }
/// ViewFactory.install(BrandFactory())   // the app, before building views; or banner.viewFactory = …
/// ```
///
/// A page's picture and labels come from the same factory's `makeImageView(for:)` and
/// `makeLabel(for:)`, whose defaults are the `imageView` and `label` slots.
@MainActor
public protocol BannerViewMaking: ViewFactory {
  /// A new, empty page for `banner`.
  func makeBannerItemView(for banner: BannerView) -> BannerItemView
  /// The page dots of `banner`.
  func makeBannerPageIndicator(for banner: BannerView) -> BannerPageIndicatorView
}

extension BannerViewMaking {
  public func makeBannerItemView(for banner: BannerView) -> BannerItemView {
    banner.components.bannerItemView.init()
  }

  public func makeBannerPageIndicator(for banner: BannerView) -> BannerPageIndicatorView {
    banner.components.bannerPageIndicator.init()
  }
}

/// The banner's parts through the one path: the tree's factory if it makes banner parts, else
/// the Components slots (the factory's defaults).
@MainActor
struct BannerParts {
  private let factory: (any BannerViewMaking)?

  init(for view: View) {
    factory = view.viewFactory as? any BannerViewMaking
  }

  func itemView(for banner: BannerView) -> BannerItemView {
    factory?.makeBannerItemView(for: banner) ?? banner.components.bannerItemView.init()
  }

  func pageIndicator(for banner: BannerView) -> BannerPageIndicatorView {
    factory?.makeBannerPageIndicator(for: banner) ?? banner.components.bannerPageIndicator.init()
  }
}
