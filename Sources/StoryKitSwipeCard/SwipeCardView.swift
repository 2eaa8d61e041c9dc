import Foundation
import StoryKit
import StoryKitUI

/// One card of a ``SwipeCardStackView``: its picture, a price pill on product cards, and its title
/// and subtitle under the picture.
///
/// ```
/// ┌───────────────────────────┐
/// │ picture (aspect fill)  ⟮€279.00⟯ │  price pill at the top trailing corner
/// │                           │
/// ├───────────────────────────┤
/// │ Title, up to 2 lines      │
/// │ Subtitle, up to 2 lines   │
/// └───────────────────────────┘
/// ```
///
/// Replace it through ``StoryKitUI/Components/swipeCardView``; a subclass reads ``content`` in
/// ``updateContent()`` and ``styling`` (the stack's, from the environment) in
/// ``setUpAppearance()``. The card reports taps and swipes through ``send(_:)``: ``onAction``
/// hears them first, then the stack.
open class SwipeCardView: View, ItemActionSending {
  /// What the user did with a card.
  public enum Action: Sendable, Hashable {
    /// Tapped it (or activated it with a key or a screen reader): its link opens.
    case select
    /// Swiped it away, as it starts to fly out.
    case swipe(SwipeDirection)
  }

  /// What a card shows.
  public struct Content: Sendable, Hashable {
    /// The card.
    public var card: SwipeCard
    /// The product's price, formatted for the stack's locale; `nil` for cards without a product
    /// (or a price that cannot be shown).
    public var price: String?

    /// Creates content.
    public init(card: SwipeCard, price: String? = nil) {
      self.card = card
      self.price = price
    }
  }

  /// The card shown.
  public var content: Content? {
    didSet {
      if content != oldValue { contentDidChange() }
    }
  }

  /// The look: the stack's styling, read from the environment.
  public var styling: ResolvedSwipeCardStyling { resolvedStyling(ResolvedSwipeCardStyling.self) }

  /// Hears the card's actions before the stack does; a factory or the app sets it.
  public var onAction: (@MainActor (SwipeCardView, Action) -> Void)? {
    get { actions.listener }
    set { actions.listener = newValue }
  }

  /// The card's listener and the stack's handler.
  let actions = ItemActionRelay<SwipeCardView, Action>()

  /// Reports `action`: ``onAction`` hears it, then the stack.
  public func send(_ action: Action) {
    actions.send(action, from: self)
  }

  /// The picture.
  open lazy var imageView: ImageView = makePart(SwipeCardImageSlot.self)
  /// The title.
  open lazy var titleLabel: Label = makePart(SwipeCardTitleSlot.self)
  /// The subtitle.
  open lazy var subtitleLabel: Label = makePart(SwipeCardSubtitleSlot.self)
  /// The price pill of a product card.
  open lazy var priceView: SwipeCardPriceView = makePart(SwipeCardPriceSlot.self)

  /// The widest the price pill gets, as a fraction of the card's width.
  public static let maximumPriceWidthFraction = 0.6

  /// Inside padding of the text under the picture, in points.
  public var textPadding = 14.0

  /// How much darker the card is drawn, `0...1`: the stack dims the cards behind the top one
  /// (``ResolvedSwipeCardStyling/behindCardDimming``).
  public var dimming = 0.0 {
    didSet {
      guard dimming != oldValue else { return }
      applyDimming()
    }
  }

  /// Whether the card moves as one cached picture (``View/isRasterized``), as it does while it is
  /// dragged, flies out or rises: its ``dimming`` is then laid over the picture where it lands
  /// (``View/layerShade``) instead of being drawn into it, so the picture is drawn once.
  public var movesAsPicture = false {
    didSet {
      guard movesAsPicture != oldValue else { return }
      isRasterized = movesAsPicture
      applyDimming()
    }
  }

  private func applyDimming() {
    let amount = dimming.isFinite ? min(max(dimming, 0), 1) : 0
    dimmingView.backgroundColor = .black.withAlpha(amount)
    dimmingView.isHidden = amount <= 0 || movesAsPicture
    layerShade = movesAsPicture && amount > 0 ? .black.withAlpha(amount) : nil
  }

