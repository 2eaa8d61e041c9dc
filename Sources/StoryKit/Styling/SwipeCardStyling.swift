/// Every customization of the swipe-card widget, as values.
///
/// Each property is optional: `nil` means "not set here". The widget resolves its styling in the
/// story bar's order, theme by theme — server styling from the feed (`styling.swipeCard`), then
/// app styling set in code over it, then the appearance and StoryKit's defaults for whatever both
/// leave unset:
///
/// ```swift
/// var styling = SwipeCardStyling()
/// styling.cornerRadius = 24
/// styling.titleColor = Themed(light: "#1C1C1E")     // dark mode keeps the appearance's
/// styling.addToCartOnSwipeRight = false              // a right swipe only likes
/// stack.styling = styling                             // over stack.serverStyling
/// ```
public struct SwipeCardStyling: Sendable, Hashable {
  /// The corner radius of every card, in points (default 16).
  public var cornerRadius: Double?
  /// The card's colour behind its picture and text (default: the appearance's secondary
  /// background).
  public var cardBackgroundColor: Themed<Color>?
  /// The title's colour (default: the appearance's text colour).
  public var titleColor: Themed<Color>?
  /// The subtitle's colour (default: the title's colour 40 % of the way to the card background,
  /// but never under 5:1 contrast with it).
  public var subtitleColor: Themed<Color>?
  /// The price's colour on product cards (default: the appearance's colour on its accent).
  public var priceColor: Themed<Color>?
  /// The price pill's colour on product cards (default: the appearance's accent).
  public var priceBackgroundColor: Themed<Color>?
  /// The title's font (default: the appearance's `headline`).
  public var titleFont: FontDescriptor?
  /// The subtitle's font (default: the appearance's `subheadline`).
  public var subtitleFont: FontDescriptor?
  /// How many cards show, the top one and those peeking behind it: 1 to
  /// ``maximumVisibleStackDepth`` (default 3).
  public var visibleStackDepth: Int?
  /// How far, as a fraction of the widget's width, the top card must be dragged for a release to
  /// swipe it away, in `0.05...0.95` (default 0.4). A fast fling swipes it from less.
  public var swipeThreshold: Double?
  /// Whether a right swipe on a product card adds the product to the cart (default `true`).
  public var addToCartOnSwipeRight: Bool?
  /// The end state's title once every card is swiped (default "You're all caught up").
  public var endStateTitle: String?
  /// The end state's line under the title (default "Check back later for more.").
  public var endStateSubtitle: String?
  /// The end state's button, which brings the cards back (default "Start over").
  public var endStateButtonTitle: String?

  /// The most cards a stack shows at once.
  public static let maximumVisibleStackDepth = 5

  /// Creates styling with everything unset.
  public init(
    cornerRadius: Double? = nil, cardBackgroundColor: Themed<Color>? = nil, titleColor: Themed<Color>? = nil,
    subtitleColor: Themed<Color>? = nil, priceColor: Themed<Color>? = nil,
    priceBackgroundColor: Themed<Color>? = nil, titleFont: FontDescriptor? = nil,
    subtitleFont: FontDescriptor? = nil, visibleStackDepth: Int? = nil, swipeThreshold: Double? = nil,
    addToCartOnSwipeRight: Bool? = nil, endStateTitle: String? = nil, endStateSubtitle: String? = nil,
    endStateButtonTitle: String? = nil
  ) {
    self.cornerRadius = cornerRadius
    self.cardBackgroundColor = cardBackgroundColor
    self.titleColor = titleColor
    self.subtitleColor = subtitleColor
    self.priceColor = priceColor
    self.priceBackgroundColor = priceBackgroundColor
    self.titleFont = titleFont
    self.subtitleFont = subtitleFont
    self.visibleStackDepth = visibleStackDepth
    self.swipeThreshold = swipeThreshold
    self.addToCartOnSwipeRight = addToCartOnSwipeRight
    self.endStateTitle = endStateTitle
    self.endStateSubtitle = endStateSubtitle
    self.endStateButtonTitle = endStateButtonTitle
  }

  /// This styling's set values over `base`'s: what is set here wins, the rest comes from `base`;
  /// themed colours merge theme by theme.
  public func overriding(_ base: SwipeCardStyling) -> SwipeCardStyling {
    SwipeCardStyling(
      cornerRadius: cornerRadius ?? base.cornerRadius,
      cardBackgroundColor: .merge(cardBackgroundColor, over: base.cardBackgroundColor),
      titleColor: .merge(titleColor, over: base.titleColor),
      subtitleColor: .merge(subtitleColor, over: base.subtitleColor),
      priceColor: .merge(priceColor, over: base.priceColor),
      priceBackgroundColor: .merge(priceBackgroundColor, over: base.priceBackgroundColor),
      titleFont: titleFont ?? base.titleFont, subtitleFont: subtitleFont ?? base.subtitleFont,
      visibleStackDepth: visibleStackDepth ?? base.visibleStackDepth,
      swipeThreshold: swipeThreshold ?? base.swipeThreshold,
      addToCartOnSwipeRight: addToCartOnSwipeRight ?? base.addToCartOnSwipeRight,
      endStateTitle: endStateTitle ?? base.endStateTitle,
      endStateSubtitle: endStateSubtitle ?? base.endStateSubtitle,
      endStateButtonTitle: endStateButtonTitle ?? base.endStateButtonTitle)
  }
}
