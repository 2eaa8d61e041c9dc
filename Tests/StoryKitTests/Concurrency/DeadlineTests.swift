import Foundation
import Testing

@testable import StoryKit

/// `withDeadline`, which bounds the fetcher's and the uploader's requests whatever the networking
/// layer does.
struct DeadlineTests {
  /// A wait that only ends when the test lets it go: a request that never completes.
  final class Gate: Sendable {
    private let waiter = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let opened = Mutex(false)

    func wait() async {
      await withCheckedContinuation { continuation in
        let open = opened.withLock { $0 }
        if open {
          continuation.resume()
        } else {
          waiter.withLock { $0 = continuation }
        }
      }
    }

    func open() {
      opened.withLock { $0 = true }
      waiter.withLock { waiting in
        waiting?.resume()
        waiting = nil
      }
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
