extension FeedReader {
  func readPlacement(_ value: JSONNode, at path: JSONPath) -> Placement? {
    guard let object = readObject(value, at: path, expected: "a placement object") else { return nil }
    let placement = ObjectReader(object: object, reader: self)
    let token = placement.required("token") { value, path -> String? in
      guard let token = readString(value, at: path) else { return nil }
      if let problem = PlacementToken.problem(with: token) {
        report(
          .error, .invalidValue, at: path,
          "expected a placement token, found \(value.diagnosticDescription): \(problem)")
        return nil
      }
      return token
    }
    let variants =
      placement.required("variants") { value, path in
        readList(value, at: path, itemName: "widget variant", id: \.id) { value, path, _ in
          readVariant(value, at: path)
        }
      } ?? []
    if variants.isEmpty {
      report(
        .error, .invalidValue, at: path.appending("variants"),
        "expected at least one valid widget variant, found none; the placement shows nothing")
    }
    return token.map { Placement(token: $0, variants: variants) }
  }

  func readVariant(_ value: JSONNode, at path: JSONPath) -> WidgetVariant? {
    guard let object = readObject(value, at: path, expected: "a widget variant object") else { return nil }
    let variant = ObjectReader(object: object, reader: self)
    let id = variant.identifier()
    let kind = variant.string("kind", required: true, allowEmpty: false).map(WidgetKind.init(name:))
    if case .unknown(let name) = kind {
      report(
        .warning, .unknownValue, at: path.appending("kind"),
        Self.unknownMessage(
          name, known: WidgetKind.known.map(\.name), keptAs: "widget kind; nothing renders it"))
    }
    let ratio = variant.number("ratio", in: .positive, required: true)
    let conditionMark = mark
    let condition = variant.optional("condition", readCondition)
    let conditionFailed = diagnostics[conditionMark...].contains { $0.severity == .error }
    let styling = variant.optional("styling", readWidgetStyling) ?? WidgetStyling()
    let parsedWeight = variant.number("weight", in: .nonNegative)
    // A weight that is present but invalid drops the variant: falling back to 1 would change the split.
    let weightIsInvalid = variant.has("weight") && parsedWeight == nil
    let weight = parsedWeight ?? 1
    let isTestOnly = variant.bool("testOnly") ?? false
    guard let id, let kind, let ratio, !conditionFailed, !weightIsInvalid else { return nil }
    return WidgetVariant(
      id: id, kind: kind, ratio: ratio, condition: condition, weight: weight, isTestOnly: isTestOnly,
      styling: styling)
  }

  /// A targeting condition; any error in it drops the whole variant, so a rule the client cannot
  /// read never shows a variant to everyone.
  func readCondition(_ value: JSONNode, at path: JSONPath) -> TargetingCondition? {
    guard let object = readObject(value, at: path, expected: "a condition object") else { return nil }
    let condition = ObjectReader(object: object, reader: self)
    let forms = (["all", "any", "not", "attribute"] as [StaticString]).filter { condition.has($0) }.map {
      "\($0)"
    }
    guard forms.count == 1, let form = forms.first else {
      let found = forms.isEmpty ? "none of them" : forms.map { "\"\($0)\"" }.joined(separator: " and ")
      report(
        .error, .invalidValue, at: path,
        "expected exactly one of \"all\", \"any\", \"not\" or \"attribute\", found \(found)")
      return nil
    }
    switch form {
    case "all", "any":
      let members = condition.required(form == "all" ? "all" : "any") {
        value, path -> [TargetingCondition]? in
        guard let elements = readArray(value, at: path, itemName: "conditions") else { return nil }
        let members = elements.compactMap { readCondition($0, at: $0.path) }
        return members.count == elements.count ? members : nil
      }
      return members.map { form == "all" ? .all($0) : .any($0) }
    case "not":
      return condition.required("not", readCondition).map { .not($0) }
    default:
      let attribute = condition.string("attribute", required: true, allowEmpty: false)
      let op = condition.required("operator") { value, path in
        readEnum(value, at: path) as TargetingCondition.Operator?
      }
      guard let attribute, let op else { return nil }
      if op == .exists { return .exists(attribute: attribute) }
      guard let operand = condition.required("value", { value, _ in value }) else { return nil }
      if [.in, .notIn].contains(op), !operand.isArray {
        typeMismatch("an array of values for \"\(op.rawValue)\"", operand, at: path.appending("value"))
        return nil
      }
      return .compare(attribute: attribute, op, operand.value)
    }
  }
}
