/// The result of evaluating a ``TargetingCondition``: whether it holds, and why, in one line.
///
/// ```swift
/// let result = condition.evaluate(in: context)
/// print(result)  // locale in ["de", "de-at"] fails (locale is "en-us")
/// ```
///
/// Evaluation uses three values. A comparison the client cannot evaluate — an unknown attribute,
/// a version or date that does not parse, `in` without an array, NaN — is ``Outcome/undecidable``;
/// `all`, `any` and `not` combine the three values as Kleene logic does (`fails` wins in `all`,
/// `holds` wins in `any`, `not` keeps undecidable), and a variant is shown only when its condition
/// ``Outcome/holds``, so a rule the client cannot read never shows a variant to everyone.
public struct TargetingEvaluation: Sendable, Hashable, CustomStringConvertible {
  /// Whether a condition holds.
  public enum Outcome: Sendable, Hashable {
    /// The condition holds.
    case holds
    /// The condition does not hold.
    case fails
    /// The condition cannot be evaluated; it counts as not holding.
    case undecidable

    /// `holds` and `fails` swapped; `undecidable` stays.
    public var negated: Outcome {
      switch self {
      case .holds: .fails
      case .fails: .holds
      case .undecidable: .undecidable
      }
    }
  }

  /// Whether the condition holds, fails or cannot be evaluated.
  public var outcome: Outcome
  /// Why, in one line, for traces and logs.
  public var explanation: String

  /// Creates an evaluation.
  public init(_ outcome: Outcome, _ explanation: String) {
    self.outcome = outcome
    self.explanation = explanation
  }

  /// Whether the condition holds; `false` when it fails or cannot be evaluated.
  public var holds: Bool { outcome == .holds }

  public var description: String { explanation }
}

extension TargetingCondition {
  /// How deep `all`, `any` and `not` may nest before the rest is undecidable (the feed decoder allows
  /// less; this guards conditions built in code).
  public static let maxEvaluationDepth = 256

  /// Whether the condition holds in `context`; `false` also when it cannot be evaluated.
  public func holds(in context: TargetingContext) -> Bool {
    evaluate(in: context).holds
  }

  /// Evaluates the condition in `context`, with a one-line explanation.
  public func evaluate(in context: TargetingContext) -> TargetingEvaluation {
    evaluate(in: context, depth: 0)
  }

  private func evaluate(in context: TargetingContext, depth: Int) -> TargetingEvaluation {
    guard depth < Self.maxEvaluationDepth else {
      return .init(
        .undecidable, "conditions nested deeper than \(Self.maxEvaluationDepth) levels are not evaluated")
    }
    switch self {
    case .all(let members):
      var undecidable: TargetingEvaluation?
      for member in members {
        let result = member.evaluate(in: context, depth: depth + 1)
        if result.outcome == .fails { return result }
        if result.outcome == .undecidable, undecidable == nil { undecidable = result }
      }
      return undecidable ?? .init(.holds, "all of \(members.count) conditions hold")
    case .any(let members):
      var undecidable: TargetingEvaluation?
      var firstFailure: TargetingEvaluation?
      for member in members {
        let result = member.evaluate(in: context, depth: depth + 1)
        if result.outcome == .holds { return result }
        if result.outcome == .undecidable, undecidable == nil { undecidable = result }
        if result.outcome == .fails, firstFailure == nil { firstFailure = result }
      }
      if let undecidable { return undecidable }
      let first = firstFailure.map { ", the first: \($0.explanation)" } ?? ""
      return .init(.fails, "none of \(members.count) conditions holds\(first)")
    case .not(let inner):
      let result = inner.evaluate(in: context, depth: depth + 1)
      return .init(result.outcome.negated, "not(\(result.explanation))")
    case .exists(let attribute):
      return Self.compare(attribute, .exists, .null, in: context)
    case .compare(let attribute, let op, let operand):
      return Self.compare(attribute, op, operand, in: context)
    }
  }

  private static func compare(
    _ attribute: String, _ op: Operator, _ operand: JSONValue, in context: TargetingContext
  ) -> TargetingEvaluation {
    let value = context.value(of: attribute)
    let verdict = value.compare(op, operand)
    let name = attribute.clipped()
    let rule = op == .exists ? "\(name) exists" : "\(name) \(op.rawValue) \(operand.compactText)"
    switch verdict {
    case .holds, .fails:
      let word = verdict == .holds ? "holds" : "fails"
      return .init(verdict.outcome, "\(rule) \(word) (\(value.summary(name)))")
    case .undecidable(let reason):
      return .init(.undecidable, "\(rule) cannot be evaluated: \(reason)")
    }
  }
}
