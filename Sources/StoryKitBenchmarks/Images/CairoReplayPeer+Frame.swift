import Foundation
import StoryKitCairo

/// What starting the C replay of one recorded frame found: the running peer (if it started),
/// why it did not, its frame checked against ours, and the checks that failed.
struct ReplayFrameStart {
  var peer: CairoReplayPeer?
  var note: String?
  var pixelCheck: ReplayPixelCheck?
  var problems: [String] = []
}

extension CairoReplayPeer {
  /// Writes `bytes` to `<name>.skreplay` in `work`, builds and starts the C program, and checks
  /// the frame it drew (`<name>-replay.png`) against `ours`. `mismatchPlace` says where gradient
  /// size mismatches were counted ("the replay", "the replay's warm-up frames").
  static func startFrame(
    bytes: [UInt8], name: String, in work: URL, ours: PixelBuffer, mismatchPlace: String
  ) -> ReplayFrameStart {
    var start = ReplayFrameStart()
    let file = work.appendingPathComponent("\(name).skreplay")
    let png = work.appendingPathComponent("\(name)-replay.png")
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    } catch {
      start.note = "the replay file could not be written to \(work.path): \(error.localizedDescription)"
      return start
    }
    switch CairoReplayPeer.start(replay: file, png: png, folder: work) {
    case .success(let peer): start.peer = peer
    case .failure(let failure):
      start.note = failure.note
      return start
    }
    if let peer = start.peer, peer.mismatches > 0 {
      start.problems.append(
        "\(peer.mismatches) gradient strokes in \(mismatchPlace) picked another gradient size than ours")
    }
    do {
      let check = ReplayPixelCheck(
        ours: ours, replay: PixelBuffer(try ImageDecoder().decode(contentsOf: png)))
      start.pixelCheck = check
      if !check.passed { start.problems.append("the replay's frame is not ours: \(check.summary)") }
    } catch {
      start.problems.append("the replay's frame could not be read back: \(error.description)")
    }
    return start
  }

  /// Copies the replay file (`bytes`), our frame and the replay's frame of `name` from `work` to
  /// `folder`, to look at.
  @MainActor
  static func keepFrame(name: String, bytes: [UInt8], ours: Bitmap, work: URL, in folder: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: folder.appendingPathComponent("\(name).skreplay"))
    try ours.writePNG(to: folder.appendingPathComponent("\(name)-ours.png"))
    let replay = work.appendingPathComponent("\(name)-replay.png")
    let kept = folder.appendingPathComponent("\(name)-replay.png")
    if manager.fileExists(atPath: replay.path) {
      try? manager.removeItem(at: kept)
      try manager.copyItem(at: replay, to: kept)
    }
  }
}
