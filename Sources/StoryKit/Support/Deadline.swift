import Foundation

/// Runs `operation` for at most `seconds` of real time: its result, or `nil` once the time is up,
/// whether or not the operation has finished by then.
///
/// Unlike a task group, this does not wait for a timed-out operation to notice its cancellation:
/// it is cancelled and left to end by itself, and the caller goes on at once. The fetcher and the
/// analytics uploader put their `URLSession` requests under one, so a request that the networking
/// layer never completes nor times out (FoundationNetworking has had such faults) still ends.
/// Cancelling the calling task cancels the operation and returns `nil` at once.
package func withDeadline<Result: Sendable>(
  seconds: Double, _ operation: @escaping @Sendable () async -> Result
) async -> Result? {
  let race = DeadlineRace<Result>()
  return await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      race.start(continuation)
      let work = Task { race.finish(await operation()) }
      let timer = Task {
        try? await Task.sleep(for: .seconds(seconds.isFinite ? max(0, seconds) : 0))
        race.finish(nil)
        work.cancel()
      }
      race.onFinish {
        timer.cancel()
        work.cancel()
      }
    }
  } onCancel: {
    race.finish(nil)
  }
}

/// The first of the operation's result, the deadline and a cancellation resumes the caller; the
/// others are ignored.
private final class DeadlineRace<Result: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result?, Never>?
    var cleanup: (@Sendable () -> Void)?
    var isFinished = false
    var early: Result??
  }

  private let state = Mutex(State())

  func start(_ continuation: CheckedContinuation<Result?, Never>) {
    let early = state.withLock { state -> Result?? in
      if let early = state.early { return early }
      state.continuation = continuation
      return nil
    }
    if let early { continuation.resume(returning: early) }
  }

  func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
    let finished = state.withLock { state -> Bool in
      if state.isFinished { return true }
      state.cleanup = cleanup
      return false
    }
    if finished { cleanup() }
  }

  func finish(_ result: Result?) {
    let taken = state.withLock { state -> (CheckedContinuation<Result?, Never>?, (@Sendable () -> Void)?)? in
      guard !state.isFinished else { return nil }
      state.isFinished = true
      defer {
        state.continuation = nil
        state.cleanup = nil
      }
      if state.continuation == nil { state.early = .some(result) }
      return (state.continuation, state.cleanup)
    }
    guard let (continuation, cleanup) = taken else { return }
    continuation?.resume(returning: result)
    cleanup?()
  }
}
