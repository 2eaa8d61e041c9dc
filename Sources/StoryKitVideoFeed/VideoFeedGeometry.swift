import StoryKitUI

/// Where a video feed's items go for one size, count and styling: a pure value the feed
/// recomputes when any of them changes, and hands to its ``StoryKitUI/Scroller`` as a layout.
///
/// ```
/// ┌ feed ───────────────────┐  offset 0: item 0 at the top padding
/// │ ┌ item 0 ─────────────┐ │
/// │ │                     │ │  itemHeight = height − padding − spacing − peek
/// │ └─────────────────────┘ │
/// │ ┌ item 1 (peek) ──────┐ │  the next item shows `peek` points
/// └─────────────────────────┘
/// ```
///
/// Item `i` rests at `i × stride` down the list, but never past the end, so the last item rests
/// at the bottom with no gap under it (the scroller keeps resting places within the content).
struct VideoFeedGeometry: Sendable, Hashable {
  /// How many items there are.
  var count: Int
  /// The feed's size.
  var size: Size
  /// The gap between items.
  var spacing: Double
  /// Space at the leading and trailing edges.
  var horizontalPadding: Double
  /// Space above the item at rest (and below it when nothing peeks).
  var verticalPadding: Double
  /// How much of the next item shows at rest.
  var peek: Double

  init(count: Int, size: Size, styling: ResolvedVideoFeedStyling) {
    self.count = max(0, count)
    self.size = Size(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
    spacing = styling.itemSpacing
    horizontalPadding = styling.horizontalEdgePadding
    verticalPadding = styling.verticalEdgePadding
    peek = styling.nextItemPeek
  }

  /// Whether items can be laid out at all.
  var isEmpty: Bool { count == 0 || itemWidth <= 0 || size.height <= 0 }

  /// Each item's width.
  var itemWidth: Double { max(0, size.width - 2 * horizontalPadding) }

  /// Each item's height: the feed less its padding and, when something peeks, the peek and the
  /// gap before it; never less than a third of the feed (an absurd peek or padding).
  var itemHeight: Double {
    let free =
      peek > 0 && count > 1
      ? size.height - verticalPadding - spacing - peek : size.height - 2 * verticalPadding
    return max(free, size.height / 3, 1)
  }

  /// The distance between two items' tops.
  var stride: Double { itemHeight + spacing }

  /// The items down the list, for the feed's scroller.
  var layout: UniformScrollLayout {
    UniformScrollLayout(
      axis: .vertical, itemCount: count, itemLength: itemHeight, spacing: spacing,
      leadingInset: verticalPadding, trailingInset: verticalPadding, crossStart: horizontalPadding,
      crossLength: itemWidth)
  }
}
