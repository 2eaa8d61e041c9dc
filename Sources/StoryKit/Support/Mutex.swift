import Foundation

/// A value that is only reachable while a lock is held: the one lock type of StoryKit's modules.
///
/// ```swift
/// private let cache = Mutex<[URL: Image]>([:])
/// let cached = cache.withLock { $0[url] }
/// cache.withLock { $0[url] = image }
/// ```
///
/// Thread safety: ``withLock(_:)`` may be called from any thread or task; calls run one at a time,
/// in no promised order. The lock is not recursive: calling ``withLock(_:)`` on the same mutex
/// inside its body deadlocks. Keep the body short and synchronous, and never call code supplied
/// from outside (delegates, callbacks, continuations) inside it: take what you need out, then
/// call it after the lock is released.
///
/// A mutex is `Sendable` when its value is. One holding non-`Sendable` state (such as C pointers)
/// is not, and the type storing it must then explain why it is safe to share.
///
/// Not `Synchronization.Mutex`: it needs iOS 18 / macOS 15, and StoryKit supports older versions;
/// and it waits on a futex ThreadSanitizer does not see, where the pthread mutex under `NSLock`
/// is understood. `NSLock` is used here only: every other lock in the package is a `Mutex`.
package final class Mutex<Value> {
  private let lock = NSLock()
  private var value: Value

  /// Creates a mutex guarding `initialValue`.
  package init(_ initialValue: Value) {
    value = initialValue
  }

  /// Runs `body` with exclusive access to the value and returns what it returns; the lock is
  /// released when `body` returns or throws.
  ///
  /// `body` runs synchronously on the calling thread, so it need not be `@Sendable`, and neither
  /// need its result: nothing crosses to another thread.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// Sound because every access to `value` goes through `withLock`, which serializes them.
extension Mutex: @unchecked Sendable where Value: Sendable {}
