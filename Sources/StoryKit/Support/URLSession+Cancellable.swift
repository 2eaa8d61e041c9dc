import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// `data(for:)` whose cancellation cannot deadlock.
  ///
  /// FoundationNetworking's own `data(for:)` cancels its task with a synchronous hop onto the
  /// session's queue from inside the Swift task's cancellation handler, which runs under that
  /// task's status lock. If the session completes the request at the same moment, its queue waits
  /// for the same lock to resume the task, and both wait forever (seen with a `storykit render` of
  /// 300 groups whose image views were cancelled while their requests failed). Here the request is
  /// a completion-handler task, and cancellation only schedules `cancel()` on another queue.
  ///
  /// - Throws: the session's error; `URLError(.cancelled)` once cancelled.
  package func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
    let holder = DataTaskHolder()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = dataTask(with: request) { data, response, error in
          if let data, let response {
            continuation.resume(returning: (data, response))
          } else {
            continuation.resume(throwing: error ?? URLError(.unknown))
          }
        }
        holder.start(task)
      }
    } onCancel: {
      holder.cancelSoon()
    }
  }
}

/// The data task of one ``URLSession/cancellableData(for:)`` call, and whether it was cancelled
/// before it started.
private final class DataTaskHolder: Sendable {
  private struct State: @unchecked Sendable {
    // URLSessionDataTask is thread-safe for resume and cancel; it is only reached under the lock.
    var task: URLSessionDataTask?
    var isCancelled = false
  }

  private let state = Mutex(State())

  func start(_ task: URLSessionDataTask) {
    let cancelled = state.withLock { state -> Bool in
      state.task = task
      return state.isCancelled
    }
    task.resume()
    if cancelled { DispatchQueue.global().async { task.cancel() } }
  }

  /// Cancels the task from another queue, never from the caller's stack.
  func cancelSoon() {
    let task = state.withLock { state -> URLSessionDataTask? in
      state.isCancelled = true
      return state.task
    }
    guard let task else { return }
    DispatchQueue.global().async { task.cancel() }
  }
}
