import StoryKitUI

/// The layers' replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// final class RoundedProductCard: ProductCardView {
///   override func setUpAppearance() {
///     super.setUpAppearance()
///     cornerRadius = 24
///   }
/// }
/// Components.default.productCard = RoundedProductCard.self  // every story and canvas
/// ```
///
/// The layers also make their buttons and pictures from StoryKitUI's `button` and `imageView`
/// slots.
extension Components {
  /// The sheet a product tag opens over a story or a canvas.
  public var productCard: ProductCardView.Type {
    get { self[ProductCardSlot.self] }
    set { self[ProductCardSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/productCard``.
public enum ProductCardSlot: ComponentSlot {
  public static var defaultType: ProductCardView.Type { ProductCardView.self }
}
