import Foundation
import StoryKitUI

/// `storykit-bench layout`: layout time per node beside the Taffy engine (through Python's
/// `stretchable`), on the same two trees, in one run.
///
/// - `row`: a root `HContainer(spacing: 8, alignment: .leading)` with `.padding(16)` and
///   ``rowChildren`` (1,000) children `View().width(72).height(96)`: 1,001 nodes.
/// - `tree`: a root `VContainer(spacing: 2, alignment: .leading)` with `.padding(4)` of
///   ``treeSide`` (100) `HContainer(spacing: 2, alignment: .leading)` with `.padding(4)`, each of
///   ``treeSide`` leaves `View().width(8).height(8)`: 1 + 100 + 100 × 100 = 10,101 nodes.
///
/// Each root is given the frame of its natural size (worked out arithmetically, and checked
/// against `fittingSize(for: .unbounded)`), and Taffy's root gets the same fixed size. Before
/// every run every node's measurement cache is dropped (`invalidateMeasurement()`, which also
/// marks it as needing layout) and the root is sent `setNeedsLayout()`; then only
/// `root.layoutIfNeeded()` is timed. After three warm-ups on each side, ``pairs`` batches of
/// ``batch`` runs alternate with Taffy's (``InterleavedBatches``); the ratio is the median of the
/// per-pair ratios (``PairedComparison``).
///
/// The table ends with one DESIGN.md §5 line per case:
/// `bench layout case=tree nodes=10101 ours=… taffy=… ratio=… unit=us/node`.
///
/// ```swift
/// let outcome = LayoutBenchmark(pairs: 31, batch: 3).run()
/// ```
package struct LayoutBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "layout"
  package static let synopsis = "[--pairs N] [--batch N] [--row N] [--tree N] [--no-peer]"
  package static let summary = "layout time per node beside Taffy"
  /// The accepted range of ``pairs``, ``batch`` and ``rowChildren``; values outside are clamped.
  package static let countRange = 1...100_000
  /// The accepted range of ``treeSide``; values outside are clamped.
  package static let treeSideRange = 1...1_000

  /// Batches per side and case; each of ours is followed by one of Taffy's.
  package let pairs: Int
  /// Timed runs per batch.
  package let batch: Int
  /// Children in the row case.
  package let rowChildren: Int
  /// Rows in the tree case, and leaves per row.
  package let treeSide: Int
  /// Whether to run the Taffy peer (`false` times ours alone, for profiling).
  package let usesPeer: Bool

  /// Untimed runs before the timed ones, on both sides.
  static let warmUps = 3

  /// A benchmark of the two trees; counts are clamped to ``countRange`` and ``treeSideRange``.
  package init(
    pairs: Int = 21, batch: Int = 3, rowChildren: Int = 1000, treeSide: Int = 100, usesPeer: Bool = true
  ) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.rowChildren = rowChildren.clamped(to: Self.countRange)
    self.treeSide = treeSide.clamped(to: Self.treeSideRange)
    self.usesPeer = usesPeer
  }

  /// Runs the benchmark and prints its table; fails when the frames of the two engines disagree.
  @MainActor package func run() -> BenchmarkOutcome {
    let trees = [LayoutBenchTree.row(children: rowChildren), LayoutBenchTree.tree(side: treeSide)]
    var peer: Result<TaffyLayoutPeer, PeerFailure> = .failure(PeerFailure(note: "left out by --no-peer"))
    if usesPeer {
      printError("bench layout: starting taffy (\(TaffyLayoutPeer.scriptPath)) …")
      peer = TaffyLayoutPeer.start(rowChildren: rowChildren, treeSide: treeSide)
    }
    var cases: [LayoutBenchCase] = []
    for tree in trees {
      printError(
        "bench layout: case \(tree.name), \(tree.nodes.count) nodes, \(pairs) pairs of \(batch) runs "
          + "per side, interleaved …")
      cases.append(measure(tree, peer: try? peer.get()))
    }
    if case .success(let taffy) = peer { taffy.process.stop() }
    return report(trees: trees, cases: cases, peer: peer)
  }

  /// Warm-ups, then ``pairs`` rounds of one batch of ours and one of the peer's.
  @MainActor private func measure(_ tree: LayoutBenchTree, peer: TaffyLayoutPeer?) -> LayoutBenchCase {
    let root = tree.root
    let natural = root.fittingSize(for: .unbounded)
    root.frame = Rect(origin: .zero, size: tree.size)
    root.prepareIfNeeded()
    let prepare = {
      for view in tree.nodes { view.invalidateMeasurement() }
      root.setNeedsLayout()
    }
    _ = InterleavedBatches.time(runs: Self.warmUps, prepare: prepare) { root.layoutIfNeeded() }
    var sides: [() throws -> [Double]] = [
      { InterleavedBatches.time(runs: batch, prepare: prepare) { root.layoutIfNeeded() } }
    ]
    if let peer {
      sides.append { try peer.process.batch(tree.name, runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: pairs, sides: sides)
    let frames = tree.named.map { LayoutBenchFrame(node: $0.0, rect: $0.1.frame) }
    return LayoutBenchCase(
      nodes: tree.nodes.count, ours: batches.sides[0], peer: batches.sides.count > 1 ? batches.sides[1] : [],
      peerFailure: batches.failures.count > 1 ? batches.failures[1] : nil, frames: frames, natural: natural)
  }
}

/// One case's measurements: both sides' batches, our frames and natural size.
struct LayoutBenchCase {
  var nodes: Int
  /// Our batches (run times in seconds).
  var ours: [[Double]]
  /// The peer's batches, in step with ours; empty without a peer.
  var peer: [[Double]]
  /// Why the peer stopped during this case, if it did.
  var peerFailure: String?
  var frames: [LayoutBenchFrame]
  /// `root.fittingSize(for: .unbounded)`, checked against the size the root is given.
  var natural: Size

  /// Seconds for the whole tree to microseconds per node.
  func microsecondsPerNode(_ seconds: Double) -> Double { seconds * 1e6 / Double(nodes) }

  /// The median of all our runs, in µs per node.
  var oursMedian: Double { SampleStatistics.median(ours.joined().map(microsecondsPerNode)) }

  /// Ours beside the peer, pair by pair; `nil` without a peer.
  var comparison: PairedComparison? {
    guard peerFailure == nil else { return nil }
    return PairedComparison(ours: ours, peer: peer, figure: microsecondsPerNode)
  }
}
