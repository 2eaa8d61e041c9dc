import Foundation
import StoryKit

/// `Benchmarks/peers/cairo_replay.c`, compiled with `cc` at bench time and started on a replay
/// file: the same Cairo and Pango calls as our frame, from C, asked for one batch at a time.
///
/// Its ready line is `ready width=… height=… commands=… images=… texts=… gradients=…
/// mismatches=… cairo=<version> pango=<version>`.
struct CairoReplayPeer {
  /// The source's path inside the repository (its frame, `cairo_replay_frame.h`, sits beside it).
  static let sourcePath = "Benchmarks/peers/cairo_replay.c"

  /// The running program.
  let process: PeerProcess
  /// The surface it draws, in pixels.
  var width: Int
  var height: Int
  /// The commands it loaded.
  var commands: Int
  /// Gradient strokes whose pixel radius, worked out by Cairo on the C side, differs from the
  /// recorded one (must be 0).
  var mismatches: Int
  /// `cairo 1.16.0, pango 1.50.12`.
  var versions: String

  /// Compiles the program into `folder` and starts it on `replay`, writing its warm frame to `png`.
  static func start(replay: URL, png: URL, folder: URL) -> Result<CairoReplayPeer, PeerFailure> {
    let program: URL
    switch compile(into: folder) {
    case .success(let built): program = built
    case .failure(let failure): return .failure(failure)
    }
    let process: PeerProcess
    switch PeerProcess.start(
      executable: program, arguments: [replay.path, "--png", png.path], name: "cairo replay")
    {
    case .success(let started): process = started
    case .failure(let failure): return .failure(failure)
    }
    let fields = process.ready
    guard let width = fields["width"].flatMap(Int.init), let height = fields["height"].flatMap(Int.init),
      let commands = fields["commands"].flatMap(Int.init),
      let mismatches = fields["mismatches"].flatMap(Int.init)
    else {
      process.stop()
      return .failure(PeerFailure(note: "the cairo replay's ready line lacks its fields: \(fields)"))
    }
    return .success(
      CairoReplayPeer(
        process: process, width: width, height: height, commands: commands, mismatches: mismatches,
        versions: "cairo \(fields["cairo"] ?? "?"), pango \(fields["pango"] ?? "?")"))
  }

  /// The program once built in this process: every case of a bench run, and every test of the
  /// suite, replays the same source, and each `cc -O2` of it took about two seconds of CPU (3 %
  /// of a full `make test`'s CPU went to `cc1`, measured with perf).
  private static let built = Mutex<URL?>(nil)

  /// The folder the program is built in, once per process; removed when the process exits.
  private static let sharedFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "storykit-cairo-replay-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  /// The program, built on the first call of the process (`build(into:errorsIn:)`) and reused after;
  /// `folder` takes the tools' error output.
  static func compile(into folder: URL) -> Result<URL, PeerFailure> {
    // The build runs under the lock on purpose: a second caller waits for the same program
    // instead of building its own.
    built.withLock { program in
      if let program, FileManager.default.isExecutableFile(atPath: program.path) { return .success(program) }
      do {
        try FileManager.default.createDirectory(at: sharedFolder, withIntermediateDirectories: true)
      } catch {
        return .failure(
          PeerFailure(note: "could not make \(sharedFolder.path): \(error.localizedDescription)"))
      }
      let result = build(into: sharedFolder, errorsIn: folder)
      if case .success(let made) = result {
        program = made
        atexit { try? FileManager.default.removeItem(at: CairoReplayPeer.sharedFolder) }
      }
      return result
    }
  }

  /// `cc -O2 -pthread -o <output>/cairo_replay cairo_replay.c $(pkg-config --cflags --libs pangocairo pixman-1) -lm`.
  private static func build(into output: URL, errorsIn folder: URL) -> Result<URL, PeerFailure> {
    guard let source = PeerScript.find(sourcePath) else {
      return .failure(PeerFailure(note: "\(sourcePath) was not found (run from the repository root)"))
    }
    guard let cc = PeerScript.executable(named: "cc") else {
      return .failure(PeerFailure(note: "cc was not found on PATH"))
    }
    guard let pkgConfig = PeerScript.executable(named: "pkg-config") else {
      return .failure(PeerFailure(note: "pkg-config was not found on PATH"))
    }
    let flags = run(pkgConfig, ["--cflags", "--libs", "pangocairo", "pixman-1"], in: folder)
    guard flags.status == 0 else {
      return .failure(
        PeerFailure(note: "pkg-config --cflags --libs pangocairo pixman-1 failed: \(flags.errors)"))
    }
    let program = output.appendingPathComponent("cairo_replay")
    let arguments =
      ["-O2", "-pthread", "-o", program.path, source.path]
      + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
      + ["-lm"]
    let build = run(cc, arguments, in: folder)
    guard build.status == 0 else {
      return .failure(PeerFailure(note: "cc could not build \(sourcePath): \(build.errors)"))
    }
    return .success(program)
  }

  /// Runs a tool to its end: its exit status, standard output, and the first error line of
  /// its standard error (kept in a file, so neither pipe can fill up and block it). Also runs
  /// `bench host`'s floor (``HostFloorPeer``).
  static func run(
    _ tool: URL, _ arguments: [String], in folder: URL
  ) -> (
    status: Int32, output: String, errors: String
  ) {
    let errorsFile = folder.appendingPathComponent("\(tool.lastPathComponent).stderr")
    guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil),
      let errors = try? FileHandle(forWritingTo: errorsFile)
    else { return (-1, "", "could not write \(errorsFile.path)") }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (-1, "", "\(tool.lastPathComponent) could not be started: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errors.close()
    let message = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    let lines = message.split(separator: "\n")
    let firstLine =
      (lines.first { $0.contains("error") } ?? lines.first).map(String.init)
      ?? "exit status \(process.terminationStatus)"
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), firstLine)
  }
}
