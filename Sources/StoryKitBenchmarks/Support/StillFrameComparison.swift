import Foundation

/// A frame in motion beside the still frame of the same widget, in one run: how many still frames
/// one moving frame costs (the goal is at most one, motion as cheap as standing still). Both are
/// drawn into bitmaps of the same size, in interleaved batches (still, moving, still …); the
/// ratio is the median of the per-pair ratios.
@MainActor
struct StillFrameComparison {
  /// The bench, e.g. `player`.
  let bench: String
  /// The case's name on its final line, e.g. `cube-vs-frame`.
  let name: String
  /// The moving frame's name, e.g. `cube`.
  let moving: String
  let drawStill: () -> Void
  let drawMoving: () -> Void

  /// Prints its table; returns its final line, e.g.
  /// `bench player case=cube-vs-frame px=1170x2532 cube=… frame=… ratio=… unit=ms`.
  func run(pairs: Int, batch: Int, parameters: String) -> String {
    let batches = InterleavedBatches.run(
      rounds: max(1, pairs),
      sides: [
        { InterleavedBatches.time(runs: batch) { drawStill() } },
        { InterleavedBatches.time(runs: batch) { drawMoving() } },
      ])
    print("")
    print("bench \(bench): \(name), the \(moving) frame beside the still frame, ours both, \(parameters)")
    guard
      let comparison = PairedComparison(ours: batches.sides[1], peer: batches.sides[0], figure: { $0 * 1e3 })
    else {
      print("  no pair was timed")
      return "bench \(bench) case=\(name) \(parameters) ratio=nan unit=ms"
    }
    print("  still \(fixed(comparison.peerMedian, 3)) ms, \(moving) \(fixed(comparison.oursMedian, 3)) ms")
    print(
      "  ratio \(moving)/still = \(fixed(comparison.ratio, 2)) (goal ≤ 1.00), \(comparison.spreadText()), "
        + "\(comparison.pairs) pairs")
    return "bench \(bench) case=\(name) \(parameters) \(moving)=\(fixed(comparison.oursMedian, 3)) "
      + "still=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2)) unit=ms"
  }
}
