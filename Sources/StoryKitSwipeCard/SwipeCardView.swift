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
/// Replace it through ``Components/swipeCardView``; a subclass reads ``content`` and
/// ``styling`` in ``updateContent()`` and ``setUpAppearance()``.
open class SwipeCardView: View {
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

  /// The look, from the stack.
  public var styling = ResolvedSwipeCardStyling(app: .init(), server: .init(), appearance: Appearance()) {
    didSet {
      if styling != oldValue { appearanceInputsDidChange() }
    }
  }

  /// The picture.
  public private(set) lazy var imageView = components.imageView.init()
  /// The title.
  public private(set) lazy var titleLabel = components.label.init()
  /// The subtitle.
  public private(set) lazy var subtitleLabel = components.label.init()
  /// The price pill's text, inside ``priceView``.
  public private(set) lazy var priceLabel = components.label.init()
  /// The price pill.
  public private(set) lazy var priceView = View()

  /// The widest the price pill gets, as a fraction of the card's width.
  public static let maximumPriceWidthFraction = 0.6

  /// Inside padding of the text under the picture, in points.
  public var textPadding = 14.0

  /// How much darker the card is drawn, `0...1`: the stack dims the cards behind the top one
  /// (``ResolvedSwipeCardStyling/behindCardDimming``).
  public var dimming = 0.0 {
    didSet {
      guard dimming != oldValue else { return }
      let amount = dimming.isFinite ? min(max(dimming, 0), 1) : 0
      dimmingView.backgroundColor = .black.withAlpha(amount)
      dimmingView.isHidden = amount <= 0
    }
  }

  /// Black over the whole card at ``dimming``'s opacity, above every other part.
  let dimmingView = View()

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
  }

  open override func setUpLayout() {
    super.setUpLayout()
    imageView.contentMode = .aspectFill
    titleLabel.numberOfLines = 2
    subtitleLabel.numberOfLines = 2
    priceLabel.numberOfLines = 1
    priceLabel.textAlignment = .center
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    priceView.addSubview(priceLabel)
    addSubview(priceView)
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
    priceLabel.font = styling.priceFont
    priceLabel.textColor = styling.priceColor
    priceView.backgroundColor = styling.priceBackgroundColor
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    let card = content?.card
    if imageView.url != card?.imageURL { imageView.url = card?.imageURL }
    titleLabel.text = card?.title ?? ""
    subtitleLabel.text = card?.subtitle ?? ""
    priceLabel.text = content?.price ?? ""
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
    let maximum = max(0, min(width - 2 * inset, width * Self.maximumPriceWidthFraction) - 16)
    let price = priceLabel.fittingSize(for: Size(width: maximum, height: .infinity))
    let pill = Size(width: min(maximum, price.width) + 16, height: price.height + 8)
    priceView.frame = Rect(
      x: isMirrored ? inset : width - inset - pill.width, y: inset, width: pill.width, height: pill.height)
    priceView.cornerRadius = pill.height / 2
    priceLabel.frame = Rect(x: 8, y: 4, width: pill.width - 16, height: price.height)
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

  public var spokenSummary: String {
    guard let content else { return "" }
    return [content.card.title, content.card.subtitle, content.price]
      .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
  }
}
