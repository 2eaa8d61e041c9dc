import Foundation

/// What the Pillow peers' ready lines share: the running script, the size it decoded, the Pillow
/// and libjpeg versions and the centre pixel (`center=<r>,<g>,<b>`), plus every field.
struct PillowPeerStart {
  let process: PeerProcess
  let width: Int
  let height: Int
  let pillow: String
  let libjpeg: String
  let center: (red: Int, green: Int, blue: Int)?
  let fields: [String: String]

  /// Starts `script` (in the Pillow venv) with `arguments` and reads its ready line; fails when
  /// the script does not start or the line has no width and height.
  static func start(_ script: String, arguments: [String]) -> Result<PillowPeerStart, PeerFailure> {
    let hint = "the venv Benchmarks/.venv-pillow could not be made or Pillow could not be installed from PyPI"
    let process: PeerProcess
    switch PeerProcess.start(script, arguments: arguments, name: "pillow", setupHint: hint) {
    case .success(let started): process = started
    case .failure(let failure): return .failure(failure)
    }
    let fields = process.ready
    guard let width = fields["width"].flatMap(Int.init), let height = fields["height"].flatMap(Int.init)
    else {
      process.stop()
      return .failure(PeerFailure(note: "the pillow peer's ready line has no width and height: \(fields)"))
    }
    let center = fields["center"].flatMap { text -> (red: Int, green: Int, blue: Int)? in
      let parts = text.split(separator: ",").compactMap { Int($0) }
      return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }
    return .success(
      PillowPeerStart(
        process: process, width: width, height: height, pillow: fields["pillow"] ?? "?",
        libjpeg: fields["libjpeg"] ?? "?", center: center, fields: fields))
  }
}
