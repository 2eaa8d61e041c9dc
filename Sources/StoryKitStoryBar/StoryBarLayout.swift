import StoryKit
import StoryKitUI

/// Where each cell of the story bar goes, worked out arithmetically so that finding the visible
/// cells costs the same for 10 groups and for 100,000.
///
/// Horizontal bars fill columns top to bottom (sections are rows) and scroll sideways; vertical
/// bars fill rows left to right (sections are columns) and scroll down. Positions are in
/// left-to-right content coordinates; the bar mirrors them for right-to-left.
public struct StoryBarLayout: Sendable, Hashable {
  /// How many cells the bar has.
  public var itemCount: Int
  /// One cell's size.
  public var cellSize: Size
  /// Which way the bar scrolls.
  public var orientation: StoryGroupListStyling.Orientation
  /// The rows of a horizontal bar, or the columns of a vertical one.
  public var sections: Int
  /// Padding before the first and after the last item, along the scroll axis.
  public var edgePadding: Double
  /// Padding around the sections, across the scroll axis.
  public var crossEdgePadding: Double
  /// Space between items along the scroll axis.
  public var spacing: Double
  /// Space between sections.
  public var sectionSpacing: Double

  /// A layout from resolved list styling and a cell size.
  ///
  /// - Parameter peekingIn: The viewport's length along the scroll axis when the item spacing is
  ///   StoryKit's to choose (``ResolvedStoryBarStyling/isItemSpacingAdaptive``): the spacing is
  ///   then adjusted, within 4–24 points, so that a bar that scrolls shows a quarter to three
  ///   quarters of its last visible cell — a hint that there is more. `nil` keeps the styling's
  ///   spacing.
  public init(itemCount: Int, cellSize: Size, list: StoryGroupListStyling, peekingIn viewport: Double? = nil)
  {
    // Values set in code bypass the styling's checks, so the layout bounds them again.
    func bounded(_ value: Double?, _ limit: Double) -> Double {
      guard let value, value.isFinite else { return 0 }
      return min(max(0, value), limit)
    }
    self.itemCount = max(0, itemCount)
    self.cellSize = Size(width: bounded(cellSize.width, 4_096), height: bounded(cellSize.height, 4_096))
    orientation = list.orientation ?? .horizontal
    sections = min(max(1, list.sections ?? 1), StoryGroupListStyling.maximumSections)
    let horizontal = orientation == .horizontal
    edgePadding = bounded(horizontal ? list.horizontalEdgePadding : list.verticalEdgePadding, 1_000)
    crossEdgePadding = bounded(horizontal ? list.verticalEdgePadding : list.horizontalEdgePadding, 1_000)
    spacing = bounded(
      horizontal ? list.horizontalPaddingBetweenItems : list.verticalPaddingBetweenItems, 1_000)
    sectionSpacing = bounded(
      horizontal ? list.verticalPaddingBetweenItems : list.horizontalPaddingBetweenItems, 1_000)
    if let viewport,
      let peeking = Self.peekingSpacing(
        viewport: viewport, edge: edgePadding, cell: self.cellSize[axis], preferred: spacing,
        lines: lineCount)
    {
      spacing = peeking
    }
  }

  /// The spacing, closest to `preferred` within 4–24 points, that leaves 25–75 % of a cell showing
  /// after the last whole one; `nil` when everything fits or no spacing in range does it. (Cells
  /// are wider than their icons, so the rings stay at least 12 points apart.)
  static func peekingSpacing(
    viewport: Double, edge: Double, cell: Double, preferred: Double, lines: Int
  ) -> Double? {
    guard viewport.isFinite, viewport > 0, cell > 0, lines > 1 else { return nil }
    // Everything fits: nothing to hint at.
    if 2 * edge + Double(lines) * cell + Double(lines - 1) * preferred <= viewport { return nil }
    let room = viewport - edge
    var best: Double?
    var wholeCells = 1
    while wholeCells < lines, Double(wholeCells) * cell < room {
      let count = Double(wholeCells)
      // n whole cells and their spacings, then a share f of the next cell: edge + n(c + d) + f c = W.
      let widest = (room - (count + 0.25) * cell) / count
      let narrowest = (room - (count + 0.75) * cell) / count
      let low = max(4, narrowest)
      let high = min(24, widest)
      if low <= high {
        let candidate = min(max(preferred, low), high)
        if best.map({ abs(candidate - preferred) < abs($0 - preferred) }) ?? true { best = candidate }
      }
      wholeCells += 1
    }
    return best
  }

