import Foundation
import StoryKit
import StoryKitUI

/// The banner widget's view: a looping carousel of ``BannerItem`` pages with page dots, that
/// advances on its own and follows the finger.
///
/// ```
/// ┌ edge padding ─────────────────────────────┐
/// │ ┌ page (cornerRadius) ────────────┐ ┌ next │  pages slide along the reading direction;
/// │ │ picture, scrim, title, subtitle │ │      │  right to left, the next page comes from
/// │ │            ● ━━ ● ●             │ │      │  the left
/// │ └─────────────────────────────────┘ └      │
/// └───────────────────────────────────────────┘
/// ```
///
/// ```swift
/// let banner = BannerView()
/// banner.content = .init(items: feed.banners)
/// banner.serverStyling = variant.styling.banner
/// banner.styling.autoAdvanceInterval = 4          // app styling wins over the server's
/// banner.onItemSelected = { item in open(item.action) }
/// ```
///
/// - **Time.** Everything moves on the view's ``StoryKitUI/View/clock``: the page shows for
///   ``ResolvedBannerStyling/autoAdvanceInterval`` seconds, then the next slides in; after the last
///   comes the first. Auto-advance holds while a finger is down and while ``pauseAutoAdvance()``
///   holds it. A host draws a frame when ``nextFrameTime(now:)`` says one is due, after
///   ``advanceFrame(to:)``; the layout of that frame moves the pages (``tick()`` does both at
///   once).
/// - **Touch.** A horizontal drag moves the pages with the finger; on lift they slide to the
///   nearest page, or on to the next one after a fling faster than ``flingVelocity``, even under
///   half way. A single page springs back. A tap selects the page under the finger.
/// - **Only visible pages exist**: at most the page shown and the one sliding in, so 500 items
///   cost what 3 do. The pages move on StoryKit's ``StoryKitUI/Scroller`` (snapping a page at a
///   time, looping); pages leaving the banner go to its reuse pool.
/// - **Right to left** the order, the swipe and the arrow keys are mirrored.
open class BannerView: View {
  /// What the banner shows.
  public struct Content: Sendable, Hashable {
    /// The items, in server order.
    public var items: [BannerItem]

    /// Creates content.
    public init(items: [BannerItem] = []) {
      self.items = items
    }
  }

  /// What the banner shows. New content keeps the page showing the same item, if it is still
  /// there; otherwise the first page shows.
  public var content: Content? {
    didSet {
      guard content != oldValue else { return }
      contentWillChange(from: oldValue?.items ?? [])
      contentDidChange()
    }
  }

  /// Styling set in code; it wins over ``serverStyling``. The banner puts both into its
  /// environment, where its pages and dots read the resolved styling.
  public var styling = BannerStyling() {
    didSet { if styling != oldValue { stylingInputsDidChange() } }
  }

  /// Styling from the feed's widget variant (`styling.banner`).
  public var serverStyling = BannerStyling() {
    didSet { if serverStyling != oldValue { stylingInputsDidChange() } }
  }

  /// The styling in effect: ``styling`` over ``serverStyling`` over the appearance, for the
  /// appearance's theme.
  public var resolvedStyling: ResolvedBannerStyling { resolvedStyling(ResolvedBannerStyling.self) }

  /// Called when the user taps a page (or activates it with an assistive technology).
  public var onItemSelected: (@MainActor (BannerItem) -> Void)?

  /// Called with the index of the item shown whenever it changes (a swipe, auto-advance, a key).
  public var onPageChanged: (@MainActor (Int) -> Void)?

  /// How fast, in points per second, a lifted drag must move to turn the page even under half way.
  public var flingVelocity = 300.0

  /// The banner's keys, for the host to route key events to: ← / → page (mirrored right to left).
  public let keyCommands = KeyCommandRouter()

  /// The page dots.
  open lazy var pageIndicator: BannerPageIndicatorView = makePart(BannerPageIndicatorSlot.self)

