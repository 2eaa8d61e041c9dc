import Foundation
import StoryKit

/// A scheduler whose time moves only when a test says so.
///
/// Sleepers whose deadline has come are resumed by ``advance(by:)``; ``waitForSleeper(until:)``
/// tells a test that the queue has decided to wait for a deadline (and so has not uploaded).
final class ManualAnalyticsScheduler: AnalyticsScheduling {
  private struct Sleeper {
    var id: UUID
    var deadline: Double
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var current: Double
    var sleepers: [Sleeper] = []
    var watchers: [(deadline: Double, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: Mutex<State>

  init(start: Double = 0) {
    state = Mutex(State(current: start))
  }

  var now: Double {
    state.withLock { $0.current }
  }

  /// The deadlines being slept until now, sorted.
  var deadlines: [Double] {
    state.withLock { $0.sleepers.map(\.deadline).sorted() }
  }

  func sleep(until deadline: Double) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (resumeNow, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
          if Task.isCancelled || deadline <= state.current { return (true, []) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let ready = state.watchers.filter { $0.deadline == deadline }.map(\.continuation)
          state.watchers.removeAll { $0.deadline == deadline }
          return (false, ready)
        }
        for watcher in ready { watcher.resume() }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has come.
  func advance(by seconds: Double) {
    let due = state.withLock { state -> [Sleeper] in
      state.current += seconds
      let current = state.current
      let due = state.sleepers.filter { $0.deadline <= current }
      state.sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves time to `time`.
  func advance(to time: Double) {
    advance(by: max(0, time - now))
  }

  /// Returns once something sleeps until `deadline`, failing after `seconds` of real time (a safety
  /// net).
  func awaitSleeper(until deadline: Double, upTo seconds: Double = 60) async throws {
    try await withTimeout(seconds) { await self.waitForSleeper(until: deadline) }
  }

  /// Returns once something sleeps until `deadline` (at once if something already does).
  func waitForSleeper(until deadline: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isThere = state.withLock { state -> Bool in
        if state.sleepers.contains(where: { $0.deadline == deadline }) { return true }
        state.watchers.append((deadline, continuation))
        return false
      }
      if isThere { continuation.resume() }
    }
  }
}
