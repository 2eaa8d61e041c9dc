import StoryKit
import StoryKitUI

extension StoryLayersView {
  /// Opens the product card for `product` over the story, with a dimmed backdrop that closes it,
  /// and calls ``onSheetChange`` with `true`. A card already open shows the new product.
  func openProductCard(for product: Product) {
    if let card = productCard {
      card.product = product
      return
    }
    let scrim = ProductCardScrim()
    scrim.onTap = { [weak self] in self?.closeProductCard() }
    let card = makePart(ProductCardSlot.self)
    card.product = product
    card.onClose = { [weak self] in self?.closeProductCard() }
    card.onAddToCart = { [weak self] product in self?.send(.addToCart(product, quantity: 1)) }
    addSubview(scrim)
    addSubview(card)
    // The card is modal: screen readers skip the layers under it.
    for view in layerViews { view.accessibilityElementsHidden = true }
    productScrim = scrim
    productCard = card
    layoutProductCard()
    setNeedsDisplay()
    onSheetChange?(true)
  }

  /// Closes the product card if it is open, and calls ``onSheetChange`` with `false`.
  public func closeProductCard() {
    guard let card = productCard else { return }
    card.removeFromSuperview()
    productScrim?.removeFromSuperview()
    productCard = nil
    productScrim = nil
    for view in layerViews { view.accessibilityElementsHidden = false }
    setNeedsDisplay()
    onSheetChange?(false)
  }

  func layoutProductCard() {
    guard let card = productCard else { return }
    productScrim?.frame = bounds
    let height = min(
      card.sizeThatFits(Size(width: bounds.width, height: .infinity)).height, bounds.height * 0.8)
    card.frame = Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }
}

/// The dimmed story behind the product card: a tap on it closes the card.
final class ProductCardScrim: View {
  var onTap: (@MainActor () -> Void)?

  required init(frame: Rect) {
    super.init(frame: frame)
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = LayerPalette(appearance).scrim
  }
}
