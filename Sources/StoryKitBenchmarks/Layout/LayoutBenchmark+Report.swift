import Foundation
import StoryKitUI

/// The table and the final lines of `storykit-bench layout`.
extension LayoutBenchmark {
  /// Checks the frames, prints the table and the final lines; fails on a frame mismatch.
  @MainActor func report(
    trees: [LayoutBenchTree], cases: [LayoutBenchCase], peer: Result<TaffyLayoutPeer, PeerFailure>
  ) -> BenchmarkOutcome {
    print("")
    print(
      "bench layout: \(pairs) pairs per case of \(batch) runs per side, interleaved (ours, taffy, ours, "
        + "taffy …), after \(Self.warmUps) warm-ups per side")
    for tree in trees { print("  \(tree.name): \(tree.summary)") }
    print("  ours:  before each run invalidateMeasurement() on every node and root.setNeedsLayout();")
    print("         timed: root.layoutIfNeeded() (measure + place every node)")
    print("  taffy: before each run node_mark_dirty on every node; timed: node_compute_layout(root)")
    print("")
    let mismatches = frameMismatches(trees: trees, cases: cases, peer: peer)
    for line in mismatches {
      print("  FRAME MISMATCH: \(line)")
      printError("bench layout: FRAME MISMATCH: \(line)")
    }
    print("")
    print(
      "  " + pad("case", 6) + pad("nodes", 7, left: true) + pad("ours us/node", 14, left: true)
        + pad("taffy us/node", 15, left: true) + pad("ratio", 8, left: true)
        + "   spread of the per-pair ratios")
    var lines: [String] = []
    for (tree, result) in zip(trees, cases) {
      let comparison = result.comparison
      let ours = comparison?.oursMedian ?? result.oursMedian
      print(
        "  " + pad(tree.name, 6) + pad(String(result.nodes), 7, left: true)
          + pad(fixed(ours, 4), 14, left: true)
          + pad(comparison.map { fixed($0.peerMedian, 4) } ?? "-", 15, left: true)
          + pad(comparison.map { fixed($0.ratio, 2) } ?? "-", 8, left: true) + "   "
          + (comparison?.spreadText() ?? "-"))
      var line = "bench layout case=\(tree.name) nodes=\(result.nodes) ours=\(fixed(ours, 4))"
      if let comparison {
        line += " taffy=\(fixed(comparison.peerMedian, 4)) ratio=\(fixed(comparison.ratio, 2))"
      }
      lines.append(line + " unit=us/node")
    }
    print("")
    print("  us/node: median run of the whole tree / nodes, over every run of the side (lower is better)")
    print("  ratio: the median of the per-pair ratios ours_i / taffy_i, each side's batch median in a pair;")
    print("  IQR: their 25th to 75th percentile; below 1.00 ours is faster")
    print("")
    for line in lines { print(line) }
    return mismatches.isEmpty ? .passed : .failed
  }

  /// Our natural sizes against the expected ones, and our frames against Taffy's. Prints what
  /// was checked; returns the mismatches.
  @MainActor private func frameMismatches(
    trees: [LayoutBenchTree], cases: [LayoutBenchCase], peer: Result<TaffyLayoutPeer, PeerFailure>
  ) -> [String] {
    var mismatches: [String] = []
    for (tree, result) in zip(trees, cases) where !result.natural.isClose(to: tree.size) {
      mismatches.append("\(tree.name): our natural size \(result.natural) is not the expected \(tree.size)")
    }
    switch peer {
    case .success(let taffy):
      var compared = 0
      for (tree, result) in zip(trees, cases) {
        if let failure = result.peerFailure { print("  note: taffy stopped during \(tree.name): \(failure)") }
        if taffy.nodes[tree.name] != result.nodes {
          let count = taffy.nodes[tree.name].map(String.init) ?? "no"
          mismatches.append("\(tree.name): taffy has \(count) nodes, ours \(result.nodes)")
        }
        for frame in result.frames {
          guard let other = taffy.frames[tree.name]?.first(where: { $0.node == frame.node }) else {
            mismatches.append("\(tree.name) \(frame.node): no frame from taffy")
            continue
          }
          compared += 1
          if !frame.rect.isClose(to: other.rect) {
            mismatches.append("\(tree.name) \(frame.node): ours \(frame.rect.text), taffy \(other.rect.text)")
          }
        }
      }
      if mismatches.isEmpty {
        print(
          "  frames check: \(compared) of \(compared) frames agree with taffy (root, first and last nodes)")
      }
    case .failure(let failure):
      print("  note: taffy peer omitted: \(failure.note)")
      print("  frames check: not made (no peer); natural sizes checked only")
    }
    return mismatches
  }
}
