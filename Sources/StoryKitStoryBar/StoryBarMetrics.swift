import StoryKit
import StoryKitUI

/// The measures of one story group cell for a size styling: icon, ring, title and the cell.
///
/// ```
/// ┌─ cell width ─┐
/// │  ╭──ring──╮  │  icon size (ring included); ring width; gap between ring and image
/// │  │ image  │  │
/// │  ╰────────╯  │
/// │   Title…     │  title lines × line height, below a spacing
/// └──────────────┘
/// ```
public struct StoryBarMetrics: Sendable, Hashable {
  /// The icon's size, ring included.
  public var iconSize: Size
  /// The icon's corner radius (half the shorter side: a circle or a capsule).
  public var iconCornerRadius: Double
  /// The ring's line width.
  public var ringWidth: Double
  /// The space between the ring and the image.
  public var ringGap: Double
  /// The space between the icon and the title.
  public var titleSpacing: Double
  /// The height the title takes (0 when titles are hidden).
  public var titleHeight: Double
  /// The cell's size.
  public var cellSize: Size
  /// The badge diameter (pin, IVod).
  public var badgeDiameter: Double

  /// The largest custom icon side, in points.
  public static let maximumIconSide = 512.0

  /// Measures for resolved styling.
  public init(styling: ResolvedStoryBarStyling) {
    let size = styling.size
    let custom = styling.icon
    switch size {
    case .large:
      iconSize = Size(width: 72, height: 72)
      ringWidth = 2.5
      badgeDiameter = 22
    case .small:
      iconSize = Size(width: 56, height: 56)
      ringWidth = 2
      badgeDiameter = 18
    case .custom:
      // Feed values are bounded here too: an icon larger than the largest cell any layout uses is an error.
      iconSize = Size(
        width: min(custom.width ?? 72, Self.maximumIconSide),
        height: min(custom.height ?? 72, Self.maximumIconSide))
      ringWidth = 2.5
      badgeDiameter = 20
    }
    let shorter = min(iconSize.width, iconSize.height)
    iconCornerRadius = size == .custom ? min(custom.cornerRadius ?? shorter / 2, shorter / 2) : shorter / 2
    ringGap = size == .small ? 2.5 : 3
    titleSpacing = 6
    let text = styling.text
    titleHeight = text.isVisible ? (Double(text.lines) * text.font.size * 1.3).rounded(.up) : 0
    let width = max(iconSize.width + 8, size == .small ? 64 : 80)
    cellSize = Size(
      width: size == .custom ? iconSize.width + 8 : width,
      height: iconSize.height + (titleHeight > 0 ? titleSpacing + titleHeight : 0))
  }
}
