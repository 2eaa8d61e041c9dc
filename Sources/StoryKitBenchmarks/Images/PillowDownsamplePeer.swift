import Foundation

/// `Benchmarks/peers/pillow_downsample.py` (Pillow in its own venv) decoding the same JPEG file
/// downsampled for a target size, asked for one batch at a time. Its cases are Pillow's
/// resampling filters: `box`, `bilinear`, `bicubic`, `lanczos`.
///
/// Its ready line is `ready width=… height=… draft=<w>x<h> bytes=… pillow=<version>
/// libjpeg=<version> center=<r>,<g>,<b>`.
struct PillowDownsamplePeer {
  /// The script's path inside the repository.
  static let scriptPath = "Benchmarks/peers/pillow_downsample.py"

  /// The running script.
  let process: PeerProcess
  /// The size Pillow's result has.
  var width: Int
  var height: Int
  /// The size libjpeg-turbo decoded at, `<w>x<h>`.
  var draft: String
  /// The Pillow version.
  var pillow: String
  /// The libjpeg(-turbo) version Pillow was built with.
  var libjpeg: String
  /// The result's pixel at the centre, `r,g,b`.
  var center: (red: Int, green: Int, blue: Int)?

  /// Starts the script on `file` for a target of `width` × `height` px and reads what it decoded.
  static func start(
    file: URL, targetWidth: Int, targetHeight: Int
  ) -> Result<PillowDownsamplePeer, PeerFailure> {
    let hint = "the venv Benchmarks/.venv-pillow could not be made or Pillow could not be installed from PyPI"
    let process: PeerProcess
    let arguments = [file.path, String(targetWidth), String(targetHeight)]
    switch PeerProcess.start(scriptPath, arguments: arguments, name: "pillow", setupHint: hint) {
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
      PillowDownsamplePeer(
        process: process, width: width, height: height, draft: fields["draft"] ?? "?",
        pillow: fields["pillow"] ?? "?", libjpeg: fields["libjpeg"] ?? "?",
        center: center.map { (red: $0.0, green: $0.1, blue: $0.2) }))
  }
}
