import Foundation

/// The cube beside the still frame, in one run: how many still frames one frame of the cube costs
/// (the goal is at most one, a transition as cheap as standing still). Both scenes are drawn into
/// bitmaps of the same size, in interleaved batches (still, cube, still …); the ratio is the
/// median of the per-pair ratios.
@MainActor
struct PlayerStillComparison {
  let still: PlayerFrameScene
  let cube: PlayerFrameScene

  /// Prints its table; returns its final line, e.g.
  /// `bench player case=cube-vs-frame px=1170x2532 cube=… frame=… ratio=… unit=ms`.
  func run(pairs: Int, batch: Int, parameters: String) -> String {
    let batches = InterleavedBatches.run(
      rounds: max(1, pairs),
      sides: [
        { InterleavedBatches.time(runs: batch) { still.draw() } },
        { InterleavedBatches.time(runs: batch) { cube.draw() } },
      ])
    print("")
    print("bench player: cube-vs-frame, the cube frame beside the still frame, ours both, \(parameters)")
    guard
      let comparison = PairedComparison(ours: batches.sides[1], peer: batches.sides[0], figure: { $0 * 1e3 })
    else {
      print("  no pair was timed")
      return "bench player case=cube-vs-frame \(parameters) ratio=nan unit=ms"
    }
    print("  still \(fixed(comparison.peerMedian, 3)) ms, cube \(fixed(comparison.oursMedian, 3)) ms")
    print(
      "  ratio cube/still = \(fixed(comparison.ratio, 2)) (goal ≤ 1.00), \(comparison.spreadText()), "
        + "\(comparison.pairs) pairs")
    return "bench player case=cube-vs-frame \(parameters) cube=\(fixed(comparison.oursMedian, 3)) "
      + "frame=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2)) unit=ms"
  }
}
