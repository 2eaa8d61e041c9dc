import Foundation
import StoryKitUI

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

/// A node's frame relative to its parent, by the name both sides use.
struct LayoutBenchFrame {
  var node: String
  var rect: Rect
}

extension Size {
  func isClose(to other: Size) -> Bool {
    abs(width - other.width) <= 1e-3 && abs(height - other.height) <= 1e-3
  }
}

extension Rect {
  func isClose(to other: Rect) -> Bool {
    abs(origin.x - other.origin.x) <= 1e-3 && abs(origin.y - other.origin.y) <= 1e-3
      && size.isClose(to: other.size)
  }

  /// `x,y w×h` with plain numbers.
  var text: String {
    "\(fixed(origin.x, 2)),\(fixed(origin.y, 2)) \(fixed(size.width, 2))×\(fixed(size.height, 2))"
  }
}
