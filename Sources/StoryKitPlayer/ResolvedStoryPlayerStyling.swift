import Foundation
import StoryKit
import StoryKitUI

/// The player's styling with every value decided: the app's ``StoryPlayerStyling`` over the
/// server's, over the defaults, for one theme (the same precedence as the story bar).
///
/// The chrome sits on the story's picture behind a dark scrim, so its defaults are light in both
/// themes: white title, white bars on a 35 % white track. The icon ring defaults to the
/// appearance's unseen ring; the title font to the appearance's body family, semibold, at the
/// SDK's size (14 pt times the appearance's text scale: styling sets the font, not its size).
///
/// The player puts its styling into its environment; the header and the progress bars read this
/// value there in their own `setUpAppearance()`. The layers' `interactiveFont` resolves apart, as
/// ``StoryKitLayers/ResolvedStoryLayerStyling`` (the canvas shares it).
public struct ResolvedStoryPlayerStyling: ResolvedStyling {
  /// The header's title, subtitle and button colour.
  public var headerTextColor: Color
  /// The header icon's ring.
  public var headerIconBorder: Gradient
  /// The progress bars' track and fill.
  public var progressBarColors: ProgressBarColors
  /// The header title's font, at the SDK's size times the text scale.
  public var headerFont: FontDescriptor
  /// Whether the header shows the group's icon.
  public var isIconVisible: Bool
  /// Whether the header shows the title and the subtitle.
  public var isTextVisible: Bool
  /// Whether the header shows the close button.
  public var isCloseButtonVisible: Bool
  /// Whether the header shows the share button.
  public var isShareButtonVisible: Bool
  /// Whether the footer shows the like button (off unless the feed or the app turns it on).
  public var isLikeButtonVisible: Bool
  /// A replacement close icon.
  public var closeIconURL: URL?
  /// A replacement share icon.
  public var shareIconURL: URL?

  public static var unset: StoryPlayerStyling { StoryPlayerStyling() }

  /// `app` over `server` over the defaults of `appearance`, in its theme.
  public init(app: StoryPlayerStyling, server: StoryPlayerStyling, appearance: Appearance) {
    let chosen = app.overriding(server)
    let theme = appearance.theme
    let scale = appearance.fonts.sizeMultiplier
    headerTextColor = chosen.headerTextColor?[theme] ?? .white
    headerIconBorder = chosen.headerIconBorder?[theme] ?? appearance.colors.unseenRing
    progressBarColors = chosen.progressBarColors?[theme] ?? StoryProgressView.defaultColors
    let base = appearance.fonts.font(.subheadline)
    headerFont = (chosen.headerFont ?? FontDescriptor(family: base.family, size: 14, weight: .semibold))
      .withSize(StoryPlayerStyling.headerFontSize * scale)
    isIconVisible = chosen.header.isIconVisible ?? true
    isTextVisible = chosen.header.isTextVisible ?? true
    isCloseButtonVisible = chosen.header.isCloseButtonVisible ?? true
    isShareButtonVisible = chosen.header.isShareButtonVisible ?? true
    isLikeButtonVisible = chosen.footer.isLikeButtonVisible ?? false
    closeIconURL = chosen.header.closeIconURL
    shareIconURL = chosen.header.shareIconURL
  }
}
