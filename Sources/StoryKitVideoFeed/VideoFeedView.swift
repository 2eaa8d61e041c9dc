import Foundation
import StoryKit
import StoryKitUI

/// The video feed widget's view: a vertical list of ``StoryKit/VideoFeedItem``s that snaps item by item;
/// the item most on screen plays, muted, and the others wait at their posters.
///
/// ```
/// ┌ feed ──────────────────────────┐
/// │ ┌ item (cornerRadius) ────────┐ │  the item most on screen plays; the next one is
/// │ │ poster / frames      ╭────╮ │ │  preloaded, paused at its poster
/// │ │                      │0:47│ │ │
/// │ │ Title                       │ │
/// │ │ ╭ product ╮                 │ │
/// │ └─────────────────────────────┘ │
/// │ ┌ next item (peek) ───────────┐ │
/// └────────────────────────────────┘
/// ```
///
/// ```swift
/// let feed = VideoFeedView()
/// feed.makeVideoPlayer = { GStreamerVideoPlayer(maximumFrameSize: size, isMuted: true) }
/// feed.content = .init(items: placementFeed.videoFeed)
/// feed.onItemSelected = { item, index in openPlayer(at: index) }
/// ```
///
/// - **Video.** With ``makeVideoPlayer`` the feed holds at most two players (the item playing
///   and the next, preloaded), handed from item to item as it scrolls. Without it, items show
///   their posters and a play glyph. A video that fails shows its poster and a notice; a tap
///   on it tries the video again.
/// - **Time.** Slides move on the view's ``StoryKitUI/View/clock``: a host draws a frame when
///   ``nextFrameTime(now:)`` says one is due, after ``advanceFrame(to:)``; ``tick()`` does both.
/// - **Touch.** A vertical drag moves the list with the finger; on lift it snaps to the nearest
///   item, or on to the next one after a fling faster than ``flingVelocity``. A tap selects the
///   item under the finger (or tries a failed video again); a tap on a product chip selects
///   the product.
/// - **No items**: ``emptyLabel`` says so ("No videos yet"), quietly, in the middle.
/// - **Only visible items exist**: the list moves on StoryKit's ``StoryKitUI/Scroller``
///   (snapping item by item), whose reuse pool hands their views from item to item, so 500 items
///   cost what 3 do.
/// - **Right to left** each item's text, chips and badge are mirrored; the list stays vertical.
open class VideoFeedView: View {
  /// What the feed shows.
  public struct Content: Sendable, Hashable {
    /// The items, in server order.
    public var items: [VideoFeedItem]

    /// Creates content.
    public init(items: [VideoFeedItem] = []) {
      self.items = items
    }
  }

  /// What the feed shows. New content keeps the item on top if it is still there; otherwise the
  /// first item shows.
  public var content: Content? {
    didSet {
      guard content != oldValue else { return }
      contentWillChange(from: oldValue?.items ?? [])
      contentDidChange()
    }
  }

  /// Styling set in code. The feed puts it into its environment, where the items and their
  /// chips read the resolved styling.
  public var styling = VideoFeedStyling() {
    didSet {
      guard styling != oldValue else { return }
      setStylingInputs(ResolvedVideoFeedStyling.self, app: styling, server: VideoFeedStyling())
      setNeedsLayout()
    }
  }

  /// The styling in effect: ``styling`` over the appearance, for the appearance's theme.
  public var resolvedStyling: ResolvedVideoFeedStyling { resolvedStyling(ResolvedVideoFeedStyling.self) }

  /// Makes a video player (at most two are alive at once); `nil` shows posters only.
  public var makeVideoPlayer: (@MainActor () -> any VideoPlayer)? {
    didSet {
      pool?.releaseAll()
      pool = makeVideoPlayer.map { VideoFeedPlayerPool(make: $0) }
      pool?.onChange = { [weak self] index, change in self?.playerChanged(index, change) }
      setNeedsLayout()
    }
  }

  /// The notice's texts the app set (``failureNotice``, ``retryNotice``); `nil` for StoryKit's.
  var appNotices: (failure: String?, retry: String?) = (nil, nil) {
    didSet { for view in allItemViews { giveNotices(to: view) } }
  }

  /// What the feed says when it has no items: the appearance's secondary text, centred. A
  /// placement hides a widget without items; a feed used directly shows this.
  open lazy var emptyLabel: Label = makePart(VideoFeedEmptyLabelSlot.self)

  /// The empty text the app set (``emptyText``); `nil` for StoryKit's.
  var appEmptyText: String? {
    didSet { if appEmptyText != oldValue { setNeedsLayout() } }
  }

  /// Called when the user taps an item (or presses Return), with the item and its index; not
  /// for an item whose video failed: the tap tries its video again.
  public var onItemSelected: (@MainActor (VideoFeedItem, Int) -> Void)?

