import Foundation

/// One side's timing: the median of several runs over a document of `bytes` bytes.
struct BenchMeasurement {
  /// The median wall time of one decode, in seconds.
  var medianSeconds: Double
  /// The document size in bytes.
  var bytes: Int

  /// Throughput in MB/s, with MB = 10^6 bytes.
  var megabytesPerSecond: Double { Double(bytes) / 1e6 / medianSeconds }
  /// The median in milliseconds.
  var milliseconds: Double { medianSeconds * 1e3 }

  /// The median of `samples` (the mean of the middle two for an even count).
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Runs `Benchmarks/peers/python_json_decode.py` on the same file and reads its one-line answer.
///
/// The script prints `mbps=<MB/s> ms=<median ms> bytes=<size>`. When python3 is missing or the
/// script fails, ``run(file:runs:)`` returns a note saying why instead of a measurement.
enum BenchPythonPeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/python_json_decode.py"

  /// The peer's measurement, or a note for the reader when there is none.
  static func run(file: URL, runs: Int) -> Result<BenchMeasurement, PeerFailure> {
    let text: String
    switch PeerScript.runPython(
      scriptPath, arguments: [file.path, String(runs)], peer: "python", setupHint: "")
    {
    case .success(let output): text = output
    case .failure(let failure): return .failure(PeerFailure(note: failure.note))
    }
    let fields = PeerScript.lastFields(withKey: "ms", in: text)
    guard let milliseconds = fields?["ms"].flatMap(Double.init),
      let bytes = fields?["bytes"].flatMap(Double.init),
      milliseconds > 0
    else {
      let note = "the python peer printed no \"ms=… bytes=…\" line: \(text.prefix(200))"
      return .failure(PeerFailure(note: note))
    }
    return .success(BenchMeasurement(medianSeconds: milliseconds / 1e3, bytes: Int(bytes)))
  }

  /// Why the peer has no figure.
  struct PeerFailure: Error {
    /// A sentence for the table.
    var note: String
  }
}
