import StoryKit
import StoryKitUI

/// The banner's styling with every value decided, for one theme: what the banner draws with.
///
/// The banner resolves it whenever its styling or its appearance changes, in one order — server
/// styling < app styling < the appearance — theme by theme:
///
/// ```
/// colour for theme T = app[T] ?? server[T] ?? default(T)   // a Themed value set for one theme
/// measure            = app ?? server ?? StoryKit's default // never applies to the other
/// ```
///
/// Text sits on a picture under a dark scrim, so its default colours are white in both themes;
/// the placeholder behind a picture that has not arrived (and has no `backgroundColor`) is the
/// appearance's skeleton colour; the fonts are the appearance's `title3` (bold) and
/// `subheadline` styles, and a font from styling grows with the same text-size multiplier.
public struct ResolvedBannerStyling: ResolvedStyling {
  public static var unset: BannerStyling { BannerStyling() }

  /// The default seconds between pages.
  public static let defaultAutoAdvanceInterval = 5.0

  /// The theme these colours are for.
  public var theme: Theme
  /// Whether pages advance on their own.
  public var autoAdvances: Bool
  /// Seconds each page shows, within ``BannerStyling/autoAdvanceIntervalRange``.
  public var autoAdvanceInterval: Double
  /// Each page's corner radius.
  public var cornerRadius: Double
  /// The title's colour.
  public var titleColor: Color
  /// The subtitle's colour.
  public var subtitleColor: Color
  /// The title's font, scaled by the text-size multiplier.
  public var titleFont: FontDescriptor
  /// The subtitle's font, scaled by the text-size multiplier.
  public var subtitleFont: FontDescriptor
  /// The most lines of the title.
  public var titleLines: Int
  /// The most lines of the subtitle.
  public var subtitleLines: Int
  /// The scrim's colour behind the text (it fades in from clear above the text).
  public var scrimColor: Color
  /// Whether the page dots show (never for fewer than two pages).
  public var isIndicatorVisible: Bool
  /// The dots of the pages not shown.
  public var indicatorColor: Color
  /// The dot of the page shown.
  public var indicatorActiveColor: Color
  /// The gap between sliding pages.
  public var itemSpacing: Double
  /// Leading and trailing space around the pages.
  public var horizontalEdgePadding: Double
  /// Top and bottom space around the pages.
  public var verticalEdgePadding: Double
  /// Behind a picture that has not arrived, when its item has no background colour.
  public var placeholderColor: Color

  /// Resolves app styling over server styling, with the appearance filling the rest.
  /// - Parameters:
  ///   - app: Styling set in code.
  ///   - server: Styling from the feed.
  ///   - appearance: The theme, colours and fonts of the banner's tree.
  public init(app: BannerStyling, server: BannerStyling, appearance: Appearance) {
    let chosen = app.overriding(server)
    let theme = appearance.theme
    let multiplier = appearance.fonts.sizeMultiplier
    self.theme = theme
    autoAdvances = chosen.autoAdvances ?? true
    let range = BannerStyling.autoAdvanceIntervalRange
    let interval = chosen.autoAdvanceInterval ?? Self.defaultAutoAdvanceInterval
    autoAdvanceInterval =
      interval.isFinite
      ? min(max(interval, range.lowerBound), range.upperBound) : Self.defaultAutoAdvanceInterval
    cornerRadius = Self.length(chosen.cornerRadius, default: 12, upper: 512)
    titleColor = chosen.titleColor?[theme] ?? .white
    subtitleColor = chosen.subtitleColor?[theme] ?? Color.white.withAlpha(0.88)
    let title = appearance.fonts.font(.title3)
    titleFont =
      chosen.titleFont.map { $0.withSize($0.size * multiplier) }
      ?? FontDescriptor(family: title.family, size: title.size, weight: .bold)
    subtitleFont =
      chosen.subtitleFont.map { $0.withSize($0.size * multiplier) } ?? appearance.fonts.font(.subheadline)
    titleLines = Self.lines(chosen.titleLines)
    subtitleLines = Self.lines(chosen.subtitleLines)
    scrimColor = chosen.scrimColor?[theme] ?? Color.black.withAlpha(0.6)
    isIndicatorVisible = chosen.isIndicatorVisible ?? true
    indicatorColor = chosen.indicatorColor?[theme] ?? Color.white.withAlpha(0.5)
    indicatorActiveColor = chosen.indicatorActiveColor?[theme] ?? .white
    itemSpacing = Self.length(chosen.itemSpacing, default: 8, upper: 1_000)
    horizontalEdgePadding = Self.length(chosen.horizontalEdgePadding, default: 0, upper: 1_000)
    verticalEdgePadding = Self.length(chosen.verticalEdgePadding, default: 0, upper: 1_000)
    placeholderColor = appearance.colors.skeleton
  }

  /// A length from styling set in code, kept finite and within `0...upper`.
  private static func length(_ value: Double?, default fallback: Double, upper: Double) -> Double {
    guard let value, value.isFinite else { return fallback }
    return min(max(0, value), upper)
  }

  private static func lines(_ value: Int?) -> Int {
    min(max(1, value ?? 2), BannerStyling.maximumLines)
  }
}
