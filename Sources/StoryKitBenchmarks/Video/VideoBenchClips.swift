import Foundation

/// The clips `bench video` plays, made with GStreamer itself the first time they are needed
/// (as `scripts/make-test-videos` makes the test videos) and kept in `.build/bench-media`.
///
/// A clip is `videotestsrc pattern=ball` with a large timecode, 30 fps, VP8 at 4 Mbit/s in WebM
/// (`deadline=1`, libvpx's fastest), named `bench-<width>x<height>-<seconds>s.webm`.
enum VideoBenchClips {
  /// Frames per second of every clip.
  static let framesPerSecond = 30

  /// The folder of the clips: `.build/bench-media` under the current directory or the source
  /// tree, else in the temporary folder.
  static func defaultDirectory() -> URL {
    let build = PeerScript.find(".build") ?? FileManager.default.temporaryDirectory
    return build.appendingPathComponent("bench-media", isDirectory: true)
  }

  /// The clip of a size and length in `directory`, made first if missing.
  static func clip(
    width: Int, height: Int, seconds: Int, in directory: URL
  ) -> Result<URL, VideoBenchFailure> {
    let file = directory.appendingPathComponent("bench-\(width)x\(height)-\(seconds)s.webm")
    let fileManager = FileManager.default
    if let size = (try? fileManager.attributesOfItem(atPath: file.path))?[.size] as? Int, size > 0 {
      return .success(file)
    }
    guard let launch = PeerScript.executable(named: "gst-launch-1.0") else {
      return .failure(VideoBenchFailure("gst-launch-1.0 was not found on PATH (gstreamer1.0-tools)"))
    }
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(VideoBenchFailure("cannot make \(directory.path): \(error.localizedDescription)"))
    }
    let part = file.appendingPathExtension("part")
    printError("bench video: making \(file.lastPathComponent) …")
    // One argument per word: gst-launch escapes each, so a path or a font name may hold spaces.
    let pipeline = [
      "videotestsrc", "num-buffers=\(seconds * framesPerSecond)", "pattern=ball", "!",
      "video/x-raw,width=\(width),height=\(height),framerate=\(framesPerSecond)/1", "!",
      "timeoverlay", "font-desc=Sans \(height / 20)", "!",
      "vp8enc", "deadline=1", "target-bitrate=4000000", "!", "webmmux", "!", "filesink",
      "location=\(part.path)",
    ]
    let status = run(launch, arguments: ["-q"] + pipeline)
    guard status == 0 else {
      try? fileManager.removeItem(at: part)
      return .failure(
        VideoBenchFailure("gst-launch-1.0 could not make \(file.lastPathComponent) (status \(status))"))
    }
    do {
      try fileManager.moveItem(at: part, to: file)
    } catch {
      return .failure(VideoBenchFailure("cannot move \(part.path): \(error.localizedDescription)"))
    }
    return .success(file)
  }

  /// Runs `executable` to its end, its output discarded; its exit status, or -1 when it did not start.
  static func run(_ executable: URL, arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Why a case of `bench video` could not run.
struct VideoBenchFailure: Error, Sendable {
  let message: String
  init(_ message: String) { self.message = message }
}
