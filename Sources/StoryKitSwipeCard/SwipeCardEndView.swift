import StoryKit
import StoryKitUI

/// What a ``SwipeCardStackView`` shows once every card is swiped away: a title, a line under it
/// and a button that brings the cards back.
///
/// ```
/// ┌───────────────────────────┐
/// │   You're all caught up    │
/// │ Check back later for more.│
/// │      ⟮ Start over ⟯       │
/// └───────────────────────────┘
/// ```
///
/// The strings come from the styling (`endStateTitle`, `endStateSubtitle`,
/// `endStateButtonTitle`), the stack's, read from the environment; those it leaves unset are
/// StoryKit's, in the tree's language (``StoryKitUI/StoryKitStringKey/swipeCardEndTitle``…). Replace the view through
/// ``StoryKitUI/Components/swipeCardEndView``. Its button reports ``Action/restart`` through
/// ``send(_:)``: ``onAction`` hears it first, then the stack deals the cards again.
open class SwipeCardEndView: View, ItemActionSending {
  /// What the user did with the end state.
  public enum Action: Sendable, Hashable {
    /// Tapped the button: the cards are dealt again.
    case restart
  }

  /// The look and the strings: the stack's styling, from the environment.
  public var styling: ResolvedSwipeCardStyling { resolvedStyling(ResolvedSwipeCardStyling.self) }

  /// Hears the end state's actions before the stack does.
  public var onAction: (@MainActor (SwipeCardEndView, Action) -> Void)? {
    get { actions.listener }
    set { actions.listener = newValue }
  }

  let actions = ItemActionRelay<SwipeCardEndView, Action>()

  /// Reports `action`: ``onAction`` hears it, then the stack.
  public func send(_ action: Action) {
    actions.send(action, from: self)
  }

  /// The title.
  open lazy var titleLabel: Label = makePart(SwipeCardEndTitleSlot.self)
  /// The line under the title.
  open lazy var subtitleLabel: Label = makePart(SwipeCardEndSubtitleSlot.self)
  /// The button that deals the cards again, from the ``StoryKitUI/Components/button`` slot.
  open lazy var button: Button = makePart(ButtonSlot.self)

  open override func setUp() {
    super.setUp()
    button.onTap = { [weak self] in self?.send(.restart) }
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    addSubview(button)
    titleLabel.numberOfLines = 2
    titleLabel.textAlignment = .center
    subtitleLabel.numberOfLines = 3
    subtitleLabel.textAlignment = .center
    button.style = .filled
    button.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = styling
    titleLabel.font = appearance.fonts.font(.title3).withWeight(.semibold)
    titleLabel.textColor = styling.endStateTextColor
    subtitleLabel.font = appearance.fonts.font(.subheadline)
    subtitleLabel.textColor = styling.endStateSecondaryTextColor
    button.font = appearance.fonts.font(.subheadline).withWeight(.semibold)
    button.titleColor = styling.buttonTitleColor
    button.tintColor = styling.buttonColor
    let strings = strings
    titleLabel.text = styling.endStateTitle(in: strings)
    let subtitle = styling.endStateSubtitle(in: strings)
    subtitleLabel.text = subtitle
    subtitleLabel.isHidden = subtitle.isEmpty
    button.title = styling.endStateButtonTitle(in: strings)
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 48)
    let unbounded = Size(width: width, height: .infinity)
    // A hidden part (a subclass may hide one) takes no room.
    let title = titleLabel.isHidden ? Size.zero : titleLabel.fittingSize(for: unbounded)
    let subtitle = subtitleLabel.isHidden ? Size.zero : subtitleLabel.fittingSize(for: unbounded)
    let fitted = button.sizeThatFits(Size(width: width, height: .infinity))
    let buttonSize = Size(width: min(width, fitted.width), height: fitted.height)
    let textGap = title.height > 0 && subtitle.height > 0 ? 8.0 : 0
    let buttonGap = title.height + subtitle.height > 0 ? 20.0 : 0
    let total = title.height + textGap + subtitle.height + buttonGap + buttonSize.height
    var y = max(0, (bounds.height - total) / 2)
    titleLabel.frame = Rect(x: 24, y: y, width: width, height: title.height)
    y += title.height + textGap
    subtitleLabel.frame = Rect(x: 24, y: y, width: width, height: subtitle.height)
    y += subtitle.height + buttonGap
    button.frame = Rect(
      x: (bounds.width - buttonSize.width) / 2, y: y, width: buttonSize.width, height: buttonSize.height)
  }
}

extension FontDescriptor {
  /// The same font with another weight.
  func withWeight(_ weight: Weight) -> FontDescriptor {
    var font = self
    font.weight = weight
    return font
  }
}
