import StoryKit
import StoryKitUI

/// The price pill at the top trailing corner of a product card: the price on a capsule in the
/// styling's price colours.
///
/// ```
/// ⟮ €279.00 ⟯
/// ```
///
/// Replace it through ``StoryKitUI/Components/swipeCardPrice``; it reads its colours and font from
/// the stack's styling in ``setUpAppearance()``.
open class SwipeCardPriceView: View {
  /// The price, formatted for the locale; empty hides nothing by itself (the card hides the pill).
  public var text: String {
    get { label.text }
    set {
      guard newValue != label.text else { return }
      label.text = newValue
      invalidateMeasurement()
    }
  }

  /// The price's text, from the ``StoryKitUI/Components/label`` slot.
  open lazy var label: Label = makePart(LabelSlot.self)

  /// Space around the text inside the capsule.
  public static let padding = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(label)
    label.numberOfLines = 1
    label.textAlignment = .center
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = resolvedStyling(ResolvedSwipeCardStyling.self)
    label.font = styling.priceFont
    label.textColor = styling.priceColor
    backgroundColor = styling.priceBackgroundColor
  }

  /// The text's size within `proposal` less the padding, plus the padding.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let padding = Self.padding
    let text = label.fittingSize(
      for: Size(width: max(0, proposal.width - padding.left - padding.right), height: .infinity))
    return Size(
      width: text.width + padding.left + padding.right, height: text.height + padding.top + padding.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = bounds.height / 2
    label.frame = bounds.inset(by: Self.padding)
  }
}
