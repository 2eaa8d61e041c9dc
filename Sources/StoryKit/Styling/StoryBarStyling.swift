/// Every customization of the story bar (seed 000), as values.
///
/// Each property is optional: `nil` means "not set here". Styling resolves in one order — server
/// styling from the feed, then app styling set in code over it, then ``standard`` (and later the
/// appearance) for whatever both leave unset:
///
/// ```swift
/// var styling = StoryBarStyling()
/// styling.size = .small
/// styling.ringNotSeen = Gradient(try Color(hex: "#7B2FF7"), try Color(hex: "#F107A3"))
/// let effective = styling.overriding(serverStyling).overriding(.standard)
/// ```
public struct StoryBarStyling: Sendable, Hashable {
  /// The group title's look.
  public var text: StoryGroupTextStyling
  /// The icon's skeleton colour while its image loads.
  public var iconBackgroundColor: Color?
  /// The ring of groups the user has seen.
  public var ringSeen: Gradient?
  /// The ring of groups with unseen stories.
  public var ringNotSeen: Gradient?
  /// The pin star badge's colour.
  public var pinIconColor: Color?
  /// The IVod camera badge's colour.
  public var ivodIconColor: Color?
  /// The group size.
  public var size: StoryGroupSize?
  /// Icon measures; in effect only when ``size`` is ``StoryGroupSize/custom``.
  public var icon: StoryGroupIconStyling
  /// Orientation, sections and paddings of the list.
  public var list: StoryGroupListStyling
  /// Which thematic icon to show (`"dark"`); groups without it show their default icon.
  public var thematicIconLabel: String?
  /// The ring animation while a tapped group opens.
  public var animation: StoryGroupAnimation?
  /// The bar's layout direction.
  public var layoutDirection: LayoutDirection?

  /// Creates styling with everything unset.
  public init(
    text: StoryGroupTextStyling = StoryGroupTextStyling(), iconBackgroundColor: Color? = nil,
    ringSeen: Gradient? = nil, ringNotSeen: Gradient? = nil, pinIconColor: Color? = nil,
    ivodIconColor: Color? = nil, size: StoryGroupSize? = nil,
    icon: StoryGroupIconStyling = StoryGroupIconStyling(),
    list: StoryGroupListStyling = StoryGroupListStyling(), thematicIconLabel: String? = nil,
    animation: StoryGroupAnimation? = nil, layoutDirection: LayoutDirection? = nil
  ) {
    self.text = text
    self.iconBackgroundColor = iconBackgroundColor
    self.ringSeen = ringSeen
    self.ringNotSeen = ringNotSeen
    self.pinIconColor = pinIconColor
    self.ivodIconColor = ivodIconColor
    self.size = size
    self.icon = icon
    self.list = list
    self.thematicIconLabel = thematicIconLabel
    self.animation = animation
    self.layoutDirection = layoutDirection
  }

  /// This styling's set values over `base`'s: what is set here wins, the rest comes from `base`.
  public func overriding(_ base: StoryBarStyling) -> StoryBarStyling {
    StoryBarStyling(
      text: text.overriding(base.text),
      iconBackgroundColor: iconBackgroundColor ?? base.iconBackgroundColor,
      ringSeen: ringSeen ?? base.ringSeen, ringNotSeen: ringNotSeen ?? base.ringNotSeen,
      pinIconColor: pinIconColor ?? base.pinIconColor, ivodIconColor: ivodIconColor ?? base.ivodIconColor,
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

  /// The default look: an Instagram-like large bar with a warm unseen ring and a grey seen ring.
  public static let standard = StoryBarStyling(
    text: StoryGroupTextStyling(
      isVisible: true, colorSeen: Color(red8: 0x73, green8: 0x73, blue8: 0x73),
      colorNotSeen: Color(red8: 0x26, green8: 0x26, blue8: 0x26), font: .system(size: 12), lines: 1),
    iconBackgroundColor: Color(red8: 0xEF, green8: 0xEF, blue8: 0xF0),
    ringSeen: Gradient(
      Color(red8: 0xDB, green8: 0xDB, blue8: 0xDB), Color(red8: 0xC7, green8: 0xC7, blue8: 0xC7)),
    ringNotSeen: Gradient(
      Color(red8: 0xFE, green8: 0xDA, blue8: 0x75), Color(red8: 0xD6, green8: 0x29, blue8: 0x76)),
    pinIconColor: Color(red8: 0xFF, green8: 0xB8, blue8: 0x00),
    ivodIconColor: Color(red8: 0x4F, green8: 0x5B, blue8: 0xD5),
    size: .large,
    icon: StoryGroupIconStyling(),
    list: StoryGroupListStyling(
      orientation: .horizontal, sections: 1, horizontalEdgePadding: 12, verticalEdgePadding: 8,
      horizontalPaddingBetweenItems: 12, verticalPaddingBetweenItems: 12),
    thematicIconLabel: nil, animation: .borderRotation, layoutDirection: .leftToRight)
}

/// The look of a group's title (seed 000's text styling).
public struct StoryGroupTextStyling: Sendable, Hashable {
  /// Whether titles show.
  public var isVisible: Bool?
  /// Title colour of seen groups.
  public var colorSeen: Color?
  /// Title colour of groups with unseen stories.
  public var colorNotSeen: Color?
  /// Title font.
  public var font: FontDescriptor?
  /// Maximum lines; at least 1.
  public var lines: Int?

  /// Creates text styling; everything unset by default.
  public init(
    isVisible: Bool? = nil, colorSeen: Color? = nil, colorNotSeen: Color? = nil, font: FontDescriptor? = nil,
    lines: Int? = nil
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
      isVisible: isVisible ?? base.isVisible, colorSeen: colorSeen ?? base.colorSeen,
      colorNotSeen: colorNotSeen ?? base.colorNotSeen, font: font ?? base.font, lines: lines ?? base.lines)
  }
}

/// Story group sizes (seed 000).
public enum StoryGroupSize: String, Sendable, Hashable, CaseIterable {
  case small, large
  /// Measures from ``StoryGroupIconStyling``.
  case custom
}

/// The ring animation of a group that is opening (seed 000).
public enum StoryGroupAnimation: String, Sendable, Hashable, CaseIterable {
  /// The ring rotates while the group opens (the default).
  case borderRotation
  /// No animation.
  case disabled
}
