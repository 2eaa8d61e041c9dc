extension TargetingCondition: CustomStringConvertible {
  /// The condition in one line, as traces print it, such as
  /// `all(locale in ["de", "de-AT"], appVersion greaterThanOrEqual "2.0")`; long ones are cut with `…`.
  public var description: String {
    var text = ""
    write(to: &text, depth: 0)
    return text
  }

  private static let descriptionLimit = 240

  private func write(to text: inout String, depth: Int) {
    guard text.utf8.count < Self.descriptionLimit, depth < Self.maxEvaluationDepth else {
      if !text.hasSuffix("…") { text += "…" }
      return
    }
    switch self {
    case .all(let members), .any(let members):
      let isAll = if case .all = self { true } else { false }
      text += isAll ? "all(" : "any("
      for (index, member) in members.enumerated() {
        if index > 0 { text += ", " }
        member.write(to: &text, depth: depth + 1)
        if text.hasSuffix("…") { break }
      }
      text += ")"
    case .not(let inner):
      text += "not("
      inner.write(to: &text, depth: depth + 1)
      text += ")"
    case .exists(let attribute):
      text += "\(attribute.clipped()) exists"
    case .compare(let attribute, let op, let value):
      text +=
        op == .exists
        ? "\(attribute.clipped()) exists" : "\(attribute.clipped()) \(op.rawValue) \(value.compactText)"
    }
  }
}

extension JSONValue {
  /// The value as short JSON for messages: strings cut at 40 characters, arrays after 8 elements,
  /// objects after 4 members.
  var compactText: String {
    compactText(depth: 0)
  }

  private func compactText(depth: Int) -> String {
    guard depth < 4 else { return "…" }
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.compactDescription
    case .string(let value): return Self.quoted(value.clipped())
    case .array(let elements):
      let shown = elements.prefix(8).map { $0.compactText(depth: depth + 1) }
      return "[" + shown.joined(separator: ", ") + (elements.count > 8 ? ", …" : "") + "]"
    case .object(let object):
      let shown = object.members.prefix(4).map {
        Self.quoted($0.key.clipped()) + ": " + $0.value.compactText(depth: depth + 1)
      }
      return "{" + shown.joined(separator: ", ") + (object.count > 4 ? ", …" : "") + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
