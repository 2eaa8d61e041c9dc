import Foundation
import StoryKit
import StoryKitUI

/// The story bar: a scrolling row (or grid) of story groups with gradient rings.
///
/// ```
/// ┌ edge ─ ◯ ─ pad ─ ◯ ─ pad ─ ◯ ─ pad ─ ◐   horizontal: sections are rows; the last cell peeks
/// │       Title     Title     Title          vertical: sections are columns
/// └──────────────────────────────────────
/// ```
///
/// The bar scrolls on StoryKit's ``Scroller``: only the cells that intersect the visible area
/// plus ``prefetchMargin`` exist; cells leaving it go to the scroller's reuse pool and come back
/// with new content, so 100,000 groups cost what 10 do. A fling glides on and slows down as a
/// `UIScrollView` does, on the view's ``StoryKitUI/View/clock``.
///
/// ```swift
/// let bar = StoryBarView()
/// bar.content = .init(storyGroups: feed.visibleStoryGroups(testMode: false))
/// bar.serverStyling = variant.styling.storyBar
/// bar.styling.size = .small                      // app styling wins over the server's
/// bar.onStoryGroupSelected = { group in open(group) }
/// ```
///
/// Styling resolves once per bar, theme by theme: ``serverStyling`` < ``styling`` < the
/// appearance (``resolvedStyling``); cells receive the result. The layout direction: the app's
/// (``styling`` or ``View/layoutDirection`` set on the bar) and the host's (an ancestor's) win over
/// the server's, which applies only when nobody else sets one.
open class StoryBarView: View {
  /// What the bar shows.
  public struct Content: Sendable, Hashable {
    /// The groups, in server order.
    public var storyGroups: [StoryGroup]
    /// While `true` and there are no groups yet, skeleton cells show.
    public var isLoading: Bool

    /// Creates content.
    public init(storyGroups: [StoryGroup] = [], isLoading: Bool = false) {
      self.storyGroups = storyGroups
      self.isLoading = isLoading
    }
  }

  /// What the bar shows; setting equal content does nothing, and a changed group updates its
  /// own cell only.
  public var content: Content? {
    didSet {
      guard content != oldValue else { return }
      refreshDisplayedGroups()
      contentDidChange()
    }
  }

  /// Styling set in code; it wins over ``serverStyling``.
  public var styling = StoryBarStyling() {
    didSet {
      guard styling != oldValue else { return }
      if styling.layoutDirection != oldValue.layoutDirection { setNeedsLayoutInSubtree() }
      restyle()
    }
  }

  /// Styling from the feed's widget variant.
  public var serverStyling = StoryBarStyling() {
    didSet {
      guard serverStyling != oldValue else { return }
      fallbackLayoutDirection = serverStyling.layoutDirection
      restyle()
    }
  }

  /// The direction set on the bar in code — or, when the app's ``styling`` sets one, that one.
  open override var layoutDirection: LayoutDirection? {
    get { styling.layoutDirection ?? super.layoutDirection }
    set { super.layoutDirection = newValue }
  }

  /// Moves groups whose stories are all seen after the others (keeping order within each part).
  public var movesSeenGroupsToEnd = false {
    didSet {
      guard movesSeenGroupsToEnd != oldValue else { return }
      refreshDisplayedGroups()
      contentDidChange()
    }
  }

  /// Makes custom cells for this bar; its size wins over the size styling.
  public var storyGroupViewFactory: (any StoryGroupViewFactory)? {
    didSet {
      resetCells()
      invalidateMeasurement()
    }
  }

  /// How far beyond the visible area cells are made ahead of scrolling, in points.
  public var prefetchMargin: Double = 100

  /// How many groups beyond the made cells, in the scroll direction, have their icons
  /// prefetched through the image loader (default 6; 0 turns it off).
  public var iconPrefetchCount: Int = 6

  /// Called when the user taps a group.
  public var onStoryGroupSelected: (@MainActor (StoryGroup) -> Void)?

  /// Called when the user presses and holds a group.
  public var onStoryGroupLongPressed: (@MainActor (StoryGroup) -> Void)?

  /// How far the content is scrolled along the bar's axis, from the leading (or top) edge.
  /// Setting it stops a glide; the bar keeps it within its content when it lays out.
  public var contentOffset: Double {
    get { scroller.contentOffset }
    set { scroller.contentOffset = newValue }
  }

  /// The styling in effect: ``styling`` over ``serverStyling`` over the appearance, resolved for
  /// the appearance's theme. The bar puts its styling into its environment; cells read it there.
  public var resolvedStyling: ResolvedStoryBarStyling { resolvedStyling(ResolvedStoryBarStyling.self) }

  // MARK: - State

