import Foundation
import StoryKit

#if canImport(Glibc)
  import Glibc
#endif

/// One Python process per test process that starts the test servers (``PythonScriptServer``) by
/// forking itself, with the modules they import already loaded.
///
/// A fresh `python3` costs about a tenth of a CPU second before a server's script runs (the
/// interpreter, then `http.server` and its imports), and a test run started about ninety servers:
/// 8-10 CPU seconds of a run bound by its CPU. A fork of this process starts one in a few
/// milliseconds.
///
/// Requests go one at a time, on a queue of their own, over the forker's standard input and
/// output, one JSON object a line each way, each answer carrying its request's `id`:
/// - `{"id": n, "op": "start", "program": …, "arguments": […], "timeout": s}` forks a child that
///   runs the program as `python3 -c` would and answers `{"id": n, "pid": p, "line": …}` with the
///   first line the child wrote (its port, or `error: ` and the exception that ended it), or
///   `"line": null` and its `"output"` when it wrote no line within the timeout or ended first;
///   the forker then kills the child.
/// - `{"id": n, "op": "stop", "pid": p}` kills the child and reaps it, then answers
///   `{"id": n, "stopped": true}`: its port no longer answers. The forker kills only its own
///   children still running.
///
/// An answer later than its deadline fails that request alone and is dropped when it comes; the
/// forker is replaced only when it has ended or cannot be written to (its servers end with it).
/// A child's writes after its first line go nowhere. Starts are answered one at a time: a script
/// that neither prints a line nor ends holds the next start back until its timeout.
///
/// The forker ends when its standard input closes or its parent process is gone, killing its
/// children; a child dies with the forker (`PR_SET_PDEATHSIG`).
package final class PythonForkServer: Sendable {
  /// The test process's forker.
  package static let shared = PythonForkServer()

  /// What a start gave: the child's process ID, and its first line.
  package struct Started: Sendable {
    package var pid: pid_t
    /// The child's first line, or `nil` when it wrote none in time (``output`` has what it wrote).
    package var line: String?
    package var output: String
  }

  package init() {}

  /// The forker's process ID while it runs (tests stop it to see a new one take over).
  package var processID: pid_t? { state.withLock { $0.forker?.pid } }

  private let queue = DispatchQueue(label: "storykit.tests.python-fork-server")
  private let state = Mutex(State())

  private struct State {
    /// The forker, started on the first request; replaced when it has ended.
    var forker: ChildProcess?
    var nextID = 1
  }

  /// Forks a child that runs `program` with `arguments` (its `sys.argv[1...]`) and waits at most
  /// `timeout` seconds for its first line; `nil` when the forker cannot be started or answer.
  package func start(program: String, arguments: [String], timeout: Double) async -> Started? {
    let request: [String: Any] = [
      "op": "start", "program": program, "arguments": arguments, "timeout": timeout,
    ]
    guard let reply = await ask(request, seconds: timeout + 10), let pid = reply["pid"] as? Int else {
      return nil
    }
    return Started(
      pid: pid_t(pid), line: reply["line"] as? String, output: reply["output"] as? String ?? "")
  }

  /// Kills child `pid` and waits until the forker has reaped it.
  package func stop(_ pid: pid_t) async {
    _ = await ask(["op": "stop", "pid": Int(pid)], seconds: 30)
  }

  /// Kills child `pid` without waiting; for `deinit`s.
  package func stopInBackground(_ pid: pid_t) {
    guard let (id, request) = line(["op": "stop", "pid": Int(pid)]) else { return }
    queue.async { _ = self.exchange(request, id: id, seconds: 30) }
  }

  private func ask(_ request: [String: Any], seconds: Double) async -> [String: Any]? {
    guard let (id, request) = line(request) else { return nil }
    return await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: self.exchange(request, id: id, seconds: seconds)) }
    }.flatMap { Self.answer(from: $0) }
  }

  /// A request with a new `id`, as one line of JSON.
  private func line(_ request: [String: Any]) -> (id: Int, line: Data)? {
    var request = request
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    request["id"] = id
    guard var data = try? JSONSerialization.data(withJSONObject: request) else { return nil }
    data.append(UInt8(ascii: "\n"))
    return (id, data)
  }

  private static func answer(from line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  /// One request and its answer, on ``queue``: answers to earlier requests that came after their
  /// deadline are dropped. A forker that has ended, or takes no request, is replaced once.
  private func exchange(_ data: Data, id: Int, seconds: Double) -> String? {
    for _ in 0..<2 {
      guard let process = running() else { return nil }
      if process.write(data) {
        let deadline = Date().addingTimeInterval(seconds)
        while let answer = process.readLine(seconds: deadline.timeIntervalSinceNow) {
          if Self.answer(from: answer)?["id"] as? Int == id { return answer }
        }
        // The deadline passed with the forker still working: this request fails, the forker
        // and its servers stay.
        if process.isRunning { return nil }
      }
      process.killAndReapInBackground()
      state.withLock { $0.forker = nil }
    }
    return nil
  }

  private func running() -> ChildProcess? {
    state.withLock { state in
      if let process = state.forker, process.isRunning { return process }
      let interpreter = PythonScriptServer.interpreter
      state.forker = try? ChildProcess(
        interpreter.executable, interpreter.arguments + ["-c", Self.forkerScript], input: .pipe, output: .pipe
      )
      return state.forker
    }
  }
}
