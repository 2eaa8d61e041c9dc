import Foundation
import StoryKit

extension StoryHeaderView {
  /// The time since a story was posted, as the header shows it: "now" under a minute, then
  /// "5 m", "2 h", "3 d", and "4 w" from a week; a date in the future (a clock that is off)
  /// reads "now".
  public static func timeSincePosted(_ date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    guard seconds.isFinite, seconds >= 60 else { return "now" }
    let minutes = Int(seconds / 60)
    if minutes < 60 { return "\(minutes) m" }
    let hours = minutes / 60
    if hours < 24 { return "\(hours) h" }
    let days = hours / 24
    if days < 7 { return "\(days) d" }
    return "\(min(days / 7, 9_999)) w"
  }
}
