/// The one scrolling and paging primitive: content that moves along one axis under a finger,
/// glides after a fling or snaps to items on the shared timing curves, and shows its items in
/// views taken from a reuse pool as they come into sight, so 100,000 items cost what 10 do.
///
/// Think `UIScrollView` with `UICollectionView`'s reuse, attached to a view of yours (the
/// *host*): item views are the host's ordinary subviews, placed by frame. The host forwards its
/// layout, its frames and its pan gesture; everything else is the scroller's.
///
/// ```swift
/// final class Shelf: View {
///   lazy var scroller = Scroller<UniformScrollLayout, Label>(host: self) { [unowned self] in
///     UniformScrollLayout(
///       axis: .horizontal, itemCount: titles.count, itemLength: 120, spacing: 8,
///       leadingInset: 16, trailingInset: 16, crossLength: bounds.height)
///   } makeView: { _ in Label() }
///   var titles: [String] = []
///
///   override func setUp() {
///     super.setUp()
///     scroller.prepareView = { [unowned self] label, item in label.text = titles[item] }
///     addGestureRecognizer(scroller.makePanGestureRecognizer())
///   }
///   override func layoutSubviews() { super.layoutSubviews(); scroller.layOut() }
///   override func nextFrameTime(now: Double) -> Double? { scroller.nextFrameTime(now: now) }
///   override func advanceFrame(to now: Double) { if scroller.isMoving { setNeedsLayout() } }
/// }
/// ```
///
/// `docs/scrolling.md` walks through a custom widget built on it.
///
/// - **Time** is the host's ``View/clock``: the offset is a function of it, so a host draws a
///   frame when ``nextFrameTime(now:)`` says one is due and tests step a ``ManualClock``. Slides
///   follow ``snapAnimation`` (Reduce Motion settles them, and glides, at once).
/// - **Items and slots.** Without looping, slot `i` shows item `i`. With ``loops`` the line goes
///   on both ways and slot `s` shows item `s mod count`; at rest the scroller brings its slot back
///   to the first lap.
/// - **Right to left**, a horizontal scroller puts item 0 at the right and a drag to the right
///   moves onwards; a vertical one mirrors its items' frames across.
@MainActor
public final class Scroller<Layout: ScrollLayout, ItemView: View> {
  /// The view whose subviews the item views are, and whose clock, size, layout direction and
  /// Reduce Motion setting the scroller follows.
  public private(set) weak var host: View?

  /// Where item views wait while their items are off screen.
  public let pool: ViewReusePool<ItemView>

  private let makeLayout: @MainActor () -> Layout

  // MARK: - Behaviour

  /// Where the content rests after a drag (default: anywhere, gliding after a fling).
  public var snapping = ScrollSnapping.none

  /// Whether the line of items repeats both ways (with more than one item): a carousel.
  public var loops = false {
    didSet { if loops != oldValue { reloadData() } }
  }

  /// Whether a drag may pull the content past its ends, moving a third as far there; it slides
  /// back on release. Without, the content stops at its ends.
  public var bounces = false

  /// How far beyond the viewport, in points either side, item views are made ahead of scrolling.
  public var overscan = 0.0 {
    didSet { if overscan != oldValue { host?.setNeedsLayout() } }
  }

  /// How fast, in points per second, a lifted drag must move to count as a fling: to the next
  /// item when snapping.
  public var flingVelocity = 300.0

  /// The fraction of its velocity a gliding fling keeps per millisecond: ``normalDecelerationRate``
  /// (`UIScrollView`'s normal rate) or ``fastDecelerationRate``; kept within 0.5–0.9999.
  public var decelerationRate = normalDecelerationRate

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static var normalDecelerationRate: Double { 0.998 }
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static var fastDecelerationRate: Double { 0.99 }

  /// The slide to a resting place over one whole item; shorter distances take proportionally
  /// less time, but at least ``minimumSnapDuration``.
  public var snapAnimation = Animation(duration: 0.35, curve: .easeOutCubic)

  /// The shortest slide, in seconds.
  public var minimumSnapDuration = 0.15

  /// Whether a drag that starts across the axis (mostly vertical for a horizontal scroller) is
  /// left to the views around it.
  public var ignoresCrossAxisDrags = true

  // MARK: - Behaviours

  /// The reuse identifier of item `item`'s view; `nil` gives every item the default kind.
  public var reuseIdentifier: (@MainActor (_ item: Int) -> String)?

  /// Gives a view its item as the item comes into sight (and on ``reconfigureVisibleViews()``).
  public var prepareView: (@MainActor (_ view: ItemView, _ item: Int) -> Void)?

