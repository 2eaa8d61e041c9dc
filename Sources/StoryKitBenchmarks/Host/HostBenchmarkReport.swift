/// What `storykit-bench host` measured, as a table for people and the final lines of DESIGN.md §5.
///
/// ```swift
/// let report = HostBenchmarkReport(
///   width: 420, height: 760, scale: 2, seconds: 10, timings: timings,
///   cpuPlaying: 41.2, cpuIdle: 0, idleSeconds: 5, idleFrames: 0, machine: .current())
/// for line in report.table + report.finalLines { print(line) }
/// ```
///
/// The final lines, times in milliseconds, lower is better:
///
/// ```
/// bench host case=playback pt=420x760 scale=2 frames=600 median=2.10 p99=3.40 unit=ms
/// bench host case=paint pt=420x760 scale=2 frames=600 median=6.00 p99=8.10 unit=ms
/// bench host case=cpu playing=41.2 idle=0.0 dropped=0.3 unit=%
/// bench host machine cpu="AMD EPYC" cores=2
/// ```
package struct HostBenchmarkReport: Sendable {
  /// The root's size in points, as drawn.
  package var width: Double
  /// The root's height in points, as drawn.
  package var height: Double
  /// Device pixels per point, as drawn.
  package var scale: Int
  /// Seconds of playback recorded.
  package var seconds: Double
  /// The frames recorded while playing.
  package var timings: HostFrameTimings
  /// CPU % (100 is one core) while playing.
  package var cpuPlaying: Double
  /// CPU % once the player had closed and nothing moved.
  package var cpuIdle: Double
  /// How long the idle CPU was measured, in seconds.
  package var idleSeconds: Double
  /// Frames drawn while idle (0 when nothing moves).
  package var idleFrames: Int
  /// Where it ran.
  package var machine: BenchMachine
  /// The share of the window's pixels handed to GTK anew in each frame while playing, in %
  /// (the strips that changed); empty when the host did not say.
  package var repaintedShares: [Double] = []
  /// What was recorded.
  package var scenario = HostBenchmark.Scenario.playback
  /// With `case=transition`: the floor measured in the same run (``HostFloorPeer``), or why
  /// there is none.
  package var floor: Result<HostFloorResult, HostFloorPeer.Failure>?

  /// The mean interval between ticks while recording, in seconds; `nan` with fewer than two.
  package var meanInterval: Double {
    guard let first = timings.ticks.first, let last = timings.ticks.last, timings.ticks.count > 1 else {
      return .nan
    }
    return (last - first) / Double(timings.ticks.count - 1)
  }

  /// A report of one run.
  package init(
    width: Double, height: Double, scale: Int, seconds: Double, timings: HostFrameTimings, cpuPlaying: Double,
    cpuIdle: Double, idleSeconds: Double, idleFrames: Int, machine: BenchMachine
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.seconds = seconds
    self.timings = timings
    self.cpuPlaying = cpuPlaying
    self.cpuIdle = cpuIdle
    self.idleSeconds = idleSeconds
    self.idleFrames = idleFrames
    self.machine = machine
  }

  private var size: String { "\(fixed(width, 0))x\(fixed(height, 0))" }

  /// The table for people.
  package var table: [String] {
    let dropped = timings.droppedFrames
    let due = max(timings.ticks.count - 1, 0) + dropped
    return [
      "bench host: the player \(scenario == .transition ? "turning its cube" : "playing") in a GTK window, \(fixed(width, 0)) × \(fixed(height, 0)) pt at scale "
        + "\(scale) (\(fixed(width * Double(scale), 0)) × \(fixed(height * Double(scale), 0)) px), "
        + "\(fixed(seconds, 1)) s",
      pad("", 22) + pad("frames", 8, left: true) + pad("median ms", 11, left: true)
        + pad("p99 ms", 9, left: true) + pad("max ms", 9, left: true),
      row("tick → end of draw", timings.drawLatencies),
      row("tick → painted", timings.paintLatencies),
      "dropped at 60 Hz: \(dropped) of \(due) frames due (\(fixed(timings.droppedPercent, 1)) %); "
        + "late (an interval over 1.5 frames): \(fixed(timings.latePercent, 1)) % of intervals",
      "repainted per frame while playing: median \(fixed(SampleStatistics.median(repaintedShares), 1)) % "
        + "of the window (the strips that changed)",
      "CPU, 100 % = one core: playing \(fixed(cpuPlaying, 1)) %, idle \(fixed(cpuIdle, 1)) % "
        + "(\(idleFrames) frames drawn in \(fixed(idleSeconds, 1)) s idle)",
      "machine: \(machine.cpuModel), \(machine.cores) cores",
    ] + floorRows
  }

  private var floorRows: [String] {
    switch floor {
    case .none: return []
    case .failure(let failure): return ["floor (\(HostFloorPeer.sourcePath)): not measured, \(failure.note)"]
    case .success(let floor):
      return [
        "floor (\(HostFloorPeer.sourcePath), the same window handed new strips every tick, nothing drawn): "
          + "\(floor.frames) frames, a frame every \(fixed(floor.interval, 2)) ms on average (ours "
          + "\(milliseconds(meanInterval)) ms, \(fixed(meanInterval * 1_000 / floor.interval, 2))×), late "
          + "\(fixed(floor.latePercent, 1)) %, dropped \(fixed(floor.droppedPercent, 1)) %, tick → painted "
          + "median \(fixed(floor.paintMedian, 2)) ms"
      ]
    }
  }

  /// The final lines: one per case, then the machine.
  package var finalLines: [String] {
    if scenario == .transition {
      return [
        "bench host case=transition pt=\(size) scale=\(scale) frames=\(timings.ticks.count) "
          + "late=\(fixed(timings.latePercent, 1)) dropped=\(fixed(timings.droppedPercent, 1)) "
          + "draw-median=\(milliseconds(SampleStatistics.median(timings.drawLatencies))) "
          + "draw-p99=\(milliseconds(SampleStatistics.quantile(timings.drawLatencies, 0.99))) "
          + "paint-median=\(milliseconds(SampleStatistics.median(timings.paintLatencies))) "
          + "paint-p99=\(milliseconds(SampleStatistics.quantile(timings.paintLatencies, 0.99))) "
          + "repaint-median=\(fixed(SampleStatistics.median(repaintedShares), 1)) unit=%,ms,%",
        floorLine,
        machine.line(benchmark: "host"),
      ]
    }
    return [
      caseLine("playback", timings.drawLatencies),
      caseLine("paint", timings.paintLatencies),
      "bench host case=cpu playing=\(fixed(cpuPlaying, 1)) idle=\(fixed(cpuIdle, 1)) "
        + "dropped=\(fixed(timings.droppedPercent, 1)) unit=%",
      "bench host case=repaint frames=\(repaintedShares.count) "
        + "median=\(fixed(SampleStatistics.median(repaintedShares), 1)) unit=%",
      machine.line(benchmark: "host"),
    ]
  }

  /// `bench host case=transition-floor ours=<ms> floor=<ms> ratio=… floor-late=… unit=ms`: the mean
  /// interval between frames, ours and the floor's.
  private var floorLine: String {
    guard case .success(let floor) = floor else {
      return "bench host case=transition-floor ours=\(milliseconds(meanInterval)) floor=nan ratio=nan unit=ms"
    }
    return
      "bench host case=transition-floor ours=\(milliseconds(meanInterval)) floor=\(fixed(floor.interval, 2)) "
      + "ratio=\(fixed(meanInterval * 1_000 / floor.interval, 2)) late=\(fixed(timings.latePercent, 1)) "
      + "floor-late=\(fixed(floor.latePercent, 1)) unit=ms"
  }

  private func caseLine(_ name: String, _ latencies: [Double]) -> String {
    "bench host case=\(name) pt=\(size) scale=\(scale) frames=\(latencies.count) "
      + "median=\(milliseconds(SampleStatistics.median(latencies))) "
      + "p99=\(milliseconds(SampleStatistics.quantile(latencies, 0.99))) unit=ms"
  }

  private func row(_ title: String, _ latencies: [Double]) -> String {
    pad(title, 22) + pad("\(latencies.count)", 8, left: true)
      + pad(milliseconds(SampleStatistics.median(latencies)), 11, left: true)
      + pad(milliseconds(SampleStatistics.quantile(latencies, 0.99)), 9, left: true)
      + pad(milliseconds(latencies.max() ?? .nan), 9, left: true)
  }

  private func milliseconds(_ seconds: Double) -> String { fixed(seconds * 1_000, 2) }
}
