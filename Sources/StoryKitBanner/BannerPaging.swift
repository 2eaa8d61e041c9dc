import Foundation

/// Where the banner's pages are, as a pure function of the clock: the page at rest, a drag under
/// way, a slide towards a page, and when auto-advance next moves on.
///
/// Positions are in pages along an unbounded line: page `p` shows item `p mod count`, so looping
/// from the last item to the first is one step forwards. ``position(at:)`` is what the banner lays
/// out; ``update(now:count:)`` moves the state on (a slide that has ended comes to rest, an
/// auto-advance that is due starts its slide) and says whether the page at rest changed.
struct BannerPaging: Sendable, Hashable {
  /// A slide from a position to a page, started at a time.
  struct Slide: Sendable, Hashable {
    var from: Double
    var to: Int
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

    func position(at now: Double) -> Double {
      from + (Double(to) - from) * progress(at: now)
    }
  }

  /// Seconds a slide of one whole page takes.
  static let slideDuration = 0.35
  /// A slide of less than a page takes at least this long.
  static let minimumSlideDuration = 0.15

  /// The page at rest, or the page a slide goes to.
  private(set) var page = 0
  /// A drag under way: the position where it began, and how far the finger has moved since, in
  /// pages.
  struct Drag: Sendable, Hashable {
    var base: Double
    var delta: Double
  }

  /// The drag under way.
  private(set) var drag: Drag?
  /// The slide under way.
  private(set) var slide: Slide?
  /// When auto-advance next starts a slide; `nil` while it does not run.
  private(set) var advanceDue: Double?
  /// The interval ``advanceDue`` was worked out with: the last ``update(now:count:advances:interval:reduceMotion:)``'s.
  private var advanceInterval: Double?

  /// The item shown at rest for `count` items.
  func index(count: Int) -> Int {
    Self.index(page, count: count)
  }

  /// Page `page`'s item among `count`.
  static func index(_ page: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let remainder = page % count
    return remainder < 0 ? remainder + count : remainder
  }

  /// Where the pages are at `now`, in pages.
  func position(at now: Double) -> Double {
    if let drag { return drag.base + drag.delta }
    if let slide { return slide.position(at: now) }
    return Double(page)
  }

  /// Whether something moves at `now` (a drag or a slide).
  var isMoving: Bool { drag != nil || slide != nil }

  /// Goes to page `index` at once (content changes, programmatic jumps).
  mutating func rest(at index: Int) {
    page = index
    drag = nil
    slide = nil
  }

  /// Slides from where the pages are at `now` to `page` (the nearest way, for loops).
  mutating func slide(to target: Int, now: Double, reduceMotion: Bool) {
    let from = position(at: now)
    drag = nil
    page = target
    let distance = abs(Double(target) - from)
    let duration =
      reduceMotion ? 0 : max(Self.minimumSlideDuration, Self.slideDuration * min(1, distance))
    slide = distance < 0.0005 ? nil : Slide(from: from, to: target, start: now, duration: duration)
    advanceDue = nil
  }

  /// A finger went down and moved: the pages follow it from where they are.
  mutating func beginDrag(now: Double) {
    drag = Drag(base: position(at: now), delta: 0)
    slide = nil
    advanceDue = nil
  }

  /// The finger is `delta` pages from where the drag began (positive: towards later pages).
  /// With a single item, the page resists: it moves a third of the way.
  mutating func moveDrag(by delta: Double, count: Int) {
    guard let base = drag?.base, delta.isFinite else { return }
    let limited = max(-1, min(1, delta))
    drag = Drag(base: base, delta: count > 1 ? limited : limited / 3)
  }

  /// The finger lifted at `velocity` pages per second (positive: towards later pages): the pages
  /// slide to the nearest page, or on to the next one in the fling's direction when the fling is
  /// at least `flingVelocity`, even under half way. A single item springs back.
  mutating func endDrag(velocity: Double, flingVelocity: Double, count: Int, now: Double, reduceMotion: Bool)
  {
    guard let drag else { return }
    // From the page at rest, or the one a slide the finger caught was going to.
    let start = page
    let moved = drag.base + drag.delta - Double(start)
    var step: Int
    if count < 2 {
      step = 0
    } else if velocity.isFinite, abs(velocity) >= flingVelocity {
      step = velocity > 0 ? 1 : -1
      // A fling against a drag that already went past half way the other way lands where it is.
      if (step > 0 && moved < -0.5) || (step < 0 && moved > 0.5) { step = 0 }
    } else {
      step = Int(moved.rounded())
    }
    slide(to: start + max(-1, min(1, step)), now: now, reduceMotion: reduceMotion)
  }

  /// The drag was cancelled: on to the page at rest, or the one a caught slide was going to.
  mutating func cancelDrag(now: Double, reduceMotion: Bool) {
    guard drag != nil else { return }
    slide(to: page, now: now, reduceMotion: reduceMotion)
  }

  /// Moves the state on to `now`; returns whether the page at rest changed (an auto-advance
  /// started). A slide that has ended comes to rest and, while `advances`, schedules the next
  /// advance `interval` later; a due advance starts its slide at its due time.
  mutating func update(now: Double, count: Int, advances: Bool, interval: Double, reduceMotion: Bool) -> Bool
  {
    // A new interval (styling changed on screen) moves the advance due, as if the page had shown
    // with it from the start.
    if let due = advanceDue, let scheduled = advanceInterval, scheduled != interval {
      advanceDue = due - scheduled + interval
    }
    advanceInterval = interval
    if let slide, slide.progress(at: now) >= 1 {
      self.slide = nil
      normalize(count: count)
      if advances && count > 1 { advanceDue = slide.start + slide.duration + interval }
    }
    guard advances, count > 1, drag == nil, slide == nil else {
      if !advances || count < 2 { advanceDue = nil }
      return false
    }
    guard let due = advanceDue else {
      advanceDue = now + interval
      return false
    }
    guard now >= due else { return false }
    let from = Double(page)
    page += 1
    let duration = reduceMotion ? 0 : Self.slideDuration
    let started = Slide(from: from, to: page, start: max(due, now - duration), duration: duration)
    advanceDue = nil
    if started.progress(at: now) >= 1 {
      advanceDue = started.start + duration + interval
    } else {
      slide = started
    }
    // Keep the numbers small however long the banner runs: the same item, the first lap.
    normalize(count: count)
    return true
  }

  /// Moves the page (and a slide's ends) back to the first lap, keeping the item shown.
  private mutating func normalize(count: Int) {
    let lap = page - Self.index(page, count: count)
    guard lap != 0 else { return }
    page -= lap
    if var slide {
      slide.from -= Double(lap)
      slide.to -= lap
      self.slide = slide
    }
  }

  /// When the banner next needs a frame: now while something moves, the advance's due time, or
  /// `nil`.
  func nextFrameTime(now: Double) -> Double? {
    if isMoving { return now }
    return advanceDue
  }
}
