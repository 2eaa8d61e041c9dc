import Foundation

/// The words the layers show and speak, in one place for translation.
enum StoryLayerStrings {
  static let swipeUpHint = "Swipe up or double-tap to open"
  static let remindMe = "Remind me"
  static let ended = "Ended"
  static let addToCart = "Add to cart"
  static let close = "Close"
  static let poll = "Poll"
  static let quiz = "Quiz"
  static let correctAnswer = "correct answer"
  static let wrongAnswer = "wrong answer"
  static let yourVote = "your vote"
  static let reactWith = "React with"
  static let productHint = "Opens the product"
  static let unitLabels = ["days", "hours", "min", "sec"]

  /// A quiz answer's marker: "A", "B", "C"… by its position (past "Z", none).
  static func optionLetter(_ index: Int) -> String? {
    guard (0..<26).contains(index), let scalar = Unicode.Scalar(65 + index) else { return nil }
    return String(Character(scalar))
  }

  /// "40%" for a poll option.
  static func percent(_ value: Int) -> String { "\(value)%" }

  /// The remaining time as spoken: "2 days, 3 hours, 4 minutes, 5 seconds".
  static func spokenRemaining(_ remaining: CountdownRemaining) -> String {
    guard !remaining.isEnded else { return ended }
    let parts = [
      (remaining.days, "day"), (remaining.hours, "hour"), (remaining.minutes, "minute"),
      (remaining.seconds, "second"),
    ]
    return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
  }
}
