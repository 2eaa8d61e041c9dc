import Foundation

/// Runs `Benchmarks/peers/pillow_decode.py` (Pillow in its own venv) on the same JPEG file and
/// reads its one-line answer.
///
/// The script prints `ms=<median> convert_ms=<median> width=… height=… mode=… bytes=… runs=…
/// pillow=<version> libjpeg=<version> center=<r>,<g>,<b>`. When python3 is missing, the venv or
/// pip fails, or the script fails, ``run(file:runs:)`` returns a note saying why instead.
enum PillowDecodePeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/pillow_decode.py"

  /// The peer's figures.
  struct Measurement {
    /// Median milliseconds of `Image.open(BytesIO(data))` + `load()`.
    var milliseconds: Double
    /// Median milliseconds with `convert("RGBA")` added; `nil` if not printed.
    var convertMilliseconds: Double?
    var width: Int
    var height: Int
    /// Pillow's image mode (`RGB` for a colour JPEG).
    var mode: String
    /// The Pillow version.
    var pillow: String
    /// The libjpeg(-turbo) version Pillow was built with.
    var libjpeg: String
    /// The decoded pixel at the centre, `r,g,b`.
    var center: (red: Int, green: Int, blue: Int)?
  }

  /// Why the peer has no figure.
  struct Failure: Error {
    /// A sentence for the table.
    var note: String
  }

  /// The peer's measurement, or a note for the reader when there is none.
  static func run(file: URL, runs: Int) -> Result<Measurement, Failure> {
    let text: String
    let hint = "the venv Benchmarks/.venv-pillow could not be made or Pillow could not be installed from PyPI"
    switch PeerScript.runPython(
      scriptPath, arguments: [file.path, String(runs)], peer: "pillow", setupHint: hint)
    {
    case .success(let output): text = output
    case .failure(let failure): return .failure(Failure(note: failure.note))
    }
    guard let fields = PeerScript.lastFields(withKey: "ms", in: text),
      let milliseconds = fields["ms"].flatMap(Double.init),
      milliseconds > 0, let width = fields["width"].flatMap(Int.init),
      let height = fields["height"].flatMap(Int.init)
    else {
      return .failure(
        Failure(note: "the pillow peer printed no \"ms=… width=… height=…\" line: \(text.prefix(200))"))
    }
    let center = fields["center"].flatMap { text -> (Int, Int, Int)? in
      let parts = text.split(separator: ",").compactMap { Int($0) }
      return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }
    return .success(
      Measurement(
        milliseconds: milliseconds, convertMilliseconds: fields["convert_ms"].flatMap(Double.init),
        width: width, height: height, mode: fields["mode"] ?? "?", pillow: fields["pillow"] ?? "?",
        libjpeg: fields["libjpeg"] ?? "?", center: center.map { (red: $0.0, green: $0.1, blue: $0.2) }))
  }
}
