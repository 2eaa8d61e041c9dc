import StoryKitUI

/// The swipe-card widget's replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// Components.default.swipeCardView = PolaroidCard.self       // every stack
/// stack.components.swipeCardEndView = ConfettiEndView.self   // one stack's end state
/// ```
///
/// A card's picture and labels come from StoryKitUI's shared slots
/// (``StoryKitUI/Components/imageView``, ``StoryKitUI/Components/label``).
extension Components {
  /// The view of each card in the stack.
  public var swipeCardView: SwipeCardView.Type {
    get { self[SwipeCardViewSlot.self] }
    set { self[SwipeCardViewSlot.self] = newValue }
  }

  /// What the stack shows once every card is swiped away.
  public var swipeCardEndView: SwipeCardEndView.Type {
    get { self[SwipeCardEndViewSlot.self] }
    set { self[SwipeCardEndViewSlot.self] = newValue }
  }
}

enum SwipeCardViewSlot: ComponentSlot {
  static var defaultType: SwipeCardView.Type { SwipeCardView.self }
}

enum SwipeCardEndViewSlot: ComponentSlot {
  static var defaultType: SwipeCardEndView.Type { SwipeCardEndView.self }
}
