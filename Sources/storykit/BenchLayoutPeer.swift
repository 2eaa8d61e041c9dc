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
    guard let python = PeerScript.executable(named: "python3") else {
      return .failure(Failure(note: "python3 was not found on PATH"))
    }
    guard let script = PeerScript.find(scriptPath) else {
      return .failure(Failure(note: "\(scriptPath) was not found (run from the repository root)"))
    }
    let process = Process()
    process.executableURL = python
    process.arguments = [
      script.path, "--runs", String(runs), "--row", String(rowChildren), "--tree", String(treeSide),
    ]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return .failure(Failure(note: "python3 could not be started: \(error.localizedDescription)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      let why = process.terminationStatus == 3 ? " (stretchable could not be installed from PyPI)" : ""
      return .failure(Failure(note: "the taffy peer exited with status \(process.terminationStatus)\(why)"))
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
