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
/// this bounds how long a broken build can hang. On a timeout the operation is cancelled and
/// abandoned, not awaited, since a lost wake-up would never end (the product's `withDeadline`).
/// A test that needs longer passes its bound and says why.
func withTimeout<Result: Sendable>(
  _ seconds: Double = 60, _ operation: @escaping @Sendable () async -> Result
) async throws -> Result {
  guard let result = await withDeadline(seconds: seconds, operation) else {
    throw TimedOut(seconds: seconds)
  }
  return result
}

struct TimedOut: Error, CustomStringConvertible {
  var seconds: Double
  var description: String { "timed out after \(seconds) s" }
}
