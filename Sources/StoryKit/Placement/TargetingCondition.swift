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
    /// The attribute equals the value.
    case equals
    /// The attribute differs from the value.
    case notEquals
    /// The attribute is one of the values (or, for labels, has one of them).
    case `in`
    /// The attribute is none of the values.
    case notIn
    /// The attribute is greater than the value.
    case greaterThan
    /// The attribute is greater than or equal to the value.
    case greaterThanOrEqual
    /// The attribute is less than the value.
    case lessThan
    /// The attribute is less than or equal to the value.
    case lessThanOrEqual
    /// The attribute has a value.
    case exists
  }
}
