import Foundation

/// The time left until a countdown's end, in whole days, hours, minutes and seconds, rounded up
/// so that the last second shows "1" rather than "0". A past or invalid end is ended: all zeros,
/// never negative.
struct CountdownRemaining: Hashable {
  var days = 0
  var hours = 0
  var minutes = 0
  var seconds = 0
  var isEnded = true

  /// The most days shown (about 270 years); later ends show this.
  static let maximumDays = 99_999

  init(from now: Date, to end: Date) {
    let interval = end.timeIntervalSince(now)
    guard interval.isFinite, interval > 0 else { return }
    let total = Int(min(interval.rounded(.up), Double(Self.maximumDays) * 86_400))
    isEnded = false
    days = total / 86_400
    hours = total % 86_400 / 3_600
    minutes = total % 3_600 / 60
    seconds = total % 60
  }

  /// The values in order: days, hours, minutes, seconds.
  var components: [Int] { [days, hours, minutes, seconds] }

  /// Seconds from `now` until the display changes, or `nil` once it has ended.
  static func secondsUntilChange(from now: Date, to end: Date) -> Double? {
    let interval = end.timeIntervalSince(now)
    guard interval.isFinite, interval > 0 else { return nil }
    let step = interval - interval.rounded(.up) + 1
    return step > 0 && step <= 1 ? step : 1
  }
}
