import Foundation

/// Blocking work (a child process to wait for, a pipe to read) on a thread of its own, awaited.
///
/// A benchmark that runs inside a test process must not block the main actor or the cooperative
/// pool: on 2 cores the pool has about 2 threads, and every other test waits while they block.
enum OwnThread {
  /// Runs `body` on a new thread and returns its result.
  static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: body()) }
    }
  }

  /// A value handed between threads by a caller that uses it on one thread at a time.
  final class Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}
