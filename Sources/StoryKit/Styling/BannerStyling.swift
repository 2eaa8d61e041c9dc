/// Every customization of the banner widget, as values.
///
/// Each property is optional: `nil` means "not set here". The banner resolves its styling in one
/// order, theme by theme — server styling from the feed (`styling.banner`), then app styling set
/// in code over it, then the appearance for whatever both leave unset:
///
/// ```swift
/// var styling = BannerStyling()
/// styling.autoAdvanceInterval = 4
/// styling.cornerRadius = 20
/// styling.titleColor = Themed(light: "#FFFFFF")   // dark mode keeps the server's or the default
/// banner.styling = styling                        // over banner.serverStyling
/// ```
public struct BannerStyling: Sendable, Hashable {
  /// The range ``autoAdvanceInterval`` is kept in, in seconds.
  public static let autoAdvanceIntervalRange = 1.0...60.0
  /// The most lines a title or subtitle may take.
  public static let maximumLines = 5

  /// Whether the banner moves to the next page on its own.
  public var autoAdvances: Bool?
  /// Seconds each page shows before the next one slides in; kept within
  /// ``autoAdvanceIntervalRange``.
  public var autoAdvanceInterval: Double?
  /// The radius of each page's corners, in points.
  public var cornerRadius: Double?
  /// The title's colour over the picture.
  public var titleColor: Themed<Color>?
  /// The subtitle's colour over the picture.
  public var subtitleColor: Themed<Color>?
  /// The title's font; its size grows with the appearance's text-size multiplier.
  public var titleFont: FontDescriptor?
  /// The subtitle's font; its size grows with the appearance's text-size multiplier.
  public var subtitleFont: FontDescriptor?
  /// The most lines the title takes, 1 to ``maximumLines``.
  public var titleLines: Int?
  /// The most lines the subtitle takes, 1 to ``maximumLines``.
  public var subtitleLines: Int?
  /// The shade behind the text that keeps it readable on any picture: it fades in above the
  /// text and is this colour, full width, behind all of it.
  public var scrimColor: Themed<Color>?
  /// Whether the page indicator (dots) shows.
  public var isIndicatorVisible: Bool?
  /// The dots of the pages not shown.
  public var indicatorColor: Themed<Color>?
  /// The dot of the page shown.
  public var indicatorActiveColor: Themed<Color>?
  /// The gap between two pages while they slide, in points.
  public var itemSpacing: Double?
  /// The space between the banner's edges and its pages, leading and trailing, in points.
  public var horizontalEdgePadding: Double?
  /// The space between the banner's edges and its pages, top and bottom, in points.
  public var verticalEdgePadding: Double?

  /// Creates styling with everything unset.
  public init(
    autoAdvances: Bool? = nil, autoAdvanceInterval: Double? = nil, cornerRadius: Double? = nil,
    titleColor: Themed<Color>? = nil, subtitleColor: Themed<Color>? = nil, titleFont: FontDescriptor? = nil,
    subtitleFont: FontDescriptor? = nil, titleLines: Int? = nil, subtitleLines: Int? = nil,
    scrimColor: Themed<Color>? = nil, isIndicatorVisible: Bool? = nil, indicatorColor: Themed<Color>? = nil,
    indicatorActiveColor: Themed<Color>? = nil, itemSpacing: Double? = nil,
    horizontalEdgePadding: Double? = nil, verticalEdgePadding: Double? = nil
  ) {
    self.autoAdvances = autoAdvances
    self.autoAdvanceInterval = autoAdvanceInterval
    self.cornerRadius = cornerRadius
    self.titleColor = titleColor
    self.subtitleColor = subtitleColor
    self.titleFont = titleFont
    self.subtitleFont = subtitleFont
    self.titleLines = titleLines
    self.subtitleLines = subtitleLines
    self.scrimColor = scrimColor
    self.isIndicatorVisible = isIndicatorVisible
    self.indicatorColor = indicatorColor
    self.indicatorActiveColor = indicatorActiveColor
    self.itemSpacing = itemSpacing
    self.horizontalEdgePadding = horizontalEdgePadding
    self.verticalEdgePadding = verticalEdgePadding
  }

  /// This styling's set values over `base`'s: what is set here wins, the rest comes from `base`;
  /// themed colours merge theme by theme.
  public func overriding(_ base: BannerStyling) -> BannerStyling {
    BannerStyling(
      autoAdvances: autoAdvances ?? base.autoAdvances,
      autoAdvanceInterval: autoAdvanceInterval ?? base.autoAdvanceInterval,
      cornerRadius: cornerRadius ?? base.cornerRadius, titleColor: .merge(titleColor, over: base.titleColor),
      subtitleColor: .merge(subtitleColor, over: base.subtitleColor), titleFont: titleFont ?? base.titleFont,
      subtitleFont: subtitleFont ?? base.subtitleFont, titleLines: titleLines ?? base.titleLines,
      subtitleLines: subtitleLines ?? base.subtitleLines,
      scrimColor: .merge(scrimColor, over: base.scrimColor),
      isIndicatorVisible: isIndicatorVisible ?? base.isIndicatorVisible,
      indicatorColor: .merge(indicatorColor, over: base.indicatorColor),
      indicatorActiveColor: .merge(indicatorActiveColor, over: base.indicatorActiveColor),
      itemSpacing: itemSpacing ?? base.itemSpacing,
      horizontalEdgePadding: horizontalEdgePadding ?? base.horizontalEdgePadding,
      verticalEdgePadding: verticalEdgePadding ?? base.verticalEdgePadding)
  }
}
