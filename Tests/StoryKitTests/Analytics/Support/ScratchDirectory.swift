import Foundation
import StoryKit

/// A fresh folder under the system's temporary directory, removed when the value is released
/// (the seen store and analytics tests each use their own).
final class ScratchDirectory: Sendable {
  let url: URL

  init(_ name: String = #function) {
    let safe = name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(String.init)
      .joined()
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-\(safe)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names in the folder, sorted.
  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}

/// Awaits `operation`, failing with `TimedOut` if it takes longer than `seconds` of real time.
///
/// Only a safety net: the tests drive time with a manual scheduler and never wait on purpose;
/// this bounds how long a broken build can hang. On a timeout the operation is abandoned, not
/// awaited, since a lost wake-up would never end.
func withTimeout<Result: Sendable>(
  _ seconds: Double = 120, _ operation: @escaping @Sendable () async -> Result
) async throws -> Result {
  let race = Race<Result>()
  return try await withCheckedThrowingContinuation { continuation in
    race.start(continuation)
    let work = Task {
      race.finish(.success(await operation()))
    }
    let timer = Task {
      try? await Task.sleep(for: .seconds(seconds))
      race.finish(.failure(TimedOut(seconds: seconds)))
      work.cancel()
    }
    race.onFinish { timer.cancel() }
  }
}

/// The first of two results resumes the continuation; the other is ignored.
private final class Race<Result: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result, any Error>?
    var cleanup: (@Sendable () -> Void)?
    var isFinished = false
  }

  private let state = Mutex(State())

  func start(_ continuation: CheckedContinuation<Result, any Error>) {
    state.withLock { $0.continuation = continuation }
  }

  func onFinish(_ body: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      if state.isFinished { return true }
      state.cleanup = body
      return false
    }
    if runNow { body() }
  }

  func finish(_ result: Swift.Result<Result, any Error>) {
    let (continuation, cleanup) = state.withLock { state in
      defer {
        state.continuation = nil
        state.cleanup = nil
        state.isFinished = true
      }
      return (state.continuation, state.cleanup)
    }
    continuation?.resume(with: result)
    cleanup?()
  }
}

struct TimedOut: Error, CustomStringConvertible {
  var seconds: Double
  var description: String { "timed out after \(seconds) s" }
}
