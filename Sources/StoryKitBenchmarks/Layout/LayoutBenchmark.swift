import Foundation
import StoryKitUI

/// `storykit bench layout [--runs N] [--row N] [--tree N] [--no-peer]`: layout time per node
/// beside the Taffy engine (through Python's `stretchable`), on the same two trees, in one run.
///
/// - `row`: a root `HContainer(spacing: 8, alignment: .leading)` with `.padding(16)` and `--row`
///   (1,000) children `View().width(72).height(96)`: 1,001 nodes.
/// - `tree`: a root `VContainer(spacing: 2, alignment: .leading)` with `.padding(4)` of `--tree`
///   (100) `HContainer(spacing: 2, alignment: .leading)` with `.padding(4)`, each of `--tree`
///   leaves `View().width(8).height(8)`: 1 + 100 + 100 × 100 = 10,101 nodes.
///
/// Each root is given the frame of its natural size (worked out arithmetically, and checked
/// against `fittingSize(for: .unbounded)`), and Taffy's root gets the same fixed size. Before
/// every run every node's measurement cache is dropped (`invalidateMeasurement()`, which also
/// marks it as needing layout) and the root is sent `setNeedsLayout()`; then only
/// `root.layoutIfNeeded()` is timed. Three warm-ups, then `--runs` (31) timed runs; the median.
///
/// The table ends with one DESIGN.md §5 line per case:
/// `bench layout case=tree nodes=10101 ours=… taffy=… ratio=… unit=us/node`.
public struct LayoutBenchmark: Sendable {
  /// The accepted range of ``runs`` and ``rowChildren``; values outside are clamped.
  public static let countRange = 1...100_000
  /// The accepted range of ``treeSide``; values outside are clamped.
  public static let treeSideRange = 1...1_000

  /// Timed runs per side and case, after ``warmUps`` untimed ones.
  public let runs: Int
  /// Children in the row case.
  public let rowChildren: Int
  /// Rows in the tree case, and leaves per row.
  public let treeSide: Int
  /// Whether to run the Taffy peer (`false` times ours alone, for profiling).
  public let usesPeer: Bool

  /// Untimed runs before the timed ones, on both sides.
  static let warmUps = 3

  /// A benchmark of the two trees; counts are clamped to ``countRange`` and ``treeSideRange``.
  public init(runs: Int = 31, rowChildren: Int = 1000, treeSide: Int = 100, usesPeer: Bool = true) {
    self.runs = runs.clamped(to: Self.countRange)
    self.rowChildren = rowChildren.clamped(to: Self.countRange)
    self.treeSide = treeSide.clamped(to: Self.treeSideRange)
    self.usesPeer = usesPeer
  }

  /// Runs the benchmark and prints its table; fails when the frames of the two engines disagree.
  @MainActor public func run() -> BenchmarkOutcome {
    runOnMainActor() == 0 ? .passed : .failed
  }

  @MainActor private func runOnMainActor() -> Int32 {
    let trees = [LayoutBenchTree.row(children: rowChildren), LayoutBenchTree.tree(side: treeSide)]
    var ours: [LayoutBenchResult] = []
    for tree in trees {
      printError("bench layout: timing ours, case \(tree.name), \(tree.nodes.count) nodes, \(runs) runs …")
      ours.append(measure(tree))
    }

    var peer: Result<[String: TaffyLayoutPeer.CaseResult], TaffyLayoutPeer.Failure>
    if usesPeer {
      printError("bench layout: timing taffy (\(TaffyLayoutPeer.scriptPath)), \(runs) runs per case …")
      peer = TaffyLayoutPeer.run(runs: runs, rowChildren: rowChildren, treeSide: treeSide)
    } else {
      peer = .failure(TaffyLayoutPeer.Failure(note: "left out by --no-peer"))
    }
    return report(trees: trees, ours: ours, peer: peer)
  }

