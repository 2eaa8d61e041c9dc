import Foundation
import StoryKit
import StoryKitUI

/// At most `limit` holders at a time; waiters are let in highest priority first, then first come
/// first served. A waiter's priority can change while it waits, and a cancelled waiter leaves the
/// queue at once.
///
/// Thread-safe. Used by ``ImagePipeline`` for its download and decode slots.
final class PriorityLimiter: Sendable {
  private struct Waiter {
    let id: UInt64
    var priority: ImagePriority
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var running = 0
    var waiters: [Waiter] = []
    var nextID: UInt64 = 0
    var cancelledBeforeQueueing: Set<UInt64> = []
  }

  private let state = Mutex(State())
  let limit: Int

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// How many hold a slot now.
  var running: Int { state.withLock { $0.running } }
  /// How many wait for one.
  var waiting: Int { state.withLock { $0.waiters.count } }

  /// A ticket to name a wait by, to change its priority later.
  func makeTicket() -> UInt64 {
    state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
  }

  /// Waits for a slot; `false` when the task was cancelled first (no slot is held then).
  func acquire(ticket: UInt64, priority: ImagePriority) async -> Bool {
    let granted = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let immediate: Bool? = state.withLock { state in
          if state.cancelledBeforeQueueing.remove(ticket) != nil { return false }
          if state.running < limit {
            state.running += 1
            return true
          }
          state.waiters.append(Waiter(id: ticket, priority: priority, continuation: continuation))
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter: Waiter? = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.id == ticket }) else {
          state.cancelledBeforeQueueing.insert(ticket)
          return nil
        }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: false)
    }
    if granted {
      // A cancellation that came after the grant left a mark nobody will clear.
      _ = state.withLock { $0.cancelledBeforeQueueing.remove(ticket) }
    }
    return granted
  }

  /// Gives a slot back, letting in the highest-priority waiter.
  func release() {
    let next: Waiter? = state.withLock { state in
      guard let index = Self.nextIndex(state.waiters) else {
        state.running = max(0, state.running - 1)
        return nil
      }
      return state.waiters.remove(at: index)
    }
    next?.continuation.resume(returning: true)
  }

  /// Changes the priority of a waiting ticket (no effect once it holds a slot).
  func setPriority(_ priority: ImagePriority, ticket: UInt64) {
    state.withLock { state in
      guard let index = state.waiters.firstIndex(where: { $0.id == ticket }) else { return }
      state.waiters[index].priority = priority
    }
  }

  /// The waiter to let in next: the highest priority, the earliest among equals.
  private static func nextIndex(_ waiters: [Waiter]) -> Int? {
    var best: Int?
    for index in waiters.indices {
      guard let current = best else {
        best = index
        continue
      }
      if waiters[index].priority > waiters[current].priority { best = index }
    }
    return best
  }
}
