import Foundation
import StoryKitUI

/// What the layers write with the string table rather than take from it: percentages, the
/// spoken remaining time, the countdown's unit words, the quiz's option letters.
enum StoryLayerStrings {
  /// The words under the countdown's days, hours, minutes and seconds, in that order.
  static let unitLabelKeys: [StoryKitStringKey] = [
    .countdownDaysLabel, .countdownHoursLabel, .countdownMinutesLabel, .countdownSecondsLabel,
  ]

  /// A quiz answer's marker: "A", "B", "C"… by its position (past "Z", none). Letters in every
  /// language: they name the options, as a printed quiz does.
  static func optionLetter(_ index: Int) -> String? {
    guard (0..<26).contains(index), let scalar = Unicode.Scalar(65 + index) else { return nil }
    return String(Character(scalar))
  }

  /// A poll option's share, `value` out of 100, in the locale's form: "40%", "40 %", "٤٠٪".
  static func percent(_ value: Int, _ strings: StoryKitStrings) -> String {
    strings.percent(Double(value) / 100)
  }

  /// The remaining time as spoken: "2 days, 3 hours, 4 minutes, 5 seconds", each part in its
  /// plural form; "Ended" once ended.
  static func spokenRemaining(_ remaining: CountdownRemaining, _ strings: StoryKitStrings) -> String {
    guard !remaining.isEnded else { return strings[.countdownEnded] }
    let parts: [(Int, StoryKitStringKey)] = [
      (remaining.days, .countdownDays), (remaining.hours, .countdownHours),
      (remaining.minutes, .countdownMinutes), (remaining.seconds, .countdownSeconds),
    ]
    return parts.filter { $0.0 > 0 }.map { strings.plural($0.1, count: $0.0) }
      .joined(separator: strings[.listSeparator])
  }
}
