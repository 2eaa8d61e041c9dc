import Foundation

extension TargetingCondition {
  /// A schedule: holds from `start` (inclusive) until `end` (exclusive), compared with the context's
  /// `now`; a `nil` bound is open, and with both `nil` it always holds.
  ///
  /// ```swift
  /// let spring = TargetingCondition.schedule(from: springStart, until: springEnd)
  /// // all(now greaterThanOrEqual "2026-03-01T00:00:00Z", now lessThan "2026-06-01T00:00:00Z")
  /// ```
  ///
  /// The dates are written as ISO 8601 in UTC, to the microsecond (rounded down).
  public static func schedule(from start: Date?, until end: Date?) -> TargetingCondition {
    let now = TargetingAttribute.now.rawValue
    var bounds: [TargetingCondition] = []
    if let start {
      bounds.append(
        .compare(attribute: now, .greaterThanOrEqual, .string(ISO8601Timestamp.string(from: start))))
    }
    if let end {
      bounds.append(.compare(attribute: now, .lessThan, .string(ISO8601Timestamp.string(from: end))))
    }
    return .all(bounds)
  }
}
