/// Every customization of the story bar, as values.
///
/// Each property is optional: `nil` means "not set here". Colours may differ per theme
/// (``Themed``). The bar resolves its styling in one order, theme by theme — server styling from
/// the feed, then app styling set in code over it, then the appearance for whatever both leave
/// unset — so a styling value never carries the SDK's defaults, and the same value works in light
/// and dark mode:
///
/// ```swift
/// var styling = StoryBarStyling()
/// styling.size = .small
/// styling.ringNotSeen = Themed(Gradient(.purple, .pink))
/// styling.text.colorNotSeen = Themed(light: "#1C1C1E")  // dark mode keeps the appearance's
/// storyBar.styling = styling                             // over storyBar.serverStyling
/// ```
public struct StoryBarStyling: Sendable, Hashable {
  /// The group title's look.
  public var text: StoryGroupTextStyling
  /// The icon's skeleton colour while its image loads.
  public var iconBackgroundColor: Themed<Color>?
  /// The ring of groups the user has seen.
  public var ringSeen: Themed<Gradient>?
  /// The ring of groups with unseen stories.
  public var ringNotSeen: Themed<Gradient>?
  /// The pin star badge's colour.
  public var pinIconColor: Themed<Color>?
  /// The colour of the camera badge of video (`ivod`) groups; the feed's key is `ivodIconColor`.
  public var videoIconColor: Themed<Color>?
  /// The group size.
  public var size: StoryGroupSize?
  /// Icon measures; in effect only when ``size`` is ``StoryGroupSize/custom``.
  public var icon: StoryGroupIconStyling
  /// Orientation, sections and paddings of the list.
  public var list: StoryGroupListStyling
  /// Which thematic icon to show (`"dark"`); groups without it show their default icon. Unset,
  /// the dark theme shows the `dark` icons.
  public var thematicIconLabel: String?
  /// The ring animation while a tapped group opens.
  public var animation: StoryGroupAnimation?
  /// The bar's layout direction. Set in code, it wins; from the server, it applies only when
  /// neither the app nor the host view sets a direction.
  public var layoutDirection: LayoutDirection?

  /// Creates styling with everything unset.
  public init(
    text: StoryGroupTextStyling = StoryGroupTextStyling(), iconBackgroundColor: Themed<Color>? = nil,
    ringSeen: Themed<Gradient>? = nil, ringNotSeen: Themed<Gradient>? = nil,
    pinIconColor: Themed<Color>? = nil, videoIconColor: Themed<Color>? = nil, size: StoryGroupSize? = nil,
    icon: StoryGroupIconStyling = StoryGroupIconStyling(),
    list: StoryGroupListStyling = StoryGroupListStyling(), thematicIconLabel: String? = nil,
    animation: StoryGroupAnimation? = nil, layoutDirection: LayoutDirection? = nil
  ) {
    self.text = text
    self.iconBackgroundColor = iconBackgroundColor
    self.ringSeen = ringSeen
    self.ringNotSeen = ringNotSeen
    self.pinIconColor = pinIconColor
    self.videoIconColor = videoIconColor
    self.size = size
    self.icon = icon
    self.list = list
    self.thematicIconLabel = thematicIconLabel
    self.animation = animation
    self.layoutDirection = layoutDirection
  }

  /// This styling's set values over `base`'s: what is set here wins, the rest comes from `base`;
  /// themed colours merge theme by theme.
  public func overriding(_ base: StoryBarStyling) -> StoryBarStyling {
    StoryBarStyling(
      text: text.overriding(base.text),
      iconBackgroundColor: .merge(iconBackgroundColor, over: base.iconBackgroundColor),
      ringSeen: .merge(ringSeen, over: base.ringSeen),
      ringNotSeen: .merge(ringNotSeen, over: base.ringNotSeen),
      pinIconColor: .merge(pinIconColor, over: base.pinIconColor),
      videoIconColor: .merge(videoIconColor, over: base.videoIconColor),
      size: size ?? base.size, icon: icon.overriding(base.icon), list: list.overriding(base.list),
      thematicIconLabel: thematicIconLabel ?? base.thematicIconLabel, animation: animation ?? base.animation,
      layoutDirection: layoutDirection ?? base.layoutDirection)
  }

  /// Warnings about values that are set but have no effect (icon measures without a custom size).
  public func validate(at path: JSONPath = .root) -> [Diagnostic] {
    guard icon.isAnySet, size != .custom else { return [] }
    return [
      Diagnostic(
        .warning, .ignoredValue, at: path.appending("icon"),
        "expected size custom for icon height, width and corner radius to take effect, found size \(size?.rawValue ?? "large (the default)"); they are ignored"
      )
    ]
  }
}

/// The look of a group's title.
public struct StoryGroupTextStyling: Sendable, Hashable {
  /// Whether titles show.
  public var isVisible: Bool?
  /// Title colour of seen groups.
  public var colorSeen: Themed<Color>?
  /// Title colour of groups with unseen stories.
  public var colorNotSeen: Themed<Color>?
  /// Title font.
  public var font: FontDescriptor?
  /// Maximum lines; at least 1.
  public var lines: Int?

  /// Creates text styling; everything unset by default.
  public init(
    isVisible: Bool? = nil, colorSeen: Themed<Color>? = nil, colorNotSeen: Themed<Color>? = nil,
    font: FontDescriptor? = nil, lines: Int? = nil
  ) {
    self.isVisible = isVisible
    self.colorSeen = colorSeen
    self.colorNotSeen = colorNotSeen
    self.font = font
    self.lines = lines.map { max(1, $0) }
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryGroupTextStyling) -> StoryGroupTextStyling {
    StoryGroupTextStyling(
      isVisible: isVisible ?? base.isVisible, colorSeen: .merge(colorSeen, over: base.colorSeen),
      colorNotSeen: .merge(colorNotSeen, over: base.colorNotSeen), font: font ?? base.font,
      lines: lines ?? base.lines)
  }
}

/// Story group sizes.
public enum StoryGroupSize: String, Sendable, Hashable, CaseIterable {
  /// Small cells.
  case small
  /// Large cells.
  case large
  /// Measures from ``StoryGroupIconStyling``.
  case custom
}

/// The ring animation of a group that is opening.
public enum StoryGroupAnimation: String, Sendable, Hashable, CaseIterable {
  /// The ring rotates while the group opens (the default).
  case borderRotation
  /// No animation.
  case disabled
}
