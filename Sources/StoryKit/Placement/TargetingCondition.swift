/// Who may see a widget variant: a rule over the user's context, decoded from the feed.
///
/// ```swift
/// let germanSpeakers: TargetingCondition = .compare(attribute: "locale", .in, ["de", "de-AT", "de-CH"])
/// ```
public indirect enum TargetingCondition: Sendable, Hashable {
  /// Every condition holds (an empty list holds).
  case all([TargetingCondition])
  /// At least one condition holds (an empty list does not).
  case any([TargetingCondition])
  /// The condition does not hold.
  case not(TargetingCondition)
  /// An attribute of the context compared with a value.
  case compare(attribute: String, Operator, JSONValue)
  /// The attribute is present in the context.
  case exists(attribute: String)

  /// A comparison operator.
  public enum Operator: String, Sendable, Hashable, CaseIterable {
    case equals, notEquals
    case `in`, notIn
    case greaterThan, greaterThanOrEqual, lessThan, lessThanOrEqual
    case exists
  }
}
