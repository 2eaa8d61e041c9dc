import Foundation
import StoryKit
import StoryKitUI

/// A product tag: a small pill with the product's title and price in its currency, in its
/// frame. A tap sends ``StoryLayerInteraction/productSelected(_:layerID:)`` and opens the
/// ``ProductCardView``. A tag whose product is not in the story is not drawn (the container
/// does not make one).
///
/// ```
/// ( ● Trail sneakers · $89.00 )
/// ```
final class ProductTagLayerView: StoryLayerView {
  /// The tagged product.
  var product: Product?
  private let fitter = LayerTextFitter()

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.activate() })
  }

  func activate() {
    guard let product else { return }
    send(.productSelected(product, layerID: layer.id))
    container?.openProductCard(for: product)
  }

  var labelText: String {
    guard let product else { return "" }
    guard let price = product.formattedPrice(locale: locale) else {
      return product.title
    }
    return product.title.isEmpty ? price : "\(product.title) · \(Product.isolated(price, locale: locale))"
  }

  /// The pill: as wide as its text (up to the frame), centred in the frame.
  var pillRect: Rect {
    let height = min(bounds.height, (layerFont(13, weight: .semibold).size * 2.3).rounded(.up))
    let measured = textEngine.layout(
      labelText, style: TextStyle(font: layerFont(13, weight: .semibold)), maxWidth: .infinity, maxLines: 1)
    let width = min(bounds.width, measured.size.width + height * 1.6)
    return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  override var touchArea: Rect { pillRect }

  override func draw(in canvas: Canvas) {
    let pill = pillRect
    guard pill.width > 0, pill.height > 0 else { return }
    let palette = palette
    palette.drawCard(pill, radius: pill.height / 2, scale: storyScale, in: canvas)
    let dot = pill.height * 0.3
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    let dotX = isRightToLeft ? pill.maxX - pill.height * 0.4 - dot : pill.minX + pill.height * 0.4
    canvas.fill(
      .ellipse(in: Rect(x: dotX, y: pill.midY - dot / 2, width: dot, height: dot)),
      with: .solid(palette.accent))
    let textStart = pill.height * 0.4 + dot + pill.height * 0.2
    let room = Rect(
      x: isRightToLeft ? pill.minX + pill.height * 0.4 : pill.minX + textStart, y: pill.minY,
      width: max(0, pill.width - textStart - pill.height * 0.4), height: pill.height)
    let request = LayerTextRequest(
      text: labelText,
      style: TextStyle(
        font: layerFont(13, weight: .semibold), color: palette.text, alignment: .center,
        direction: effectiveLayoutDirection),
      size: room.size, maxLines: 1, minimumScale: 0.7)
    guard let layout = fitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: room.minX, y: room.minY + (room.height - layout.size.height) / 2))
  }

  override var accessibilityHint: String? {
    get { super.accessibilityHint ?? strings[.layerProductHint] }
    set { super.accessibilityHint = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? labelText }
    set { super.accessibilityLabel = newValue }
  }
}