  // MARK: - State

  /// Moves the pages: a drag, a slide, the loop; and reuses the page views. Pages are its
  /// slots: page `p` shows item `p mod count`.
  lazy var scroller: Scroller<UniformScrollLayout, BannerItemView> = makeScroller()
  /// When auto-advance next moves on.
  var autoAdvance = BannerAutoAdvance()
  /// Why auto-advance holds.
  var holds: Set<Hold> = []
  /// The page views that exist, by page.
  var pageViews: [Int: BannerItemView] { scroller.visibleViews }
  /// How many page views were ever made (tests of virtualization).
  var createdPageCount: Int { scroller.pool.createdCount }
  /// The index last reported through ``onPageChanged``.
  var reportedIndex: Int?
  /// A ``setSwipe(fraction:)`` waiting for the banner to have a size.
  var heldSwipeFraction: Double?

  /// Why auto-advance holds.
  enum Hold: Hashable {
    /// ``pauseAutoAdvance()``; a finger on the banner; keyboard or screen-reader focus on a page.
    case app, touch, focus
  }

  // MARK: - Reading

  /// The items shown.
  public var items: [BannerItem] { content?.items ?? [] }

  /// The index of the item shown (or being slid to).
  public var currentIndex: Int { Self.index(currentPage, count: items.count) }

  /// The page at rest, or the page a slide goes to.
  var currentPage: Int { scroller.restingSlot ?? scroller.currentSlot }

  /// The item shown, if there is one.
  public var currentItem: BannerItem? {
    items.isEmpty ? nil : items[currentIndex]
  }

  /// Whether ``pauseAutoAdvance()`` holds auto-advance.
  public var isAutoAdvancePaused: Bool { holds.contains(.app) }

  /// The page views that exist now, by the index of the item each shows.
  public var visibleItemViews: [Int: BannerItemView] { scroller.visibleItemViews }

  /// Where the pages are now, in pages from the first (fractions mid-slide).
  public var pagePosition: Double { scroller.contentOffset / pageStride }

  // MARK: - Control

  /// Holds auto-advance until ``resumeAutoAdvance()``; pausing twice is pausing once.
  public func pauseAutoAdvance() {
    holds.insert(.app)
    setNeedsLayout()
  }

  /// Lets auto-advance run again; the page then shows for a whole interval.
  public func resumeAutoAdvance() {
    holds.remove(.app)
    setNeedsLayout()
  }

  /// Shows the item at `index`, sliding the short way round when `animated`; the item shown
  /// already settles pages held part of the way (``setSwipe(fraction:)``). Out-of-range indices
  /// are ignored.
  public func showPage(at index: Int, animated: Bool = true) {
    guard items.indices.contains(index) else { return }
    move(by: index - currentIndex, animated: animated)
  }

  /// Shows the next item (the first after the last).
  public func showNextPage(animated: Bool = true) {
    move(by: 1, animated: animated)
  }

  /// Shows the previous item (the last before the first).
  public func showPreviousPage(animated: Bool = true) {
    move(by: -1, animated: animated)
  }

  func move(by step: Int, animated: Bool) {
    // Step 0 still settles pages that are moving (a held swipe) on the page at rest.
    guard items.count > 1, step != 0 || scroller.isMoving || scroller.isDragging || heldSwipeFraction != nil
    else { return }
    heldSwipeFraction = nil
    scroller.scroll(toSlot: currentPage + step, animated: animated)
    setNeedsLayout()
    reportPageChange()
  }

  /// Holds the pages `fraction` of a page towards the next item (negative: the previous), as a
  /// finger mid-swipe does, until a drag, a key or ``showPage(at:animated:)`` moves them: for
  /// renders of a swipe, and benchmarks. The fraction is kept within `-1...1`.
  public func setSwipe(fraction: Double) {
    guard !items.isEmpty, fraction.isFinite else { return }
    // Held until layout: a page's width is known only once the banner has a size.
    heldSwipeFraction = min(1, max(-1, fraction))
    setNeedsLayout()
  }

