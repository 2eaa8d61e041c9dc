import Foundation

/// A test server written in Python and run with `python3 -c`: it prints its port on its first line
/// and exits when its standard input closes (``stop()``, `deinit`, or the test process dying), or
/// by its own watchdog, so a failing test cannot leave it running.
///
/// Starting and stopping never block the caller's thread: the waits run on threads of their own
/// (``ChildProcess``), so a server starting slowly on a busy machine cannot stall other suites.
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
  private let process: ChildProcess

  /// What runs before every script: the server exits when its standard input closes (the test
  /// stopped it or died) and by itself after `lifetime` seconds.
  static func watchdog(lifetime: Double) -> String {
    """
    import os as _watchdog_os, sys as _watchdog_sys, threading as _watchdog_threading
    def _watchdog_stdin():
        _watchdog_sys.stdin.buffer.read()
        _watchdog_os._exit(0)
    _watchdog_threading.Thread(target=_watchdog_stdin, daemon=True).start()
    _watchdog_threading.Timer(\(lifetime), lambda: _watchdog_os._exit(0)).start()

    """
  }

  /// The Python the servers run: the system's `/usr/bin/python3` where there is one (a version
  /// manager's `python3` on `PATH` is a shell script that costs a fifth of a second a start), else
  /// the `python3` on `PATH`. The executable and the arguments before the script's own.
  package static let interpreter: (executable: String, arguments: [String]) =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    ? ("/usr/bin/python3", []) : ("/usr/bin/env", ["python3"])

  /// Starts `script` with `arguments` and reads the port it reports; the server ends by itself
  /// after `lifetime` seconds at the latest.
  package init(script: String, arguments: [String] = [], name: String, lifetime: Double = 900) async throws {
    let program = Self.watchdog(lifetime: lifetime) + script
    let process = try ChildProcess(
      Self.interpreter.executable, Self.interpreter.arguments + ["-c", program] + arguments, input: .pipe,
      output: .pipe)
    let line = await ChildProcess.onOwnThread { process.readLine(seconds: Self.startTimeout) }
    guard let line, let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
      process.killAndReapInBackground()
      throw StartFailure(
        description:
          "the \(name) did not report a port within \(Self.startTimeout) s (got \(line.debugDescription))")
    }
    self.process = process
    self.port = port
  }

  /// Stops the server without waiting for it to exit; safe to call twice.
  package func stop() {
    process.killAndReapInBackground()
  }

  /// Stops the server and waits until it has exited, so its port no longer answers.
  package func stopAndWait() async {
    process.closeInput()
    process.send(SIGKILL)
    _ = await process.exited()
  }

  deinit { stop() }
}