  /// Called when the user taps a product chip, with the product and its item.
  public var onProductSelected: (@MainActor (Product, VideoFeedItem) -> Void)?

  /// Called with the index of the item most on screen whenever it changes, and for the first
  /// item once the feed has a size.
  public var onCurrentItemChanged: (@MainActor (Int) -> Void)?

  /// Called when an item's video fails; the item then shows its poster and ``failureNotice``.
  public var onVideoFailed: (@MainActor (VideoFeedItem, VideoPlayerError) -> Void)?

  /// How fast, in points per second, a lifted drag must move to go on to the next item even
  /// under half way.
  public var flingVelocity = 300.0

  /// The feed's keys, for the host to route key events to: ↑ / ↓ move between items, Return
  /// and Space open the item on screen.
  public let keyCommands = KeyCommandRouter()

  // MARK: - State

  /// Moves the list and reuses the item views; its slots are the items.
  lazy var scroller: Scroller<UniformScrollLayout, VideoFeedItemView> = makeScroller()
  var pool: VideoFeedPlayerPool?
  /// Why playback holds.
  var holds: Set<Hold> = []
  /// Items whose video failed, by index, until new content comes.
  var failedItems: Set<Int> = []
  /// The item views that exist, by item index.
  var itemViews: [Int: VideoFeedItemView] { scroller.visibleViews }
  /// The item views shown and waiting in the pool.
  private var allItemViews: [VideoFeedItemView] { Array(itemViews.values) + scroller.pool.waitingViews }
  /// How many item views were ever made (tests of virtualization).
  var createdItemViewCount: Int { scroller.pool.createdCount }
  /// The index last reported through ``onCurrentItemChanged``.
  var reportedIndex: Int?
  /// Wheel movement not yet turned into a step, in points.
  var wheelRemainder = 0.0
  /// A ``setScroll(fraction:)`` waiting for the feed to have a size.
  var heldScrollFraction: Double?

  /// Why playback holds.
  enum Hold: Hashable {
    /// The app paused the feed.
    case app
    /// The fullscreen player covers the feed: its players are released.
    case covered
  }

  // MARK: - Reading

  /// The items shown.
  public var items: [VideoFeedItem] { content?.items ?? [] }

  /// The index of the item most on screen, `nil` without items or size.
  public var currentIndex: Int? {
    scroller.mostVisibleSlot
  }

  /// The item most on screen.
  public var currentItem: VideoFeedItem? {
    currentIndex.map { items[$0] }
  }

  /// How far the list is scrolled, in points.
  public var scrollOffset: Double { scroller.contentOffset }

  /// The item views that exist now, by the index of the item each shows.
  public var visibleItemViews: [Int: VideoFeedItemView] { itemViews }

  /// Keyboard focus belongs on the item most on screen: the one Return and Space open.
  open override var accessibilityFocusedElement: View? {
    currentIndex.flatMap { itemViews[$0] }
  }

  /// The video players made so far (at most two), whether or not they hold a video.
  public var videoPlayers: [any VideoPlayer] { pool?.slots.map(\.player) ?? [] }

  /// The player showing item `index`, if one does.
  public func videoPlayer(forItemAt index: Int) -> (any VideoPlayer)? {
    pool?.player(for: index)
  }

  /// Whether ``pausePlayback()`` holds the video.
  public var isPlaybackPaused: Bool { holds.contains(.app) }

  var geometry: VideoFeedGeometry {
    VideoFeedGeometry(count: items.count, size: bounds.size, styling: resolvedStyling)
  }

  // MARK: - Control

  /// Pauses the video until ``resumePlayback()``; pausing twice is pausing once.
  public func pausePlayback() {
    holds.insert(.app)
    setNeedsLayout()
  }

  /// Lets the item most on screen play again.
  public func resumePlayback() {
    holds.remove(.app)
    setNeedsLayout()
  }

  /// Shows the item at `index` on top, sliding there when `animated`. Out-of-range indices are
  /// ignored.
  public func scroll(to index: Int, animated: Bool = true) {
    guard items.indices.contains(index) else { return }
    heldScrollFraction = nil
    scroller.scroll(toSlot: index, animated: animated)
    setNeedsLayout()
  }

  /// Slides to the next item, if there is one.
  public func scrollToNextItem(animated: Bool = true) {
    scroll(to: (currentIndex ?? restingIndex) + 1, animated: animated)
  }

  /// Slides to the previous item, if there is one.
  public func scrollToPreviousItem(animated: Bool = true) {
    scroll(to: (currentIndex ?? restingIndex) - 1, animated: animated)
  }

