import Foundation

/// `Benchmarks/peers/python_json_decode.py` reading the same file, asked for one batch of
/// `json.loads` (the case `loads`) or `orjson.loads` (the case `orjson`) calls at a time.
///
/// Its ready line is `ready bytes=<document size> orjson=<version or "missing">`; orjson comes from
/// PyPI into the script's own venv on first use.
struct PythonJSONPeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/python_json_decode.py"
  /// The standard library's case.
  static let caseName = "loads"
  /// orjson's case.
  static let orjsonCaseName = "orjson"

  /// The running script.
  let process: PeerProcess

  /// orjson's version, or `nil` when the script could not install it.
  var orjsonVersion: String? {
    process.ready["orjson"].flatMap { $0 == "missing" ? nil : $0 }
  }

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

  /// One batch of `runs` timed `orjson.loads` calls, in seconds.
  func orjsonBatch(runs: Int) throws(PeerFailure) -> [Double] {
    try process.batch(Self.orjsonCaseName, runs: runs)
  }
}
