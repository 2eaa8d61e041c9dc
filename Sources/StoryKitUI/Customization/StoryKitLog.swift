import Foundation
import StoryKit

/// Where StoryKit's UI layer reports misuse it can survive (a view added to itself, a factory
/// installed late, a non-square ring): a warning, never a crash.
///
/// ```swift
/// StoryKitLog.handler = { message in logger.warning("\(message)") }   // the app's log
///
/// let (_, warnings) = StoryKitLog.collectingWarnings {                  // a test
///   button.frame = Rect(x: 0, y: 0, width: 80, height: 40)
///   button.layoutIfNeeded()
/// }
/// ```
@MainActor
public enum StoryKitLog {
  /// Receives every warning that is not being collected; the default prints it to standard
  /// error. Set it once, at launch.
  public static var handler: @MainActor (String) -> Void = { message in
    FileHandle.standardError.write(Data("StoryKit warning: \(message)\n".utf8))
  }

  /// Reports a warning: to the innermost `collectingWarnings(_:)` of the current task if there
  /// is one, else to ``handler``.
  public static func warning(_ message: String) {
    if let collector = WarningCollector.current {
      collector.append(message)
    } else {
      handler(message)
    }
  }

  /// Runs `body`, collecting the warnings reported in it — and in the tasks it starts — instead
  /// of passing them to ``handler``. Nothing global changes, so tests that run side by side keep
  /// their warnings apart.
  @discardableResult
  public static func collectingWarnings<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, warnings: [String]) {
    let collector = WarningCollector()
    let result = try WarningCollector.$current.withValue(collector) { try body() }
    return (result, collector.messages)
  }

  /// Runs `body`, collecting the warnings reported in it — and in the tasks it starts — instead
  /// of passing them to ``handler``.
  @discardableResult
  public static func collectingWarnings<Result>(
    _ body: () async throws -> Result
  ) async rethrows -> (result: Result, warnings: [String]) {
    let collector = WarningCollector()
    let result = try await WarningCollector.$current.withValue(collector) { try await body() }
    return (result, collector.messages)
  }
}

/// The warnings of one ``StoryKitLog/collectingWarnings(_:)`` call.
final class WarningCollector: Sendable {
  @TaskLocal static var current: WarningCollector?

  private let collected = Mutex<[String]>([])

  func append(_ message: String) {
    collected.withLock { $0.append(message) }
  }

  var messages: [String] {
    collected.withLock { $0 }
  }
}
