import Foundation
import StoryKitUI

/// `Benchmarks/peers/taffy_layout.py` (Taffy through `stretchable`, in its own venv) running the
/// same trees, asked for one batch at a time.
///
/// Before its `ready row=<nodes> tree=<nodes>` line the script prints, per case and compared
/// node, `frame case=<case> node=<name> x=… y=… w=… h=…`, the frames Taffy computed.
struct TaffyLayoutPeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/taffy_layout.py"

  /// The running script.
  let process: PeerProcess
  /// The node count of each case, by case name.
  let nodes: [String: Int]
  /// Taffy's frames of the compared nodes, by case name.
  let frames: [String: [LayoutBenchFrame]]

  /// Starts the script on trees of these sizes and reads its frames.
  static func start(rowChildren: Int, treeSide: Int) -> Result<TaffyLayoutPeer, PeerFailure> {
    PeerProcess.start(
      scriptPath, arguments: ["--row", String(rowChildren), "--tree", String(treeSide)], name: "taffy",
      setupHint: "stretchable could not be installed from PyPI"
    ).map { process in
      var nodes: [String: Int] = [:]
      for (name, value) in process.ready { nodes[name] = Int(value) }
      return TaffyLayoutPeer(process: process, nodes: nodes, frames: parseFrames(process.preamble))
    }
  }

  /// Reads the `frame …` lines.
  static func parseFrames(_ lines: [String]) -> [String: [LayoutBenchFrame]] {
    var frames: [String: [LayoutBenchFrame]] = [:]
    for line in lines where line.hasPrefix("frame ") {
      let fields = PeerScript.fields(of: line)
      guard let name = fields["case"], let node = fields["node"], let x = fields["x"].flatMap(Double.init),
        let y = fields["y"].flatMap(Double.init), let width = fields["w"].flatMap(Double.init),
        let height = fields["h"].flatMap(Double.init)
      else { continue }
      frames[name, default: []].append(
        LayoutBenchFrame(node: node, rect: Rect(x: x, y: y, width: width, height: height)))
    }
    return frames
  }
}
