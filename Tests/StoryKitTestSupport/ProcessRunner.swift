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
    let process = try ChildProcess(
      executable.path, arguments, directory: directory.path, input: .null, output: .pipe)
    return await ChildProcess.onOwnThread {
      let data = process.readToEnd()
      let status = process.blockingWait() ?? -1
      return ProcessOutput(status: status, output: String(decoding: data, as: UTF8.self))
    }
  }
}
