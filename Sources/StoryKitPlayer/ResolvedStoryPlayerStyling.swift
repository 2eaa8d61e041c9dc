import Foundation
import StoryKit
import StoryKitUI

/// The player's styling with every value decided: the app's ``StoryPlayerStyling`` over the
/// server's, over the defaults, for one theme (the same precedence as the story bar).
///
/// The chrome sits on the story's picture behind a dark scrim, so its defaults are light in both
/// themes: white title, white bars on a 35 % white track. The icon ring defaults to the
/// appearance's unseen ring; the title font to the appearance's body family, semibold, at the
/// SDK's size (14 pt times the appearance's text scale: seed 000 keeps the size).
public struct ResolvedStoryPlayerStyling: Sendable, Hashable {
  public var headerTextColor: Color
  public var headerIconBorder: Gradient
  public var progressBarColors: ProgressBarColors
  public var headerFont: FontDescriptor
  public var interactiveFont: FontDescriptor
  public var isIconVisible: Bool
  public var isTextVisible: Bool
  public var isCloseButtonVisible: Bool
  public var isShareButtonVisible: Bool
  public var closeIconURL: URL?
  public var shareIconURL: URL?

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
    interactiveFont = chosen.interactiveFont ?? FontDescriptor(family: base.family, size: 17, weight: .bold)
    isIconVisible = chosen.header.isIconVisible ?? true
    isTextVisible = chosen.header.isTextVisible ?? true
    isCloseButtonVisible = chosen.header.isCloseButtonVisible ?? true
    isShareButtonVisible = chosen.header.isShareButtonVisible ?? true
    closeIconURL = chosen.header.closeIconURL
    shareIconURL = chosen.header.shareIconURL
  }
}
