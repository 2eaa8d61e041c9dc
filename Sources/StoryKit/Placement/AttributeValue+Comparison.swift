import Foundation

/// One comparison's three-valued result; undecidable carries the reason.
enum Verdict: Equatable {
  case holds, fails
  case undecidable(String)

  init(_ holds: Bool) { self = holds ? .holds : .fails }

  var outcome: TargetingEvaluation.Outcome {
    switch self {
    case .holds: .holds
    case .fails: .fails
    case .undecidable: .undecidable
    }
  }

  var negated: Verdict {
    switch self {
    case .holds: .fails
    case .fails: .holds
    case .undecidable: self
    }
  }

  /// Kleene "or" over `items`: holds if one holds, else undecidable if one is, else fails.
  static func any<Items: Sequence>(_ items: Items, _ verdict: (Items.Element) -> Verdict) -> Verdict {
    var undecidable: Verdict?
    for item in items {
      let result = verdict(item)
      if result == .holds { return .holds }
      if case .undecidable = result, undecidable == nil { undecidable = result }
    }
    return undecidable ?? .fails
  }
}

/// How a value orders against an operand.
private enum Ordering {
  /// -1, 0 or 1.
  case ordered(Int)
  /// Different types, or a type without an order: every ordering comparison fails.
  case incomparable
  case undecidable(String)
}

extension AttributeValue {
  /// Compares the value with `operand`. `notEquals` and `notIn` are the negations of `equals` and `in`
  /// in three-valued logic, so a missing attribute is `notEquals` and `notIn` anything.
  func compare(_ op: TargetingCondition.Operator, _ operand: JSONValue) -> Verdict {
    if case .unknown(let name) = self {
      let known = TargetingAttribute.allCases.map(\.rawValue).joined(separator: ", ")
      return .undecidable("expected an attribute (\(known) or property.<name>), found \"\(name.clipped())\"")
    }
    switch op {
    case .exists:
      if case .missing = self { return .fails }
      return .holds
    case .equals: return equals(operand)
    case .notEquals: return equals(operand).negated
    case .in: return isIn(operand)
    case .notIn: return isIn(operand).negated
    case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual:
      switch ordering(operand) {
      case .incomparable: return .fails
      case .undecidable(let reason): return .undecidable(reason)
      case .ordered(let order):
        switch op {
        case .greaterThan: return Verdict(order > 0)
        case .greaterThanOrEqual: return Verdict(order >= 0)
        case .lessThan: return Verdict(order < 0)
        default: return Verdict(order <= 0)
        }
      }
    }
  }

  private func isIn(_ operand: JSONValue) -> Verdict {
    guard case .array(let list) = operand else {
      return .undecidable(
        "\"in\" and \"notIn\" expect an array value, found \(operand.diagnosticDescription)")
    }
    return Verdict.any(list) { equals($0) }
  }

  private func equals(_ operand: JSONValue) -> Verdict {
    switch self {
    case .missing, .unknown: return .fails
    case .json(.array(let elements)):
      // A list attribute (labels, an array property) equals a value it contains.
      return Verdict.any(elements) { Self.jsonEquals($0, operand) }
    case .json(let value):
      return Self.jsonEquals(value, operand)
    case .text(let text, let normalization):
      guard case .string(let other) = operand else { return .fails }
      return Verdict(normalization.apply(text).utf8.elementsEqual(normalization.apply(other).utf8))
    case .version, .date:
      switch ordering(operand) {
      case .ordered(let order): return Verdict(order == 0)
      case .incomparable: return .fails
      case .undecidable(let reason): return .undecidable(reason)
      }
    }
  }

  private func ordering(_ operand: JSONValue) -> Ordering {
    switch self {
    case .missing, .unknown:
      return .incomparable
    case .json(let value):
      if value.isNaN || operand.isNaN { return .undecidable("NaN has no order and equals nothing") }
      switch (value, operand) {
      case (.number(let left), .number(let right)):
        return .ordered(left < right ? -1 : (left > right ? 1 : 0))
      case (.string(let left), .string(let right)): return .ordered(Self.compareBytes(left, right))
      default: return .incomparable
      }
    case .text(let text, let normalization):
      guard case .string(let other) = operand else { return .incomparable }
      return .ordered(Self.compareBytes(normalization.apply(text), normalization.apply(other)))
    case .version(let version, let raw):
      guard let version else {
        return .undecidable("the app version \"\(raw.clipped())\" is not a semantic version")
      }
      guard case .string(let text) = operand else {
        return .undecidable(
          "expected a version string such as \"1.10.0\", found \(operand.diagnosticDescription)")
      }
      do {
        return .ordered(SemanticVersion.compare(version, try SemanticVersion(parsing: text)))
      } catch {
        return .undecidable(error.description)
      }
    case .date(let seconds):
      guard case .string(let text) = operand, let other = ISO8601Timestamp.seconds(from: text) else {
        return .undecidable(ISO8601Timestamp.mismatch(operand))
      }
      return .ordered(seconds < other ? -1 : (seconds > other ? 1 : 0))
    }
  }

  /// JSON equality with strings compared by their UTF-8 bytes (no Unicode normalisation) and numbers by
  /// value; NaN on either side is undecidable.
  private static func jsonEquals(_ value: JSONValue, _ operand: JSONValue) -> Verdict {
    if value.isNaN || operand.isNaN { return .undecidable("NaN has no order and equals nothing") }
    return Verdict(deepEquals(value, operand, depth: 0))
  }

  private static func deepEquals(_ lhs: JSONValue, _ rhs: JSONValue, depth: Int) -> Bool {
    guard depth < TargetingCondition.maxEvaluationDepth else { return false }
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.number(let left), .number(let right)): return left == right
    case (.string(let left), .string(let right)): return left.utf8.elementsEqual(right.utf8)
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { deepEquals($0, $1, depth: depth + 1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.members.allSatisfy { member in
          right.members.contains {
            $0.key.utf8.elementsEqual(member.key.utf8) && deepEquals($0.value, member.value, depth: depth + 1)
          }
        }
    default: return false
    }
  }

  private static func compareBytes(_ lhs: String, _ rhs: String) -> Int {
    if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
  }

  /// The value as a trace shows it: `locale is "de-at"`, `labels are ["beta", "vip"]`.
  func summary(_ attribute: String) -> String {
    switch self {
    case .missing: "\(attribute) is missing"
    case .unknown: "\(attribute) is not an attribute"
    case .json(let value): "\(attribute) is \(value.compactText)"
    case .text(let text, let normalization):
      "\(attribute) is \(JSONValue.string(normalization.apply(text)).compactText)"
    case .version(_, let raw): "\(attribute) is \(JSONValue.string(raw).compactText)"
    case .date(let seconds):
      "\(attribute) is \(ISO8601Timestamp.string(from: .init(timeIntervalSince1970: seconds)))"
    }
  }
}

extension JSONValue {
  fileprivate var isNaN: Bool {
    if case .number(let number) = self { return number.isNaN }
    return false
  }
}
