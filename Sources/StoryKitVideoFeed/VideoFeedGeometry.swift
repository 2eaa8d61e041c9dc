import StoryKitUI

/// Where a video feed's items go for one size, count and styling: a pure value the feed
/// recomputes when any of them changes.
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
/// Offsets are in points down the list. Item `i` rests at ``snapOffset(_:)``: `i × stride`, but
/// never past ``maximumOffset``, so the last item rests at the bottom with no gap under it.
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

  /// The furthest the list scrolls: the last item's bottom at the feed's bottom padding.
  var maximumOffset: Double {
    guard count > 0 else { return 0 }
    let content = 2 * verticalPadding + Double(count) * itemHeight + Double(count - 1) * spacing
    return max(0, content - size.height)
  }

  /// Where the list rests with item `index` on top (the last items rest at the bottom).
  func snapOffset(_ index: Int) -> Double {
    min(Double(max(0, index)) * stride, maximumOffset)
  }

  /// Item `index`'s frame when the list is at `offset`.
  func frame(ofItem index: Int, at offset: Double) -> Rect {
    Rect(
      x: horizontalPadding, y: verticalPadding + Double(index) * stride - offset, width: itemWidth,
      height: itemHeight)
  }

  /// The items that show any part of themselves at `offset`, top to bottom.
  func visibleItems(at offset: Double) -> ClosedRange<Int>? {
    guard !isEmpty, offset.isFinite else { return nil }
    var start = index(near: (offset - verticalPadding - itemHeight) / stride)
    while start < count - 1, frame(ofItem: start, at: offset).maxY <= 0.5 { start += 1 }
    let first = frame(ofItem: start, at: offset)
    guard first.maxY > 0.5, first.minY < size.height - 0.5 else { return nil }
    var end = start
    while end + 1 < count, frame(ofItem: end + 1, at: offset).minY < size.height - 0.5 { end += 1 }
    return start...end
  }

  /// `position` (in items, any finite or infinite value) rounded down to an item index.
  private func index(near position: Double) -> Int {
    guard position.isFinite else { return position > 0 ? max(0, count - 1) : 0 }
    return Int(min(max(0, position), Double(max(0, count - 1))).rounded(.down))
  }

  /// The item with the most of itself on screen at `offset` (the earlier one on a tie).
  func mostVisibleItem(at offset: Double) -> Int? {
    guard let visible = visibleItems(at: offset) else { return nil }
    var best = visible.lowerBound
    var bestHeight = -1.0
    for index in visible {
      let frame = frame(ofItem: index, at: offset)
      let shown = min(frame.maxY, size.height) - max(frame.minY, 0)
      if shown > bestHeight + 0.5 {
        best = index
        bestHeight = shown
      }
    }
    return best
  }

  /// The item whose resting offset is nearest `offset` (the earlier one on a tie).
  func nearestItem(to offset: Double) -> Int {
    guard count > 1, offset.isFinite else { return 0 }
    let estimate = index(near: offset / stride + 0.5)
    var best = estimate
    for index in max(0, estimate - 2)...min(count - 1, estimate + 2)
    where abs(snapOffset(index) - offset) < abs(snapOffset(best) - offset) - 0.001 {
      best = index
    }
    // Items that all rest at the bottom (the maximum offset) count as the first of them.
    while best > 0, abs(snapOffset(best - 1) - snapOffset(best)) < 0.001 { best -= 1 }
    return best
  }

  /// The first item that rests further down than `offset`, if any.
  func nextItem(after offset: Double) -> Int? {
    let base = nearestItem(to: offset)
    for index in base..<count where snapOffset(index) > offset + 0.5 { return index }
    return nil
  }

  /// The last item that rests further up than `offset`, if any.
  func previousItem(before offset: Double) -> Int? {
    let base = nearestItem(to: offset)
    for index in Swift.stride(from: base, through: 0, by: -1) where snapOffset(index) < offset - 0.5 {
      return index
    }
    return nil
  }

  /// `offset` as the list shows it: past either end it moves a third as far (rubber band).
  func rubberBanded(_ offset: Double) -> Double {
    guard offset.isFinite else { return 0 }
    if offset < 0 { return offset / 3 }
    let maximum = maximumOffset
    return offset > maximum ? maximum + (offset - maximum) / 3 : offset
  }
}
