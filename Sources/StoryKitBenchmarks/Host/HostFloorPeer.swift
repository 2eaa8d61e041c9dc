import Foundation

/// The floor of `storykit-bench host --case transition`: `Benchmarks/peers/gtk_host_floor.c`,
/// compiled with `cc` at bench time and run on the same X server before the host's window
/// opens. It opens the same window (420 × 760 pt at scale 2, GSK's Cairo renderer) and hands GTK
/// a whole window of new pixels on every tick, as the host does (64 px strips of Cairo nodes),
/// with no drawing: GTK's own cost of showing a frame that changed everywhere.
///
/// ```swift
/// let floor = HostFloorPeer.run(seconds: 10)  // .success(HostFloorResult) or .failure(why)
/// ```
package enum HostFloorPeer {
  /// Why the floor could not be measured (no `cc`, GTK's headers missing, no display…).
  package struct Failure: Error, Sendable, Equatable {
    /// The sentence.
    package var note: String
  }

  /// The source's path inside the repository.
  package static let sourcePath = "Benchmarks/peers/gtk_host_floor.c"

  /// Compiles the floor into a temporary folder and runs it for `seconds` on the display in
  /// `DISPLAY`; its line, parsed.
  package static func run(seconds: Int) -> Result<HostFloorResult, Failure> {
    measure(seconds: seconds).mapError { Failure(note: $0.note) }
  }

  private static func measure(seconds: Int) -> Result<HostFloorResult, PeerFailure> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-host-floor-\(UUID().uuidString.lowercased())")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(PeerFailure(note: "could not make \(folder.path): \(error.localizedDescription)"))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let program: URL
    switch compile(into: folder) {
    case .success(let built): program = built
    case .failure(let failure): return .failure(failure)
    }
    let run = CairoReplayPeer.run(program, ["--seconds", "\(seconds)"], in: folder)
    guard run.status == 0 else {
      return .failure(PeerFailure(note: "the floor failed: \(run.errors)"))
    }
    guard let line = run.output.split(separator: "\n").last(where: { $0.hasPrefix("floor ") }),
      let result = HostFloorResult(line: line)
    else {
      return .failure(PeerFailure(note: "the floor printed no line: \(run.output)"))
    }
    return .success(result)
  }

  /// `cc -O2 -o <folder>/gtk_host_floor gtk_host_floor.c $(pkg-config --cflags --libs gtk4) -lm`.
  static func compile(into folder: URL) -> Result<URL, PeerFailure> {
    guard let source = PeerScript.find(sourcePath) else {
      return .failure(PeerFailure(note: "\(sourcePath) was not found (run from the repository root)"))
    }
    guard let cc = PeerScript.executable(named: "cc"),
      let pkgConfig = PeerScript.executable(named: "pkg-config")
    else {
      return .failure(PeerFailure(note: "cc or pkg-config was not found on PATH"))
    }
    let flags = CairoReplayPeer.run(pkgConfig, ["--cflags", "--libs", "gtk4"], in: folder)
    guard flags.status == 0 else {
      return .failure(PeerFailure(note: "pkg-config --cflags --libs gtk4 failed: \(flags.errors)"))
    }
    let program = folder.appendingPathComponent("gtk_host_floor")
    let arguments =
      ["-O2", "-o", program.path, source.path]
      + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
      + ["-lm"]
    let build = CairoReplayPeer.run(cc, arguments, in: folder)
    guard build.status == 0 else {
      return .failure(PeerFailure(note: "cc could not build \(sourcePath): \(build.errors)"))
    }
    return .success(program)
  }
}

/// What the floor (``HostFloorPeer``) measured: its line
/// `floor frames=… late=… dropped=… interval=… paint-median=… paint-p99=… scale=…`.
package struct HostFloorResult: Sendable, Equatable {
  /// Ticks recorded.
  package var frames: Int
  /// Intervals between ticks over 1.5 frames at 60 Hz, in %.
  package var latePercent: Double
  /// Frames dropped at 60 Hz, in % of those due.
  package var droppedPercent: Double
  /// The mean interval between ticks, in milliseconds.
  package var interval: Double
  /// Tick → painted, median, in milliseconds.
  package var paintMedian: Double
  /// Tick → painted, p99, in milliseconds.
  package var paintP99: Double

  /// Reads the floor's line; `nil` when a field is missing.
  package init?(line: some StringProtocol) {
    let fields = PeerScript.fields(of: line)
    guard let frames = fields["frames"].flatMap(Int.init), let late = fields["late"].flatMap(Double.init),
      let dropped = fields["dropped"].flatMap(Double.init),
      let interval = fields["interval"].flatMap(Double.init),
      let median = fields["paint-median"].flatMap(Double.init),
      let p99 = fields["paint-p99"].flatMap(Double.init)
    else { return nil }
    self.frames = frames
    latePercent = late
    droppedPercent = dropped
    self.interval = interval
    paintMedian = median
    paintP99 = p99
  }
}
