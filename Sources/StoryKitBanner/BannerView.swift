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
///   cost what 3 do. Pages leaving the banner go to a reuse pool.
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

  var paging = BannerPaging()
  /// Why auto-advance holds.
  var holds: Set<Hold> = []
  /// The page views that exist, by page (``BannerPaging`` positions).
  var pageViews: [Int: BannerItemView] = [:]
  var reusePool: [BannerItemView] = []
  /// How many page views were ever made (tests of virtualization).
  var createdPageCount = 0
  /// The index last reported through ``onPageChanged``.
  var reportedIndex: Int?
  /// Whether the pan under way is vertical (not the banner's).
  var isIgnoringPan = false

  /// Why auto-advance holds.
  enum Hold: Hashable {
    case app, touch
  }

  // MARK: - Reading

  /// The items shown.
  public var items: [BannerItem] { content?.items ?? [] }

  /// The index of the item shown (or being slid to).
  public var currentIndex: Int { paging.index(count: items.count) }

  /// The item shown, if there is one.
  public var currentItem: BannerItem? {
    items.isEmpty ? nil : items[currentIndex]
  }

  /// Whether ``pauseAutoAdvance()`` holds auto-advance.
  public var isAutoAdvancePaused: Bool { holds.contains(.app) }

  /// The page views that exist now, by the index of the item each shows.
  public var visibleItemViews: [Int: BannerItemView] {
    var views: [Int: BannerItemView] = [:]
    for (page, view) in pageViews { views[BannerPaging.index(page, count: items.count)] = view }
    return views
  }

  /// Where the pages are now, in pages from the first (fractions mid-slide).
  public var pagePosition: Double { paging.position(at: clock.now) }

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
    guard items.count > 1, step != 0 || paging.isMoving else { return }
    let target = paging.page + step
    if animated {
      paging.slide(to: target, now: clock.now, reduceMotion: isReduceMotionEnabled)
    } else {
      paging.rest(at: target)
    }
    setNeedsLayout()
    reportPageChange()
  }

  /// Holds the pages `fraction` of a page towards the next item (negative: the previous), as a
  /// finger mid-swipe does, until a drag, a key or ``showPage(at:animated:)`` moves them: for
  /// renders of a swipe, and benchmarks. The fraction is kept within `-1...1`.
  public func setSwipe(fraction: Double) {
    guard !items.isEmpty else { return }
    paging.beginDrag(now: clock.now)
    paging.moveDrag(by: fraction, count: items.count)
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
    setUpInput()
  }

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
    for (page, view) in pageViews { show(page, in: view) }
    setNeedsLayout()
  }

  /// Keeps the item shown when it is still there, and forgets the pages of the old items.
  private func contentWillChange(from old: [BannerItem]) {
    let shownID = old.isEmpty ? nil : old[BannerPaging.index(paging.page, count: old.count)].id
    paging.rest(at: shownID.flatMap { id in items.firstIndex { $0.id == id } } ?? 0)
    reportedIndex = items.isEmpty ? nil : reportedIndex
    for (page, view) in pageViews { recycle(view, page: page) }
  }

  /// A banner is as wide as it is offered and half as tall (the variant's ratio 2 decides in a
  /// placement).
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 390
    return Size(width: width, height: proposal.height.isFinite ? proposal.height : (width / 2).rounded())
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let now = clock.now
    _ = paging.update(
      now: now, count: items.count, advances: resolvedStyling.autoAdvances && holds.isEmpty,
      interval: resolvedStyling.autoAdvanceInterval, reduceMotion: isReduceMotionEnabled)
    layOutPages(at: now)
    layOutIndicator()
    reportPageChange()
  }

  open override func nextFrameTime(now: Double) -> Double? {
    items.isEmpty ? nil : paging.nextFrameTime(now: now)
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

  /// The frame of page `page` when the pages are at `position`.
  func frame(ofPage page: Int, at position: Double) -> Rect {
    let rect = pageRect
    var x = rect.minX + (Double(page) - position) * pageStride
    if effectiveLayoutDirection == .rightToLeft { x = bounds.width - x - rect.width }
    return Rect(x: x, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// The pages that show any part of themselves at `position`: at most three (with padding that
  /// lets neighbours peek), usually one or two.
  func visiblePages(at position: Double) -> [Int] {
    guard !items.isEmpty, pageRect.width > 0, pageRect.height > 0, position.isFinite else { return [] }
    guard items.count > 1 else { return [paging.page] }
    let low = Int(position.rounded(.down)) - 1
    return (low...(low + 3)).filter { page in
      let frame = frame(ofPage: page, at: position)
      return frame.maxX > bounds.minX + 0.5 && frame.minX < bounds.maxX - 0.5
    }
  }

  private func layOutPages(at now: Double) {
    let position = paging.position(at: now)
    let visible = visiblePages(at: position)
    for (page, view) in pageViews where !visible.contains(page) { recycle(view, page: page) }
    let current = Int(position.rounded())
    for page in visible {
      let view = pageViews[page] ?? dequeuePage(for: page)
      view.frame = frame(ofPage: page, at: position)
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

  private func dequeuePage(for page: Int) -> BannerItemView {
    let view: BannerItemView
    if let reused = reusePool.popLast() {
      view = reused
    } else {
      view = makePart(BannerItemViewSlot.self)
      view.onAdjust = { [weak self] step in self?.move(by: step, animated: true) }
      view.actions.widgetHandler = { [weak self] view, action in
        guard action == .select, let item = view.content?.item else { return }
        self?.onItemSelected?(item)
      }
      createdPageCount += 1
    }
    pageViews[page] = view
    show(page, in: view)
    if view.superview !== self { insertSubview(view, at: 0) }
    view.isHidden = false
    return view
  }

  private func recycle(_ view: BannerItemView, page: Int) {
    // Pooled pages stay in the tree, hidden: they keep the banner's environment.
    view.isHidden = true
    pageViews[page] = nil
    reusePool.append(view)
  }

  private func show(_ page: Int, in view: BannerItemView) {
    guard !items.isEmpty else { return }
    let index = BannerPaging.index(page, count: items.count)
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
