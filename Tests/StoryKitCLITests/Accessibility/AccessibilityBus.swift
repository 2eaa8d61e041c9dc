import Foundation
import StoryKit
import StoryKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A D-Bus session of the test's own, on which GTK and `pyatspi` find the accessibility (AT-SPI)
/// bus, and the driver that reads and operates an application's accessible tree through it
/// (`Tests/Support/atspi_driver.py`, run by Debian's `/usr/bin/python3`, which has `pyatspi`).
///
/// The session's `dbus-daemon` is started here with the X display, a temporary
/// `XDG_RUNTIME_DIR` (the AT-SPI bus's socket goes there, not into `~/.cache`) and
/// `GSETTINGS_BACKEND=memory` (the bus launcher writes no dconf); the AT-SPI bus launcher is
/// D-Bus-activated from it. ``stop()`` stops the driver, the launcher and the daemon, each by its PID.
final class AccessibilityBus: Sendable {
  struct Node: Decodable, Sendable, CustomStringConvertible {
    var name: String
    var role: String
    var description: String
    var states: [String]
    var extents: [Int]?
    var actions: [String]
    var depth: Int?

    var summary: String { "\(role) \"\(name)\" \(extents ?? []) \(actions)" }
  }

  let environment: [String]
  private let daemon: ChildProcess
  private let runtimeDirectory: URL
  /// The driver serving ``drive(_:)``, once started. Its lock is held for a whole command, on a
  /// thread of the command's own (never the cooperative pool), so the commands of a bus run one
  /// at a time; ``stop()`` takes it once no command runs.
  private let driver = Mutex<ChildProcess?>(nil)

  private init(environment: [String], daemon: ChildProcess, runtimeDirectory: URL) {
    self.environment = environment
    self.daemon = daemon
    self.runtimeDirectory = runtimeDirectory
  }

  static let python = "/usr/bin/python3"
  static var driver: String { Fixtures.root.appendingPathComponent("Tests/Support/atspi_driver.py").path }

