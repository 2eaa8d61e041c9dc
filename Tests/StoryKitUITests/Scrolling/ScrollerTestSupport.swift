import StoryKit
import StoryKitUI

/// An item view that says which item it shows.
class ShelfItemView: View {
  var item: Int?
}

/// A second kind of item view, for reuse identifiers.
final class WideShelfItemView: ShelfItemView {}

/// A view that scrolls a row (or column) of items on a ``Scroller``, wired as the primitive's
/// documentation shows a custom widget does it: the layout from its size, the pan, the frames.
@MainActor
final class ShelfView: View {
  var itemCount = 100
  var itemLength = 100.0
  var spacing = 0.0
  var inset = 0.0
  var axis = Axis.horizontal
  /// Items whose view is of the other kind, when set.
  var isWide: ((Int) -> Bool)?
  /// What the scroller reported, in order.
  var displayed: [Int] = []
  var ended: [Int] = []
  var settles: [(slot: Int?, time: Double)] = []
  var layoutPasses = 0

  lazy var scroller = Scroller<UniformScrollLayout, ShelfItemView>(host: self) { [unowned self] in
    UniformScrollLayout(
      axis: axis, itemCount: itemCount, itemLength: itemLength, spacing: spacing, leadingInset: inset,
      trailingInset: inset, crossStart: 10, crossLength: 40)
  } makeView: { identifier in
    identifier == "wide" ? WideShelfItemView() : ShelfItemView()
  }

  override func setUp() {
    super.setUp()
    scroller.reuseIdentifier = { [unowned self] item in isWide?(item) == true ? "wide" : "item" }
    scroller.prepareView = { [unowned self] view, item in
      view.item = item
      displayed.append(item)
    }
    scroller.didEndDisplaying = { [unowned self] _, item in ended.append(item) }
    scroller.onSettle = { [unowned self] slot, time in settles.append((slot, time)) }
    addGestureRecognizer(
      PanGestureRecognizer { [unowned self] recognizer in
        if let pan = recognizer as? PanGestureRecognizer { scroller.handlePan(pan) }
      })
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    scroller.layOut()
  }

  override func nextFrameTime(now: Double) -> Double? { scroller.nextFrameTime(now: now) }

  override func advanceFrame(to now: Double) {
    if scroller.nextFrameTime(now: now) != nil { setNeedsLayout() }
  }

  /// The item views that are shown (not waiting in the pool).
  var shownItemViews: [ShelfItemView] {
    subviews.compactMap { $0 as? ShelfItemView }.filter { !$0.isHidden }
  }

  /// A shelf 390 × 60 pt on a manual clock, laid out.
  static func make(
    clock: ManualClock, size: Size = Size(width: 390, height: 60), direction: LayoutDirection = .leftToRight,
    configure: (ShelfView) -> Void = { _ in }
  ) -> ShelfView {
    let shelf = ShelfView(frame: Rect(origin: .zero, size: size))
    shelf.clock = clock
    shelf.layoutDirection = direction
    configure(shelf)
    shelf.layoutIfNeeded()
    return shelf
  }

  /// Lets `seconds` pass in frames of 1/60 s, as a host does, laying out each.
  func run(_ clock: ManualClock, for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end - 1e-9 {
      clock.advance(by: min(1.0 / 60, end - clock.now))
      advanceFramesInSubtree(to: clock.now)
      layoutIfNeeded()
    }
  }

  /// A finger drags from `start` by `delta` in `steps` moves over `duration` seconds and lifts;
  /// `endingStill` holds it still for 0.2 s first (a release without speed).
  func drag(
    _ clock: ManualClock, from start: Point = Point(x: 200, y: 30), by delta: Point, duration: Double,
    steps: Int = 6, endingStill: Bool = false
  ) {
    let dispatcher = PointerDispatcher(root: self)
    let t0 = clock.now
    dispatcher.dispatch(PointerEvent(.down, at: start, time: t0))
    let end = start + delta
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let location = Point(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction)
      dispatcher.dispatch(PointerEvent(.move, at: location, time: t0 + duration * fraction))
    }
    var lift = t0 + duration
    if endingStill {
      lift += 0.2
      dispatcher.dispatch(PointerEvent(.move, at: end, time: lift))
    }
    clock.set(to: lift)
    dispatcher.dispatch(PointerEvent(.up, at: end, time: lift))
    layoutIfNeeded()
  }
}

/// A layout that counts the frames asked of it: what a pass touches.
struct CountingLayout: ScrollLayout {
  /// Main-actor tests only; the box lets a value type count.
  final class Counter: @unchecked Sendable {
    var frames = 0
    var queries = 0
  }

  var base: UniformScrollLayout
  let counter: Counter

  var axis: Axis { base.axis }
  var itemCount: Int { base.itemCount }
  var contentLength: Double { base.contentLength }
  var leadingInset: Double { base.leadingInset }
  var loopLength: Double { base.loopLength }

  func frame(ofItem index: Int) -> Rect {
    counter.frames += 1
    return base.frame(ofItem: index)
  }

  func items(along start: Double, _ end: Double) -> Range<Int> {
    counter.queries += 1
    return base.items(along: start, end)
  }
}
