import Foundation
import StoryKit
import StoryKitUI

/// The player's rows: `styling.player`, in a 240 × 420 player opened from the story bar, two
/// seconds into the first of three stories (see ``MatrixFeeds``).
enum PlayerRows {
  static let red = ##""#FF0000""##
  static let serif = #"{"family": "DejaVu Serif", "weight": "bold"}"#
  // The progress bars run along the top (8, 8, 224 × 6); the header under them is 52 high from
  // y 16: the icon at x 16, the title from x 62, the share and close buttons the last 88 points.
  static let progressBars = Rect(x: 0, y: 4, width: 240, height: 14)
  static let headerIcon = Rect(x: 14, y: 22, width: 40, height: 40)
  static let headerTitle = Rect(x: 60, y: 28, width: 90, height: 28)
  static let shareButton = Rect(x: 152, y: 20, width: 44, height: 44)
  static let closeButton = Rect(x: 196, y: 20, width: 44, height: 44)
  // The footer's like button, when on, sits at the bottom corner: 6 points in, 16 points up.
  static let likeButton = Rect(x: 190, y: 360, width: 44, height: 44)
  static let buttonLayer = Rect(x: 24, y: 302, width: 192, height: 42)
  static let icon = "https://cdn.example.com/header-icon.png"

  static let rows: [StylingRow] = [
    StylingRow(
      "styling.player.headerTextColor", feed: red, region: headerTitle,
      app: .player { $0.headerTextColor = "#FF0000" }),
    StylingRow(
      "styling.player.headerIconBorder", feed: ##"["#FF0000", "#00FF00"]"##, region: headerIcon,
      app: .player { $0.headerIconBorder = Themed(Gradient("#FF0000", "#00FF00")) }),
    StylingRow(
      "styling.player.progressBarColors", feed: ##"["#FF000080", "#00FF00"]"##, region: progressBars,
      app: .player { $0.progressBarColors = Themed(ProgressBarColors(track: "#FF000080", fill: "#00FF00")) }),
    StylingRow(
      "styling.player.header.iconVisible", feed: "false", region: headerIcon,
      app: .player { $0.header.isIconVisible = false }),
    StylingRow(
      "styling.player.header.textVisible", feed: "false", region: headerTitle,
      app: .player { $0.header.isTextVisible = false }),
    StylingRow(
      "styling.player.header.closeButtonVisible", feed: "false", region: closeButton,
      app: .player { $0.header.isCloseButtonVisible = false }),
    StylingRow(
      "styling.player.header.shareButtonVisible", feed: "false", region: shareButton,
      app: .player { $0.header.isShareButtonVisible = false }),
    StylingRow(
      "styling.player.footer.likeButtonVisible", feed: "true", region: likeButton,
      app: .player { $0.footer.isLikeButtonVisible = true }),
    // The icons are pictures: the image loader serves them at once, as loaded.
    StylingRow(
      "styling.player.header.closeIconUrl", feed: "\"\(icon)\"", region: closeButton,
      app: .player { $0.header.closeIconURL = URL(string: icon) }),
    StylingRow(
      "styling.player.header.shareIconUrl", feed: "\"\(icon)\"", region: shareButton,
      app: .player { $0.header.shareIconURL = URL(string: icon) }),
    StylingRow(
      "styling.player.headerFont", feed: serif, region: headerTitle,
      app: .player { $0.headerFont = FontDescriptor(family: "DejaVu Serif", size: 12, weight: .bold) }),
    StylingRow(
      "styling.player.interactiveFont", feed: serif, region: buttonLayer,
      app: .player { $0.interactiveFont = FontDescriptor(family: "DejaVu Serif", size: 12, weight: .bold) }),
  ]
}