  /// Holds the list `fraction` of an item further down (negative: up) from the item at rest, as
  /// a finger mid-scroll does, until a drag, a key or ``scroll(to:animated:)`` moves it: for
  /// renders of a scroll. The fraction is kept within `-1...1`.
  public func setScroll(fraction: Double) {
    guard !items.isEmpty, fraction.isFinite else { return }
    // Held until layout: an item's height is known only once the feed has a size.
    heldScrollFraction = min(1, max(-1, fraction))
    setNeedsLayout()
  }

  /// Lets the list move to the clock's now and lays it out.
  public func tick() {
    setNeedsLayout()
    layoutIfNeeded()
  }

  // MARK: - Lifecycle

  public required init(frame: Rect) {
    super.init(frame: frame)
    setStylingInputs(ResolvedVideoFeedStyling.self, app: styling, server: VideoFeedStyling())
  }

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    // One keyboard stop: Tab reaches the current item, ↑ ↓ move the list and focus follows.
    isAccessibilityFocusGroup = true
    setUpInput()
    setUpEmptyLabel()
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    emptyLabel.textColor = appearance.colors.secondaryText
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    updateVisibleItems()
  }

  /// Keeps the item on top when it is still there, and forgets the views, players and failures
  /// of the old items.
  private func contentWillChange(from old: [VideoFeedItem]) {
    let shownID = old.indices.contains(restingIndex) ? old[restingIndex].id : nil
    scroller.scroll(toSlot: shownID.flatMap { id in items.firstIndex { $0.id == id } } ?? 0, animated: false)
    reportedIndex = nil
    failedItems = []
    pool?.releaseAll()
    scroller.reloadData()
  }

  /// The item the list rests on, or slides to.
  var restingIndex: Int { scroller.restingSlot ?? 0 }

  private func makeScroller() -> Scroller<UniformScrollLayout, VideoFeedItemView> {
    let scroller = Scroller<UniformScrollLayout, VideoFeedItemView>(host: self) { [unowned self] in
      geometry.layout
    } makeView: { [unowned self] _ in
      let view = makePart(VideoFeedItemViewSlot.self)
      view.onAdjust = { [weak self] step in self?.step(by: step) }
      view.actions.widgetHandler = { [weak self] view, action in self?.handle(action, from: view) }
      return view
    }
    scroller.snapping = .items
    // A drag past either end moves a third as far, and slides back.
    scroller.bounces = true
    scroller.prepareView = { [unowned self] view, index in
      giveNotices(to: view)
      show(index, in: view)
    }
    scroller.didEndDisplaying = { view, _ in
      view.videoPlayer = nil
      view.playback = .poster
    }
    return scroller
  }

  /// A feed fills what it is offered; alone, it is 9:16 (the variant's ratio decides in a
  /// placement).
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 390
    return Size(width: width, height: proposal.height.isFinite ? proposal.height : (width * 16 / 9).rounded())
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let geometry = self.geometry
    if let fraction = heldScrollFraction, !geometry.isEmpty {
      heldScrollFraction = nil
      scroller.settle()
      scroller.beginDrag()
      scroller.drag(by: fraction * geometry.stride)
    }
    layOutEmptyLabel()
    scroller.layOut()
    let current = currentIndex
    updatePlayers(current: current)
    reportCurrentItem(current)
  }

  open override func nextFrameTime(now: Double) -> Double? {
    items.isEmpty ? nil : scroller.nextFrameTime(now: now)
  }

  /// A frame is due: its layout moves the list on to `now`.
  open override func advanceFrame(to now: Double) {
    super.advanceFrame(to: now)
    guard let due = nextFrameTime(now: now), due <= now else { return }
    setNeedsLayout()
  }

  func show(_ index: Int, in view: VideoFeedItemView) {
    guard items.indices.contains(index) else { return }
    let item = items[index]
    let content = VideoFeedItemView.Content(item: item, index: index, count: items.count)
    if view.content != content { view.content = content }
  }

  /// The feed's part of an item's action: open it (or try its video again), or hand the product
  /// to the app.
  func handle(_ action: VideoFeedItemView.Action, from view: VideoFeedItemView) {
    guard let content = view.content, items.indices.contains(content.index) else { return }
    switch action {
    case .select: select(content.index)
    case .selectProduct(let product): onProductSelected?(product, content.item)
    }
  }

  func updateVisibleItems() {
    scroller.reconfigureVisibleViews()
    setNeedsLayout()
  }

  /// Moves `step` items from the item most on screen (keys, assistive technologies).
  func step(by step: Int) {
    guard let current = currentIndex else { return }
    scroll(to: min(max(0, current + step), items.count - 1), animated: true)
  }

  private func reportCurrentItem(_ current: Int?) {
    guard let current, current != reportedIndex else { return }
    reportedIndex = current
    onCurrentItemChanged?(current)
  }
}
