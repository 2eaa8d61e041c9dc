import Foundation
import Testing

@testable import StoryKit

/// `withDeadline`, which bounds the fetcher's and the uploader's requests whatever the networking
/// layer does.
struct DeadlineTests {
  /// A wait that only ends when the test lets it go: a request that never completes.
  final class Gate: Sendable {
    // One lock for both, so an `open()` between the check and the store cannot strand a waiter;
    // every waiter is kept (a test may start several before it opens the gate).
    private let state = Mutex<(opened: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.opened { return true }
          state.waiters.append(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    }

    func open() {
      let waiters = state.withLock { state in
        state.opened = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  @Test func aFinishedOperationGivesItsResult() async {
    let result = await withDeadline(seconds: 30) { 42 }
    #expect(result == 42)
  }

  @Test func anOperationThatNeverEndsIsCutOffAndCancelled() async {
    let gate = Gate()
    let sawCancellation = Mutex(false)
    let result = await withDeadline(seconds: 0.2) { () -> Int in
      await withTaskCancellationHandler {
        await gate.wait()
      } onCancel: {
        sawCancellation.withLock { $0 = true }
      }
      return 1
    }
    #expect(result == nil)
    #expect(sawCancellation.withLock { $0 }, "the timed-out operation is cancelled")
    gate.open()
  }

  @Test func cancellingTheCallerEndsTheWaitAtOnce() async {
    let gate = Gate()
    let caller = Task { await withDeadline(seconds: 3600) { await gate.wait() } }
    caller.cancel()
    #expect(await caller.value == nil)
    gate.open()
  }

  @Test func aBadDeadlineCountsAsNone() async {
    let gate = Gate()
    #expect(await withDeadline(seconds: .nan) { await gate.wait() } == nil)
    #expect(await withDeadline(seconds: -1) { await gate.wait() } == nil)
    gate.open()
  }
}
