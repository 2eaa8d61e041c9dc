import StoryKit

/// Every customization of the video feed's look, as values set in code.
///
/// Each property is optional: `nil` means "not set here", and the feed falls back to the
/// appearance (colours theme by theme, fonts with the text-size multiplier) and to the defaults
/// of ``ResolvedVideoFeedStyling``. The feed format has no `styling.videoFeed` yet, so this is the
/// app's styling alone.
///
/// ```swift
/// var styling = VideoFeedStyling()
/// styling.cornerRadius = 20
/// styling.nextItemPeek = 0                        // one video per screen, as a reel
/// styling.titleColor = Themed(light: "#FFFFFF", dark: "#FFD60A")
/// feed.styling = styling
/// ```
public struct VideoFeedStyling: Sendable, Hashable {
  /// The most lines a title may take.
  public static let maximumLines = 5

  /// The radius of each item's corners, in points.
  public var cornerRadius: Double?
  /// The gap between two items, in points.
  public var itemSpacing: Double?
  /// The space between the feed's leading and trailing edges and its items, in points.
  public var horizontalEdgePadding: Double?
  /// The space between the feed's top and bottom edges and the item at rest, in points.
  public var verticalEdgePadding: Double?
  /// How much of the next item shows below the current one at rest, in points (0: each item
  /// fills the feed, as a reel).
  public var nextItemPeek: Double?
  /// The title's colour over the video.
  public var titleColor: Themed<Color>?
  /// The title's font; its size grows with the appearance's text-size multiplier.
  public var titleFont: FontDescriptor?
  /// The most lines the title takes, 1 to ``maximumLines``.
  public var titleLines: Int?
  /// The shade behind the title and products that keeps them readable on any video.
  public var scrimColor: Themed<Color>?
  /// Whether the video's length shows in a badge at the item's top trailing corner.
  public var isDurationVisible: Bool?
  /// The most product chips an item shows (its others stay reachable in the fullscreen player).
  public var maximumVisibleProducts: Int?
  /// The background of a product chip.
  public var productBackgroundColor: Themed<Color>?
  /// The product chip's title and price.
  public var productTextColor: Themed<Color>?

  /// Creates styling with everything unset.
  public init(
    cornerRadius: Double? = nil, itemSpacing: Double? = nil, horizontalEdgePadding: Double? = nil,
    verticalEdgePadding: Double? = nil, nextItemPeek: Double? = nil, titleColor: Themed<Color>? = nil,
    titleFont: FontDescriptor? = nil, titleLines: Int? = nil, scrimColor: Themed<Color>? = nil,
    isDurationVisible: Bool? = nil, maximumVisibleProducts: Int? = nil,
    productBackgroundColor: Themed<Color>? = nil, productTextColor: Themed<Color>? = nil
  ) {
    self.cornerRadius = cornerRadius
    self.itemSpacing = itemSpacing
    self.horizontalEdgePadding = horizontalEdgePadding
    self.verticalEdgePadding = verticalEdgePadding
    self.nextItemPeek = nextItemPeek
    self.titleColor = titleColor
    self.titleFont = titleFont
    self.titleLines = titleLines
    self.scrimColor = scrimColor
    self.isDurationVisible = isDurationVisible
    self.maximumVisibleProducts = maximumVisibleProducts
    self.productBackgroundColor = productBackgroundColor
    self.productTextColor = productTextColor
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: VideoFeedStyling) -> VideoFeedStyling {
    VideoFeedStyling(
      cornerRadius: cornerRadius ?? base.cornerRadius, itemSpacing: itemSpacing ?? base.itemSpacing,
      horizontalEdgePadding: horizontalEdgePadding ?? base.horizontalEdgePadding,
      verticalEdgePadding: verticalEdgePadding ?? base.verticalEdgePadding,
      nextItemPeek: nextItemPeek ?? base.nextItemPeek, titleColor: .merge(titleColor, over: base.titleColor),
      titleFont: titleFont ?? base.titleFont, titleLines: titleLines ?? base.titleLines,
      scrimColor: .merge(scrimColor, over: base.scrimColor),
      isDurationVisible: isDurationVisible ?? base.isDurationVisible,
      maximumVisibleProducts: maximumVisibleProducts ?? base.maximumVisibleProducts,
      productBackgroundColor: .merge(productBackgroundColor, over: base.productBackgroundColor),
      productTextColor: .merge(productTextColor, over: base.productTextColor))
  }
}
