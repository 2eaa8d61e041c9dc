import StoryKit
import StoryKitUI

/// The banner's rows: `styling.banner`, in a 320 × 160 banner of three pages (see
/// ``MatrixFeeds``).
enum BannerRows {
  static let red = ##""#FF0000""##
  // The page fills the banner; its title is (16, 28, 288 × 55), its subtitle (16, 87, 288 × 41),
  // the dots (134, 134, 52 × 18).
  static let page = Rect(x: 0, y: 0, width: 320, height: 160)
  static let title = Rect(x: 16, y: 28, width: 288, height: 55)
  static let subtitle = Rect(x: 16, y: 87, width: 288, height: 41)
  static let dots = Rect(x: 134, y: 134, width: 52, height: 18)

  static let rows: [StylingRow] = [
    // After 6 s the default (every 5 s) has moved on to the second page; without auto-advance
    // the first still shows.
    StylingRow(
      "styling.banner.autoAdvance", feed: "false", region: page, scene: [.wait(6)],
      app: .banner { $0.autoAdvances = false }),
    // After 1.6 s a 1 s interval has slid to the second page; the default 5 s has not.
    StylingRow(
      "styling.banner.autoAdvanceInterval", feed: "1", region: page, scene: [.wait(1.6)],
      app: .banner { $0.autoAdvanceInterval = 1 }),
    StylingRow(
      "styling.banner.cornerRadius", feed: "40", region: Rect(x: 0, y: 0, width: 40, height: 40),
      app: .banner { $0.cornerRadius = 40 }),
    StylingRow(
      "styling.banner.titleColor", feed: red, region: title, app: .banner { $0.titleColor = "#FF0000" }),
    StylingRow(
      "styling.banner.subtitleColor", feed: red, region: subtitle,
      app: .banner { $0.subtitleColor = "#FF0000" }),
    StylingRow(
      "styling.banner.titleFont", feed: #"{"family": "DejaVu Serif", "size": 22, "weight": "bold"}"#,
      region: title,
      app: .banner { $0.titleFont = FontDescriptor(family: "DejaVu Serif", size: 22, weight: .bold) }),
    StylingRow(
      "styling.banner.subtitleFont", feed: #"{"family": "DejaVu Serif", "size": 15}"#, region: subtitle,
      app: .banner { $0.subtitleFont = FontDescriptor(family: "DejaVu Serif", size: 15) }),
    StylingRow("styling.banner.titleLines", feed: "1", region: title, app: .banner { $0.titleLines = 1 }),
    StylingRow(
      "styling.banner.subtitleLines", feed: "1", region: subtitle, app: .banner { $0.subtitleLines = 1 }),
    StylingRow(
      "styling.banner.scrimColor", feed: ##""#FF000099""##, region: Rect(x: 0, y: 0, width: 320, height: 28),
      app: .banner { $0.scrimColor = "#FF000099" }),
    StylingRow(
      "styling.banner.indicatorVisible", feed: "false", region: dots,
      app: .banner { $0.isIndicatorVisible = false }),
    StylingRow(
      "styling.banner.indicatorColor", feed: red, region: dots, app: .banner { $0.indicatorColor = "#FF0000" }
    ),
    StylingRow(
      "styling.banner.indicatorActiveColor", feed: red, region: dots,
      app: .banner { $0.indicatorActiveColor = "#FF0000" }),
    // The gap between pages shows only while they slide: a finger holds them half way.
    StylingRow(
      "styling.banner.itemSpacing", feed: "60", region: Rect(x: 160, y: 0, width: 60, height: 160),
      scene: [.drag(from: Point(x: 280, y: 60), to: Point(x: 120, y: 60), duration: 0.4, lifts: false)],
      app: .banner { $0.itemSpacing = 60 }),
    StylingRow(
      "styling.banner.horizontalEdgePadding", feed: "24", region: Rect(x: 0, y: 0, width: 24, height: 160),
      app: .banner { $0.horizontalEdgePadding = 24 }),
    StylingRow(
      "styling.banner.verticalEdgePadding", feed: "20", region: Rect(x: 0, y: 0, width: 320, height: 20),
      app: .banner { $0.verticalEdgePadding = 20 }),
  ]
}
