import Foundation
import StoryKit
import StoryKitUI

/// The swipe-card widget's styling with every value decided, for one theme: what the stack and
/// its cards draw with.
///
/// The stack resolves it whenever its styling or its appearance changes, in the story bar's order
/// — server styling < app styling < the appearance and StoryKit's defaults — theme by theme:
///
/// ```
/// colour for theme T = app[T] ?? server[T] ?? appearance(T)
/// measure            = app ?? server ?? StoryKit's default
/// ```
///
/// Defaults from the ``Appearance``: the card background from its secondary background, the title
/// from its text colour, the fonts from its `headline` / `subheadline` (so larger text grows
/// them), the price pill from its accent. The subtitle's default follows the title: the title's
/// colour 40 % of the way to the card background, but never under 5:1 contrast with it (WCAG
/// AA's 4.5:1 with a margin), so a themed title brings a matching subtitle along. The end state's
/// line is the appearance's secondary text, darkened (or lightened) towards its text colour as far
/// as it takes to reach 5:1 on the background.
public struct ResolvedSwipeCardStyling: ResolvedStyling {
  public static var unset: SwipeCardStyling { SwipeCardStyling() }

  /// The theme these colours are for.
  public var theme: Theme
  /// Card corners, in points.
  public var cornerRadius: Double
  /// Behind each card's picture and text.
  public var cardBackgroundColor: Color
  /// The line around each card: the appearance's separator in light; in dark, a lighter grey,
  /// since a dragged card of the same colour as the one under it would otherwise merge with it.
  public var borderColor: Color
  /// The width of the line around each card, in points: 0.5 in light, 1 in dark.
  public var borderWidth: Double
  /// How much darker a card one place behind the top is, `0...1` (cards further back as much):
  /// none in light, where the hairline sets the cards apart; 0.45 in dark, where cards of one
  /// colour on black would merge into one.
  public var behindCardDimming: Double
  /// The card title's colour.
  public var titleColor: Color
  /// The card subtitle's colour: set, or derived from ``titleColor`` (see above).
  public var subtitleColor: Color
  /// The price's colour.
  public var priceColor: Color
  /// The price pill's colour.
  public var priceBackgroundColor: Color
  /// The card title's font.
  public var titleFont: FontDescriptor
  /// The card subtitle's font.
  public var subtitleFont: FontDescriptor
  /// The price's font: the appearance's `subheadline`, semibold.
  public var priceFont: FontDescriptor
  /// Cards showing at once, 1…``SwipeCardStyling/maximumVisibleStackDepth``.
  public var visibleStackDepth: Int
  /// The fraction of the width a released card must have travelled to be swiped away.
  public var swipeThreshold: Double
  /// Whether a right swipe on a product card adds it to the cart.
  public var addToCartOnSwipeRight: Bool
  /// The end state's title as the app or the server set it, else StoryKit's in English; the
  /// end state shows ``endStateTitle(in:)``, StoryKit's in its own language.
  public var endStateTitle: String {
    get { customEndStateTitle ?? StoryKitStringKey.swipeCardEndTitle.english }
    set { customEndStateTitle = newValue }
  }
  /// The end state's line under the title, as set, else StoryKit's in English; empty shows none.
  public var endStateSubtitle: String {
    get { customEndStateSubtitle ?? StoryKitStringKey.swipeCardEndSubtitle.english }
    set { customEndStateSubtitle = newValue }
  }
  /// The end state's button, as set, else StoryKit's in English.
  public var endStateButtonTitle: String {
    get { customEndStateButtonTitle ?? StoryKitStringKey.swipeCardEndButton.english }
    set { customEndStateButtonTitle = newValue }
  }
  /// The end state's title the app or the server set; `nil` for StoryKit's.
  public var customEndStateTitle: String?
  /// The end state's line the app or the server set (empty for none); `nil` for StoryKit's.
  public var customEndStateSubtitle: String?
  /// The end state's button the app or the server set; `nil` for StoryKit's.
  public var customEndStateButtonTitle: String?
  /// The end state's text colour.
  public var endStateTextColor: Color
  /// The end state's secondary text colour.
  public var endStateSecondaryTextColor: Color
  /// The end state button's colour and its title's.
  public var buttonColor: Color
  /// The end state button title's colour.
  public var buttonTitleColor: Color

