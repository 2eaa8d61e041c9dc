/// Where a video feed's list is, as a pure function of the clock: the item at rest, a drag under
/// way, a slide towards an item.
///
/// The state keeps the item the list rests on (or slides to) rather than an offset, so a feed
/// that changes size keeps its item; ``offset(at:in:)`` turns it into points for a
/// ``VideoFeedGeometry``. A drag follows the finger in points (rubber-banded past the ends); on
/// lift the list slides to the nearest item, or on to the next one in the fling's direction when
/// the finger moved faster than the fling velocity, even under half way.
struct VideoFeedScrolling: Sendable, Hashable {
  /// A slide from an offset to the resting offset of ``VideoFeedScrolling/index``.
  struct Slide: Sendable, Hashable {
    var from: Double
    var start: Double
    var duration: Double

    /// How far the slide is at `now`, `0...1`, eased out.
    func progress(at now: Double) -> Double {
      guard duration > 0 else { return 1 }
      let fraction = min(1, max(0, (now - start) / duration))
      guard fraction.isFinite else { return 1 }
      let remaining = 1 - fraction
      return 1 - remaining * remaining * remaining
    }
  }

  /// A drag: the offset where it began and how far the finger has moved since, in points.
  struct Drag: Sendable, Hashable {
    var base: Double
    var delta: Double
  }

  /// Seconds a slide of one whole item takes.
  static let slideDuration = 0.35
  /// A slide of less than an item takes at least this long.
  static let minimumSlideDuration = 0.15

  /// The item at rest, or the one a slide goes to.
  private(set) var index = 0
  /// The drag under way.
  private(set) var drag: Drag?
  /// The slide under way.
  private(set) var slide: Slide?

  /// Whether something moves (a drag or a slide).
  var isMoving: Bool { drag != nil || slide != nil }

  /// The list's offset at `now`, in points.
  func offset(at now: Double, in geometry: VideoFeedGeometry) -> Double {
    if let drag { return geometry.rubberBanded(drag.base + drag.delta) }
    let target = geometry.snapOffset(index)
    guard let slide else { return target }
    return slide.from + (target - slide.from) * slide.progress(at: now)
  }

  /// Goes to item `index` at once (new content, a jump without animation).
  mutating func rest(at index: Int) {
    self.index = max(0, index)
    drag = nil
    slide = nil
  }

  /// Slides from where the list is at `now` to item `target`.
  mutating func slide(to target: Int, now: Double, in geometry: VideoFeedGeometry, reduceMotion: Bool) {
    let from = offset(at: now, in: geometry)
    drag = nil
    index = min(max(0, target), max(0, geometry.count - 1))
    let distance = abs(geometry.snapOffset(index) - from)
    let items = geometry.stride > 0 ? distance / geometry.stride : 0
    let duration =
      reduceMotion ? 0 : max(Self.minimumSlideDuration, Self.slideDuration * min(1, items))
    slide = distance < 0.5 || !from.isFinite ? nil : Slide(from: from, start: now, duration: duration)
  }

  /// A finger went down and moved: the list follows it from where it is.
  mutating func beginDrag(now: Double, in geometry: VideoFeedGeometry) {
    let from = offset(at: now, in: geometry)
    drag = Drag(base: from.isFinite ? from : geometry.snapOffset(index), delta: 0)
    slide = nil
  }

  /// The finger is `delta` points from where the drag began (positive: towards later items).
  mutating func moveDrag(by delta: Double) {
    guard let base = drag?.base, delta.isFinite else { return }
    drag = Drag(base: base, delta: delta)
  }

  /// The finger lifted at `velocity` points per second (positive: towards later items): the
  /// list slides to the nearest item, or, for a fling of at least `flingVelocity`, on to the next
  /// item in the fling's direction from where the finger left it.
  mutating func endDrag(
    velocity: Double, flingVelocity: Double, now: Double, in geometry: VideoFeedGeometry, reduceMotion: Bool
  ) {
    guard drag != nil else { return }
    let offset = self.offset(at: now, in: geometry)
    var target = geometry.nearestItem(to: offset)
    if velocity.isFinite, abs(velocity) >= flingVelocity {
      let onward = velocity > 0 ? geometry.nextItem(after: offset) : geometry.previousItem(before: offset)
      target = onward ?? target
    }
    slide(to: target, now: now, in: geometry, reduceMotion: reduceMotion)
  }

  /// The drag was cancelled: back to the item at rest.
  mutating func cancelDrag(now: Double, in geometry: VideoFeedGeometry, reduceMotion: Bool) {
    guard drag != nil else { return }
    slide(to: index, now: now, in: geometry, reduceMotion: reduceMotion)
  }

  /// Moves the state on to `now`: a slide that has ended comes to rest.
  mutating func update(now: Double) {
    if let slide, slide.progress(at: now) >= 1 { self.slide = nil }
  }

  /// Keeps the index within `count` items (content that shrank).
  mutating func clamp(count: Int) {
    index = min(index, max(0, count - 1))
  }

  /// When the list next needs a frame: now while it moves, else `nil`.
  func nextFrameTime(now: Double) -> Double? {
    isMoving ? now : nil
  }
}
