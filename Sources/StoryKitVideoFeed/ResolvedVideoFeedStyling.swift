import StoryKit
import StoryKitUI

/// The video feed's styling with every value decided, for one theme: what the feed draws with.
///
/// The feed resolves it whenever its styling or its appearance changes:
///
/// ```
/// colour for theme T = styling[T] ?? default(T)      // a Themed value set for one theme
/// measure            = styling ?? StoryKit's default  // kept finite and within its range
/// ```
///
/// The title sits on the video under a dark scrim, so it is white in both themes; product chips
/// are light in the light theme and dark in the dark one, with text that keeps 4.5:1 on them.
public struct ResolvedVideoFeedStyling: ResolvedStyling {
  public static var unset: VideoFeedStyling { VideoFeedStyling() }

  /// The theme these colours are for.
  public var theme: Theme
  /// Each item's corner radius.
  public var cornerRadius: Double
  /// The gap between two items.
  public var itemSpacing: Double
  /// Leading and trailing space around the items.
  public var horizontalEdgePadding: Double
  /// Top and bottom space around the item at rest.
  public var verticalEdgePadding: Double
  /// How much of the next item shows below the current one at rest.
  public var nextItemPeek: Double
  /// The title's colour.
  public var titleColor: Color
  /// The title's font, scaled by the text-size multiplier.
  public var titleFont: FontDescriptor
  /// The most lines of the title.
  public var titleLines: Int
  /// The scrim behind the title and products.
  public var scrimColor: Color
  /// Whether the duration badge shows.
  public var isDurationVisible: Bool
  /// The most product chips an item shows.
  public var maximumVisibleProducts: Int
  /// A product chip's background.
  public var productBackgroundColor: Color
  /// A product chip's text.
  public var productTextColor: Color
  /// A product chip's price.
  public var productPriceColor: Color
  /// The fonts of a product chip's title and price, scaled by the text-size multiplier.
  public var productTitleFont: FontDescriptor
  /// The font of a product chip's price.
  public var productPriceFont: FontDescriptor
  /// The font of the duration badge and the notice.
  public var badgeFont: FontDescriptor
  /// Behind a poster that has not arrived (or an item without one).
  public var placeholderColor: Color

  /// Resolves the app's styling, with the appearance filling the rest. The feed format has no
  /// video feed styling, so `server` is never set; set values of it would apply under the app's.
  public init(app: VideoFeedStyling, server: VideoFeedStyling, appearance: Appearance) {
    self.init(app.overriding(server), appearance: appearance)
  }

  /// Resolves the app's styling, with the appearance filling the rest.
  /// - Parameters:
  ///   - styling: Styling set in code.
  ///   - appearance: The theme, colours and fonts of the feed's tree.
  public init(_ styling: VideoFeedStyling, appearance: Appearance) {
    let theme = appearance.theme
    let fonts = appearance.fonts
    self.theme = theme
    cornerRadius = Self.length(styling.cornerRadius, default: 12, upper: 512)
    itemSpacing = Self.length(styling.itemSpacing, default: 8, upper: 1_000)
    horizontalEdgePadding = Self.length(styling.horizontalEdgePadding, default: 0, upper: 1_000)
    verticalEdgePadding = Self.length(styling.verticalEdgePadding, default: 0, upper: 1_000)
    nextItemPeek = Self.length(styling.nextItemPeek, default: 48, upper: 10_000)
    titleColor = styling.titleColor?[theme] ?? .white
    let headline = fonts.font(.headline)
    titleFont =
      styling.titleFont.map { $0.withSize($0.size * fonts.sizeMultiplier) }
      ?? FontDescriptor(family: headline.family, size: headline.size, weight: .bold)
    titleLines = min(max(1, styling.titleLines ?? 2), VideoFeedStyling.maximumLines)
    scrimColor = styling.scrimColor?[theme] ?? Color.black.withAlpha(0.6)
    isDurationVisible = styling.isDurationVisible ?? true
    maximumVisibleProducts = min(max(0, styling.maximumVisibleProducts ?? 2), 10)
    let neutral = appearance.palette.neutral
    switch theme {
    case .light:
      productBackgroundColor = styling.productBackgroundColor?[theme] ?? Color.white.withAlpha(0.94)
      productTextColor = styling.productTextColor?[theme] ?? neutral
    case .dark:
      // A step lighter than the scrim, so the chip's edge shows on a dark video.
      productBackgroundColor =
        styling.productBackgroundColor?[theme] ?? neutral.mixed(with: .white, amount: 0.14).withAlpha(0.94)
      productTextColor = styling.productTextColor?[theme] ?? .white
    }
    productPriceColor = productTextColor.withAlpha(productTextColor.alpha * 0.8)
    let footnote = fonts.font(.footnote)
    productTitleFont = FontDescriptor(family: footnote.family, size: footnote.size, weight: .semibold)
    productPriceFont = fonts.font(.footnote)
    let caption = fonts.font(.caption)
    badgeFont = FontDescriptor(family: caption.family, size: caption.size, weight: .semibold)
    placeholderColor = appearance.colors.skeleton
  }

  /// A length from styling set in code, kept finite and within `0...upper`.
  private static func length(_ value: Double?, default fallback: Double, upper: Double) -> Double {
    guard let value, value.isFinite else { return fallback }
    return min(max(0, value), upper)
  }
}