  /// Called when an item's view leaves the screen, before it goes back to the pool.
  public var didEndDisplaying: (@MainActor (_ view: ItemView, _ item: Int) -> Void)?

  /// Called when the slots that have views change, with the new ones.
  public var onVisibleSlotsChange: (@MainActor (Range<Int>) -> Void)?

  /// Called when a slide or a glide comes to rest (not for jumps without animation): the slot it
  /// rests on when snapping (else `nil`), and when on the clock it ended.
  public var onSettle: (@MainActor (_ slot: Int?, _ time: Double) -> Void)?

  /// Adds a new item view to the host; by default on top of the host's subviews.
  public var addView: (@MainActor (ItemView) -> Void)?

  // MARK: - State

  var motion = ScrollMotion()
  /// The views on screen (and in the overscan), by slot.
  public private(set) var visibleViews: [Int: ItemView] = [:]
  private var visibleIdentifiers: [Int: String] = [:]
  /// The slots that have views, as of the last ``layOut()``.
  public private(set) var visibleSlots: Range<Int> = 0..<0
  var isIgnoringPan = false

  /// Creates a scroller for `host`.
  /// - Parameters:
  ///   - host: The view the item views go into; it owns the scroller.
  ///   - layout: Where the items go, asked for whenever the scroller needs it (cheap values).
  ///   - makeView: Makes an item view of a reuse identifier when none is waiting in the pool.
  public init(
    host: View, layout: @escaping @MainActor () -> Layout,
    makeView: @escaping @MainActor (_ reuseIdentifier: String) -> ItemView
  ) {
    self.host = host
    self.makeLayout = layout
    self.pool = ViewReusePool(make: makeView)
  }

  // MARK: - Reading

  /// The layout now.
  public var layout: Layout { makeLayout() }

  var track: ScrollTrack<Layout> {
    let layout = self.layout
    let size = host?.bounds.size ?? .zero
    return ScrollTrack(layout: layout, viewport: size[layout.axis], loops: loops)
  }

  private var now: Double { host?.clock.now ?? 0 }
  var reduceMotion: Bool { host?.isReduceMotionEnabled ?? false }

  /// How far the content is scrolled along the axis, in points from its start, now. Setting it
  /// stops any motion and rests there (within the content, at the next layout).
  public var contentOffset: Double {
    get { offset(at: now, on: track) }
    set {
      motion.anchor = .offset(newValue)
      motion.phase = .resting
      host?.setNeedsLayout()
    }
  }

  /// The smallest offset the content rests at: 0, or −∞ when looping.
  public var minimumContentOffset: Double { track.minimumOffset }

  /// The largest offset the content rests at: the content less the viewport, or +∞ when looping.
  public var maximumContentOffset: Double { track.maximumOffset }

  /// Whether a finger holds the content.
  public var isDragging: Bool { motion.drag != nil }

  /// Whether the content slides or glides on its own.
  public var isMoving: Bool { motion.isMoving(at: now) }

  /// The slot the content rests on, or slides to; `nil` when it rests at an offset of its own.
  public var restingSlot: Int? {
    if case .slot(let slot) = motion.anchor { return slot }
    return nil
  }

  /// The slot the content rests on or slides to, else the one whose resting place is nearest.
  public var currentSlot: Int { restingSlot ?? track.nearestSlot(to: contentOffset) }

  /// The item slot `slot` shows.
  public func item(forSlot slot: Int) -> Int { track.item(slot) }

  /// The views on screen by the item each shows (a looping scroller with few items may show one
  /// item twice; then either view).
  public var visibleItemViews: [Int: ItemView] {
    let track = self.track
    var views: [Int: ItemView] = [:]
    for (slot, view) in visibleViews { views[track.item(slot)] = view }
    return views
  }

  /// Where slot `slot` is now, in the host's coordinates.
  public func frame(ofSlot slot: Int) -> Rect {
    let track = self.track
    return place(track.frame(slot), offset: offset(at: now, on: track), on: track, mirrored: isMirrored)
  }

  func offset(at time: Double, on track: ScrollTrack<Layout>) -> Double {
    let limit = snapping == .pages ? motion.drag.map { track.unit($0.originSlot ?? 0) } : nil
    return motion.offset(at: time, on: track, bounces: bounces, dragLimit: limit, reduceMotion: reduceMotion)
  }

  /// Whether the host lays out right to left.
  var isMirrored: Bool { host?.effectiveLayoutDirection == .rightToLeft }

  /// A content frame moved to the host's coordinates at `offset`, mirrored right to left.
  func place(_ frame: Rect, offset: Double, on track: ScrollTrack<Layout>, mirrored: Bool) -> Rect {
    var placed = frame.moved(by: -offset, along: track.layout.axis)
    if mirrored, let host { placed.origin.x = host.bounds.width - placed.maxX }
    return placed
  }

