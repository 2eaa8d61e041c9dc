import Foundation

/// A test server written in Python and run with `python3 -c`: it prints its port on its first line
/// and exits when its standard input closes (``stop()``, `deinit`, or the test process dying), or
/// by its own watchdog, so a failing test cannot leave it running.
package final class PythonScriptServer: @unchecked Sendable {
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

  package let port: Int
  private let process: Process
  private let input: Pipe

  /// Starts `script` with `arguments` and reads the port it reports.
  package init(script: String, arguments: [String] = [], name: String) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let output = Pipe()
    input = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The script's own watchdog bounds this read.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(text) else {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      throw StartFailure(description: "the \(name) did not report a port (got \(text.debugDescription))")
    }
    self.port = port
  }

  /// Stops the server and waits for it to exit; safe to call twice.
  package func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.waitUntilExit() }
  }

  deinit { stop() }
}
