import StoryKit
import StoryKitUI

/// The story bar: a scrolling row (or grid) of story groups with gradient rings (seed 000).
///
/// ```
/// ┌ edge ─ ◯ ─ pad ─ ◯ ─ pad ─ ◯ ─ … ─ edge ┐   horizontal: sections are rows
/// │       Title     Title     Title        │   vertical: sections are columns
/// └────────────────────────────────────────┘
/// ```
///
/// Only the cells that intersect the visible area plus ``prefetchMargin`` exist; cells leaving
/// it go to a reuse pool and come back repopulated, so 100,000 groups cost what 10 do.
///
/// ```swift
/// let bar = StoryBarView()
/// bar.content = .init(storyGroups: feed.storyGroups)
/// bar.serverStyling = variant.styling.storyBar
/// bar.styling.size = .small                      // app styling wins over the server's
/// bar.onStoryGroupSelected = { group in open(group) }
/// ```
open class StoryBarView: View {
  /// What the bar shows.
  public struct Content: Sendable, Hashable {
    /// The groups, in server order.
    public var storyGroups: [StoryGroup]
    /// While `true` and there are no groups yet, skeleton cells show.
    public var isLoading: Bool

    public init(storyGroups: [StoryGroup] = [], isLoading: Bool = false) {
      self.storyGroups = storyGroups
      self.isLoading = isLoading
    }
  }

  public var content: Content? {
    didSet {
      refreshDisplayedGroups()
      contentDidChange()
    }
  }

  /// Styling set in code; it wins over ``serverStyling``.
  public var styling = StoryBarStyling() {
    didSet { stylingChanged() }
  }

  /// Styling from the feed's widget variant.
  public var serverStyling = StoryBarStyling() {
    didSet { stylingChanged() }
  }

  /// Moves groups whose stories are all seen after the others (keeping order within each part).
  public var movesSeenGroupsToEnd = false {
    didSet {
      refreshDisplayedGroups()
      contentDidChange()
    }
  }

  /// Makes custom cells; its size wins over the size styling.
  public var storyGroupViewFactory: (any StoryGroupViewFactory)? {
    didSet {
      resetCells()
      invalidateMeasurement()
    }
  }

  /// How far beyond the visible area cells are made ahead of scrolling, in points.
  public var prefetchMargin: Double = 100

  /// Called when the user taps a group.
  public var onStoryGroupSelected: (@MainActor (StoryGroup) -> Void)?

  /// How far the content is scrolled along the bar's axis, from the leading (or top) edge.
  public var contentOffset: Double = 0 {
    didSet {
      if contentOffset != oldValue { setNeedsLayout() }
    }
  }

  // MARK: - State

  var cells: [Int: StoryGroupView] = [:]
  var reusePool: [StoryGroupView] = []
  /// How many cells were ever created (for tests of reuse and virtualization).
  public private(set) var createdCellCount = 0
  /// How many times a cell was populated.
  public private(set) var populateCount = 0
  private var warnedAboutIconStyling = false
  var panStartOffset: Double = 0
  private var directionFromStyling = false

  /// The groups in display order.
  public private(set) var displayedGroups: [StoryGroup] = []

  // MARK: - Styling

  /// Styling in effect: code over server over the standard look; the layout direction is the
  /// styling's if either sets one, else the one inherited from the superview.
  public var resolvedStyling: StoryBarStyling {
    let chosen = styling.overriding(serverStyling)
    var resolved = chosen.overriding(Self.defaultStyling(for: appearance))
    resolved.layoutDirection = chosen.layoutDirection ?? effectiveLayoutDirection
    return resolved
  }

  /// The standard look with the colours that depend on the theme taken from the appearance:
  /// title colours from its text colours, the icon background from its skeleton colour.
  public static func defaultStyling(for appearance: Appearance) -> StoryBarStyling {
    var defaults = StoryBarStyling.standard
    let colors = appearance.colors
    defaults.text.colorNotSeen = colors.text
    defaults.text.colorSeen = colors.secondaryText
    defaults.iconBackgroundColor = colors.skeleton
    if appearance.theme == .dark {
      defaults.ringSeen = Gradient(colors.separator, colors.separator.mixed(with: .white, amount: 0.1))
    }
    return defaults
  }

  /// The cell size: the factory's, else the size styling's.
  public var cellSize: Size {
    storyGroupViewFactory?.size ?? StoryBarMetrics(styling: resolvedStyling).cellSize
  }

  /// The arithmetic of where cells go.
  public var barLayout: StoryBarLayout {
    StoryBarLayout(itemCount: itemCount, cellSize: cellSize, list: resolvedStyling.list)
  }

