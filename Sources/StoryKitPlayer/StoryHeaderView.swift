import Foundation
import StoryKit
import StoryKitUI

/// The player's header: the group's icon in its ring, the title, an optional line
/// under it (the time since the story was posted), the mute button of a video story, and the
/// share and close buttons.
///
/// ```
/// ╭──╮ Title of the group                    🔇   ⇪   ✕
/// ╰──╯ 2 h
/// ```
///
/// When large text leaves the title too little room beside the icon (``textPlacement(forWidth:)``),
/// the title and the time take a row of their own under the icon and the buttons, the title on
/// up to two lines, and the header grows to fit:
///
/// ```
/// ╭──╮                 🔇   ⇪   ✕
/// ╰──╯
/// Title of the
/// group
/// 2 h
/// ```
///
/// Each part follows ``resolvedStyling``, the player's styling read from the environment: hidden
/// parts leave no gap, the title keeps the SDK's size in the app's font family and colour, and
/// the buttons use the feed's icons when given. Right to left, the icon is at the right and the
/// buttons at the left. Every part is an `open` lazy property made through the view factory.
open class StoryHeaderView: View {
  /// The group shown.
  public var group: StoryGroup? {
    didSet { if group != oldValue { contentDidChange() } }
  }

  /// A line under the title, such as "2h"; `nil` hides it.
  public var subtitle: String? {
    didSet { if subtitle != oldValue { contentDidChange() } }
  }

  /// The story shown (counted from 0) and the group's count, read with the title: "Title, story
  /// 2 of 5".
  public var storyPosition: (index: Int, count: Int)? {
    didSet {
      if storyPosition?.index != oldValue?.index || storyPosition?.count != oldValue?.count {
        contentDidChange()
      }
    }
  }

  /// The styling in effect: the player's app styling over its server styling over the
  /// appearance, resolved for the appearance's theme and text scale.
  public var resolvedStyling: ResolvedStoryPlayerStyling { resolvedStyling(ResolvedStoryPlayerStyling.self) }

  /// Called by the close button.
  public var onClose: (@MainActor () -> Void)?
  /// Called by the share button.
  public var onShare: (@MainActor () -> Void)?
  /// Called by the mute button.
  public var onToggleMute: (@MainActor () -> Void)?

  /// Whether the mute button shows (a video story that can play).
  public var showsMuteButton = false {
    didSet { if showsMuteButton != oldValue { contentDidChange() } }
  }

  /// Whether the video's sound is off: the button shows a crossed-out speaker, and reads
  /// "Unmute".
  public var isMuted = true {
    didSet { if isMuted != oldValue { contentDidChange() } }
  }

  /// The group's icon in its ring.
  open lazy var iconView: StoryRingButton = makePart(StoryHeaderIconSlot.self)
  /// The group's title.
  open lazy var titleLabel: Label = makePart(StoryHeaderTitleSlot.self)
  /// The line under the title.
  open lazy var subtitleLabel: Label = makePart(StoryHeaderSubtitleSlot.self)
  /// The share button.
  open lazy var shareButton: Button = makePart(ButtonSlot.self)
  /// The close button.
  open lazy var closeButton: Button = makePart(ButtonSlot.self)
  /// The mute button of a video story.
  open lazy var muteButton: Button = makePart(ButtonSlot.self)

  /// The header's height, in points.
  public static let height = 52.0
  /// The icon's side, in points.
  public static let iconSide = 36.0