  // MARK: - Layout

  /// Moves the content on to the host's clock and gives the slots in sight their views, placed:
  /// call it from the host's `layoutSubviews()`.
  public func layOut() {
    guard let host else { return }
    // One layout value per pass: a layout may cost a styling lookup to make.
    let track = self.track
    settle(on: track)
    keepAnchorInRange(on: track)
    let offset = offset(at: now, on: track)
    let slots = track.visibleSlots(at: offset, overscan: overscan)
    for slot in Array(visibleViews.keys) where !slots.contains(slot) { recycle(slot, on: track) }
    let mirrored = isMirrored
    for slot in slots {
      let view = visibleViews[slot] ?? display(slot, on: track, in: host)
      view.frame = place(track.frame(slot), offset: offset, on: track, mirrored: mirrored)
    }
    if slots != visibleSlots {
      visibleSlots = slots
      onVisibleSlotsChange?(slots)
    }
  }

  /// When the host next needs a frame for the scroller: now while the content slides or glides,
  /// else `nil`.
  public func nextFrameTime(now: Double) -> Double? {
    motion.isMoving(at: now) ? now : nil
  }

  /// Ends a slide or glide that is over by the clock's now, telling ``onSettle``;
  /// ``layOut()`` does this first.
  public func settle() {
    settle(on: track)
  }

  private func settle(on track: ScrollTrack<Layout>) {
    let ended = motion.settle(at: now, reduceMotion: reduceMotion)
    normalizeLap(on: track)
    if let ended { onSettle?(restingSlot, ended) }
  }

  /// Every view goes back to the pool, to be given its item again at the next layout (new
  /// content).
  public func reloadData() {
    let track = self.track
    for slot in Array(visibleViews.keys) { recycle(slot, on: track) }
    visibleSlots = 0..<0
    host?.setNeedsLayout()
  }

  /// Gives each view on screen its item again, in place (content that changed in place).
  public func reconfigureVisibleViews() {
    let track = self.track
    for (slot, view) in visibleViews { prepareView?(view, track.item(slot)) }
  }

  /// Removes every view, shown or pooled, from the host (views of another kind from now on).
  public func removeAllViews() {
    reloadData()
    pool.removeAll()
  }

  private func display(_ slot: Int, on track: ScrollTrack<Layout>, in host: View) -> ItemView {
    let item = track.item(slot)
    let identifier = reuseIdentifier?(item) ?? ViewReusePool<ItemView>.defaultReuseIdentifier
    let view = pool.dequeue(reuseIdentifier: identifier)
    visibleViews[slot] = view
    visibleIdentifiers[slot] = identifier
    prepareView?(view, item)
    if view.superview !== host {
      if let addView { addView(view) } else { host.addSubview(view) }
    }
    return view
  }

  private func recycle(_ slot: Int, on track: ScrollTrack<Layout>) {
    guard let view = visibleViews.removeValue(forKey: slot) else { return }
    let identifier =
      visibleIdentifiers.removeValue(forKey: slot) ?? ViewReusePool<ItemView>.defaultReuseIdentifier
    pool.enqueue(view, reuseIdentifier: identifier)
    didEndDisplaying?(view, track.item(slot))
  }

  /// Keeps a resting slot among the items (content that shrank) and a resting offset within the
  /// content, so reading ``contentOffset`` gives what shows.
  private func keepAnchorInRange(on track: ScrollTrack<Layout>) {
    guard case .resting = motion.phase else { return }
    switch motion.anchor {
    case .slot(let slot) where !track.loops && (slot >= track.count || slot < 0):
      motion.anchor = .slot(min(max(0, slot), max(0, track.count - 1)))
    case .offset(let offset):
      motion.anchor = .offset(track.clamped(offset))
    default:
      break
    }
  }

  /// Brings a looping scroller resting on another lap back to the first, keeping its views:
  /// offsets stay small however long a carousel runs.
  private func normalizeLap(on track: ScrollTrack<Layout>) {
    guard track.loops, case .resting = motion.phase, case .slot(let slot) = motion.anchor else { return }
    let shift = track.lap(slot) * track.count
    guard shift != 0 else { return }
    motion.anchor = .slot(slot - shift)
    visibleViews = Dictionary(uniqueKeysWithValues: visibleViews.map { ($0.key - shift, $0.value) })
    visibleIdentifiers = Dictionary(
      uniqueKeysWithValues: visibleIdentifiers.map { ($0.key - shift, $0.value) })
    visibleSlots = (visibleSlots.lowerBound - shift)..<(visibleSlots.upperBound - shift)
  }
}
