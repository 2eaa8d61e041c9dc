import StoryKit
import StoryKitUI

/// The story bar's styling with every value decided, for one theme: what the bar draws with.
///
/// The bar resolves it once, whenever its styling or its appearance changes, in one order —
/// server styling < app styling < the appearance — theme by theme:
///
/// ```
/// colour for theme T = app[T] ?? server[T] ?? appearance(T)    // a Themed value set for one theme
/// measure            = app ?? server ?? StoryKit's default     // never applies to the other
/// ```
///
/// Every default colour and font comes from the ``Appearance``: title colours from its text
/// colours, the icon placeholder from its skeleton colour, the rings, the pin and the video badge
/// from its story colours, the title font from its `caption` style (so larger text grows titles).
/// The bar puts its app and server styling into its environment; cells read this value there.
public struct ResolvedStoryBarStyling: ResolvedStyling {
  public static var unset: StoryBarStyling { StoryBarStyling() }

  /// The resolved title look.
  public struct Text: Sendable, Hashable {
    /// Whether titles show.
    public var isVisible: Bool
    /// The title colour of seen groups.
    public var colorSeen: Color
    /// The title colour of groups with unseen stories.
    public var colorNotSeen: Color
    /// The title font.
    public var font: FontDescriptor
    /// The most lines a title takes, at least 1.
    public var lines: Int
  }

  /// The theme these colours are for.
  public var theme: Theme
  /// The title look.
  public var text: Text
  /// The icon's placeholder colour while its image loads, and the skeleton's.
  public var iconBackgroundColor: Color
  /// The ring of seen groups.
  public var ringSeen: Gradient
  /// The ring of groups with unseen stories.
  public var ringNotSeen: Gradient
  /// The pin badge's colour.
  public var pinIconColor: Color
  /// The colour of the camera badge of video (`ivod`) groups.
  public var videoIconColor: Color
  /// The outline around badges, setting them apart from the icon: the theme's background.
  public var badgeOutlineColor: Color
  /// The LIVE badge's colour.
  public var liveColor: Color
  /// The group size.
  public var size: StoryGroupSize
  /// Custom icon measures (with ``StoryGroupSize/custom``).
  public var icon: StoryGroupIconStyling
  /// Orientation, sections and paddings, every one set.
  public var list: StoryGroupListStyling
  /// Whether the space between items along the scroll axis is StoryKit's to choose (neither the
  /// app nor the server set it): the bar then lets the last visible cell peek.
  public var isItemSpacingAdaptive: Bool
  /// Which thematic icon the cells show, if any.
  public var thematicIconLabel: String?
  /// The ring animation while a tapped group opens.
  public var animation: StoryGroupAnimation

  /// Resolves app styling over server styling, with the appearance filling the rest.
  /// - Parameters:
  ///   - app: Styling set in code.
  ///   - server: Styling from the feed.
  ///   - appearance: The theme, colours and fonts of the bar's tree.
  public init(app: StoryBarStyling, server: StoryBarStyling, appearance: Appearance) {
    let chosen = app.overriding(server)
    let theme = appearance.theme
    let colors = appearance.colors
    self.theme = theme
    text = Text(
      isVisible: chosen.text.isVisible ?? true,
      colorSeen: chosen.text.colorSeen?[theme] ?? colors.secondaryText,
      colorNotSeen: chosen.text.colorNotSeen?[theme] ?? colors.text,
      font: chosen.text.font ?? appearance.fonts.font(.caption),
      lines: max(1, chosen.text.lines ?? 1))
    iconBackgroundColor = chosen.iconBackgroundColor?[theme] ?? colors.skeleton
    ringSeen = chosen.ringSeen?[theme] ?? colors.seenRing
    ringNotSeen = chosen.ringNotSeen?[theme] ?? colors.unseenRing
    pinIconColor = chosen.pinIconColor?[theme] ?? colors.pin
    videoIconColor = chosen.videoIconColor?[theme] ?? colors.video
    badgeOutlineColor = colors.badgeOutline
    liveColor = colors.alert
    size = chosen.size ?? .large
    icon = chosen.icon
    let list = chosen.list
    let horizontal = (list.orientation ?? .horizontal) == .horizontal
    isItemSpacingAdaptive =
      horizontal && list.horizontalPaddingBetweenItems == nil
    self.list = StoryGroupListStyling(
      orientation: list.orientation ?? .horizontal, sections: list.sections ?? 1,
      horizontalEdgePadding: list.horizontalEdgePadding ?? 12,
      verticalEdgePadding: list.verticalEdgePadding ?? 8,
      horizontalPaddingBetweenItems: list.horizontalPaddingBetweenItems ?? 12,
      verticalPaddingBetweenItems: list.verticalPaddingBetweenItems ?? 12)
    // The dark theme shows the dark icons unless the app picks a label.
    thematicIconLabel = app.thematicIconLabel ?? (theme == .dark ? "dark" : server.thematicIconLabel)
    animation = chosen.animation ?? .borderRotation
  }

  /// The measures of a cell with this styling.
  public var metrics: StoryBarMetrics { StoryBarMetrics(styling: self) }
}
