import Foundation
import StoryKitCairo
import StoryKitTestSupport
import Synchronization

/// An X server of the test's own (`Xvfb -noreset` on a free display number) and the tools that
/// drive it: `xdotool` for the pointer and keys, ImageMagick's `import` for screenshots. Every
/// process it starts is stopped by its PID in ``stop()``, which a test calls in a `defer`.
final class XvfbSession: Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The display, such as `:93`.
  let display: String
  private let server: ChildProcess
  private let children = Mutex<[ChildProcess]>([])

  private init(display: String, server: ChildProcess) {
    self.display = display
    self.server = server
  }

  /// Whether Xvfb, xdotool and import are installed (`scripts/bootstrap` installs them).
  static var isAvailable: Bool {
    ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/import"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Starts Xvfb on a display it finds free itself (`-displayfd`: it writes the number once it
  /// listens), with `screen` (1280 × 1024 at 24 bits unless told). Picking the number here raced:
  /// two tests starting at once could both see `:90` free, and the one whose server lost was
  /// handed the other's display (and its accessibility bus, which lives on the root window).
  static func start(screen: String = "1280x1024x24") async throws -> XvfbSession {
    let server = try ChildProcess(
      "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", screen, "-noreset", "-nolisten", "tcp"],
      output: .pipe)
    // Its warnings share the pipe ("SocketCreateListener() failed" for each display it skips).
    let said = await ChildProcess.onOwnThread { () -> [String] in
      var lines: [String] = []
      while let line = server.readLine(seconds: 20) {
        lines.append(line)
        if Int(line.trimmingCharacters(in: .whitespaces)) != nil { break }
      }
      return lines
    }
    guard let last = said.last, let number = Int(last.trimmingCharacters(in: .whitespaces)), server.isRunning
    else {
      server.killAndReapInBackground()
      throw Failure(description: "Xvfb did not start: it said \(said.joined(separator: "\n"))")
    }
    return XvfbSession(display: ":\(number)", server: server)
  }

  /// The environment prefix for a program on this display: deterministic GTK rendering, no
  /// accessibility bus.
  var environment: [String] {
    ["DISPLAY=\(display)", "GSK_RENDERER=cairo", "GTK_A11Y=none", "NO_AT_BRIDGE=1", "GDK_BACKEND=x11"]
  }

  /// Starts `executable` on this display with its output piped to the test; stopped in ``stop()``.
  func launch(
    _ executable: URL, _ arguments: [String], extraEnvironment: [String] = [], in directory: URL
  )
    throws -> ChildProcess
  {
    let child = try ChildProcess(
      "/usr/bin/env", environment + extraEnvironment + [executable.path] + arguments,
      directory: directory.path,
      input: .null, output: .pipe)
    children.withLock { $0.append(child) }
    return child
  }

  /// Runs a tool (`xdotool …`, `import …`) on this display to its end.
  @discardableResult
  func run(_ tool: String, _ arguments: [String]) async throws -> ProcessOutput {
    let output = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), environment + [tool] + arguments,
      in: URL(fileURLWithPath: NSTemporaryDirectory()))
    guard output.status == 0 else {
      throw Failure(
        description: "\(tool) \(arguments.joined(separator: " ")) exited \(output.status): \(output.output)")
    }
    return output
  }

  /// The visible window of process `pid`, waiting up to `seconds` for it to map. GDK also makes a
  /// hidden 1 × 1 leader window, hence `--onlyvisible`.
  func window(ofProcess pid: pid_t, seconds: Double = 20) async throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let found = try? await run("xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"]),
        let id = found.lines.last?.trimmingCharacters(in: .whitespaces), !id.isEmpty
      {
        return id
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Failure(description: "no visible window for process \(pid) on \(display) within \(seconds) s")
  }

  /// A screenshot of `window`, decoded. ImageMagick writes it as an 8-bit PAM (a text header and
  /// the raw samples): a PNG took it longer to compress than to capture, and the test as long
  /// again to decompress.
  func screenshot(of window: String) async throws -> PixelBuffer {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString).pam")
    defer { try? FileManager.default.removeItem(at: file) }
    try await run("import", ["-window", window, "-depth", "8", "pam:\(file.path)"])
    guard let pixels = Self.pixels(pam: try Data(contentsOf: file)) else {
      throw Failure(
        description: "import wrote a screenshot of \(window) that is not an 8-bit RGB or RGBA PAM")
    }
    return pixels
  }

  /// The pixels of a PAM file (`P7`) of 8-bit RGB or RGBA samples, or `nil` for anything else.
  static func pixels(pam data: Data) -> PixelBuffer? {
    let bytes = [UInt8](data)
    // The header: a line each, `#` comments, up to a line that is `ENDHDR`.
    var fields: [String: String] = [:]
    var lineStart = 0
    var headerEnd: Int?
    while headerEnd == nil, let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: bytes[lineStart..<newline], as: UTF8.self).trimmingCharacters(
        in: .whitespaces)
      lineStart = newline + 1
      if line == "ENDHDR" {
        headerEnd = lineStart
      } else if !line.hasPrefix("#") {
        let parts = line.split(whereSeparator: \.isWhitespace)
        if parts.count >= 2 { fields[String(parts[0])] = parts.dropFirst().joined(separator: " ") }
      }
    }
    let tuples = ["RGB": 3, "RGB_ALPHA": 4]
    guard bytes.starts(with: Array("P7\n".utf8)), let headerEnd,
      let width = fields["WIDTH"].flatMap({ Int($0) }), let height = fields["HEIGHT"].flatMap({ Int($0) }),
      let depth = fields["DEPTH"].flatMap({ Int($0) }), fields["MAXVAL"] == "255",
      let tuple = fields["TUPLTYPE"], tuples[tuple] == depth,
      (1...16_384).contains(width), (1...16_384).contains(height)
    else { return nil }
    let samples = bytes[headerEnd...]
    guard samples.count == width * height * depth else { return nil }
    if depth == 4 { return PixelBuffer(width: width, height: height, rgba: Array(samples)) }
    // Typed pointers and a `while` loop: a debug build calls the iterator and the array's
    // subscript for every sample otherwise.
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    bytes.withUnsafeBufferPointer { file in
      rgba.withUnsafeMutableBufferPointer { target in
        guard let source = file.baseAddress.map({ $0 + headerEnd }), let target = target.baseAddress
        else { return }
        var pixel = 0
        while pixel < width * height {
          target[pixel &* 4] = source[pixel &* 3]
          target[pixel &* 4 &+ 1] = source[pixel &* 3 &+ 1]
          target[pixel &* 4 &+ 2] = source[pixel &* 3 &+ 2]
          pixel &+= 1
        }
      }
    }
    return PixelBuffer(width: width, height: height, rgba: rgba)
  }

  /// Clicks at (`x`, `y`) in `window`'s coordinates; `hold` seconds between press and release.
  func click(_ window: String, x: Int, y: Int, hold: Double = 0) async throws {
    try await run("xdotool", ["mousemove", "--window", window, "\(x)", "\(y)"])
    if hold > 0 {
      try await run("xdotool", ["mousedown", "1"])
      try await Task.sleep(for: .seconds(hold))
      try await run("xdotool", ["mouseup", "1"])
    } else {
      try await run("xdotool", ["click", "1"])
    }
  }

  /// Presses `key` (an X keysym name: `Right`, `Escape`) with `window` focused.
  func key(_ window: String, _ key: String) async throws {
    try await run("xdotool", ["windowfocus", "--sync", window])
    try await run("xdotool", ["key", "--window", window, key])
  }

  /// Stops every program started here, then the server, each by its PID.
  func stop() {
    for child in children.withLock({ $0 }) where child.isRunning {
      child.send(SIGTERM)
      if child.blockingWait(seconds: 3) == nil { child.killAndReapInBackground() }
    }
    server.send(SIGTERM)
    if server.blockingWait(seconds: 3) == nil { server.killAndReapInBackground() }
  }
}
