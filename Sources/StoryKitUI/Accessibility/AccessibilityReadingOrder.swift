import StoryKit

extension AccessibilityElement {
  /// Elements sorted in reading order: rows top to bottom, and within a row from the leading edge
  /// to the trailing one — left to right for ``LayoutDirection/leftToRight``, right to left for
  /// ``LayoutDirection/rightToLeft``.
  ///
  /// The rule, on the elements' ``frame``s:
  ///
  /// 1. Two elements *share a row* when the vertical centre of one lies within the other's
  ///    vertical span (edges included).
  /// 2. Rows are built top to bottom. The element not yet placed with the highest top edge (then
  ///    the highest centre, then the earliest in the input) starts a row, and the row takes every
  ///    unplaced element that shares a row with that first element. Comparing with the first
  ///    element only, not with the whole row, keeps staggered elements from chaining into one row.
  /// 3. Within a row, left to right: by left edge ascending. Right to left: by right edge
  ///    descending, which is the left-to-right order of the mirrored layout. Ties go to the
  ///    higher top edge, then to the earlier element in the input. The row's direction is
  ///    `direction`, unless every element of the row carries the same other
  ///    ``layoutDirection``: then that one.
  ///
  /// ```
  /// ┌───┐ ┌──────┐          left to right: image, title, subtitle, button
  /// │img│ │title │          right to left: image, title, subtitle, button
  /// │   │ │subtit│          (the cell mirrored: image at the right)
  /// └───┘ └──────┘
  /// ┌────────────┐
  /// │   button   │
  /// └────────────┘
  /// ```
  ///
  /// Coordinates are compared to a thousandth of a point, so the rounding noise of rotated or
  /// scaled frames does not split rows or reorder ties.
  public static func sortedInReadingOrder(
    _ elements: [AccessibilityElement], direction: LayoutDirection
  ) -> [AccessibilityElement] {
    var remaining = elements.enumerated().map { index, element in Entry(index: index, element: element) }
    remaining.sort { lhs, rhs in
      (lhs.top, lhs.centre, lhs.index) < (rhs.top, rhs.centre, rhs.index)
    }
    var ordered: [AccessibilityElement] = []
    ordered.reserveCapacity(elements.count)
    while let first = remaining.first {
      var row: [Entry] = []
      var rest: [Entry] = []
      for entry in remaining {
        if entry.index == first.index || entry.sharesRow(with: first) {
          row.append(entry)
        } else {
          rest.append(entry)
        }
      }
      // A row whose elements all say one direction reads in it (a bar of its own direction).
      let own = row.first?.element.layoutDirection
      let rowDirection =
        own != nil && row.allSatisfy { $0.element.layoutDirection == own } ? own ?? direction : direction
      row.sort { lhs, rhs in
        let lhsLead = rowDirection == .rightToLeft ? -lhs.right : lhs.left
        let rhsLead = rowDirection == .rightToLeft ? -rhs.right : rhs.left
        return (lhsLead, lhs.top, lhs.index) < (rhsLead, rhs.top, rhs.index)
      }
      ordered += row.map(\.element)
      remaining = rest
    }
    return ordered
  }
}

/// An element with its frame's edges rounded for comparison and its position in the input.
private struct Entry {
  let index: Int
  let element: AccessibilityElement
  let top: Double
  let bottom: Double
  let centre: Double
  let left: Double
  let right: Double

  init(index: Int, element: AccessibilityElement) {
    let frame = element.frame
    self.index = index
    self.element = element
    // A negative size flips the edges; keep top ≤ bottom and left ≤ right.
    let ys = [Self.comparable(frame.minY), Self.comparable(frame.maxY)]
    let xs = [Self.comparable(frame.minX), Self.comparable(frame.maxX)]
    top = ys.min() ?? 0
    bottom = ys.max() ?? 0
    centre = Self.comparable(frame.midY)
    left = xs.min() ?? 0
    right = xs.max() ?? 0
  }

  /// Whether the vertical centre of either element lies within the other's vertical span.
  func sharesRow(with other: Entry) -> Bool {
    (other.top <= centre && centre <= other.bottom) || (top <= other.centre && other.centre <= bottom)
  }

  /// `value` rounded to a thousandth; not-a-number counts as zero so that sorting stays consistent.
  private static func comparable(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    guard value.isFinite else { return value }
    return (value * 1000).rounded() / 1000
  }
}
