import Foundation
import StoryKit
import StoryKitUI

/// A product chip on a video feed item: the product's picture, title and price on a rounded
/// surface; a tap selects the product.
///
/// ```
/// ╭──────────────────────────────╮
/// │ ┌────┐ Court Classic sneaker │  picture 36 pt (left out without one), title on one line,
/// │ └────┘ $89.95                │  price below; mirrored right to left
/// ╰──────────────────────────────╯
/// ```
///
/// Replace it through ``StoryKitUI/Components/videoFeedProductView``; a subclass reads
/// ``content`` and ``styling`` in ``updateContent()`` / ``setUpAppearance()``.
open class VideoFeedProductView: View {
  /// What the chip shows.
  public struct Content: Sendable, Hashable {
    /// The product.
    public var product: Product

    /// Creates chip content.
    public init(product: Product) {
      self.product = product
    }
  }

  /// What the chip shows.
  public var content: Content? {
    didSet { if content != oldValue { contentDidChange() } }
  }

  /// The feed's styling, read from the environment.
  public var styling: ResolvedVideoFeedStyling { resolvedStyling(ResolvedVideoFeedStyling.self) }

  /// Called when the chip is tapped.
  public var onTap: (@MainActor () -> Void)?

  /// The product's picture.
  open lazy var imageView: ImageView = makePart(ImageViewSlot.self)
  /// The product's title.
  open lazy var titleLabel: Label = makePart(LabelSlot.self)
  /// The product's price.
  open lazy var priceLabel: Label = makePart(LabelSlot.self)

  /// Space around the chip's content, in points.
  static let padding = 8.0
  /// The picture's side, in points.
  static let pictureSide = 36.0

  open override func setUp() {
    super.setUp()
    isAccessibilityElement = false
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        if recognizer.state == .recognized { self?.onTap?() }
      })
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(priceLabel)
    imageView.contentMode = .aspectFill
    imageView.cornerRadius = 6
    imageView.isUserInteractionEnabled = false
    for label in [titleLabel, priceLabel] {
      label.isAccessibilityElement = false
      label.isUserInteractionEnabled = false
      label.numberOfLines = 1
    }
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = styling
    cornerRadius = 10
    backgroundColor = styling.productBackgroundColor
    titleLabel.font = styling.productTitleFont
    titleLabel.textColor = styling.productTextColor
    priceLabel.font = styling.productPriceFont
    priceLabel.textColor = styling.productPriceColor
    imageView.placeholderColor = styling.placeholderColor
    invalidateMeasurement()
  }

  open override func updateContent() {
    super.updateContent()
    let product = content?.product
    imageView.setImage(url: product?.imageURL)
    imageView.isHidden = product?.imageURL == nil
    titleLabel.text = product?.title ?? ""
    priceLabel.text = content?.product.formattedPrice(locale: locale) ?? ""
    priceLabel.isHidden = priceLabel.text.isEmpty
    invalidateMeasurement()
    setNeedsLayout()
  }

  /// The text's leading edge, from the chip's leading edge.
  private var textStart: Double {
    Self.padding + (imageView.isHidden ? 4 : Self.pictureSide + 8)
  }

  private func textSizes(maxWidth: Double) -> (title: Size, price: Size) {
    let bound = Size(width: max(1, maxWidth), height: .infinity)
    let title = titleLabel.text.isEmpty ? .zero : titleLabel.fittingSize(for: bound)
    let price = priceLabel.isHidden ? .zero : priceLabel.fittingSize(for: bound)
    return (title, price)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let maxWidth = proposal.width.isFinite ? proposal.width : 320
    let trailing = Self.padding + 4
    let text = textSizes(maxWidth: maxWidth - textStart - trailing)
    let textHeight = text.title.height + text.price.height + (text.price.height > 0 ? 1 : 0)
    let height = max(imageView.isHidden ? 0 : Self.pictureSide, textHeight) + 2 * Self.padding
    let width = textStart + max(text.title.width, text.price.width) + trailing
    return Size(width: min(maxWidth, width.rounded(.up)), height: height.rounded(.up))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    func mirrored(_ rect: Rect) -> Rect {
      isRightToLeft
        ? Rect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    let side = Self.pictureSide
    imageView.frame = mirrored(
      Rect(x: Self.padding, y: (bounds.height - side) / 2, width: side, height: side))
    let textWidth = max(0, bounds.width - textStart - Self.padding - 4)
    let text = textSizes(maxWidth: textWidth)
    let total = text.title.height + text.price.height + (text.price.height > 0 ? 1 : 0)
    let top = (bounds.height - total) / 2
    titleLabel.frame = mirrored(Rect(x: textStart, y: top, width: textWidth, height: text.title.height))
    priceLabel.frame = mirrored(
      Rect(x: textStart, y: top + text.title.height + 1, width: textWidth, height: text.price.height))
  }
}