  /// Black over the whole card at ``dimming``'s opacity, above every other part.
  let dimmingView = View()

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    addSubview(priceView)
    imageView.contentMode = .aspectFill
    titleLabel.numberOfLines = 2
    subtitleLabel.numberOfLines = 2
    // Not hidden here: the stack may have set ``dimming`` before the card was set up.
    dimmingView.isUserInteractionEnabled = false
    addSubview(dimmingView)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = styling.cardBackgroundColor
    cornerRadius = styling.cornerRadius
    // The line sets the card apart from the one behind it, which has its colour.
    border = Border(width: styling.borderWidth, color: styling.borderColor)
    imageView.placeholderColor = styling.cardBackgroundColor.mixed(with: styling.subtitleColor, amount: 0.15)
    titleLabel.font = styling.titleFont
    titleLabel.textColor = styling.titleColor
    subtitleLabel.font = styling.subtitleFont
    subtitleLabel.textColor = styling.subtitleColor
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    let card = content?.card
    if imageView.url != card?.imageURL { imageView.url = card?.imageURL }
    titleLabel.text = card?.title ?? ""
    subtitleLabel.text = card?.subtitle ?? ""
    priceView.text = content?.price ?? ""
    priceView.isHidden = (content?.price ?? "").isEmpty
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let textWidth = max(0, width - 2 * textPadding)
    let title =
      titleLabel.text.isEmpty
      ? Size.zero : titleLabel.fittingSize(for: Size(width: textWidth, height: .infinity))
    let subtitle =
      subtitleLabel.text.isEmpty
      ? Size.zero : subtitleLabel.fittingSize(for: Size(width: textWidth, height: .infinity))
    let gap = title.height > 0 && subtitle.height > 0 ? 4.0 : 0
    let textHeight = title.height + gap + subtitle.height
    // The text never takes more than half the card; the picture keeps the rest.
    let textArea = min(bounds.height / 2, textHeight > 0 ? textHeight + 2 * textPadding : 0)
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    imageView.frame = Rect(x: 0, y: 0, width: width, height: max(0, bounds.height - textArea))
    var y = bounds.height - textArea + textPadding
    titleLabel.frame = Rect(x: textPadding, y: y, width: textWidth, height: title.height)
    y += title.height + gap
    subtitleLabel.frame = Rect(
      x: textPadding, y: y, width: textWidth,
      height: min(subtitle.height, max(0, bounds.height - y - textPadding / 2)))
    let inset = 10.0
    // The pill takes at most 60 % of the card (a longer price is cut short with "…"), so a
    // hostile price cannot cover the picture.
    let maximum = max(0, min(width - 2 * inset, width * Self.maximumPriceWidthFraction))
    let fitted = priceView.fittingSize(for: Size(width: maximum, height: .infinity))
    let pill = Size(width: min(maximum, fitted.width), height: fitted.height)
    priceView.frame = Rect(
      x: isMirrored ? inset : width - inset - pill.width, y: inset, width: pill.width, height: pill.height)
    dimmingView.frame = bounds
    // Parts a subclass adds later stay under it.
    if subviews.last !== dimmingView { addSubview(dimmingView) }
  }

  /// What a screen reader says for the card: title, subtitle, price.
  /// What an assistive technology's increment (`+1`, a like: a right swipe) or decrement (`-1`,
  /// a skip: a left swipe) of the top card does; the stack sets it on the top card.
  public var onAdjust: (@MainActor (Int) -> Void)?

  open override func accessibilityIncrement() {
    onAdjust?(1)
  }

  open override func accessibilityDecrement() {
    onAdjust?(-1)
  }

  /// What a screen reader says for the card: its title, subtitle and price, comma-separated;
  /// empty without content.
  public var spokenSummary: String {
    guard let content else { return "" }
    return [content.card.title, content.card.subtitle, content.price]
      .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
  }
}
