import StoryKitUI

/// A video's length as people read it: `0:15`, `4:48`, `1:02:03`, in a locale's digits with
/// ``string(for:strings:)`` (`٠:١٥`).
///
/// ```swift
/// VideoDurationText.string(for: 47)      // "0:47"
/// VideoDurationText.string(for: 3723)    // "1:02:03"
/// VideoDurationText.string(for: .nan)    // nil: no badge, no duration spoken
/// ```
///
/// Lengths a video cannot have — not finite, zero or less, 100 hours or more — give `nil`, so an
/// absurd duration in a feed shows and says nothing rather than a wrong number.
public enum VideoDurationText {
  /// The longest duration written; longer ones are treated as unknown.
  public static let maximumSeconds = 100.0 * 3_600

  /// The length `seconds` written `m:ss` (or `h:mm:ss` from an hour), rounded to the nearest
  /// second and never under `0:01`; `nil` for a length a video cannot have.
  public static func string(for seconds: Double?) -> String? {
    guard let seconds = validSeconds(seconds) else { return nil }
    let total = max(1, Int(seconds.rounded()))
    let hours = total / 3_600
    let minutes = total / 60 % 60
    let rest = total % 60
    let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
    guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
    let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    return "\(hours):\(paddedMinutes):\(paddedSeconds)"
  }

  /// The length `seconds` as ``string(for:)`` gives it, written by the locale of `strings`
  /// (``StoryKitUI/StoryKitStrings/duration(seconds:)``): its digits and separator; `nil` for a
  /// length a video cannot have.
  public static func string(for seconds: Double?, strings: StoryKitStrings) -> String? {
    guard let seconds = validSeconds(seconds) else { return nil }
    return strings.duration(seconds: Double(max(1, Int(seconds.rounded()))))
  }

  /// `seconds` when it is a length a video can have, else `nil`.
  public static func validSeconds(_ seconds: Double?) -> Double? {
    guard let seconds, seconds.isFinite, seconds > 0, seconds < maximumSeconds else { return nil }
    return seconds
  }
}
