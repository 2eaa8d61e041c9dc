import StoryKit
import StoryKitUI

/// The story bar's rows: `styling.storyBar`, in a 360 × 240 bar of six groups (see
/// ``MatrixFeeds``): the unseen, pinned "Spring collection drop" first, the seen IVod group second,
/// the group without an icon third.
enum StoryBarRows {
  static let red = ##""#FF0000""##
  static let gradient = ##"["#FF0000", "#00FF00"]"##
  static let serif = #"{"family": "DejaVu Serif", "size": 14, "weight": "bold"}"#
  // Cells are 80 × 94 from (12, 8), 96 apart: the ring 72 × 72 at the cell's top, the title
  // under it from y 86.
  static let titles = Rect(x: 0, y: 84, width: 360, height: 20)
  static let firstTitle = Rect(x: 12, y: 84, width: 80, height: 20)
  static let seenTitle = Rect(x: 108, y: 84, width: 80, height: 20)
  static let firstRing = Rect(x: 16, y: 8, width: 72, height: 72)
  static let seenRing = Rect(x: 112, y: 8, width: 72, height: 72)
  static let firstIcon = Rect(x: 22, y: 14, width: 60, height: 60)
  static let missingIcon = Rect(x: 214, y: 14, width: 60, height: 60)
  static let firstCell = Rect(x: 12, y: 8, width: 80, height: 94)
  static let secondRow = Rect(x: 0, y: 110, width: 360, height: 130)

  static let rows: [StylingRow] = [
    StylingRow(
      "styling.storyBar.text.visible", feed: "false", region: titles,
      app: .storyBar { $0.text.isVisible = false }),
    StylingRow(
      "styling.storyBar.text.colorSeen", feed: red, region: seenTitle,
      app: .storyBar { $0.text.colorSeen = "#FF0000" }),
    StylingRow(
      "styling.storyBar.text.colorNotSeen", feed: red, region: firstTitle,
      app: .storyBar { $0.text.colorNotSeen = "#FF0000" }),
    StylingRow(
      "styling.storyBar.text.font", feed: serif, region: titles,
      app: .storyBar { $0.text.font = FontDescriptor(family: "DejaVu Serif", size: 14, weight: .bold) }),
    StylingRow(
      "styling.storyBar.text.lines", feed: "2", region: Rect(x: 12, y: 100, width: 80, height: 20),
      app: .storyBar { $0.text.lines = 2 }),
    StylingRow(
      "styling.storyBar.iconBackgroundColor", feed: red, region: missingIcon,
      app: .storyBar { $0.iconBackgroundColor = "#FF0000" }),
    StylingRow(
      "styling.storyBar.ringSeen", feed: gradient, region: seenRing,
      app: .storyBar { $0.ringSeen = Themed(Gradient("#FF0000", "#00FF00")) }),
    StylingRow(
      "styling.storyBar.ringNotSeen", feed: gradient, region: firstRing,
      app: .storyBar { $0.ringNotSeen = Themed(Gradient("#FF0000", "#00FF00")) }),
    StylingRow(
      "styling.storyBar.pinIconColor", feed: red, region: Rect(x: 69, y: 4, width: 24, height: 24),
      app: .storyBar { $0.pinIconColor = "#FF0000" }),
    StylingRow(
      "styling.storyBar.ivodIconColor", feed: red, region: Rect(x: 165, y: 61, width: 24, height: 24),
      app: .storyBar { $0.videoIconColor = "#FF0000" }),
    StylingRow(
      "styling.storyBar.size", feed: #""small""#, region: firstCell, app: .storyBar { $0.size = .small }),
    StylingRow(
      "styling.storyBar.icon.height", feed: "100", region: Rect(x: 12, y: 8, width: 80, height: 120),
      context: custom,
      app: .storyBar { $0.icon.height = 100 }),
    StylingRow(
      "styling.storyBar.icon.width", feed: "100", region: Rect(x: 12, y: 8, width: 110, height: 94),
      context: custom,
      app: .storyBar { $0.icon.width = 100 }),
    StylingRow(
      "styling.storyBar.icon.cornerRadius", feed: "8", region: Rect(x: 16, y: 8, width: 16, height: 16),
      context: custom,
      app: .storyBar { $0.icon.cornerRadius = 8 }),
    StylingRow(
      "styling.storyBar.list.orientation", feed: #""vertical""#,
      region: Rect(x: 0, y: 110, width: 120, height: 130),
      app: .storyBar { $0.list.orientation = .vertical }),
    StylingRow(
      "styling.storyBar.list.sections", feed: "2", region: secondRow, app: .storyBar { $0.list.sections = 2 }),
    StylingRow(
      "styling.storyBar.list.horizontalEdgePadding", feed: "60",
      region: Rect(x: 0, y: 0, width: 60, height: 110),
      app: .storyBar { $0.list.horizontalEdgePadding = 60 }),
    StylingRow(
      "styling.storyBar.list.verticalEdgePadding", feed: "40",
      region: Rect(x: 0, y: 0, width: 360, height: 40),
      app: .storyBar { $0.list.verticalEdgePadding = 40 }),
    StylingRow(
      "styling.storyBar.list.horizontalPaddingBetweenItems", feed: "40",
      region: Rect(x: 92, y: 0, width: 56, height: 110),
      app: .storyBar { $0.list.horizontalPaddingBetweenItems = 40 }),
    StylingRow(
      "styling.storyBar.list.verticalPaddingBetweenItems", feed: "30",
      region: Rect(x: 0, y: 100, width: 360, height: 40),
      context: StylingRow.Context(feed: [("list.sections", "2")], app: .storyBar { $0.list.sections = 2 }),
      app: .storyBar { $0.list.verticalPaddingBetweenItems = 30 }),
    StylingRow(
      "styling.storyBar.thematicIconLabel", feed: #""christmas""#, region: firstIcon,
      app: .storyBar { $0.thematicIconLabel = "christmas" }),
    // A tap on the first group (whose picture never arrives) leaves it opening: its ring turns
    // for half a second, unless the animation is disabled.
    StylingRow(
      "styling.storyBar.animation", feed: #""disabled""#, region: firstRing,
      scene: [.tap(Point(x: 52, y: 44)), .wait(0.5)],
      app: .storyBar { $0.animation = .disabled }),
    StylingRow(
      "styling.storyBar.layoutDirection", feed: #""rtl""#, region: firstCell,
      app: .storyBar { $0.layoutDirection = .rightToLeft }),
  ]

  /// Icon measures take effect only for custom-sized groups.
  static let custom = StylingRow.Context(feed: [("size", #""custom""#)], app: .storyBar { $0.size = .custom })
}
