import Foundation

/// A benchmark peer script, started once with `python3` and then asked for one batch at a time,
/// so the batches can alternate with ours (``InterleavedBatches``) with one Python start-up in all.
///
/// The protocol (`Benchmarks/peers/peer_batches.py` serves it): the script sets itself up, may
/// print lines of its own (frames to compare), then prints `ready key=value …`. Each request
/// `run <case> <n>` on its standard input is answered on one line,
/// `batch case=<case> n=<n> ms=<t1>,<t2>,…` (every run's time in milliseconds), or
/// `error message=…`. `quit`, or the end of its input, ends it. Its standard error is ours, so
/// its notes (setting up a venv) reach the terminal.
final class PeerProcess {
  /// The peer's name in notes, e.g. `taffy`.
  let name: String
  /// The fields of the `ready` line.
  let ready: [String: String]
  /// The lines the script printed before `ready`.
  let preamble: [String]

  private let process: Process
  private let input: FileHandle
  private var reader: LineReader
  private var isStopped = false

  /// Starts `scriptPath` (found by ``PeerScript/find(_:)``) with `arguments` and waits for its
  /// `ready` line. Exit status 3 is the peers' convention for "the venv or its PyPI package could
  /// not be set up"; `setupHint` says what that was.
  static func start(
    _ scriptPath: String, arguments: [String], name: String, setupHint: String = ""
  ) -> Result<PeerProcess, PeerFailure> {
    guard let python = PeerScript.executable(named: "python3") else {
      return .failure(PeerFailure(note: "python3 was not found on PATH"))
    }
    guard let script = PeerScript.find(scriptPath) else {
      return .failure(PeerFailure(note: "\(scriptPath) was not found (run from the repository root)"))
    }
    return start(executable: python, arguments: [script.path] + arguments, name: name, setupHint: setupHint)
  }

  /// Starts a peer program (a compiled one, or an interpreter with its script) with `arguments`
  /// and waits for its `ready` line; `setupHint` explains exit status 3, as above.
  static func start(
    executable: URL, arguments: [String], name: String, setupHint: String = ""
  ) -> Result<PeerProcess, PeerFailure> {
    // A peer that dies must not take us with it when we next write to it.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return .failure(
        PeerFailure(
          note: "\(executable.lastPathComponent) could not be started: \(error.localizedDescription)"))
    }
    var reader = LineReader(handle: output.fileHandleForReading)
    var preamble: [String] = []
    while let line = reader.next() {
      if line.hasPrefix("ready") {
        return .success(
          PeerProcess(
            name: name, ready: PeerScript.fields(of: line), preamble: preamble, process: process,
            input: input.fileHandleForWriting, reader: reader))
      }
      preamble.append(line)
    }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    let status = process.terminationStatus
    let why = status == 3 && !setupHint.isEmpty ? " (\(setupHint))" : ""
    return .failure(
      PeerFailure(note: "the \(name) peer exited with status \(status) before it was ready\(why)"))
  }

  private init(
    name: String, ready: [String: String], preamble: [String], process: Process, input: FileHandle,
    reader: LineReader
  ) {
    self.name = name
    self.ready = ready
    self.preamble = preamble
    self.process = process
    self.input = input
    self.reader = reader
  }

  /// Asks for one batch of `runs` runs of `caseName` and returns their times in seconds.
  func batch(_ caseName: String, runs: Int) throws(PeerFailure) -> [Double] {
    guard !isStopped else {
      throw PeerFailure(note: "the \(name) peer has stopped (status \(process.terminationStatus))")
    }
    try send("run \(caseName) \(runs)")
    guard let line = reader.next() else { throw stopped(while: "timing \(caseName)") }
    let fields = PeerScript.fields(of: line)
    guard line.hasPrefix("batch "), fields["case"] == caseName, let times = fields["ms"] else {
      throw PeerFailure(note: "the \(name) peer answered \"\(line.prefix(200))\" to a \(caseName) batch")
    }
    let seconds = times.split(separator: ",").compactMap { Double($0) }.map { $0 / 1e3 }
    guard seconds.count == runs, seconds.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw PeerFailure(note: "the \(name) peer sent \(seconds.count) valid times for \(runs) runs")
    }
    return seconds
  }

  /// Sends `quit`, closes its input and waits for it to exit; safe to call twice.
  func stop() {
    guard !isStopped else { return }
    isStopped = true
    try? input.write(contentsOf: Data("quit\n".utf8))
    try? input.close()
    process.waitUntilExit()
  }

  deinit { stop() }

  private func send(_ request: String) throws(PeerFailure) {
    do {
      try input.write(contentsOf: Data((request + "\n").utf8))
    } catch {
      throw stopped(while: "sending \"\(request)\"")
    }
  }

  private func stopped(while doing: String) -> PeerFailure {
    isStopped = true
    try? input.close()
    process.waitUntilExit()
    return PeerFailure(
      note: "the \(name) peer exited with status \(process.terminationStatus) while \(doing)")
  }
}

/// Lines from a pipe, read as they arrive.
private struct LineReader {
  let handle: FileHandle
  var buffer = Data()

  /// The next line without its newline; `nil` at the end of the stream.
  mutating func next() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer = Data(buffer[buffer.index(after: newline)...])
        return line
      }
      let chunk = handle.availableData
      guard !chunk.isEmpty else { return nil }
      buffer.append(chunk)
    }
  }
}

/// Why a peer has no figures: a sentence for the table.
struct PeerFailure: Error, Sendable, Equatable {
  /// The sentence, e.g. "python3 was not found on PATH".
  var note: String

  /// A failure explained by `note`.
  init(note: String) { self.note = note }
}

extension InterleavedBatches {
  /// Our side of a round: `runs` calls of `body` timed on a monotonic clock (seconds), with
  /// `prepare` run before each, outside the timed region. What `body` returns is released only
  /// after its end time is taken, as the peers release theirs.
  static func time<Output>(runs: Int, prepare: () -> Void = {}, _ body: () -> Output) -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(max(0, runs))
    for _ in 0..<max(0, runs) {
      prepare()
      let start = clock.now
      let output = body()
      let elapsed = clock.now - start
      withExtendedLifetime(output) {}
      times.append(elapsed.seconds)
    }
    return times
  }
}
