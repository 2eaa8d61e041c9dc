import Foundation
import StoryKitUI

/// Runs `Benchmarks/peers/taffy_layout.py` (Taffy through `stretchable`, in its own venv) on the
/// same trees and reads its answer.
///
/// The script prints, per case, `frame case=<case> node=<name> x=… y=… w=… h=…` lines and one
/// `case=<case> nodes=<count> runs=<runs> ms=<median ms> us_per_node=<…>` line. When python3 is
/// missing, the venv cannot be set up or the script fails, ``run(runs:rowChildren:treeSide:)``
/// returns a note saying why instead of figures.
enum TaffyLayoutPeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/taffy_layout.py"

  /// One case's figures from the peer.
  struct CaseResult {
    var nodes: Int
    var milliseconds: Double
    var frames: [LayoutBenchFrame]

    var microsecondsPerNode: Double { milliseconds * 1e3 / Double(nodes) }
  }

  /// Why the peer has no figures.
  struct Failure: Error {
    /// A sentence for the table.
    var note: String
  }

  /// The peer's figures by case name, or a note for the reader when there are none.
  static func run(runs: Int, rowChildren: Int, treeSide: Int) -> Result<[String: CaseResult], Failure> {
    let arguments = ["--runs", String(runs), "--row", String(rowChildren), "--tree", String(treeSide)]
    let text: String
    switch PeerScript.runPython(
      scriptPath, arguments: arguments, peer: "taffy",
      setupHint: "stretchable could not be installed from PyPI")
    {
    case .success(let output): text = output
    case .failure(let failure): return .failure(Failure(note: failure.note))
    }
    let cases = parse(text)
    guard !cases.isEmpty else {
      return .failure(Failure(note: "the taffy peer printed no \"case=… ms=…\" line: \(text.prefix(200))"))
    }
    return .success(cases)
  }

  /// Reads the `frame …` and `case=…` lines.
  static func parse(_ text: String) -> [String: CaseResult] {
    var frames: [String: [LayoutBenchFrame]] = [:]
    var cases: [String: CaseResult] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      var fields: [String: String] = [:]
      for field in line.split(separator: " ") {
        guard let equals = field.firstIndex(of: "=") else { continue }
        fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
      }
      guard let name = fields["case"] else { continue }
      if line.hasPrefix("frame ") {
        guard let node = fields["node"], let x = fields["x"].flatMap(Double.init),
          let y = fields["y"].flatMap(Double.init), let width = fields["w"].flatMap(Double.init),
          let height = fields["h"].flatMap(Double.init)
        else { continue }
        frames[name, default: []].append(
          LayoutBenchFrame(node: node, rect: Rect(x: x, y: y, width: width, height: height)))
      } else if let nodes = fields["nodes"].flatMap(Int.init),
        let milliseconds = fields["ms"].flatMap(Double.init),
        nodes > 0, milliseconds > 0
      {
        cases[name] = CaseResult(nodes: nodes, milliseconds: milliseconds, frames: [])
      }
    }
    for name in cases.keys { cases[name]?.frames = frames[name] ?? [] }
    return cases
  }
}
