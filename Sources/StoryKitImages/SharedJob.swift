import Foundation
import StoryKit
import StoryKitUI

/// One piece of work that many waiters share: started by the first waiter, cancelled when the
/// last one leaves before it ends, and finishing every waiter with the same result. Its priority
/// is the highest of its waiters' (coalescing in ``ImagePipeline``).
///
/// Thread-safe.
final class SharedJob<Value: Sendable>: Sendable {
  typealias Outcome = Result<Value, ImageLoadingError>

  private struct Waiter {
    /// The waiter's priority now (another job's, for a job waiting on this one).
    var priority: @Sendable () -> ImagePriority
    let continuation: CheckedContinuation<Outcome?, Never>
  }

  private struct State {
    var waiters: [UInt64: Waiter] = [:]
    var nextWaiter: UInt64 = 0
    var task: Task<Void, Never>?
    var outcome: Outcome?
    var isAbandoned = false
    var priority: ImagePriority = .background
  }

  private let state = Mutex(State())
  private let url: URL
  private let work: @Sendable (SharedJob<Value>) async -> Outcome
  /// Told the job's new priority whenever it changes (to reorder a waiting slot).
  private let onPriorityChange: @Sendable (ImagePriority) -> Void
  /// Told once when the job ends, finished or abandoned (to forget it).
  private let onEnd: @Sendable () -> Void

  init(
    url: URL, work: @escaping @Sendable (SharedJob<Value>) async -> Outcome,
    onPriorityChange: @escaping @Sendable (ImagePriority) -> Void = { _ in },
    onEnd: @escaping @Sendable () -> Void
  ) {
    self.url = url
    self.work = work
    self.onPriorityChange = onPriorityChange
    self.onEnd = onEnd
  }

  /// The highest priority among the waiters.
  var priority: ImagePriority { state.withLock { $0.priority } }

  /// How many wait now.
  var waiterCount: Int { state.withLock { $0.waiters.count } }

  /// Waits for the result at `priority`, starting the work if this is the first waiter.
  ///
  /// A cancelled caller gets ``ImageLoadingError/cancelled(_:)`` at once and leaves, cancelling
  /// the work if it was the last. `nil` means the job was abandoned before this waiter joined:
  /// make a new one.
  func wait(priority: ImagePriority) async -> Outcome? {
    await wait(dynamicPriority: { priority })
  }

  /// ``wait(priority:)`` for a waiter whose priority can change: call ``refreshPriority()``
  /// after it does.
  func wait(dynamicPriority priority: @escaping @Sendable () -> ImagePriority) async -> Outcome? {
    let id = state.withLock { state -> UInt64 in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome?, Never>) in
        // Either the answer now (`done`), or the job's new priority once this waiter is in.
        let (done, answer, changed) = state.withLock { state -> (Bool, Outcome?, ImagePriority?) in
          if let outcome = state.outcome { return (true, outcome, nil) }
          if state.isAbandoned { return (true, nil, nil) }
          if Task.isCancelled { return (true, .failure(.cancelled(url)), nil) }
          state.waiters[id] = Waiter(priority: priority, continuation: continuation)
          if state.task == nil { state.task = Task { [self] in finish(await work(self)) } }
          return (false, nil, Self.updatePriority(&state))
        }
        if done {
          continuation.resume(returning: answer)
        } else if let changed {
          onPriorityChange(changed)
        }
      }
    } onCancel: {
      leave(id)
    }
  }

  /// Sets the job's priority to its highest waiter's; the new value when it changed.
  private static func updatePriority(_ state: inout State) -> ImagePriority? {
    let highest = state.waiters.values.map { $0.priority() }.max() ?? .background
    guard highest != state.priority else { return nil }
    state.priority = highest
    return highest
  }

  /// Reads the waiters' priorities again, after one of them changed.
  func refreshPriority() {
    let changed = state.withLock { Self.updatePriority(&$0) }
    if let changed { onPriorityChange(changed) }
  }

  private func leave(_ id: UInt64) {
    let (waiter, task, changed) = state.withLock {
      state -> (Waiter?, Task<Void, Never>?, ImagePriority?) in
      guard let waiter = state.waiters.removeValue(forKey: id) else { return (nil, nil, nil) }
      if state.waiters.isEmpty && state.outcome == nil {
        state.isAbandoned = true
        return (waiter, state.task, nil)
      }
      return (waiter, nil, Self.updatePriority(&state))
    }
    waiter?.continuation.resume(returning: .failure(.cancelled(url)))
    if let changed { onPriorityChange(changed) }
    if let task {
      task.cancel()
      onEnd()
    }
  }

  private func finish(_ outcome: Outcome) {
    let waiters = state.withLock { state -> [Waiter]? in
      guard state.outcome == nil, !state.isAbandoned else { return nil }
      state.outcome = outcome
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    guard let waiters else { return }
    onEnd()
    for waiter in waiters { waiter.continuation.resume(returning: outcome) }
  }
}