  /// Warm-ups, then timed relayouts of the whole tree with every cache dropped first.
  @MainActor private func measure(_ tree: LayoutBenchTree) -> LayoutBenchResult {
    let root = tree.root
    let natural = root.fittingSize(for: .unbounded)
    root.frame = Rect(origin: .zero, size: tree.size)
    root.prepareIfNeeded()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for run in 0..<(Self.warmUps + runs) {
      for view in tree.nodes { view.invalidateMeasurement() }
      root.setNeedsLayout()
      let start = clock.now
      root.layoutIfNeeded()
      let elapsed = clock.now - start
      guard run >= Self.warmUps else { continue }
      samples.append(elapsed.seconds)
    }
    let frames = tree.named.map { LayoutBenchFrame(node: $0.0, rect: $0.1.frame) }
    return LayoutBenchResult(
      medianSeconds: BenchMeasurement.median(samples), nodes: tree.nodes.count, frames: frames,
      natural: natural)
  }

  /// Prints the table and the final lines; returns 1 on a frame mismatch.
  @MainActor private func report(
    trees: [LayoutBenchTree], ours: [LayoutBenchResult],
    peer: Result<[String: TaffyLayoutPeer.CaseResult], TaffyLayoutPeer.Failure>
  ) -> Int32 {
    var mismatches: [String] = []
    print("")
    print("bench layout: median of \(runs) runs after \(Self.warmUps) warm-ups, per side and case")
    for tree in trees { print("  \(tree.name): \(tree.summary)") }
    print("  ours:  before each run invalidateMeasurement() on every node and root.setNeedsLayout();")
    print("         timed: root.layoutIfNeeded() (measure + place every node)")
    print("  taffy: before each run node_mark_dirty on every node; timed: node_compute_layout(root)")
    print("")

    for (tree, result) in zip(trees, ours) where !result.natural.isClose(to: tree.size) {
      mismatches.append("\(tree.name): our natural size \(result.natural) is not the expected \(tree.size)")
    }
    let peerCases: [String: TaffyLayoutPeer.CaseResult]
    switch peer {
    case .success(let cases):
      peerCases = cases
      var compared = 0
      for (tree, result) in zip(trees, ours) {
        guard let taffy = cases[tree.name] else {
          mismatches.append("\(tree.name): the taffy peer printed no result for this case")
          continue
        }
        if taffy.nodes != result.nodes {
          mismatches.append("\(tree.name): taffy laid out \(taffy.nodes) nodes, ours \(result.nodes)")
        }
        for frame in result.frames {
          guard let other = taffy.frames.first(where: { $0.node == frame.node }) else {
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
      peerCases = [:]
      print("  note: taffy peer omitted: \(failure.note)")
      print("  frames check: not made (no peer); natural sizes checked only")
    }
    for line in mismatches {
      print("  FRAME MISMATCH: \(line)")
      printError("bench layout: FRAME MISMATCH: \(line)")
    }
    print("")
    print(
      "  " + pad("case", 6) + pad("nodes", 7, left: true) + pad("ours ms", 11, left: true)
        + pad("ours us/node", 14, left: true) + pad("taffy ms", 11, left: true)
        + pad("taffy us/node", 15, left: true) + pad("ratio", 8, left: true))
    var lines: [String] = []
    for (tree, result) in zip(trees, ours) {
      let taffy = peerCases[tree.name]
      let ratio = taffy.map { result.microsecondsPerNode / $0.microsecondsPerNode }
      print(
        "  " + pad(tree.name, 6) + pad(String(result.nodes), 7, left: true)
          + pad(fixed(result.medianSeconds * 1e3, 3), 11, left: true)
          + pad(fixed(result.microsecondsPerNode, 4), 14, left: true)
          + pad(taffy.map { fixed($0.milliseconds, 3) } ?? "-", 11, left: true)
          + pad(taffy.map { fixed($0.microsecondsPerNode, 4) } ?? "-", 15, left: true)
          + pad(ratio.map { fixed($0, 2) } ?? "-", 8, left: true))
      var line =
        "bench layout case=\(tree.name) nodes=\(result.nodes) ours=\(fixed(result.microsecondsPerNode, 4))"
      if let taffy, let ratio {
        line += " taffy=\(fixed(taffy.microsecondsPerNode, 4)) ratio=\(fixed(ratio, 2))"
      }
      lines.append(line + " unit=us/node")
    }
    print("")
    print("  us/node = median time of one whole-tree layout / nodes; ratio = ours / taffy, lower is better")
    print("")
    for line in lines { print(line) }
    return mismatches.isEmpty ? 0 : 1
  }

}

/// One of the benchmark's trees, built (untimed) with the layout DSL.
@MainActor
struct LayoutBenchTree {
  /// The case name, `row` or `tree`, shared with the peer.
  var name: String
  var root: StackView
  /// Every node, the root included.
  var nodes: [View]
  /// The nodes whose frames are compared with the peer's, by the peer's names.
  var named: [(String, View)]
  /// The root's natural size, which both engines are given as the root's fixed size.
  var size: Size
  /// What the tree is, for the table.
  var summary: String

  /// `HContainer(spacing: 8, alignment: .leading) { children × View().width(72).height(96) }.padding(16)`.
  static func row(children count: Int) -> LayoutBenchTree {
    let children = (0..<count).map { _ in View().width(72).height(96) }
    let root = HContainer(spacing: 8, alignment: .leading) { children }.padding(16)
    let width = 2 * 16 + Double(count) * 72 + Double(count - 1) * 8
    return LayoutBenchTree(
      name: "row", root: root, nodes: [root] + children,
      named: [("root", root), ("first", children[0]), ("last", children[count - 1])],
      size: Size(width: width, height: 2 * 16 + 96),
      summary: "HContainer(spacing 8, padding 16, leading) of \(count) children 72×96; "
        + "root fixed at its natural \(Int(width))×128")
  }

  /// `VContainer(spacing: 2, alignment: .leading) { side × HContainer(spacing: 2, alignment:
  /// .leading) { side × View().width(8).height(8) }.padding(4) }.padding(4)`.
  static func tree(side: Int) -> LayoutBenchTree {
    var nodes: [View] = []
    var rows: [StackView] = []
    var leaves: [[View]] = []
    for _ in 0..<side {
      let rowLeaves = (0..<side).map { _ in View().width(8).height(8) }
      let row = HContainer(spacing: 2, alignment: .leading) { rowLeaves }.padding(4)
      rows.append(row)
      leaves.append(rowLeaves)
      nodes.append(row)
      nodes.append(contentsOf: rowLeaves)
    }
    let root = VContainer(spacing: 2, alignment: .leading) { rows.map { $0 as View } }.padding(4)
    let rowWidth = 2 * 4 + Double(side) * 8 + Double(side - 1) * 2
    let size = Size(width: 2 * 4 + rowWidth, height: 2 * 4 + Double(side) * 16 + Double(side - 1) * 2)
    return LayoutBenchTree(
      name: "tree", root: root, nodes: [root] + nodes,
      named: [
        ("root", root), ("row.first", rows[0]), ("row.last", rows[side - 1]),
        ("row.first.leaf.first", leaves[0][0]), ("row.last.leaf.last", leaves[side - 1][side - 1]),
      ],
      size: size,
      summary: "VContainer(spacing 2, padding 4, leading) of \(side) HContainer(spacing 2, padding 4, "
        + "leading) of \(side) leaves 8×8; root fixed at its natural \(Int(size.width))×\(Int(size.height))")
  }
}

/// Our side's figures for one case.
struct LayoutBenchResult {
  var medianSeconds: Double
  var nodes: Int
  var frames: [LayoutBenchFrame]
  /// `root.fittingSize(for: .unbounded)`, checked against the size the root is given.
  var natural: Size

  var microsecondsPerNode: Double { medianSeconds * 1e6 / Double(nodes) }
}

/// A node's frame relative to its parent, by the name both sides use.
struct LayoutBenchFrame {
  var node: String
  var rect: Rect
}

extension Size {
  fileprivate func isClose(to other: Size) -> Bool {
    abs(width - other.width) <= 1e-3 && abs(height - other.height) <= 1e-3
  }
}

extension Rect {
  fileprivate func isClose(to other: Rect) -> Bool {
    abs(origin.x - other.origin.x) <= 1e-3 && abs(origin.y - other.origin.y) <= 1e-3
      && size.isClose(to: other.size)
  }

  /// `x,y w×h` with plain numbers.
  var text: String {
    "\(fixed(origin.x, 2)),\(fixed(origin.y, 2)) \(fixed(size.width, 2))×\(fixed(size.height, 2))"
  }
}