  open override func setUpLayout() {
    super.setUpLayout()
    for view in [iconView, titleLabel, subtitleLabel, muteButton, shareButton, closeButton]
      as [View]
    {
      addSubview(view)
    }
    iconView.isUserInteractionEnabled = false
    // The group's picture does nothing and the title names the group: not a button to stop on.
    iconView.isAccessibilityElement = false
    for label in [titleLabel, subtitleLabel] { label.numberOfLines = 1 }
    shareButton.icon = .share
    closeButton.icon = .close
    for button in [shareButton, closeButton, muteButton] {
      button.style = .plain
      button.contentInsets = DirectionalEdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11)
    }
    shareButton.onTap = { [weak self] in self?.onShare?() }
    closeButton.onTap = { [weak self] in self?.onClose?() }
    muteButton.onTap = { [weak self] in self?.onToggleMute?() }
  }

  /// The look, from the player's styling in the environment: the title's font and colour, the
  /// buttons' colour and icons, the icon's ring.
  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = resolvedStyling
    iconView.content = .init(display: .unseen, colorType: .custom(styling.headerIconBorder.colors))
    titleLabel.font = styling.headerFont
    titleLabel.textColor = styling.headerTextColor
    subtitleLabel.font = styling.headerFont.withSize(styling.headerFont.size * 0.85)
    // 85 % keeps the line quieter than the title and at 4.5:1 on the scrim over a white picture.
    subtitleLabel.textColor = styling.headerTextColor.withAlpha(styling.headerTextColor.alpha * 0.85)
    for button in [closeButton, shareButton, muteButton] { button.tintColor = styling.headerTextColor }
    closeButton.iconURL = styling.closeIconURL
    shareButton.iconURL = styling.shareIconURL
    showsParts(styling)
  }

  /// Hides the parts the styling hides, or that have nothing to show.
  private func showsParts(_ styling: ResolvedStoryPlayerStyling) {
    iconView.isHidden = !styling.isIconVisible
    titleLabel.isHidden = !styling.isTextVisible || titleLabel.text.isEmpty
    subtitleLabel.isHidden = !styling.isTextVisible || (subtitle ?? "").isEmpty
    closeButton.isHidden = !styling.isCloseButtonVisible
    shareButton.isHidden = !styling.isShareButtonVisible
    muteButton.isHidden = !showsMuteButton
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    iconView.imageView.url = group?.iconURL
    titleLabel.text = group?.title ?? ""
    subtitleLabel.text = subtitle ?? ""
    muteButton.icon = isMuted ? .mute : .unmute
    showsParts(resolvedStyling)
    accessibilityLabel = group?.title
    let strings = strings
    titleLabel.accessibilityLabel = storyPosition.map { position in
      strings.format(
        .playerStoryPosition, titleLabel.text, strings.number(position.index + 1),
        strings.number(position.count))
    }
    setNeedsLayout()
  }

  /// Where the header puts its title and the line under it.
  public enum TextPlacement: Sendable, Hashable {
    /// Beside the icon, between it and the buttons, one line each: the usual header, 52 pt tall.
    case besideIcon
    /// On a row of their own under the icon and the buttons, across the header's width, the
    /// title on up to two lines: when large text leaves the title too little room beside them.
    case ownRow
  }

  /// The title's room beside the icon, under which it takes a row of its own: enough for the
  /// whole title, or for about ten characters at its size (6 × the font size), whichever is less.
  static let titleRoomInEms = 6.0

  /// The gap between the header's edges and its text on a row of its own.
  static let ownRowInset = 16.0

  /// Where the title and the line under it go at `width`.
  ///
  /// Large text at a narrow width (240 pt at 1.5 ×, with the mute, share and close buttons) left
  /// the title 42 pt beside the icon: "Cl…". As UIKit's guidance for accessibility text sizes
  /// has it, the title then moves under the icon and the buttons rather than shrinking or
  /// losing a button: every button keeps its 44 pt target and the title its size.
  public func textPlacement(forWidth width: Double) -> TextPlacement {
    guard !titleLabel.isHidden, width.isFinite else { return .besideIcon }
    let room = besideIconTextWidth(forWidth: width)
    let style = titleLabel.effectiveTextStyle
    let whole = textEngine.layout(titleLabel.text, style: style, maxWidth: .infinity, maxLines: 1).size.width
    let needed = min(whole.rounded(.up), style.font.size * Self.titleRoomInEms)
    return room >= needed ? .besideIcon : .ownRow
  }

  /// The text's width beside the icon and the buttons shown.
  private func besideIconTextWidth(forWidth width: Double) -> Double {
    let leading = 16 + (iconView.isHidden ? 0 : Self.iconSide + 10)
    let buttons = [closeButton, shareButton, muteButton].filter { !$0.isHidden }.count
    return max(0, width - Double(buttons) * 44 - 4 - leading)
  }

  /// The title's and the subtitle's heights on a row of their own at `width`.
  private func ownRowTextHeights(forWidth width: Double) -> (title: Double, subtitle: Double) {
    let textWidth = max(0, width - Self.ownRowInset * 2)
    func height(_ label: Label, lines: Int) -> Double {
      guard !label.isHidden else { return 0 }
      let layout = textEngine.layout(
        label.text, style: label.effectiveTextStyle, maxWidth: textWidth, maxLines: lines)
      return layout.size.height.rounded(.up)
    }
    return (height(titleLabel, lines: 2), height(subtitleLabel, lines: 1))
  }

  /// 52 pt; taller when large text puts the title on a row of its own.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 0
    guard textPlacement(forWidth: width) == .ownRow else { return Size(width: width, height: Self.height) }
    let text = ownRowTextHeights(forWidth: width)
    return Size(width: width, height: Self.height + text.title + text.subtitle + 8)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let placement = textPlacement(forWidth: bounds.width)
    let row = placement == .ownRow ? Self.height : bounds.height
    // 16 pt to the ring, and about 16 pt to the ✕ glyph, centred in its 44 pt target at the edge.
    var leading = 16.0
    var trailing = bounds.width
    if !iconView.isHidden {
      iconView.frame = Rect(
        x: leading, y: (row - Self.iconSide) / 2, width: Self.iconSide, height: Self.iconSide)
      leading += Self.iconSide + 10
    }
    for button in [closeButton, shareButton, muteButton] where !button.isHidden {
      button.frame = Rect(x: trailing - 44, y: (row - 44) / 2, width: 44, height: 44)
      trailing -= 44
    }
    switch placement {
    case .besideIcon:
      titleLabel.numberOfLines = 1
      let textWidth = max(0, trailing - 4 - leading)
      let titleHeight =
        titleLabel.isHidden
        ? 0 : titleLabel.fittingSize(for: Size(width: textWidth, height: .infinity)).height
      let subtitleHeight =
        subtitleLabel.isHidden
        ? 0 : subtitleLabel.fittingSize(for: Size(width: textWidth, height: .infinity)).height
      var top = (row - titleHeight - subtitleHeight) / 2
      titleLabel.frame = Rect(x: leading, y: top, width: textWidth, height: titleHeight)
      top += titleHeight
      subtitleLabel.frame = Rect(x: leading, y: top, width: textWidth, height: subtitleHeight)
    case .ownRow:
      titleLabel.numberOfLines = 2
      let text = ownRowTextHeights(forWidth: bounds.width)
      let width = max(0, bounds.width - Self.ownRowInset * 2)
      titleLabel.frame = Rect(x: Self.ownRowInset, y: row, width: width, height: text.title)
      subtitleLabel.frame = Rect(
        x: Self.ownRowInset, y: row + text.title, width: width, height: text.subtitle)
    }
    if effectiveLayoutDirection == .rightToLeft {
      for view in subviews { view.frame.origin.x = bounds.width - view.frame.maxX }
      for label in [titleLabel, subtitleLabel] { label.textAlignment = .leading }
    }
  }
}
