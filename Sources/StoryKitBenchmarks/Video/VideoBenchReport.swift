import Foundation

/// The figures of one `bench video` run and how they are printed: a table for people, then one
/// DESIGN.md §5 line per case.
struct VideoBenchReport: Sendable {
  /// The goals the figures are read against (issue 15 §5).
  enum Goal {
    /// Milliseconds to the first frame.
    static let firstFrameMilliseconds = 150.0
    /// Our CPU over the peer's.
    static let cpuRatio = 1.2
    /// Dropped frames per 10 s.
    static let droppedPer10Seconds = 0.0
  }

  /// The playback clip's length in seconds, and the rounds asked for.
  let seconds: Int
  let rounds: Int
  /// Each first-frame case with its timed runs in milliseconds.
  var firstFrames: [(case: VideoFirstFrameCase, milliseconds: [Double])] = []
  /// Our playback runs, and the peer's (as many or fewer: a peer that failed is left out).
  var ours: [VideoPlaybackCase.Run] = []
  var peer: [VideoPlaybackCase.Run] = []
  /// Cases left out and why.
  var notes: [String] = []

  init(seconds: Int, rounds: Int) {
    self.seconds = seconds
    self.rounds = rounds
  }

  /// Our CPU beside the peer's, round by round; `nil` without a peer round.
  var cpuComparison: PairedComparison? {
    PairedComparison(ours: ours.map { [$0.cpuPercent] }, peer: peer.map { [$0.cpuPercent] }, figure: { $0 })
  }

  /// Our dropped frames per 10 s of video, over every round.
  var droppedPer10Seconds: Double {
    guard !ours.isEmpty else { return .nan }
    let dropped = ours.reduce(0) { $0 + ($1.droppedFrames ?? 0) }
    return Double(dropped) / Double(ours.count * seconds) * 10
  }

  private var playbackParameters: String {
    let size = VideoBenchmark.sizes[0]
    return "size=\(size.width)x\(size.height) fps=\(VideoBenchClips.framesPerSecond) seconds=\(seconds)"
  }

  /// The DESIGN.md §5 lines: one per first-frame case, then CPU and dropped frames.
  func finalLines() -> [String] {
    var lines: [String] = []
    for (firstFrame, samples) in firstFrames {
      lines.append(
        "bench video case=first-frame source=\(firstFrame.source.rawValue) "
          + "size=\(firstFrame.width)x\(firstFrame.height) ours=\(fixed(SampleStatistics.median(samples), 1)) unit=ms"
      )
    }
    let oursCPU = SampleStatistics.median(ours.map(\.cpuPercent))
    if let comparison = cpuComparison {
      lines.append(
        "bench video case=playback-cpu \(playbackParameters) ours=\(fixed(oursCPU, 1)) "
          + "gst-launch=\(fixed(comparison.peerMedian, 1)) ratio=\(fixed(comparison.ratio, 2)) unit=%cpu")
    } else {
      lines.append("bench video case=playback-cpu \(playbackParameters) ours=\(fixed(oursCPU, 1)) unit=%cpu")
    }
    lines.append(
      "bench video case=dropped \(playbackParameters) ours=\(fixed(droppedPer10Seconds, 1)) unit=frames/10s")
    return lines
  }

  /// The table for people, ending with ``finalLines()``.
  func table() -> [String] {
    var lines = [
      "", "bench video: GStreamerVideoPlayer, frames into Cairo images; peer gst-launch-1.0 (the floor)", "",
    ]
    lines.append(
      "  " + pad("first frame", 28) + pad("median", 10, left: true) + pad("p90", 10, left: true) + "   goal")
    for (firstFrame, samples) in firstFrames {
      let median = SampleStatistics.median(samples)
      let name = "\(firstFrame.source.rawValue), \(firstFrame.width)×\(firstFrame.height) (ms)"
      lines.append(
        "  " + pad(name, 28) + pad(fixed(median, 1), 10, left: true)
          + pad(fixed(SampleStatistics.quantile(samples, 0.9), 1), 10, left: true)
          + "   ≤ \(fixed(Goal.firstFrameMilliseconds, 0)) \(median <= Goal.firstFrameMilliseconds ? "met" : "missed")"
      )
    }
    lines.append("")
    lines.append("  playback, 1080×1920 at 30 fps, \(seconds) s, from opening the file to its end:")
    lines.append(
      "  " + pad("round", 8) + pad("ours CPU %", 12, left: true) + pad("wall s", 9, left: true)
        + pad("rendered", 10, left: true) + pad("shown", 7, left: true) + pad("dropped", 9, left: true)
        + pad("peer CPU %", 12, left: true)
        + pad("wall s", 9, left: true) + pad("ratio", 8, left: true))
    for (index, run) in ours.enumerated() {
      let peerRun = index < peer.count ? peer[index] : nil
      lines.append(
        "  " + pad("\(index + 1)", 8) + pad(fixed(run.cpuPercent, 1), 12, left: true)
          + pad(fixed(run.wallSeconds, 2), 9, left: true)
          + pad(run.renderedFrames.map(String.init) ?? "–", 10, left: true)
          + pad(run.shownFrames.map(String.init) ?? "–", 7, left: true)
          + pad(run.droppedFrames.map(String.init) ?? "–", 9, left: true)
          + pad(peerRun.map { fixed($0.cpuPercent, 1) } ?? "–", 12, left: true)
          + pad(peerRun.map { fixed($0.wallSeconds, 2) } ?? "–", 9, left: true)
          + pad(peerRun.map { fixed(run.cpuPercent / $0.cpuPercent, 2) } ?? "–", 8, left: true))
    }
    if let comparison = cpuComparison {
      let met = comparison.ratio <= Goal.cpuRatio ? "met" : "missed"
      lines.append(
        "  CPU ratio ours/peer \(fixed(comparison.ratio, 2)) (\(comparison.spreadText())), goal ≤ "
          + "\(fixed(Goal.cpuRatio, 1)) \(met)")
    }
    let dropped = droppedPer10Seconds
    lines.append(
      "  dropped per 10 s \(fixed(dropped, 1)), goal \(fixed(Goal.droppedPer10Seconds, 0)) "
        + "\(dropped <= Goal.droppedPer10Seconds ? "met" : "missed")")
    lines.append(
      "  CPU: 100 % is one core busy. rendered: the sink's count at its last reading, shortly before")
    lines.append(
      "  the end; shown: distinct frames the main actor took, of \(seconds * VideoBenchClips.framesPerSecond); dropped: the sink's"
    )
    lines.append("  late frames plus the clip's frames never shown")
    for note in notes { lines.append("  note: \(note)") }
    lines.append("")
    return lines + finalLines()
  }
}
