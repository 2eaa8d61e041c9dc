import Foundation

/// A finished run of an executable: its exit status and what it wrote to both output streams.
package struct ProcessOutput: Sendable {
  package var status: Int32
  package var output: String

  /// The output's lines.
  package var lines: [String] { output.split(separator: "\n").map(String.init) }
}

/// Runs an executable to its end for a test.
package enum ProcessRunner {
  /// Runs `executable` with `arguments` in `directory` and waits for it on a thread of its own:
  /// a test waiting on the cooperative pool (two threads on a two-core machine) would stall every
  /// other suite's tasks until the child exits.
  package static func run(
    _ executable: URL, _ arguments: [String], in directory: URL
  ) async throws
    -> ProcessOutput
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
          try process.run()
        } catch {
          continuation.resume(throwing: error)
          return
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(
          returning: ProcessOutput(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self)))
      }.start()
    }
  }
}
