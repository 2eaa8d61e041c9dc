/// The frames of `storykit-bench host`: for each frame, the time of the frame clock's tick, of the
/// end of the draw (the tree drawn into GTK's `cairo_t`) and of the paint (GTK has rendered the
/// frame and shown it), all in seconds on one clock.
///
/// ```swift
/// var timings = HostFrameTimings()
/// timings.tick(at: 0.000)
/// timings.drawn(at: 0.004)
/// timings.painted(at: 0.009)
/// timings.drawLatencies  // [0.004]
/// ```
///
/// A draw or paint counts only after a tick of the same frame; a tick with no draw (nothing was
/// due) is replaced by the next one.
package struct HostFrameTimings: Sendable, Equatable {
  /// The display's refresh interval the drops are counted against: 60 Hz.
  package static let refreshInterval = 1.0 / 60
  /// An interval between ticks longer than this many refresh intervals dropped frames.
  package static let dropThreshold = 1.5

  /// The time of every tick.
  package private(set) var ticks: [Double] = []
  /// Tick to the end of the draw, per frame, in seconds.
  package private(set) var drawLatencies: [Double] = []
  /// Tick to the paint, per frame, in seconds.
  package private(set) var paintLatencies: [Double] = []
  private var tickAwaitingDraw: Double?
  private var tickAwaitingPaint: Double?

  /// No frames yet.
  package init() {}

  /// The frame clock ticked at `time`.
  package mutating func tick(at time: Double) {
    ticks.append(time)
    tickAwaitingDraw = time
    tickAwaitingPaint = time
  }

  /// The draw of the frame ended at `time`.
  package mutating func drawn(at time: Double) {
    guard let tick = tickAwaitingDraw else { return }
    tickAwaitingDraw = nil
    drawLatencies.append(time - tick)
  }

  /// The frame was painted at `time`.
  package mutating func painted(at time: Double) {
    guard let tick = tickAwaitingPaint, tickAwaitingDraw == nil else { return }
    tickAwaitingPaint = nil
    paintLatencies.append(time - tick)
  }

  /// The frames a display at ``refreshInterval`` would have shown but did not: an interval
  /// between ticks over ``dropThreshold`` refresh intervals skipped its length in intervals, less
  /// the one shown.
  package var droppedFrames: Int {
    zip(ticks, ticks.dropFirst()).reduce(0) { $0 + Self.skippedFrames(interval: $1.1 - $1.0) }
  }

  /// The dropped frames as a percentage of the frames due in the recorded time (the intervals
  /// between ticks plus the dropped frames); 0 with fewer than two ticks.
  package var droppedPercent: Double {
    let intervals = max(ticks.count - 1, 0)
    let dropped = droppedFrames
    guard intervals + dropped > 0 else { return 0 }
    return Double(dropped) / Double(intervals + dropped) * 100
  }

  /// The share of intervals between ticks longer than ``dropThreshold`` refresh intervals (a
  /// late frame), in percent; 0 with fewer than two ticks.
  package var latePercent: Double {
    let intervals = zip(ticks, ticks.dropFirst()).map { $1 - $0 }
    guard !intervals.isEmpty else { return 0 }
    let late = intervals.filter { $0 > Self.dropThreshold * Self.refreshInterval }.count
    return Double(late) / Double(intervals.count) * 100
  }

  /// The frames an interval of `interval` seconds between two ticks skipped.
  package static func skippedFrames(interval: Double, refreshInterval: Double = refreshInterval) -> Int {
    guard interval.isFinite, refreshInterval > 0, interval > dropThreshold * refreshInterval else { return 0 }
    return max(1, Int((interval / refreshInterval).rounded()) - 1)
  }
}
