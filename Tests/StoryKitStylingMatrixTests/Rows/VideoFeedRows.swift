import StoryKit
import StoryKitUI

/// The video feed's rows: every property of `VideoFeedStyling`, set in code (the feed format has
/// no video feed styling), in a 240 × 420 feed of two posters (see ``MatrixFeeds``).
enum VideoFeedRows {
  // The first item is (0, 0, 240 × 364), the next peeks from y 372. On the first: the duration
  // badge (188, 12, 40 × 23), the title (16, 177, 208 × 47), two product chips from y 234.
  static let title = Rect(x: 16, y: 177, width: 208, height: 47)
  static let firstChip = Rect(x: 16, y: 234, width: 181, height: 53)

  static let rows: [StylingRow] = [
    StylingRow(
      "VideoFeedStyling.cornerRadius", feed: nil, region: Rect(x: 0, y: 0, width: 40, height: 40),
      app: .videoFeed { $0.cornerRadius = 40 }),
    StylingRow(
      "VideoFeedStyling.itemSpacing", feed: nil, region: Rect(x: 0, y: 330, width: 240, height: 45),
      app: .videoFeed { $0.itemSpacing = 40 }),
    StylingRow(
      "VideoFeedStyling.horizontalEdgePadding", feed: nil, region: Rect(x: 0, y: 0, width: 24, height: 420),
      app: .videoFeed { $0.horizontalEdgePadding = 24 }),
    StylingRow(
      "VideoFeedStyling.verticalEdgePadding", feed: nil, region: Rect(x: 0, y: 0, width: 240, height: 24),
      app: .videoFeed { $0.verticalEdgePadding = 24 }),
    StylingRow(
      "VideoFeedStyling.nextItemPeek", feed: nil, region: Rect(x: 0, y: 364, width: 240, height: 56),
      app: .videoFeed { $0.nextItemPeek = 0 }),
    StylingRow(
      "VideoFeedStyling.titleColor", feed: nil, region: title, app: .videoFeed { $0.titleColor = "#FF0000" }),
    StylingRow(
      "VideoFeedStyling.titleFont", feed: nil, region: title,
      app: .videoFeed { $0.titleFont = FontDescriptor(family: "DejaVu Serif", size: 18, weight: .bold) }),
    StylingRow(
      "VideoFeedStyling.titleLines", feed: nil, region: title, app: .videoFeed { $0.titleLines = 1 }),
    StylingRow(
      "VideoFeedStyling.scrimColor", feed: nil, region: Rect(x: 0, y: 100, width: 240, height: 70),
      app: .videoFeed { $0.scrimColor = "#FF000099" }),
    StylingRow(
      "VideoFeedStyling.isDurationVisible", feed: nil, region: Rect(x: 188, y: 12, width: 40, height: 23),
      app: .videoFeed { $0.isDurationVisible = false }),
    StylingRow(
      "VideoFeedStyling.maximumVisibleProducts", feed: nil,
      region: Rect(x: 16, y: 234, width: 208, height: 114), app: .videoFeed { $0.maximumVisibleProducts = 1 }),
    StylingRow(
      "VideoFeedStyling.productBackgroundColor", feed: nil, region: firstChip,
      app: .videoFeed { $0.productBackgroundColor = "#FFCC00" }),
    StylingRow(
      "VideoFeedStyling.productTextColor", feed: nil, region: Rect(x: 68, y: 242, width: 117, height: 37),
      app: .videoFeed { $0.productTextColor = "#FF0000" }),
  ]
}