  /// Lets the pages move to the clock's now and lays them out: auto-advance, a slide's end.
  public func tick() {
    setNeedsLayout()
    layoutIfNeeded()
  }

  // MARK: - Styling

  private func stylingInputsDidChange() {
    setStylingInputs(ResolvedBannerStyling.self, app: styling, server: serverStyling)
    setNeedsLayout()
  }

  // MARK: - Lifecycle

  public required init(frame: Rect) {
    super.init(frame: frame)
    stylingInputsDidChange()
  }

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    // One keyboard stop: Tab reaches the page on screen, the arrows page (``keyCommands``).
    isAccessibilityFocusGroup = true
    setUpInput()
  }

  // MARK: - Accessibility focus

  /// The page on screen: the one page assistive technologies see (the others are hidden), where
  /// a host keeps the keyboard focus as the pages move.
  open override var accessibilityFocusedElement: View? {
    pageViews.values.first { !$0.accessibilityElementsHidden && !$0.isHidden }
  }

  /// While keyboard or screen-reader focus is on a page, auto-advance holds (WCAG 2.2.2): the
  /// page does not slide away while it is read. The arrows and the actions still page.
  open override func accessibilityFocusDidMove(to element: View?) {
    let held = holds.contains(.focus)
    if element != nil { holds.insert(.focus) } else { holds.remove(.focus) }
    if held != holds.contains(.focus) { setNeedsLayout() }
  }

  /// Whether keyboard or screen-reader focus holds auto-advance (``accessibilityFocusDidMove(to:)``).
  public var isAutoAdvanceHeldByFocus: Bool { holds.contains(.focus) }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(pageIndicator)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    scroller.reconfigureVisibleViews()
    setNeedsLayout()
  }

  /// Keeps the item shown when it is still there, and forgets the pages of the old items.
  private func contentWillChange(from old: [BannerItem]) {
    let shownID = old.isEmpty ? nil : old[Self.index(currentPage, count: old.count)].id
    scroller.scroll(toSlot: shownID.flatMap { id in items.firstIndex { $0.id == id } } ?? 0, animated: false)
    reportedIndex = items.isEmpty ? nil : reportedIndex
    heldSwipeFraction = nil
    scroller.reloadData()
  }

  /// Page `page`'s item among `count`.
  static func index(_ page: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let remainder = page % count
    return remainder < 0 ? remainder + count : remainder
  }

  private func makeScroller() -> Scroller<UniformScrollLayout, BannerItemView> {
    let scroller = Scroller<UniformScrollLayout, BannerItemView>(host: self) { [unowned self] in
      let rect = pageRect
      return UniformScrollLayout(
        axis: .horizontal, itemCount: items.count, itemLength: rect.width,
        spacing: resolvedStyling.itemSpacing,
        leadingInset: rect.minX - bounds.minX, trailingInset: bounds.maxX - rect.maxX, crossStart: rect.minY,
        crossLength: rect.height)
    } makeView: { [unowned self] _ in
      let view = makePart(BannerItemViewSlot.self)
      view.onAdjust = { [weak self] step in self?.move(by: step, animated: true) }
      view.actions.widgetHandler = { [weak self] view, action in
        guard action == .select, let item = view.content?.item else { return }
        self?.onItemSelected?(item)
      }
      return view
    }
    scroller.snapping = .pages
    scroller.loops = true
    // A single page follows the finger a third of the way and springs back.
    scroller.bounces = true
    scroller.prepareView = { [unowned self] view, index in show(index, in: view) }
    // Under the dots.
    scroller.addView = { [unowned self] view in insertSubview(view, at: 0) }
    scroller.onSettle = { [unowned self] _, time in
      autoAdvance.pagesSettled(at: time, runs: autoAdvanceRuns)
    }
    return scroller
  }

  /// A banner is as wide as it is offered and half as tall (the variant's ratio 2 decides in a
  /// placement).
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 390
    return Size(width: width, height: proposal.height.isFinite ? proposal.height : (width / 2).rounded())
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    autoAdvance.setInterval(resolvedStyling.autoAdvanceInterval)
    scroller.settle()
    if let fraction = heldSwipeFraction, pageRect.width > 0, pageRect.height > 0 {
      heldSwipeFraction = nil
      scroller.beginDrag()
      scroller.drag(by: fraction * pageStride)
    }
    advanceIfDue()
    layOutPages()
    layOutIndicator()
    reportPageChange()
  }

  /// Whether auto-advance runs: styled on, more than one item, nothing holding it.
  private var autoAdvanceRuns: Bool {
    resolvedStyling.autoAdvances && holds.isEmpty && items.count > 1
  }

  /// Starts the slide to the next page when it is due, from the time it was due (a frame that
  /// came late finds the slide part of the way, or over).
  private func advanceIfDue() {
    let now = clock.now
    let isIdle = !scroller.isDragging && !scroller.isMoving
    guard let due = autoAdvance.dueAdvance(now: now, runs: autoAdvanceRuns, isIdle: isIdle) else { return }
    let duration = isReduceMotionEnabled ? 0 : scroller.snapAnimation.duration
    scroller.scroll(toSlot: currentPage + 1, animated: true, startedAt: max(due, now - duration))
  }

  open override func nextFrameTime(now: Double) -> Double? {
    items.isEmpty ? nil : scroller.nextFrameTime(now: now) ?? autoAdvance.due
  }

  /// A frame is due: its layout moves the pages (auto-advance, a slide) on to `now`.
  open override func advanceFrame(to now: Double) {
    super.advanceFrame(to: now)
    guard let due = nextFrameTime(now: now), due <= now else { return }
    setNeedsLayout()
  }

  /// The rectangle a page at rest fills.
  var pageRect: Rect {
    let styling = resolvedStyling
    return bounds.insetBy(dx: styling.horizontalEdgePadding, dy: styling.verticalEdgePadding)
  }

  /// The distance between two pages' origins.
  var pageStride: Double { max(1, pageRect.width + resolvedStyling.itemSpacing) }

  private func layOutPages() {
    scroller.layOut()
    let position = (scroller.contentOffset / pageStride).rounded()
    let current = position.isFinite ? Int(min(max(position, -1e9), 1e9)) : 0
    // While the pages slide, each is a cached picture drawn once and only moved.
    let moving = scroller.isDragging || scroller.isMoving
    for (page, view) in pageViews {
      view.isRasterized = moving
      view.accessibilityElementsHidden = page != current
      view.textInsets.bottom = textBottomInset
    }
  }

  /// Room under a page's text: more when the dots show there.
  private var textBottomInset: Double {
    resolvedStyling.isIndicatorVisible && items.count > 1 ? 32 : 16
  }

  private func layOutIndicator() {
    let count = items.count
    let showsIndicator = resolvedStyling.isIndicatorVisible && count > 1
    pageIndicator.isHidden = !showsIndicator
    guard showsIndicator else { return }
    pageIndicator.content = .init(count: count, currentIndex: currentIndex)
    let size = pageIndicator.fittingSize(for: bounds.size)
    let rect = pageRect
    pageIndicator.frame = Rect(
      x: rect.midX - size.width / 2, y: rect.maxY - size.height - 8, width: size.width, height: size.height)
  }

  private func show(_ index: Int, in view: BannerItemView) {
    guard items.indices.contains(index) else { return }
    let content = BannerItemView.Content(item: items[index], index: index, count: items.count)
    if view.content != content { view.content = content }
  }

  private func reportPageChange() {
    guard !items.isEmpty else { return }
    let index = currentIndex
    guard index != reportedIndex else { return }
    let isFirst = reportedIndex == nil
    reportedIndex = index
    if !isFirst { onPageChanged?(index) }
  }
}
