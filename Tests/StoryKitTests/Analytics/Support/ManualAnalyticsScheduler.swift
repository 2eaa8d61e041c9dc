import Foundation
import StoryKit

/// A scheduler whose time moves only when a test says so.
///
/// Sleepers whose deadline has come are resumed by ``advance(by:)``; ``waitForSleeper(until:)``
/// tells a test that the queue has decided to wait for a deadline (and so has not uploaded).
final class ManualAnalyticsScheduler: AnalyticsScheduling, @unchecked Sendable {
  private struct Sleeper {
    var id: UUID
    var deadline: Double
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current: Double
  private var sleepers: [Sleeper] = []
  private var watchers: [(deadline: Double, continuation: CheckedContinuation<Void, Never>)] = []

  init(start: Double = 0) {
    current = start
  }

  var now: Double {
    lock.withLock { current }
  }

  /// The deadlines being slept until now, sorted.
  var deadlines: [Double] {
    lock.withLock { sleepers.map(\.deadline).sorted() }
  }

  func sleep(until deadline: Double) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = lock.withLock { () -> Bool in
          if Task.isCancelled || deadline <= current { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let ready = watchers.filter { $0.deadline == deadline }
          watchers.removeAll { $0.deadline == deadline }
          for watcher in ready { watcher.continuation.resume() }
          return false
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has come.
  func advance(by seconds: Double) {
    let due = lock.withLock { () -> [Sleeper] in
      current += seconds
      let due = sleepers.filter { $0.deadline <= current }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves time to `time`.
  func advance(to time: Double) {
    advance(by: max(0, time - now))
  }

  /// Returns once something sleeps until `deadline`, failing after a real-time safety net.
  func awaitSleeper(until deadline: Double) async throws {
    try await withTimeout { await self.waitForSleeper(until: deadline) }
  }

  /// Returns once something sleeps until `deadline` (at once if something already does).
  func waitForSleeper(until deadline: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isThere = lock.withLock { () -> Bool in
        if sleepers.contains(where: { $0.deadline == deadline }) { return true }
        watchers.append((deadline, continuation))
        return false
      }
      if isThere { continuation.resume() }
    }
  }
}
