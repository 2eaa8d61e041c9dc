import StoryKitUI

/// The swipe-card widget's replaceable parts, as typed ``Components`` slots. Each is made through
/// the ``StoryKitUI/ViewFactory`` door and is an `open` lazy property of the view holding it.
///
/// ```swift
/// Components.default.swipeCardView = PolaroidCard.self       // every stack
/// stack.components.swipeCardEndView = ConfettiEndView.self   // one stack's end state
/// ```
///
/// | slot | part | held by |
/// | --- | --- | --- |
/// | `swipeCardView` | each card | the stack's card views |
/// | `swipeCardEndView` | the end state | ``SwipeCardStackView/endView`` |
/// | `swipeCardImage` | a card's picture (follows `imageView`) | ``SwipeCardView/imageView`` |
/// | `swipeCardTitle`, `swipeCardSubtitle` | a card's text (follow `label`) | ``SwipeCardView/titleLabel``, ``SwipeCardView/subtitleLabel`` |
/// | `swipeCardPrice` | a product card's price pill | ``SwipeCardView/priceView`` |
/// | `swipeCardEndTitle`, `swipeCardEndSubtitle` | the end state's text (follow `label`) | ``SwipeCardEndView/titleLabel``, ``SwipeCardEndView/subtitleLabel`` |
/// | `button` | the end state's button | ``SwipeCardEndView/button`` |
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

  /// A card's picture; unset, the `imageView` slot's class.
  public var swipeCardImage: ImageView.Type {
    get { self[SwipeCardImageSlot.self] }
    set { self[SwipeCardImageSlot.self] = newValue }
  }

  /// A card's title; unset, the `label` slot's class.
  public var swipeCardTitle: Label.Type {
    get { self[SwipeCardTitleSlot.self] }
    set { self[SwipeCardTitleSlot.self] = newValue }
  }

  /// A card's subtitle; unset, the `label` slot's class.
  public var swipeCardSubtitle: Label.Type {
    get { self[SwipeCardSubtitleSlot.self] }
    set { self[SwipeCardSubtitleSlot.self] = newValue }
  }

  /// The price pill of a product card.
  public var swipeCardPrice: SwipeCardPriceView.Type {
    get { self[SwipeCardPriceSlot.self] }
    set { self[SwipeCardPriceSlot.self] = newValue }
  }

  /// The end state's title; unset, the `label` slot's class.
  public var swipeCardEndTitle: Label.Type {
    get { self[SwipeCardEndTitleSlot.self] }
    set { self[SwipeCardEndTitleSlot.self] = newValue }
  }

  /// The end state's line under the title; unset, the `label` slot's class.
  public var swipeCardEndSubtitle: Label.Type {
    get { self[SwipeCardEndSubtitleSlot.self] }
    set { self[SwipeCardEndSubtitleSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/swipeCardView``.
public enum SwipeCardViewSlot: ComponentSlot {
  public static var defaultType: SwipeCardView.Type { SwipeCardView.self }
}

/// The slot of ``StoryKitUI/Components/swipeCardEndView``.
public enum SwipeCardEndViewSlot: ComponentSlot {
  public static var defaultType: SwipeCardEndView.Type { SwipeCardEndView.self }
}

/// The slot of ``StoryKitUI/Components/swipeCardImage``.
public enum SwipeCardImageSlot: ImageComponentSlot {}

/// The slot of ``StoryKitUI/Components/swipeCardTitle``.
public enum SwipeCardTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/swipeCardSubtitle``.
public enum SwipeCardSubtitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/swipeCardPrice``.
public enum SwipeCardPriceSlot: ComponentSlot {
  public static var defaultType: SwipeCardPriceView.Type { SwipeCardPriceView.self }
}

/// The slot of ``StoryKitUI/Components/swipeCardEndTitle``.
public enum SwipeCardEndTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/swipeCardEndSubtitle``.
public enum SwipeCardEndSubtitleSlot: LabelComponentSlot {}
