import Foundation
import StoryKit
import StoryKitUI

/// The product card a product tag opens: a sheet at the bottom of the story with the product's
/// picture, title and price, an "Add to cart" button and a close control (an ✕ on a filled
/// circle, 30 pt, in a 44 pt target).
///
/// ```
/// ┌──────────── ─── ─────────────┐
/// │ ┌──────┐ Trail sneakers    ✕ │
/// │ │ pic  │ $89.00              │
/// │ └──────┘                     │
/// │ (        Add to cart       ) │
/// └──────────────────────────────┘
/// ```
///
/// ``StoryLayersView`` opens and closes it; sizes follow the story's width (points at a 390 pt
/// story) and the text scale, in ``interactiveFont``'s family and weight.
open class ProductCardView: View {
  /// The product shown.
  public var product: Product? {
    didSet { if product != oldValue { contentDidChange() } }
  }

  /// The family and weight of the card's text; the card keeps its own sizes.
  /// Unless set, the font of the layers the card opens over.
  public var interactiveFont: FontDescriptor? {
    get { storedInteractiveFont ?? (superview as? StoryLayersView)?.interactiveFont }
    set {
      guard newValue != storedInteractiveFont else { return }
      storedInteractiveFont = newValue
      setNeedsLayout()
    }
  }
  private var storedInteractiveFont: FontDescriptor?

  /// Called with the product when "Add to cart" is tapped.
  public var onAddToCart: (@MainActor (Product) -> Void)?

  /// Called when the close control is tapped.
  public var onClose: (@MainActor () -> Void)?

  /// The product's picture, from the ``StoryKitUI/Components/imageView`` slot.
  open lazy var imageView: ImageView = makePart(ImageViewSlot.self)

  /// The close control: an ✕ on a filled circle, from the ``StoryKitUI/Components/button`` slot.
  open lazy var closeButton: Button = makePart(ButtonSlot.self)

  /// "Add to cart", from the ``StoryKitUI/Components/button`` slot.
  open lazy var addButton: Button = makePart(ButtonSlot.self)

  let titleView = LayerTextView()
  let priceView = LayerTextView()

  /// Creates a card; ``StoryLayersView`` sizes it.
  public required init(frame: Rect) {
    super.init(frame: frame)
  }

  open override func setUpLayout() {
    super.setUpLayout()
    for view in [imageView, titleView, priceView, addButton, closeButton] as [View] { addSubview(view) }
    imageView.contentMode = .aspectFill
    imageView.isUserInteractionEnabled = false
    closeButton.icon = .close
    closeButton.style = .plain
    closeButton.onTap = { [weak self] in self?.onClose?() }
    titleView.maxLines = 3
    titleView.alignment = .leading
    titleView.accessibilityTraits = .header
    priceView.maxLines = 1
    priceView.alignment = .leading
    addButton.onTap = { [weak self] in
      guard let self, let product = self.product else { return }
      self.onAddToCart?(product)
    }
    // Swallows taps on the card itself, so they neither close it nor reach the story.
    addGestureRecognizer(TapGestureRecognizer())
  }

  /// The button's words, in the card's language: set them again after `super` to use your own.
  open override func setUpAppearance() {
    super.setUpAppearance()
    addButton.title = strings[.addToCart]
  }

  open override func updateContent() {
    super.updateContent()
    imageView.url = product?.imageURL
    imageView.isHidden = product?.imageURL == nil
    titleView.text = product?.title ?? ""
    priceView.text = product?.formattedPrice(locale: locale) ?? ""
  }

  /// Story points per design point.
  var scale: Double { bounds.width.isFinite && bounds.width > 0 ? bounds.width / 390 : 1 }

  func font(_ designSize: Double, weight: FontDescriptor.Weight, width: Double? = nil) -> FontDescriptor {
    let cardWidth = width ?? bounds.width
    let scale = cardWidth.isFinite && cardWidth > 0 ? cardWidth / 390 : 1
    let size = designSize * scale * appearance.fonts.sizeMultiplier
    guard let chosen = interactiveFont else { return FontDescriptor(size: size, weight: weight) }
    return FontDescriptor(family: chosen.family, size: size, weight: chosen.weight)
  }

  /// The side of the close control's filled circle: 30 pt at a 390 pt story, never under 28 pt.
  var closeCircleSide: Double { max(28, 30 * scale) }

