import Foundation
import StoryKit

#if canImport(Glibc)
  import Glibc
#endif

/// A child process for tests, started with `posix_spawn` and reaped by its own `waitpid`.
///
/// Not `Foundation.Process`: on Linux its termination notices all pass through one monitor thread
/// that can block in `waitpid` on one child while others have exited, and its `waitUntilExit()`
/// blocks the calling thread. A test that waited that way on Swift's cooperative pool (two threads
/// on a two-core machine) or on the main actor stalled every other suite's tasks, the feed
/// fetcher's among them. Here every blocking wait runs on a thread of its own, and the async
/// methods resume the caller from there.
///
/// The child inherits only its three standard descriptors: the pipes' parent ends are
/// close-on-exec, and every descriptor from 3 up is closed in the child, so a server's standard
/// input cannot stay open in a sibling and keep it from seeing its end.
package final class ChildProcess: Sendable {
  /// Where a standard stream goes.
  package enum Stream: Sendable {
    /// A pipe to the test (``readLine(timeout:)``, ``readToEnd()``, ``closeInput()``).
    case pipe
    /// Appended to the file at this path.
    case file(String)
    /// `/dev/null`.
    case null
  }

  package struct LaunchFailure: Error, CustomStringConvertible {
    package var description: String
  }

  /// The child's process ID.
  package let pid: pid_t
  private let input: Int32?
  private let output: Int32?
  private let state = Mutex(State())

  private struct State {
    var status: Int32?
    var inputOpen = true
    var buffered = Data()
  }

  /// Starts `executable` (a path; `/usr/bin/env` finds a program on `PATH`) with `arguments`.
  /// Standard error goes where standard output goes.
  package init(
    _ executable: String, _ arguments: [String], directory: String? = nil, input inputStream: Stream = .null,
    output outputStream: Stream = .null
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    defer { childEnds.forEach { _ = close($0) } }
    func connect(_ stream: Stream, to target: Int32, childReads: Bool) throws -> Int32? {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
        return nil
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, target, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        return nil
      case .pipe:
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw LaunchFailure(description: "pipe: errno \(errno)") }
        let (parent, child) = childReads ? (ends[1], ends[0]) : (ends[0], ends[1])
        _ = fcntl(parent, F_SETFD, FD_CLOEXEC)
        _ = fcntl(child, F_SETFD, FD_CLOEXEC)
        parentEnds.append(parent)
        childEnds.append(child)
        posix_spawn_file_actions_adddup2(&actions, child, target)
        return parent
      }
    }
    do {
      input = try connect(inputStream, to: 0, childReads: true)
      output = try connect(outputStream, to: 1, childReads: false)
    } catch {
      parentEnds.forEach { _ = close($0) }
      throw error
    }
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    Self.closeFrom(3, &actions)
    if let directory { Self.changeDirectory(directory, &actions) }

    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pointers = argv + [nil]
    // The child starts with no signal blocked and the usual dispositions, whatever the test
    // runner's thread had: an X server that inherits a blocked SIGTERM cannot clean up on stop.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, &pointers, environ)
    guard result == 0 else {
      parentEnds.forEach { _ = close($0) }
      throw LaunchFailure(description: "posix_spawn \(executable): \(String(cString: strerror(result)))")
    }
    pid = child
  }

  deinit {
    closeInput()
    if let output { _ = close(output) }
  }

  /// Closes the child's standard input (the pipe's write end); safe to call twice.
  package func closeInput() {
    let wasOpen = state.withLock { state in
      defer { state.inputOpen = false }
      return state.inputOpen
    }
    if wasOpen, let input { _ = close(input) }
  }

  /// Writes `data` to the child's standard input (``Stream/pipe``); `false` when it is closed or
  /// the child no longer reads it. Blocks while the pipe is full: call it from a thread of the
  /// test's own.
  package func write(_ data: Data) -> Bool {
    guard let input, state.withLock({ $0.inputOpen }) else { return false }
    _ = Self.ignoresBrokenPipes
    return data.withUnsafeBytes { bytes -> Bool in
      guard var next = bytes.baseAddress else { return true }
      var left = bytes.count
      while left > 0 {
        let written = Glibc.write(input, next, left)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        next += written
        left -= written
      }
      return true
    }
  }

  /// Set once before the first write: a child gone since gives EPIPE, not a signal that ends the
  /// test process.
  private static let ignoresBrokenPipes: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()

  /// Sends `signal` unless the child has been reaped.
  package func send(_ signal: Int32) {
    if state.withLock({ $0.status }) == nil { _ = kill(pid, signal) }
  }

  /// Whether the child has not exited yet (reaping it if it has).
  package var isRunning: Bool { poll() == nil }

  /// The exit status once the child has exited and been reaped: the exit code, or 128 + the signal.
  package var status: Int32? { poll() }

  /// Reaps the child without blocking; its status, or `nil` while it runs.
  private func poll() -> Int32? {
    state.withLock { state in
      if state.status == nil {
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { state.status = Self.decode(raw) }
      }
      return state.status
    }
  }

  /// Blocks the calling thread until the child exits, or `seconds` pass; its status or `nil`.
  /// Only for threads of the test's own, never the cooperative pool or the main actor.
  package func blockingWait(seconds: Double = .infinity) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if let status = poll() { return status }
      if Date() >= deadline { return nil }
      usleep(2_000)
    }
  }

  /// Waits for the child to exit, for at most `seconds`, on a thread of its own; its status, or
  /// `nil` if it still runs.
  package func exited(within seconds: Double = .infinity) async -> Int32? {
    await Self.onOwnThread { self.blockingWait(seconds: seconds) }
  }

  /// Kills the child and reaps it on a thread of its own, without waiting; for `deinit`s.
  package func killAndReapInBackground() {
    closeInput()
    send(SIGKILL)
    Thread { _ = self.blockingWait() }.start()
  }

  /// The next line of standard output without its newline, waiting at most `seconds`; `nil` at
  /// the end of output or the deadline. Blocks: call it from a thread of the test's own.
  package func readLine(seconds: Double) -> String? {
    guard let output else { return nil }
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let line = state.withLock { state -> String? in
        guard let end = state.buffered.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: state.buffered[state.buffered.startIndex..<end], as: UTF8.self)
        state.buffered.removeSubrange(state.buffered.startIndex...end)
        return line
      }
      if let line { return line }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = Glibc.poll(&descriptor, 1, Int32(min(left, 1) * 1000))
      if ready < 0 && errno != EINTR { return nil }
      if ready <= 0 { continue }
      guard let chunk = Self.read(output), !chunk.isEmpty else { return nil }
      state.withLock { $0.buffered.append(chunk) }
    }
  }

  /// Everything left on standard output, until the child closes it. Blocks: call it from a thread
  /// of the test's own.
  package func readToEnd() -> Data {
    guard let output else { return Data() }
    var data = state.withLock { state in
      defer { state.buffered = Data() }
      return state.buffered
    }
    while let chunk = Self.read(output), !chunk.isEmpty { data.append(chunk) }
    return data
  }

  /// Runs `body` on a new thread and resumes the caller with its result.
  package static func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result
  {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }

  private static func read(_ descriptor: Int32) -> Data? {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count >= 0 { return Data(buffer[0..<count]) }
      if errno != EINTR { return nil }
    }
  }

  private static func decode(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
  }

  // glibc has both since 2.29 / 2.34, but Swift's Glibc module does not declare them (they need
  // _GNU_SOURCE), so they are looked up at run time.
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  private typealias ChangeDirectory =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

  private static func closeFrom(_ lowest: Int32, _ actions: inout posix_spawn_file_actions_t) {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
  }

  private static func changeDirectory(_ path: String, _ actions: inout posix_spawn_file_actions_t) {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return }
    _ = unsafeBitCast(symbol, to: ChangeDirectory.self)(&actions, path)
  }
}
