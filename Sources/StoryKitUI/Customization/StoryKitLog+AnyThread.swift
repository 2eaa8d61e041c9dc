import Foundation

extension StoryKitLog {
  /// Reports a warning from any thread or task, for services that run off the main actor (such as
  /// the disk image cache): to the innermost ``collectingWarnings(_:)`` of the current task if
  /// there is one, at once; else to ``handler``, on the main actor, soon.
  nonisolated package static func warningFromAnyThread(_ message: String) {
    if let collector = WarningCollector.current {
      collector.append(message)
    } else {
      Task { @MainActor in handler(message) }
    }
  }
}
