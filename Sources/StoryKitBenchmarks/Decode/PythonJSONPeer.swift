import Foundation

/// `Benchmarks/peers/python_json_decode.py` reading the same file, asked for one batch of
/// `json.loads` calls at a time (the case `loads`).
///
/// Its ready line is `ready bytes=<document size>`; it needs nothing beyond the standard library.
struct PythonJSONPeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/python_json_decode.py"
  /// The case the script serves.
  static let caseName = "loads"

  /// The running script.
  let process: PeerProcess

  /// Starts the script on `file`; fails when it reads a different number of bytes than `bytes`.
  static func start(file: URL, bytes: Int) -> Result<PythonJSONPeer, PeerFailure> {
    switch PeerProcess.start(scriptPath, arguments: [file.path], name: "python") {
    case .success(let process):
      guard process.ready["bytes"].flatMap(Int.init) == bytes else {
        process.stop()
        return .failure(
          PeerFailure(note: "the python peer read \(process.ready["bytes"] ?? "?") bytes, not \(bytes)"))
      }
      return .success(PythonJSONPeer(process: process))
    case .failure(let failure):
      return .failure(failure)
    }
  }

  /// One batch of `runs` timed `json.loads` calls, in seconds.
  func batch(runs: Int) throws(PeerFailure) -> [Double] {
    try process.batch(Self.caseName, runs: runs)
  }
}