  /// Moves the content and recycles the cells.
  lazy var scroller: Scroller<StoryBarLayout, StoryGroupView> = makeScroller()
  /// The cells that exist, by item index.
  var cells: [Int: StoryGroupView] { scroller.visibleViews }
  /// How many cells were ever made (tests of reuse and virtualization).
  var createdCellCount: Int { scroller.pool.createdCount }
  /// How many times a cell was given different content (tests of repopulation).
  var populateCount = 0
  /// The icons asked for ahead of scrolling, and the request they were asked with.
  var prefetchedIcons: (urls: [URL], size: PixelSize?, scale: Double) = ([], nil, 1)
  /// The offset of the last layout and the way the bar last scrolled (+1 onwards, −1 back).
  var lastLayoutOffset = 0.0
  var scrollDirection = 1
  private var warnedAboutIconStyling = false

  /// The groups in display order.
  public private(set) var displayedGroups: [StoryGroup] = []

  // MARK: - Styling

  /// The cell size: the factory's, else the size styling's.
  public var cellSize: Size {
    storyGroupViewFactory?.size ?? resolvedStyling.metrics.cellSize
  }

  /// The arithmetic of where cells go, for the bar's current size.
  public var barLayout: StoryBarLayout {
    let list = resolvedStyling.list
    let axisLength = (list.orientation ?? .horizontal) == .horizontal ? frame.width : frame.height
    return StoryBarLayout(
      itemCount: itemCount, cellSize: cellSize, list: list,
      peekingIn: resolvedStyling.isItemSpacingAdaptive && axisLength > 0 ? axisLength : nil)
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

  /// Puts the styling into the environment (a change re-runs `setUpAppearance()` in the cells),
  /// warning once about icon styling that cannot apply.
  private func restyle() {
    if !warnedAboutIconStyling, let warning = styling.overriding(serverStyling).validate().first {
      warnedAboutIconStyling = true
      StoryKitLog.warning("StoryBarView: \(warning.message)")
    }
    setStylingInputs(ResolvedStoryBarStyling.self, app: styling, server: serverStyling)
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
        self.cell(at: recognizer.location(in: self))?.send(.select)
      })
    addGestureRecognizer(
      LongPressGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .began else { return }
        self.cell(at: recognizer.location(in: self))?.send(.longPress)
      })
    addGestureRecognizer(
      PanGestureRecognizer { [weak self] recognizer in
        guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
        self.scroller.handlePan(pan)
      })
  }

  private func makeScroller() -> Scroller<StoryBarLayout, StoryGroupView> {
    let scroller = Scroller<StoryBarLayout, StoryGroupView>(host: self) { [unowned self] in
      barLayout
    } makeView: { [unowned self] _ in
      let cell = storyGroupViewFactory?.createView() ?? makePart(StoryGroupViewSlot.self)
      cell.actions.widgetHandler = { [weak self] cell, action in self?.handle(action, from: cell) }
      return cell
    }
    // A horizontal bar takes any drag's sideways part, as it always has.
    scroller.ignoresCrossAxisDrags = false
    scroller.prepareView = { [unowned self] cell, index in show(index, in: cell) }
    return scroller
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    // The cells are one keyboard stop; the arrows move between them.
    isAccessibilityFocusGroup = true
    setStylingInputs(ResolvedStoryBarStyling.self, app: styling, server: serverStyling)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    invalidateMeasurement()
    setNeedsLayout()
  }

  private func refreshDisplayedGroups() {
    let groups = content?.storyGroups ?? []
    displayedGroups = movesSeenGroupsToEnd ? groups.filter { !$0.isSeen } + groups.filter(\.isSeen) : groups
  }

  open override func updateContent() {
    super.updateContent()
    scroller.reconfigureVisibleViews()
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
    scroller.overscan = prefetchMargin
    scroller.layOut()
    prefetchIcons(beyond: scroller.visibleSlots)
  }

  /// Frames while a fling glides.
  open override func nextFrameTime(now: Double) -> Double? {
    scroller.nextFrameTime(now: now)
  }

  /// A frame is due: its layout moves the glide on to `now`.
  open override func advanceFrame(to now: Double) {
    super.advanceFrame(to: now)
    if scroller.nextFrameTime(now: now) != nil { setNeedsLayout() }
  }

  /// Gives a cell the content of item `index`; a cell that shows it already is left alone.
  private func show(_ index: Int, in cell: StoryGroupView) {
    let content = StoryGroupView.Content(
      storyGroup: displayedGroups.indices.contains(index) ? displayedGroups[index] : nil)
    guard cell.content != content else { return }
    populateCount += 1
    cell.content = content
  }

  private func resetCells() {
    scroller.removeAllViews()
  }

  /// The cells that exist now, by item index.
  public var visibleCells: [Int: StoryGroupView] { cells }
}
