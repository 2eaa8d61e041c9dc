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
/// output, one JSON object a line each way:
/// - `{"op": "start", "program": …, "arguments": […], "timeout": s}` forks a child that runs the
///   program as `python3 -c` would and answers `{"pid": n, "line": …}` with the first line the
///   child wrote (its port, or `error: ` and the exception that ended it), or `{"pid": n, "line": null, "output":
///   …}` when it wrote no line within the timeout or ended first; the forker then kills the child.
/// - `{"op": "stop", "pid": n}` kills the child and reaps it, then answers `{"stopped": true}`:
///   its port no longer answers. The forker kills only its own children still running.
///
/// A child's writes after its first line go nowhere. Starts are answered one at a time: a script
/// that neither prints a line nor ends holds the next start back until its timeout. The forker ends when its standard input
/// closes (the test process ended), killing its children; a child dies with the forker
/// (`PR_SET_PDEATHSIG`).
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
  package var processID: pid_t? { forker.withLock { $0?.pid } }

  private let queue = DispatchQueue(label: "storykit.tests.python-fork-server")
  /// The forker, started on the first request; replaced when it has stopped answering.
  private let forker = Mutex<ChildProcess?>(nil)

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
    guard let request = Self.line(["op": "stop", "pid": Int(pid)]) else { return }
    queue.async { _ = self.exchange(request, seconds: 30) }
  }

  private func ask(_ request: [String: Any], seconds: Double) async -> [String: Any]? {
    guard let request = Self.line(request) else { return nil }
    let line = await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: self.exchange(request, seconds: seconds)) }
    }
    guard let line, let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return nil }
    return object as? [String: Any]
  }

  /// A request as one line of JSON.
  private static func line(_ request: [String: Any]) -> Data? {
    guard var data = try? JSONSerialization.data(withJSONObject: request) else { return nil }
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// One request and its answer, on ``queue``. A forker that fails to answer is replaced once.
  private func exchange(_ data: Data, seconds: Double) -> String? {
    for _ in 0..<2 {
      guard let process = running() else { return nil }
      if process.write(data), let answer = process.readLine(seconds: seconds) { return answer }
      process.killAndReapInBackground()
      forker.withLock { $0 = nil }
    }
    return nil
  }

  private func running() -> ChildProcess? {
    forker.withLock { forker in
      if let process = forker, process.isRunning { return process }
      let interpreter = PythonScriptServer.interpreter
      forker = try? ChildProcess(
        interpreter.executable, interpreter.arguments + ["-c", Self.script], input: .pipe, output: .pipe)
      return forker
    }
  }

  /// The forker. It imports what the servers import before it forks, and stays single-threaded,
  /// so forking it is safe.
  static let script = #"""
    import ctypes, json, os, select, signal, sys, threading, traceback
    import email.utils, functools, http.server, random, socket, socketserver, struct, time
    import urllib.parse, zlib

    libc = ctypes.CDLL(None, use_errno=True)
    PR_SET_PDEATHSIG = 1
    children = set()

    def reap():
        for pid in list(children):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done == pid:
                children.discard(pid)

    def stop(pid):
        if pid not in children:
            return
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        children.discard(pid)

    class FirstLine:
        """A child's standard output and error: to the forker up to the first newline, then nowhere."""
        def __init__(self, fd):
            self.fd = fd
        def write(self, text):
            if self.fd is not None:
                data = text.encode("utf-8", "replace")
                newline = data.find(b"\n")
                os.write(self.fd, data if newline < 0 else data[:newline + 1])
                if newline >= 0:
                    os.close(self.fd)
                    self.fd = None
            return len(text)
        def flush(self):
            pass

    def run(program, arguments, write_end):
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        report = FirstLine(write_end)
        sys.stdin = open(null, closefd=False)
        sys.stdout = sys.stderr = report
        sys.argv = ["-c"] + arguments
        try:
            exec(compile(program, "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
            for thread in threading.enumerate():
                if thread is not threading.main_thread() and not thread.daemon:
                    thread.join()
        except SystemExit as exit:
            os._exit(0 if exit.code is None else exit.code if isinstance(exit.code, int) else 1)
        except BaseException as error:
            # Before its first line, the error's own line is the one worth reporting.
            report.write("error: " + traceback.format_exception_only(error)[-1].strip() + "\n")
            os._exit(1)
        os._exit(0)

    def start(program, arguments, timeout):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
            if os.getppid() == 1:
                os._exit(1)
            run(program, arguments, write_end)
        os.close(write_end)
        children.add(pid)
        output = b""
        deadline = time.monotonic() + timeout
        while b"\n" not in output:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([read_end], [], [], left)[0]:
                break
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            output += chunk
        os.close(read_end)
        text = output.decode("utf-8", "replace")
        if "\n" in text:
            return {"pid": pid, "line": text.split("\n", 1)[0]}
        stop(pid)
        return {"pid": pid, "line": None, "output": text}

    for request in sys.stdin:
        reap()
        request = json.loads(request)
        if request["op"] == "start":
            answer = start(request["program"], request["arguments"], request["timeout"])
        else:
            stop(request["pid"])
            answer = {"stopped": True}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    for pid in list(children):
        stop(pid)
    """#
}