  /// Where the parts go for a width.
  private func parts(
    width: Double
  ) -> (image: Rect, title: Rect, price: Rect, button: Rect, close: Rect, height: Double) {
    let scale = width.isFinite && width > 0 ? width / 390 : 1
    let padding = 20 * scale
    let side = product?.imageURL == nil ? 0 : 96 * scale
    let close = Rect(x: width - 8 * scale - 44 * scale, y: 12 * scale, width: 44 * scale, height: 44 * scale)
    let textX = padding + (side > 0 ? side + 14 * scale : 0)
    let textWidth = max(1, close.minX - textX)
    let titleFont = font(18, weight: .semibold, width: width)
    let titleHeight =
      (product?.title ?? "").isEmpty
      ? 0
      : textEngine.layout(
        product?.title ?? "", style: TextStyle(font: titleFont), maxWidth: textWidth, maxLines: 3
      )
      .size.height.rounded(.up)
    // The price's own line: a script with tall lines (Arabic-Indic digits) gets its height
    // rather than a smaller price.
    let priceFont = font(17, weight: .bold, width: width)
    let priceLine = textEngine.layout(
      priceView.text, style: TextStyle(font: priceFont), maxWidth: .infinity, maxLines: 1
    ).size.height
    let priceHeight = max(priceFont.size * 1.4, priceLine).rounded(.up)
    let top = 28 * scale
    let title = Rect(x: textX, y: top, width: textWidth, height: titleHeight)
    let price = Rect(x: textX, y: title.maxY + 6 * scale, width: textWidth, height: priceHeight)
    let image = Rect(x: padding, y: top, width: side, height: side)
    let buttonHeight = (font(17, weight: .semibold, width: width).size * 2.9).rounded(.up)
    let button = Rect(
      x: padding, y: max(image.maxY, price.maxY) + 20 * scale, width: max(0, width - 2 * padding),
      height: buttonHeight)
    return (image, title, price, button, close, button.maxY + 30 * scale)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 390
    return Size(width: width, height: parts(width: width).height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = parts(width: bounds.width)
    let palette = LayerPalette(appearance)
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    func mirrored(_ rect: Rect) -> Rect {
      isRightToLeft
        ? Rect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    imageView.frame = mirrored(parts.image)
    imageView.cornerRadius = 12 * scale
    titleView.frame = mirrored(parts.title)
    titleView.font = font(18, weight: .semibold)
    titleView.textColor = palette.text
    priceView.frame = mirrored(parts.price)
    priceView.font = font(17, weight: .bold)
    priceView.textColor = palette.text
    addButton.frame = mirrored(parts.button)
    addButton.contentInsets = ButtonLayerView.pillInsets(for: parts.button.size)
    addButton.style = .filled
    addButton.font = font(17, weight: .semibold)
    addButton.tintColor = palette.filledButton
    addButton.titleColor = palette.onAccent
    closeButton.frame = mirrored(parts.close)
    closeButton.iconSide = closeCircleSide * 0.42
    closeButton.titleColor = palette.text
  }

  open override func draw(in canvas: Canvas) {
    let palette = LayerPalette(appearance)
    let radius = min(20 * scale, bounds.height / 2, bounds.width / 2)
    var sheet = Path()
    sheet.move(to: Point(x: bounds.minX, y: bounds.maxY))
    sheet.addLine(to: Point(x: bounds.minX, y: bounds.minY + radius))
    sheet.addArc(
      center: Point(x: bounds.minX + radius, y: bounds.minY + radius), radius: radius, startAngle: .pi,
      endAngle: .pi * 1.5)
    sheet.addLine(to: Point(x: bounds.maxX - radius, y: bounds.minY))
    sheet.addArc(
      center: Point(x: bounds.maxX - radius, y: bounds.minY + radius), radius: radius, startAngle: .pi * 1.5,
      endAngle: .pi * 2)
    sheet.addLine(to: Point(x: bounds.maxX, y: bounds.maxY))
    sheet.closeSubpath()
    var card = palette.card
    card.alpha = 1
    canvas.fill(sheet, with: .solid(card))
    // The close control's filled circle; the button around it is 44 pt to touch.
    let close = closeButton.frame
    let side = closeCircleSide
    canvas.fill(
      .ellipse(in: Rect(x: close.midX - side / 2, y: close.midY - side / 2, width: side, height: side)),
      with: .solid(palette.optionFill))
    let grabber = Rect(x: bounds.midX - 18 * scale, y: 8 * scale, width: 36 * scale, height: 5 * scale)
    canvas.fill(
      .roundedRect(grabber, cornerRadius: grabber.height / 2),
      with: .solid(palette.secondaryText.withAlpha(0.4)))
  }
}