  /// The scroll axis.
  public var axis: Axis { orientation == .horizontal ? .horizontal : .vertical }

  /// Lines of items along the scroll axis (columns when horizontal, rows when vertical).
  public var lineCount: Int { itemCount == 0 ? 0 : (itemCount + sections - 1) / sections }

  private var stride: Double { cellSize[axis] + spacing }

  /// The length of all content along the scroll axis.
  public var contentLength: Double {
    guard lineCount > 0 else { return 0 }
    return 2 * edgePadding + Double(lineCount) * cellSize[axis] + Double(lineCount - 1) * spacing
  }

  /// The length across the scroll axis that shows every section.
  public var crossLength: Double {
    let across = cellSize[axis.crossAxis]
    return 2 * crossEdgePadding + Double(sections) * across + Double(sections - 1) * sectionSpacing
  }

  /// The frame of item `index` in content coordinates.
  public func frame(at index: Int) -> Rect {
    let line = index / sections
    let section = index % sections
    let along = edgePadding + Double(line) * stride
    let across = crossEdgePadding + Double(section) * (cellSize[axis.crossAxis] + sectionSpacing)
    return axis == .horizontal
      ? Rect(x: along, y: across, width: cellSize.width, height: cellSize.height)
      : Rect(x: across, y: along, width: cellSize.width, height: cellSize.height)
  }

  /// The items whose cells intersect `start ..< end` along the scroll axis.
  public func indices(along start: Double, _ end: Double) -> Range<Int> {
    guard itemCount > 0, end > start, stride > 0, start.isFinite, end.isFinite else { return 0..<0 }
    // Clamped as Doubles before converting, so no offset or margin can trap the conversion.
    let first = ((start - edgePadding - cellSize[axis]) / stride).rounded(.down) + 1
    let last = ((end - edgePadding) / stride).rounded(.up) - 1
    guard first.isFinite, last.isFinite else { return 0..<0 }
    let firstLine = Int(min(max(0, first), Double(lineCount)))
    let lastLine = Int(min(max(-1, last), Double(lineCount - 1)))
    guard firstLine <= lastLine else { return 0..<0 }
    return (firstLine * sections)..<min(itemCount, (lastLine + 1) * sections)
  }

  /// The item at a content point, if any (spacing and padding belong to no item).
  public func index(at point: Point) -> Int? {
    let along = axis == .horizontal ? point.x : point.y
    let across = axis == .horizontal ? point.y : point.x
    let crossStride = cellSize[axis.crossAxis] + sectionSpacing
    guard along.isFinite, across.isFinite, stride > 0, crossStride > 0, along >= edgePadding,
      across >= crossEdgePadding
    else { return nil }
    let lineValue = ((along - edgePadding) / stride).rounded(.down)
    let sectionValue = ((across - crossEdgePadding) / crossStride).rounded(.down)
    guard lineValue < Double(lineCount), sectionValue < Double(sections) else { return nil }
    let line = Int(lineValue)
    let section = Int(sectionValue)
    let index = line * sections + section
    guard index < itemCount, frame(at: index).contains(point) else { return nil }
    return index
  }
}

/// The bar's arithmetic is what its ``StoryKitUI/Scroller`` asks for: cells rest with their start
/// at the edge padding, and the visible range is computed, not searched.
extension StoryBarLayout: ScrollLayout {
  public var leadingInset: Double { edgePadding }

  public func frame(ofItem index: Int) -> Rect { frame(at: index) }

  public func items(along start: Double, _ end: Double) -> Range<Int> { indices(along: start, end) }
}