  private var itemCount: Int {
    if !displayedGroups.isEmpty { return displayedGroups.count }
    return content?.isLoading == true ? skeletonCount : 0
  }

  private var skeletonCount: Int {
    let layout = StoryBarLayout(itemCount: 1, cellSize: cellSize, list: resolvedStyling.list)
    let stride = cellSize[layout.axis] + layout.spacing
    let viewport = frame.size[layout.axis]
    let lines = ((viewport - layout.edgePadding) / max(1, stride)).rounded(.up)
    guard lines.isFinite else { return layout.sections }
    return Int(min(max(1, lines), 1_000)) * layout.sections
  }

  private func stylingChanged() {
    let resolved = styling.overriding(serverStyling)
    if !warnedAboutIconStyling, let warning = resolved.validate().first {
      warnedAboutIconStyling = true
      StoryKitLog.warning("StoryBarView: \(warning.message)")
    }
    applyStylingDirection()
    for cell in cells.values + reusePool { cell.styling = resolvedStyling }
    invalidateMeasurement()
    setNeedsLayout()
  }

  // MARK: - Lifecycle

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .recognized else { return }
        self.selectGroup(at: recognizer.location(in: self))
      })
    addGestureRecognizer(
      PanGestureRecognizer { [weak self] recognizer in
        guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
        self.handlePan(pan)
      })
    applyStylingDirection()
  }

  /// The styling's direction wins; unset, the bar keeps a direction set on it in code, or inherits.
  private func applyStylingDirection() {
    if let direction = styling.overriding(serverStyling).layoutDirection {
      layoutDirection = direction
      directionFromStyling = true
    } else if directionFromStyling {
      layoutDirection = nil
      directionFromStyling = false
    }
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let resolved = resolvedStyling
    for cell in cells.values + reusePool { cell.styling = resolved }
  }

  private func refreshDisplayedGroups() {
    let groups = content?.storyGroups ?? []
    displayedGroups = movesSeenGroupsToEnd ? groups.filter { !$0.isSeen } + groups.filter(\.isSeen) : groups
  }

  open override func updateContent() {
    for (index, cell) in cells {
      populate(cell, at: index)
    }
    setNeedsLayout()
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let layout = barLayout
    return layout.axis == .horizontal
      ? Size(
        width: proposal.width.isFinite ? proposal.width : layout.contentLength, height: layout.crossLength)
      : Size(
        width: layout.crossLength, height: proposal.height.isFinite ? proposal.height : layout.contentLength)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = barLayout
    let viewport = bounds.size[layout.axis]
    let clamped = min(
      max(0, contentOffset.isFinite ? contentOffset : 0), max(0, layout.contentLength - viewport))
    if clamped != contentOffset { contentOffset = clamped }
    let margin = prefetchMargin.isFinite ? min(max(0, prefetchMargin), 10_000) : 0
    let visible = layout.indices(along: contentOffset - margin, contentOffset + viewport + margin)
    for (index, cell) in cells where !visible.contains(index) {
      // Pooled cells stay in the tree, hidden: they keep the bar's environment and skip the
      // detach / attach work (and its appearance passes) on every scroll step.
      cell.isHidden = true
      cells[index] = nil
      reusePool.append(cell)
    }
    let isMirrored = layout.axis == .horizontal && effectiveLayoutDirection == .rightToLeft
    for index in visible {
      let cell = cells[index] ?? dequeueCell(for: index)
      var frame = layout.frame(at: index)
      if layout.axis == .horizontal {
        frame.origin.x -= contentOffset
        if isMirrored { frame.origin.x = bounds.width - frame.maxX }
      } else {
        frame.origin.y -= contentOffset
        if effectiveLayoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
      }
      cell.frame = frame
    }
  }

  private func dequeueCell(for index: Int) -> StoryGroupView {
    let cell: StoryGroupView
    if let reused = reusePool.popLast() {
      cell = reused
    } else {
      cell = storyGroupViewFactory?.createView() ?? components.storyGroupView.init()
      createdCellCount += 1
    }
    cells[index] = cell
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    cell.styling = resolvedStyling
    populate(cell, at: index)
    return cell
  }

  private func populate(_ cell: StoryGroupView, at index: Int) {
    populateCount += 1
    cell.populateView(storyGroup: displayedGroups.indices.contains(index) ? displayedGroups[index] : nil)
  }

  private func resetCells() {
    for cell in cells.values + reusePool { cell.removeFromSuperview() }
    cells.removeAll()
    reusePool.removeAll()
    setNeedsLayout()
  }

  /// The cells that exist now, by item index.
  public var visibleCells: [Int: StoryGroupView] { cells }
}
