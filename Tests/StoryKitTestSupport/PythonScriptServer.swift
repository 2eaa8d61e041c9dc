import Foundation
import StoryKit

/// A test server written in Python, run as `python3 -c` runs a program: it prints its port on its
/// first line, and ends when it is stopped (``stop()``, `deinit`), when the test process dies, or
/// by its own watchdog, so a failing test cannot leave it running. The test process's
/// ``PythonForkServer`` forks it (a few milliseconds, not a new interpreter's tenth of a second);
/// where that cannot run, it gets a `python3` of its own, which ends when its standard input
/// closes.
///
/// Starting and stopping never block the caller's thread: the waits run on threads of their own
/// (``ChildProcess``, the forker's queue), so a server starting slowly on a busy machine cannot
/// stall other suites.
package final class PythonScriptServer: Sendable {
  package struct StartFailure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Whether `python3` can be found on `PATH`, for tests that need a server.
  package static var isAvailable: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/python3")
    }
  }

  /// Seconds a server may take to report its port (Python starting on a loaded machine).
  package static let startTimeout: Double = 60

  package let port: Int
  private let process: Running
  private let stopped = Mutex(false)

  /// The server's process: a child of the test process, or of ``PythonForkServer``.
  private enum Running: Sendable {
    case child(ChildProcess)
    case forked(pid_t)
  }

  /// What runs before every script: the server exits by itself after `lifetime` seconds and, when
  /// `watchesInput`, when its standard input closes (the test stopped it or died). A forked server
  /// has no such input: the forker stops it, and it dies with the forker. The timer does not keep
  /// a script that has ended alive.
  static func watchdog(lifetime: Double, watchesInput: Bool = true) -> String {
    let input = """
      def _watchdog_stdin():
          _watchdog_sys.stdin.buffer.read()
          _watchdog_os._exit(0)
      _watchdog_threading.Thread(target=_watchdog_stdin, daemon=True).start()

      """
    return """
      import os as _watchdog_os, sys as _watchdog_sys, threading as _watchdog_threading
      \(watchesInput ? input : "")_watchdog_timer = _watchdog_threading.Timer(
          \(lifetime), lambda: _watchdog_os._exit(0))
      _watchdog_timer.daemon = True
      _watchdog_timer.start()

      """
  }

  /// The Python the servers run: the system's `/usr/bin/python3` where there is one (a version
  /// manager's `python3` on `PATH` is a shell script that costs a fifth of a second a start), else
  /// the `python3` on `PATH`. The executable and the arguments before the script's own.
  package static let interpreter: (executable: String, arguments: [String]) =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    ? ("/usr/bin/python3", []) : ("/usr/bin/env", ["python3"])

  /// Starts `script` with `arguments` and reads the port it reports; the server ends by itself
  /// after `lifetime` seconds at the latest. The test process's ``PythonForkServer`` forks it;
  /// where that cannot run, a `python3` of its own runs it.
  package init(script: String, arguments: [String] = [], name: String, lifetime: Double = 900) async throws {
    if let forked = await PythonForkServer.shared.start(
      program: Self.watchdog(lifetime: lifetime, watchesInput: false) + script, arguments: arguments,
      timeout: Self.startTimeout)
    {
      guard let port = Self.port(in: forked.line) else {
        PythonForkServer.shared.stopInBackground(forked.pid)
        throw Self.failure(name, line: forked.line, output: forked.output)
      }
      (self.process, self.port) = (.forked(forked.pid), port)
      return
    }
    let program = Self.watchdog(lifetime: lifetime) + script
    let process = try ChildProcess(
      Self.interpreter.executable, Self.interpreter.arguments + ["-c", program] + arguments, input: .pipe,
      output: .pipe)
    let line = await ChildProcess.onOwnThread { process.readLine(seconds: Self.startTimeout) }
    guard let port = Self.port(in: line) else {
      process.killAndReapInBackground()
      throw Self.failure(name, line: line, output: nil)
    }
    (self.process, self.port) = (.child(process), port)
  }

  /// The port a server's first line reports.
  private static func port(in line: String?) -> Int? {
    line.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  private static func failure(_ name: String, line: String?, output: String?) -> StartFailure {
    StartFailure(
      description: "the \(name) did not report a port within \(startTimeout) s (got \(line.debugDescription)"
        + (output.map { ", output \($0.debugDescription))" } ?? ")"))
  }

  /// Stops the server without waiting for it to exit; safe to call twice (the second call, and
  /// `deinit` after a stop, do nothing).
  package func stop() {
    guard markStopped() else { return }
    switch process {
    case .child(let child): child.killAndReapInBackground()
    case .forked(let pid): PythonForkServer.shared.stopInBackground(pid)
    }
  }

  /// Stops the server and waits until it has exited, so its port no longer answers.
  package func stopAndWait() async {
    _ = markStopped()
    switch process {
    case .child(let child):
      child.closeInput()
      child.send(SIGKILL)
      _ = await child.exited()
    case .forked(let pid):
      await PythonForkServer.shared.stop(pid)
    }
  }

  /// Whether this call is the first to stop the server.
  private func markStopped() -> Bool {
    stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
  }

  deinit { stop() }
}
