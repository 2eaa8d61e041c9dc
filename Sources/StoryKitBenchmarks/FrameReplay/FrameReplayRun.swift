import Foundation
import StoryKitUI

/// What one run of a ``FrameReplayCase`` found, and its table.
@MainActor
struct FrameReplayRun<Scene: FrameReplayScene> {
  let `case`: FrameReplayCase<Scene>
  let replay: CairoReplay
  let pairs: Int
  let batch: Int
  /// Our batches (seconds per frame).
  var ours: [[Double]] = []
  /// Ours beside the replay, when the replay ran.
  var comparison: PairedComparison?
  /// The replay program as it reported itself.
  var peerInfo: CairoReplayPeer?
  /// Why the replay has no figures, if it has none.
  var peerNote: String?
  var pixelCheck: ReplayPixelCheck?
  /// Failed checks: each fails the case.
  var problems: [String] = []

  init(case: FrameReplayCase<Scene>, replay: CairoReplay, pairs: Int, batch: Int) {
    self.case = `case`
    self.replay = replay
    self.pairs = pairs
    self.batch = batch
  }

  /// Prints the table; returns the final line and whether every check held.
  func report() -> (line: String, passed: Bool) {
    let bitmap = `case`.scene.bitmap
    let oursMedian = comparison?.oursMedian ?? SampleStatistics.median(ours.flatMap { $0 }) * 1e3
    print("")
    print(
      "bench \(Scene.benchmarkName): \(`case`.name), a \(Int(bitmap.size.width)) × \(Int(bitmap.size.height)) pt "
        + "\(Scene.viewName) at "
        + "\(Int(bitmap.scale))x = \(bitmap.pixelWidth)×\(bitmap.pixelHeight) px; \(`case`.summary)")
    print(
      "  ours: Bitmap.render(\(Scene.viewVariable)) into one reused bitmap, the draw alone (laid out once)")
    print("  replay: \(CairoReplayPeer.sourcePath) (cc -O2), the Cairo and Pango calls CairoCanvas makes for")
    print("    the frame recorded from ours: \(commandSummary)")
    if let info = peerInfo { print("    \(info.versions); 3 warm-up frames") }
    print("  \(pairs) pairs of \(batch) frames per side, interleaved (ours, replay, ours …)")
    print("")
    print(
      "  " + pad("side", 10) + pad("median ms", 11, left: true) + pad("fps", 8, left: true)
        + "   what is timed")
    print(
      "  " + pad("ours", 10) + pad(fixed(oursMedian, 3), 11, left: true)
        + pad(fixed(1000 / oursMedian, 0), 8, left: true) + "   view tree, CairoCanvas, Cairo, Pango")
    var line =
      "bench \(Scene.benchmarkName) case=\(`case`.name) \(`case`.parameters) ours=\(fixed(oursMedian, 3))"
    if let comparison {
      print(
        "  " + pad("replay", 10) + pad(fixed(comparison.peerMedian, 3), 11, left: true)
          + pad(fixed(1000 / comparison.peerMedian, 0), 8, left: true)
          + "   the same Cairo and Pango calls, from C")
      print("")
      print(
        "  ratio ours/replay = \(fixed(comparison.ratio, 2)) (goal ≤ 1.30; 1.00 is the floor), the median of")
      print("  the per-pair ratios; \(comparison.spreadText()); a 120 Hz frame is 8.3 ms")
      line += " replay=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2))"
    } else {
      print("  " + pad("replay", 10) + pad("-", 11, left: true) + pad("", 8) + "   not measured")
      print("")
      print("  note: replay omitted: \(peerNote ?? "no pairs")")
    }
    if let note = peerNote, comparison != nil { print("  note: \(note)") }
    if let pixelCheck { print("  pixel check: \(pixelCheck.summary)") }
    for problem in problems {
      print("  FRAME CHECK FAILED: \(problem)")
      printError("bench \(Scene.benchmarkName): FRAME CHECK FAILED: \(problem)")
    }
    return (line + " unit=ms", problems.isEmpty)
  }

  /// `81 commands (10 strokes, …); 5 images, 6 layouts, 1 gradient`.
  var commandSummary: String {
    var counts: [String: Int] = [:]
    for command in replay.commands {
      switch command {
      case .stroke: counts["strokes", default: 0] += 1
      case .fill: counts["fills", default: 0] += 1
      case .text: counts["texts", default: 0] += 1
      case .image: counts["images", default: 0] += 1
      case .clip: counts["clips", default: 0] += 1
      case .transform: counts["transforms", default: 0] += 1
      case .pushGroup: counts["groups", default: 0] += 1
      default: break
      }
    }
    let kinds = ["fills", "strokes", "texts", "images", "clips", "transforms", "groups"]
      .map { "\(counts[$0, default: 0]) \($0)" }.joined(separator: ", ")
    return "\(replay.commands.count) commands (\(kinds)); \(replay.images.count) images, "
      + "\(replay.texts.count) layouts, \(replay.gradients.count) gradients"
  }
}
