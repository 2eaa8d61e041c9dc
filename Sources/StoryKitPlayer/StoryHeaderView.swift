import Foundation
import StoryKit
import StoryKitUI

/// The player's header (seed 000): the group's icon in its ring, the title, an optional line
/// under it (the time since the story was posted), the mute button of a video story, and the
/// share and close buttons.
///
/// ```
/// ╭──╮ Title of the group                    🔇   ⇪   ✕
/// ╰──╯ 2 h
/// ```
///
/// Each part follows ``resolvedStyling``: hidden parts leave no gap,
/// the title keeps the SDK's size in the app's font family and colour, and the buttons use the
/// feed's icons when given. Right to left, the icon is at the right and the buttons at the left.
open class StoryHeaderView: View {
  /// The group shown.
  public var group: StoryGroup? {
    didSet { if group != oldValue { contentDidChange() } }
  }

  /// A line under the title, such as "2 h"; `nil` hides it.
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

  /// The app's styling, over ``serverStyling``.
  public var styling = StoryPlayerStyling() {
    didSet { if styling != oldValue { resolveStyling() } }
  }

  /// The feed's styling (the variant's `player` styling).
  public var serverStyling = StoryPlayerStyling() {
    didSet { if serverStyling != oldValue { resolveStyling() } }
  }

  /// The styling in effect: ``styling`` over ``serverStyling`` over the appearance, resolved for
  /// the appearance's theme and text scale.
  public private(set) var resolvedStyling = ResolvedStoryPlayerStyling(
    app: StoryPlayerStyling(), server: StoryPlayerStyling(), appearance: Appearance())

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
  open lazy var iconView: StoryRingButton = StoryRingButton()
  /// The group's title.
  open lazy var titleLabel: Label = viewFactory.makeLabel(for: self)
  /// The line under the title.
  open lazy var subtitleLabel: Label = viewFactory.makeLabel(for: self)
  /// The share button.
  open lazy var shareButton: PlayerIconButton = PlayerIconButton()
  /// The close button.
  open lazy var closeButton: PlayerIconButton = PlayerIconButton()
  /// The mute button of a video story.
  open lazy var muteButton: PlayerIconButton = PlayerIconButton()

  /// The header's height, in points.
  public static let height = 52.0
  /// The icon's side, in points.
  public static let iconSide = 36.0

  open override func setUpLayout() {
    super.setUpLayout()
    iconView.isUserInteractionEnabled = false
    for label in [titleLabel, subtitleLabel] { label.numberOfLines = 1 }
    shareButton.icon = .share
    closeButton.icon = .close
    shareButton.onTap = { [weak self] in self?.onShare?() }
    closeButton.onTap = { [weak self] in self?.onClose?() }
    muteButton.onTap = { [weak self] in self?.onToggleMute?() }
    shareButton.accessibilityLabel = "Share"
    closeButton.accessibilityLabel = "Close"
    for view in [iconView, titleLabel, subtitleLabel, muteButton, shareButton, closeButton] as [View] {
      addSubview(view)
    }
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    resolveStyling()
  }

  private func resolveStyling() {
    let resolved = ResolvedStoryPlayerStyling(app: styling, server: serverStyling, appearance: appearance)
    guard resolved != resolvedStyling else { return }
    resolvedStyling = resolved
    contentDidChange()
  }

  open override func updateContent() {
    let styling = resolvedStyling
    super.updateContent()
    iconView.content = .init(display: .unseen, colorType: .custom(styling.headerIconBorder.colors))
    iconView.imageView.url = group?.iconURL
    iconView.isHidden = !styling.isIconVisible
    titleLabel.text = group?.title ?? ""
    titleLabel.font = styling.headerFont
    titleLabel.textColor = styling.headerTextColor
    titleLabel.isHidden = !styling.isTextVisible || titleLabel.text.isEmpty
    subtitleLabel.text = subtitle ?? ""
    subtitleLabel.font = styling.headerFont.withSize(styling.headerFont.size * 0.85)
    subtitleLabel.textColor = styling.headerTextColor.withAlpha(0.75)
    subtitleLabel.isHidden = !styling.isTextVisible || (subtitle ?? "").isEmpty
    closeButton.isHidden = !styling.isCloseButtonVisible
    closeButton.iconURL = styling.closeIconURL
    closeButton.tintColor = styling.headerTextColor
    shareButton.isHidden = !styling.isShareButtonVisible
    shareButton.iconURL = styling.shareIconURL
    shareButton.tintColor = styling.headerTextColor
    muteButton.isHidden = !showsMuteButton
    muteButton.icon = isMuted ? .mute : .unmute
    muteButton.tintColor = styling.headerTextColor
    muteButton.accessibilityLabel = isMuted ? "Unmute" : "Mute"
    accessibilityLabel = group?.title
    titleLabel.accessibilityLabel = storyPosition.map { position in
      "\(titleLabel.text), story \(position.index + 1) of \(position.count)"
    }
    setNeedsLayout()
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width.isFinite ? proposal.width : 0, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    // 16 pt to the ring, and about 16 pt to the ✕ glyph, centred in its 44 pt target at the edge.
    var leading = 16.0
    var trailing = bounds.width
    if !iconView.isHidden {
      iconView.frame = Rect(
        x: leading, y: (height - Self.iconSide) / 2, width: Self.iconSide, height: Self.iconSide)
      leading += Self.iconSide + 10
    }
    for button in [closeButton, shareButton, muteButton] where !button.isHidden {
      button.frame = Rect(x: trailing - 44, y: (height - 44) / 2, width: 44, height: 44)
      trailing -= 44
    }
    let textWidth = max(0, trailing - 4 - leading)
    let titleHeight =
      titleLabel.isHidden ? 0 : titleLabel.fittingSize(for: Size(width: textWidth, height: .infinity)).height
    let subtitleHeight =
      subtitleLabel.isHidden
      ? 0 : subtitleLabel.fittingSize(for: Size(width: textWidth, height: .infinity)).height
    var top = (height - titleHeight - subtitleHeight) / 2
    titleLabel.frame = Rect(x: leading, y: top, width: textWidth, height: titleHeight)
    top += titleHeight
    subtitleLabel.frame = Rect(x: leading, y: top, width: textWidth, height: subtitleHeight)
    if effectiveLayoutDirection == .rightToLeft {
      for view in subviews { view.frame.origin.x = bounds.width - view.frame.maxX }
      for label in [titleLabel, subtitleLabel] { label.textAlignment = .leading }
    }
  }
}
