import Foundation

/// `Benchmarks/peers/pillow_decode.py` (Pillow in its own venv) decoding the same JPEG file, asked
/// for one batch at a time: the case `load` (`Image.open` + `load()`, the one compared) and
/// `convert` (with `convert("RGBA")` added, for reference).
///
/// Its ready line is `ready width=… height=… mode=… bytes=… pillow=<version> libjpeg=<version>
/// center=<r>,<g>,<b>`.
struct PillowDecodePeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/pillow_decode.py"

  /// The running script.
  let process: PeerProcess
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

  /// Starts the script on `file` and reads what it decoded.
  static func start(file: URL) -> Result<PillowDecodePeer, PeerFailure> {
    let hint = "the venv Benchmarks/.venv-pillow could not be made or Pillow could not be installed from PyPI"
    let process: PeerProcess
    switch PeerProcess.start(scriptPath, arguments: [file.path], name: "pillow", setupHint: hint) {
    case .success(let started): process = started
    case .failure(let failure): return .failure(failure)
    }
    let fields = process.ready
    guard let width = fields["width"].flatMap(Int.init), let height = fields["height"].flatMap(Int.init)
    else {
      process.stop()
      return .failure(PeerFailure(note: "the pillow peer's ready line has no width and height: \(fields)"))
    }
    let center = fields["center"].flatMap { text -> (Int, Int, Int)? in
      let parts = text.split(separator: ",").compactMap { Int($0) }
      return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }
    return .success(
      PillowDecodePeer(
        process: process, width: width, height: height, mode: fields["mode"] ?? "?",
        pillow: fields["pillow"] ?? "?", libjpeg: fields["libjpeg"] ?? "?",
        center: center.map { (red: $0.0, green: $0.1, blue: $0.2) }))
  }
}
