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
    PillowPeerStart.start(scriptPath, arguments: [file.path]).map { started in
      PillowDecodePeer(
        process: started.process, width: started.width, height: started.height,
        mode: started.fields["mode"] ?? "?", pillow: started.pillow, libjpeg: started.libjpeg,
        center: started.center)
    }
  }
}