  /// Whether `dbus-daemon` is installed and Debian's python3 imports `pyatspi` (`scripts/bootstrap`
  /// installs `dbus`, `at-spi2-core` and `python3-pyatspi`).
  static let isAvailable: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"),
      FileManager.default.isExecutableFile(atPath: python),
      let check = try? ChildProcess(python, ["-c", "import pyatspi"])
    else { return false }
    return check.blockingWait(seconds: 30) == 0
  }()

  /// Starts a session bus for programs on `display`.
  static func start(display: String) async throws -> AccessibilityBus {
    let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-xdg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let shared = ["DISPLAY=\(display)", "XDG_RUNTIME_DIR=\(runtime.path)", "GSETTINGS_BACKEND=memory"]
    let daemon = try ChildProcess(
      "/usr/bin/env", shared + ["/usr/bin/dbus-daemon", "--session", "--nofork", "--print-address=1"],
      output: .pipe)
    let address = await ChildProcess.onOwnThread { daemon.readLine(seconds: 20) }
    guard let address, address.hasPrefix("unix:") else {
      daemon.send(SIGTERM)
      _ = daemon.blockingWait(seconds: 3)
      try? FileManager.default.removeItem(at: runtime)
      throw XvfbSession.Failure(description: "dbus-daemon gave no address: \(address ?? "nothing")")
    }
    let environment = shared + ["DBUS_SESSION_BUS_ADDRESS=\(address)", "GTK_A11Y=atspi"]
    return AccessibilityBus(environment: environment, daemon: daemon, runtimeDirectory: runtime)
  }

  /// Runs a driver command (`dump`, `wait`, `wait-focused`, `wait-gone`, `do`) and returns its
  /// JSON line. One driver process (`atspi_driver.py serve`, started at the first command) serves
  /// the bus's commands in turn: a new Python with pyatspi for each read cost a fifth of a second
  /// of processor, and a test that settles reads ten times a second.
  func drive(_ arguments: [String]) async throws -> Data {
    // The command's own deadline (its last argument), and then some for the reply to come.
    let seconds = (Double(arguments.last ?? "") ?? 20) + 10
    let request = Data((String(decoding: try JSONEncoder().encode(arguments), as: UTF8.self) + "\n").utf8)
    let reply = await ChildProcess.onOwnThread { [self] in
      driver.withLock { driver -> Result<String, XvfbSession.Failure> in
        // A driver that stopped since the last command is replaced once.
        for attempt in 0..<2 {
          let process: ChildProcess
          do {
            process =
              try driver
              ?? ChildProcess(
                "/usr/bin/env", environment + [Self.python, Self.driver, "serve"], input: .pipe, output: .pipe
              )
          } catch {
            return .failure(XvfbSession.Failure(description: "starting the driver: \(error)"))
          }
          driver = process
          guard process.write(request) else {
            driver = nil
            process.killAndReapInBackground()
            if attempt == 0 { continue }
            return .failure(XvfbSession.Failure(description: "the driver stopped before reading a command"))
          }
          return Self.reply(from: process, within: seconds, clearing: &driver)
        }
        return .failure(XvfbSession.Failure(description: "the driver stopped before reading a command"))
      }
    }
    let line = try reply.get()
    guard !line.hasPrefix("{\"error\"") else {
      throw XvfbSession.Failure(description: "atspi_driver \(arguments.joined(separator: " ")): \(line)")
    }
    return Data(line.utf8)
  }

  /// The next JSON line `process` writes within `seconds`. libatspi's warnings (GTK 4.8 has no
  /// cache interface) come on the same stream before it; without a reply, they and the driver's
  /// exit status are the failure's description, and the driver is stopped and forgotten.
  private static func reply(
    from process: ChildProcess, within seconds: Double, clearing driver: inout ChildProcess?
  ) -> Result<String, XvfbSession.Failure> {
    let deadline = Date().addingTimeInterval(seconds)
    var other: [String] = []
    while let line = process.readLine(seconds: max(0, deadline.timeIntervalSinceNow)) {
      if line.hasPrefix("{") || line.hasPrefix("[") { return .success(line) }
      other.append(line)
    }
    driver = nil
    let status = process.status.map { "exited with status \($0)" } ?? "gave no reply within \(seconds) s"
    process.killAndReapInBackground()
    return .failure(
      XvfbSession.Failure(description: "the driver \(status): \(other.suffix(20).joined(separator: "\n"))"))
  }

  /// Every node below the application's window.
  func dump(_ app: String, seconds: Double = 20) async throws -> [Node] {
    try JSONDecoder().decode([Node].self, from: try await drive(["dump", app, "\(seconds)"]))
  }

  /// The first node whose name starts with `prefix`, once there is one.
  func wait(_ app: String, _ prefix: String, seconds: Double = 20) async throws -> Node {
    try JSONDecoder().decode(Node.self, from: try await drive(["wait", app, prefix, "\(seconds)"]))
  }

  /// The first node whose name starts with `prefix`, once it has the keyboard focus.
  func waitFocused(_ app: String, _ prefix: String, seconds: Double = 20) async throws -> Node {
    try JSONDecoder().decode(Node.self, from: try await drive(["wait-focused", app, prefix, "\(seconds)"]))
  }

  /// The first node whose name starts with `prefix`, read again every `interval` until
  /// `isSettled(node, previousRead)` holds (an animation has ended, an action has taken effect)
  /// or `seconds` pass: the last read either way, for the caller to check.
  func settle(
    _ app: String, _ prefix: String, every interval: Duration = .milliseconds(100), seconds: Double = 20,
    until isSettled: (_ node: Node, _ previous: Node?) -> Bool
  ) async throws -> Node {
    let deadline = Date().addingTimeInterval(seconds)
    var previous: Node?
    var node = try await wait(app, prefix)
    while !isSettled(node, previous), Date() < deadline {
      previous = node
      try await Task.sleep(for: interval)
      node = try await wait(app, prefix)
    }
    return node
  }

  /// Waits until no node's name starts with `prefix`.
  func waitGone(_ app: String, _ prefix: String, seconds: Double = 20) async throws {
    _ = try await drive(["wait-gone", app, prefix, "\(seconds)"])
  }

  /// Does the action `action` (its AT-SPI name) on the first node whose name starts with `prefix`.
  func perform(_ action: String, on prefix: String, in app: String, seconds: Double = 20) async throws {
    _ = try await drive(["do", app, prefix, action, "\(seconds)"])
  }

  /// Says on the bus that a screen reader runs, or no longer does: sets `ScreenReaderEnabled` of
  /// `org.a11y.Status`, as GNOME's screen reader switch does (the launcher keeps it in memory:
  /// `GSETTINGS_BACKEND=memory`).
  func setScreenReaderEnabled(_ enabled: Bool) async throws {
    let output = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      environment + [
        "gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
        "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "ScreenReaderEnabled",
        "<\(enabled)>",
      ], in: URL(fileURLWithPath: NSTemporaryDirectory()))
    guard output.status == 0 else {
      throw XvfbSession.Failure(description: "setting ScreenReaderEnabled: \(output.output)")
    }
  }

  /// Stops the driver (its input closed, it exits), the AT-SPI bus launcher the session
  /// activated, then the session's daemon, each by its PID, and removes the runtime folder.
  func stop() {
    if let driver = driver.withLock({ $0 }) {
      driver.closeInput()
      if driver.blockingWait(seconds: 3) == nil { driver.killAndReapInBackground() }
    }
    if let launcher = launcherPID() { kill(launcher, SIGTERM) }
    daemon.send(SIGTERM)
    if daemon.blockingWait(seconds: 3) == nil { daemon.killAndReapInBackground() }
    try? FileManager.default.removeItem(at: runtimeDirectory)
  }

  /// The PID of the process that owns `org.a11y.Bus` on the session, if any.
  private func launcherPID() -> pid_t? {
    guard
      let ask = try? ChildProcess(
        "/usr/bin/env",
        environment + [
          "gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
          "/org/freedesktop/DBus",
          "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.a11y.Bus",
        ], output: .pipe)
    else { return nil }
    let reply = String(decoding: ask.readToEnd(), as: UTF8.self)
    _ = ask.blockingWait(seconds: 5)
    // "(uint32 1234,)"
    guard let number = reply.components(separatedBy: "uint32 ").dropFirst().first else { return nil }
    return pid_t(String(number.prefix(while: \.isNumber)))
  }
}
