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
    let arguments = [file.path, String(targetWidth), String(targetHeight)]
    return PillowPeerStart.start(scriptPath, arguments: arguments).map { started in
      PillowDownsamplePeer(
        process: started.process, width: started.width, height: started.height,
        draft: started.fields["draft"] ?? "?", pillow: started.pillow, libjpeg: started.libjpeg,
        center: started.center)
    }
  }
}
