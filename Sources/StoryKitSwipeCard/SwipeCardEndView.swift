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
/// `endStateButtonTitle`). Replace the view through ``Components/swipeCardEndView``.
open class SwipeCardEndView: View {
  /// The look and the strings, from the stack.
  public var styling = ResolvedSwipeCardStyling(app: .init(), server: .init(), appearance: Appearance()) {
    didSet {
      if styling != oldValue { appearanceInputsDidChange() }
    }
  }

  /// Called when the user taps the button (or activates it with a screen reader).
  public var onRestart: (@MainActor () -> Void)?

  /// The title.
  public private(set) lazy var titleLabel = components.label.init()
  /// The line under the title.
  public private(set) lazy var subtitleLabel = components.label.init()
  /// The button's title, inside ``button``.
  public private(set) lazy var buttonLabel = components.label.init()
  /// The button.
  public private(set) lazy var button = View()

  open override func setUp() {
    super.setUp()
    button.addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard recognizer.state == .recognized else { return }
        self?.onRestart?()
      })
    button.isAccessibilityElement = true
    button.accessibilityTraits = .button
  }

  open override func setUpLayout() {
    super.setUpLayout()
    titleLabel.numberOfLines = 2
    titleLabel.textAlignment = .center
    subtitleLabel.numberOfLines = 3
    subtitleLabel.textAlignment = .center
    buttonLabel.textAlignment = .center
    buttonLabel.isAccessibilityElement = false
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    button.addSubview(buttonLabel)
    addSubview(button)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    titleLabel.text = styling.endStateTitle
    titleLabel.font = appearance.fonts.font(.title3).withWeight(.semibold)
    titleLabel.textColor = styling.endStateTextColor
    subtitleLabel.text = styling.endStateSubtitle
    subtitleLabel.font = appearance.fonts.font(.subheadline)
    subtitleLabel.textColor = styling.endStateSecondaryTextColor
    subtitleLabel.isHidden = styling.endStateSubtitle.isEmpty
    buttonLabel.text = styling.endStateButtonTitle
    buttonLabel.font = appearance.fonts.font(.subheadline).withWeight(.semibold)
    buttonLabel.textColor = styling.buttonTitleColor
    button.backgroundColor = styling.buttonColor
    button.accessibilityLabel = styling.endStateButtonTitle
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 48)
    let unbounded = Size(width: width, height: .infinity)
    // A hidden part (a subclass may hide one) takes no room.
    let title = titleLabel.isHidden ? Size.zero : titleLabel.fittingSize(for: unbounded)
    let subtitle = subtitleLabel.isHidden ? Size.zero : subtitleLabel.fittingSize(for: unbounded)
    let buttonText = buttonLabel.fittingSize(for: Size(width: max(0, width - 40), height: .infinity))
    let buttonSize = Size(width: min(width, buttonText.width + 40), height: buttonText.height + 20)
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
    button.cornerRadius = buttonSize.height / 2
    buttonLabel.frame = Rect(x: 20, y: 10, width: buttonSize.width - 40, height: buttonText.height)
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
