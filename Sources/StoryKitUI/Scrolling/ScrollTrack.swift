/// A layout seen through a viewport: the offsets a scroller may take, where each *slot* rests,
/// which slots show, and which one a release should settle on. A pure value the ``Scroller``
/// makes for each question from its layout and its size.
///
/// A slot is an item's place on the line. Without looping, slot `i` is item `i`; a looping
/// scroller's line goes on both ways, and slot `s` shows item `s mod count`, one
/// ``ScrollLayout/loopLength`` further per lap.
struct ScrollTrack<Layout: ScrollLayout> {
  let layout: Layout
  /// The viewport's length along the axis.
  let viewport: Double
  /// Whether the line loops (asked for, and more than one item).
  let loops: Bool

  init(layout: Layout, viewport: Double, loops: Bool) {
    self.layout = layout
    self.viewport = viewport.isFinite ? max(0, viewport) : 0
    self.loops = loops && layout.itemCount > 1 && layout.loopLength > 0.5
  }

  /// A slot showing less than this much of itself, in points, counts as not shown: rounding in
  /// an offset never makes a neighbour.
  static var visibilityTolerance: Double { 0.5 }

  var count: Int { layout.itemCount }

  var minimumOffset: Double { loops ? -.infinity : 0 }

  var maximumOffset: Double { loops ? .infinity : max(0, layout.contentLength - viewport) }

  /// `offset` within the offsets the content allows; not finite counts as 0.
  func clamped(_ offset: Double) -> Double {
    guard offset.isFinite else { return loops || offset.isNaN ? 0 : (offset > 0 ? maximumOffset : 0) }
    return min(max(offset, minimumOffset), maximumOffset)
  }

  /// `offset` as a drag shows it: past either end it moves a third as far (a rubber band) when
  /// `bounces`, else it stops at the end.
  func dragged(_ offset: Double, bounces: Bool) -> Double {
    guard offset.isFinite else { return clamped(offset) }
    guard bounces else { return clamped(offset) }
    if offset < minimumOffset { return minimumOffset + (offset - minimumOffset) / 3 }
    if offset > maximumOffset { return maximumOffset + (offset - maximumOffset) / 3 }
    return offset
  }

  // MARK: - Slots

  /// The item slot `slot` shows (without looping, the slot itself).
  func item(_ slot: Int) -> Int {
    guard loops, count > 0 else { return slot }
    let remainder = slot % count
    return remainder < 0 ? remainder + count : remainder
  }

  /// Which lap slot `slot` is on (0 for the slots of the items themselves).
  func lap(_ slot: Int) -> Int {
    guard loops, count > 0 else { return 0 }
    return (slot - item(slot)) / count
  }

  /// Slot `slot`'s frame in content coordinates.
  func frame(_ slot: Int) -> Rect {
    let frame = layout.frame(ofItem: item(slot))
    let lap = lap(slot)
    return lap == 0 ? frame : frame.moved(by: Double(lap) * layout.loopLength, along: layout.axis)
  }

  /// Where the content rests with slot `slot` at the viewport's start (less the leading inset),
  /// as far as the content allows.
  func restingOffset(_ slot: Int) -> Double {
    guard count > 0 else { return 0 }
    let start = frame(loops ? slot : min(max(0, slot), count - 1)).start(along: layout.axis)
    return clamped(start - layout.leadingInset)
  }

  /// The slots whose frames overlap `start ..< end` along the axis.
  func slots(along start: Double, _ end: Double) -> Range<Int> {
    guard count > 0, start.isFinite, end.isFinite, end > start else { return 0..<0 }
    guard loops else { return layout.items(along: start, end) }
    let period = layout.loopLength
    let firstLap = ((start - layout.contentLength) / period).rounded(.down)
    let lastLap = (end / period).rounded(.up)
    // A viewport thousands of laps long (a tiny loop) shows the first laps only.
    guard firstLap.isFinite, lastLap.isFinite else { return 0..<0 }
    let laps = Int(max(firstLap, -1e9))...Int(min(lastLap, max(firstLap, -1e9) + 1_000))
    var lower: Int?
    var upper = 0
    for lap in laps {
      let shift = Double(lap) * period
      let items = layout.items(along: start - shift, end - shift)
      guard !items.isEmpty else { continue }
      lower = min(lower ?? lap * count + items.lowerBound, lap * count + items.lowerBound)
      upper = max(upper, lap * count + items.upperBound)
    }
    guard let lower, lower < upper else { return 0..<0 }
    return lower..<upper
  }

  /// The slots that show at `offset`, with `overscan` points more either side.
  func visibleSlots(at offset: Double, overscan: Double) -> Range<Int> {
    let margin = overscan.isFinite ? min(max(0, overscan), 10_000) : 0
    let tolerance = Self.visibilityTolerance
    return slots(along: offset - margin + tolerance, offset + viewport + margin - tolerance)
  }

  // MARK: - Snapping

  /// The slot whose resting offset is nearest `offset` (the earlier one on a tie, so items that
  /// all rest at the end count as the first of them).
  func nearestSlot(to offset: Double) -> Int {
    guard count > 0 else { return 0 }
    let target = clamped(offset)
    var reach = max(viewport, 1)
    // Widens the search only for items longer than the viewport.
    for _ in 0..<8 {
      let anchor = target + layout.leadingInset
      let candidates = slots(along: anchor - reach, anchor + reach)
      if var best = candidates.first {
        var distance = abs(restingOffset(best) - target)
        for slot in candidates.dropFirst() {
          let candidate = abs(restingOffset(slot) - target)
          if candidate < distance - 0.001 {
            best = slot
            distance = candidate
          }
        }
        return best
      }
      reach *= 4
    }
    return loops ? 0 : (target > 0 ? count - 1 : 0)
  }

  /// The first slot after `nearestSlot(to: offset)` that rests further on than `offset`, if any.
  func nextSlot(after offset: Double) -> Int? {
    var slot = nearestSlot(to: offset)
    // Bounded: only the items resting at the very end share one resting offset.
    for _ in 0..<1_000 {
      if !loops && slot >= count { return nil }
      if restingOffset(slot) > offset + 0.5 { return slot }
      slot += 1
    }
    return nil
  }

  /// The last slot before `nearestSlot(to: offset)` that rests further back than `offset`, if any.
  func previousSlot(before offset: Double) -> Int? {
    var slot = nearestSlot(to: offset)
    for _ in 0..<1_000 {
      if !loops && slot < 0 { return nil }
      if restingOffset(slot) < offset - 0.5 { return slot }
      slot -= 1
    }
    return nil
  }

  /// The distance a snap to `slot` counts as one whole item: the distance between its start and
  /// its neighbour's, for durations that scale with the distance travelled.
  func unit(_ slot: Int) -> Double {
    let axis = layout.axis
    let here = frame(slot)
    let neighbour = loops || item(slot) + 1 < count ? slot + 1 : slot - 1
    guard count > 1, neighbour != slot else { return max(1, here.size[axis]) }
    return max(1, abs(frame(neighbour).start(along: axis) - here.start(along: axis)))
  }
}