  /// The default corner radius.
  public static let defaultCornerRadius = 16.0
  /// The default stack depth.
  public static let defaultVisibleStackDepth = 3
  /// The default swipe threshold.
  public static let defaultSwipeThreshold = 0.4

  /// Resolves app styling over server styling, with the appearance filling the rest.
  /// - Parameters:
  ///   - app: Styling set in code.
  ///   - server: Styling from the feed.
  ///   - appearance: The theme, colours and fonts of the stack's tree.
  public init(app: SwipeCardStyling, server: SwipeCardStyling, appearance: Appearance) {
    let chosen = app.overriding(server)
    let theme = appearance.theme
    let colors = appearance.colors
    let fonts = appearance.fonts
    self.theme = theme
    cornerRadius = Self.valid(chosen.cornerRadius, in: 0...512) ?? Self.defaultCornerRadius
    cardBackgroundColor = chosen.cardBackgroundColor?[theme] ?? colors.secondaryBackground
    borderColor = theme == .dark ? colors.separator.mixed(with: colors.text, amount: 0.2) : colors.separator
    borderWidth = theme == .dark ? 1 : 0.5
    behindCardDimming = theme == .dark ? 0.45 : 0
    titleColor = chosen.titleColor?[theme] ?? colors.text
    // The appearance's secondary text is shared with other widgets; the card derives its own from
    // the title instead, at 5:1 on the card's own background, whatever colours the app set.
    subtitleColor = chosen.subtitleColor?[theme] ?? titleColor.secondary(on: cardBackgroundColor)
    priceColor = chosen.priceColor?[theme] ?? colors.onAccent
    priceBackgroundColor = chosen.priceBackgroundColor?[theme] ?? colors.accent
    titleFont = chosen.titleFont ?? fonts.font(.headline)
    subtitleFont = chosen.subtitleFont ?? fonts.font(.subheadline)
    var price = fonts.font(.subheadline)
    price.weight = .semibold
    priceFont = price
    let depth = chosen.visibleStackDepth ?? Self.defaultVisibleStackDepth
    visibleStackDepth = min(max(1, depth), SwipeCardStyling.maximumVisibleStackDepth)
    swipeThreshold = Self.valid(chosen.swipeThreshold, in: 0.05...0.95) ?? Self.defaultSwipeThreshold
    addToCartOnSwipeRight = chosen.addToCartOnSwipeRight ?? true
    customEndStateTitle = Self.nonEmpty(chosen.endStateTitle)
    customEndStateSubtitle = chosen.endStateSubtitle
    customEndStateButtonTitle = Self.nonEmpty(chosen.endStateButtonTitle)
    endStateTextColor = colors.text
    endStateSecondaryTextColor = colors.secondaryText.readable(on: colors.background, towards: colors.text)
    buttonColor = colors.accent
    buttonTitleColor = colors.onAccent
  }

  /// A set value inside `range` (code can set anything; the feed reader already checks its own).
  private static func valid(_ value: Double?, in range: ClosedRange<Double>) -> Double? {
    guard let value, value.isFinite else { return nil }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
    return text
  }

  /// The end state's title: the one set, else StoryKit's in the language of `strings`.
  public func endStateTitle(in strings: StoryKitStrings) -> String {
    customEndStateTitle ?? strings[.swipeCardEndTitle]
  }

  /// The end state's line under the title: the one set (empty for none), else StoryKit's in the
  /// language of `strings`.
  public func endStateSubtitle(in strings: StoryKitStrings) -> String {
    customEndStateSubtitle ?? strings[.swipeCardEndSubtitle]
  }

  /// The end state's button: the one set, else StoryKit's in the language of `strings`.
  public func endStateButtonTitle(in strings: StoryKitStrings) -> String {
    customEndStateButtonTitle ?? strings[.swipeCardEndButton]
  }
}
