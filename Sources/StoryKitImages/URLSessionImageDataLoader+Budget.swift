import Foundation
import StoryKit
import StoryKitUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionImageDataLoader {
  /// A prefetch drawn from `budget`, streamed so that the budget holds byte for byte: a response
  /// whose `Content-Length` does not fit in what is left is cancelled after its headers, unread,
  /// and a body without a length is cut at the budget. Either throws
  /// ``ImageLoadingError/cancelled(_:)`` and counts a skip (``PrefetchBudget/skippedCount``).
  /// File URLs are read as usual and cost nothing.
  public func data(
    for url: URL, validators: HTTPCacheInfo?, budget: PrefetchBudget
  ) async throws(ImageLoadingError) -> ImageDataResponse {
    guard url.scheme?.lowercased() == "http" || url.scheme?.lowercased() == "https" else {
      return try await data(for: url, validators: validators)
    }
    let request = makeRequest(url, validators: validators)
    let session = sessions.session(timeout: effectiveTimeout)
    let router = sessions.router
    let outcome = await withDeadline(seconds: effectiveTimeout + 1) {
      () async -> Result<(Data, URLResponse), BudgetedFetch.Failure> in
      await router.fetch(request, in: session, budget: budget)
    }
    if Task.isCancelled { throw .cancelled(url) }
    switch outcome {
    case nil: throw .timedOut(url, seconds: effectiveTimeout)
    case .failure(.overBudget): throw .cancelled(url)
    case .failure(.session(let error)): throw mapped(error, url: url)
    case .success(let (data, response)):
      return try interpret(data, response: response, url: url, validators: validators)
    }
  }
}

/// The delegate of a loader's session: hands each streamed data task's callbacks to its
/// ``BudgetedFetch``. Tasks made with a completion handler have none and are left alone.
final class SessionRouter: NSObject, URLSessionDataDelegate, Sendable {
  private let fetches = Mutex<[Int: BudgetedFetch]>([:])

  /// Runs `request` as a streamed data task drawing from `budget`.
  func fetch(
    _ request: URLRequest, in session: URLSession, budget: PrefetchBudget
  ) async -> Result<(Data, URLResponse), BudgetedFetch.Failure> {
    let holder = Mutex<BudgetedFetch?>(nil)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let task = session.dataTask(with: request)
        let fetch = BudgetedFetch(task: task, budget: budget, continuation: continuation)
        fetches.withLock { $0[task.taskIdentifier] = fetch }
        let cancelled = holder.withLock { held in
          held = fetch
          return Task.isCancelled
        }
        task.resume()
        if cancelled { fetch.cancelSoon() }
      }
    } onCancel: {
      holder.withLock { $0 }?.cancelSoon()
    }
  }

  private func fetch(of task: URLSessionTask) -> BudgetedFetch? {
    fetches.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    guard let fetch = fetch(of: dataTask) else { return completionHandler(.allow) }
    completionHandler(fetch.accept(response) ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    fetch(of: dataTask)?.append(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let fetch = fetches.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    fetch?.finish(error)
  }
}

/// One streamed prefetch: its body so far, and what it drew from the budget.
final class BudgetedFetch: Sendable {
  /// Why a streamed fetch gave no body.
  enum Failure: Error, Sendable {
    /// The budget stopped it (after the headers, or at the budget).
    case overBudget
    /// The session's error.
    case session(any Error)
  }

  private struct State: @unchecked Sendable {
    // URLSessionDataTask and URLResponse are thread-safe to read; both are reached under the lock.
    var task: URLSessionDataTask?
    var response: URLResponse?
    var body = Data()
    /// Bytes taken from the budget up front, for a declared `Content-Length`; `nil` when metered.
    var reserved: Int?
    var overBudget = false
    var continuation: CheckedContinuation<Result<(Data, URLResponse), Failure>, Never>?
  }

  private let budget: PrefetchBudget
  private let state: Mutex<State>

  init(
    task: URLSessionDataTask, budget: PrefetchBudget,
    continuation: CheckedContinuation<Result<(Data, URLResponse), Failure>, Never>
  ) {
    self.budget = budget
    state = Mutex(State(task: task, continuation: continuation))
  }

  /// Whether to read the body of `response`: a successful answer's declared length is taken from
  /// the budget, or the answer is not read. Error answers are read (their small bodies are not
  /// pictures) so that they fail as usual.
  func accept(_ response: URLResponse) -> Bool {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 200
    let length = response.expectedContentLength
    return state.withLock { state in
      state.response = response
      guard (200..<300).contains(status), length >= 0 else { return true }
      guard budget.reserve(Int(length)) else {
        state.overBudget = true
        budget.noteSkipped()
        return false
      }
      state.reserved = Int(length)
      return true
    }
  }

  /// Keeps `data`, unless it goes over the budget: then the fetch is cut there.
  func append(_ data: Data) {
    let cut = state.withLock { state -> URLSessionDataTask? in
      guard !state.overBudget else { return nil }
      let status = (state.response as? HTTPURLResponse)?.statusCode ?? 200
      if !(200..<300).contains(status) {
        state.body.append(data)
        return nil
      }
      let room: Int
      if let reserved = state.reserved {
        room = max(0, reserved - state.body.count)
      } else {
        room = budget.reserveUpTo(data.count)
      }
      state.body.append(data.prefix(room))
      guard room < data.count else { return nil }
      state.overBudget = true
      budget.noteSkipped()
      return state.task
    }
    if let cut { DispatchQueue.global().async { cut.cancel() } }
  }

  /// Ends the fetch: the body, or why there is none. Bytes reserved but never received (a body
  /// cut short by the network) go back to the budget.
  func finish(_ error: (any Error)?) {
    let (continuation, result) = state.withLock { state in
      defer {
        state.continuation = nil
        state.task = nil
      }
      if let reserved = state.reserved, state.body.count < reserved {
        budget.refund(reserved - state.body.count)
      }
      let result: Result<(Data, URLResponse), Failure>
      if state.overBudget {
        result = .failure(.overBudget)
      } else if let error {
        result = .failure(.session(error))
      } else if let response = state.response {
        result = .success((state.body, response))
      } else {
        result = .failure(.session(URLError(.badServerResponse)))
      }
      return (state.continuation, result)
    }
    continuation?.resume(returning: result)
  }

  /// Cancels the task from another queue, never from the caller's stack.
  func cancelSoon() {
    guard let task = state.withLock({ $0.task }) else { return }
    DispatchQueue.global().async { task.cancel() }
  }
}
