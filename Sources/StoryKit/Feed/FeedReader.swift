import Foundation

/// The state of one decode: limits, base URL and the diagnostics found so far.
///
/// Every `read…` method either returns a valid value or records why not and returns `nil`, so the
/// callers decide what a missing value costs: a field, an item, or nothing.
final class FeedReader {
  let limits: FeedDecoder.Limits
  let baseURL: URL?
  /// The base's folder, for relative paths that need no dot-segment handling.
  let relativeBase: String?
  private(set) var diagnostics: [Diagnostic] = []
  /// The content references that resolved to files, with where each stands; kept only when asked
  /// and the base URL is a file URL (a feed read from disk), for `storykit validate` to check.
  private(set) var localFiles: [LocalFileReference] = []
  /// Whether ``localFiles`` is kept (a constant, so other decodes pay one check per URL at most).
  let recordsLocalFiles: Bool
  /// When set, the keys asked for in each object, by the object's path with indices left out
  /// (`$.storyGroups[].stories[]`). Tests compare it with the JSON Schema so the two cannot drift.
  var keyLog: KeyLog?
  /// Whether ``keyLog`` is kept (a constant, so the hot path does not check the log itself).
  let logsKeys: Bool
  /// Where key lookups start in the objects being read.
  let memberHints = MemberHints()
  /// The user's values for the feed's `{{user.key}}` placeholders.
  let placeholders: UserPlaceholders

  /// The keys the decoder reads, and which of them it requires, per object path.
  struct KeyLog {
    var read: [String: Set<String>] = [:]
    var required: [String: Set<String>] = [:]
  }

  @inline(__always) func logKey(_ key: StaticString, in node: JSONNode, isRequired: Bool) {
    guard logsKeys else { return }
    logKey("\(key)", in: node.path, isRequired: isRequired)
  }

  func logKey(_ key: String, in path: JSONPath, isRequired: Bool) {
    guard logsKeys else { return }
    let shape = path.components.reduce("$") { text, component in
      switch component {
      case .key(let key): text + "." + key
      case .index: text + "[]"
      }
    }
    keyLog?.read[shape, default: []].insert(key)
    if isRequired { keyLog?.required[shape, default: []].insert(key) }
  }

  init(
    limits: FeedDecoder.Limits, baseURL: URL?, logsKeys: Bool = false, collectsLocalFiles: Bool = false,
    userData: [String: String] = [:]
  ) {
    self.limits = limits
    placeholders = UserPlaceholders(values: userData)
    self.baseURL = baseURL
    relativeBase = Self.relativeBase(for: baseURL)
    recordsLocalFiles = collectsLocalFiles && baseURL?.isFileURL == true
    self.logsKeys = logsKeys
    if logsKeys { keyLog = KeyLog() }
  }

  func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, at path: JSONPath, _ message: String)
  {
    diagnostics.append(Diagnostic(severity, code, at: path, message))
  }

  func recordLocalFile(_ reference: LocalFileReference) {
    localFiles.append(reference)
  }

  func append(_ more: [Diagnostic]) {
    diagnostics.append(contentsOf: more)
  }

  /// Marks the first error recorded since `mark` as the reason an item was dropped.
  func noteDropped(_ item: String, since mark: Int) {
    guard let index = diagnostics[mark...].firstIndex(where: { $0.severity == .error }) else { return }
    diagnostics[index].message += "; the \(item) is dropped"
  }

  var mark: Int { diagnostics.count }

  // MARK: - Type checks

  func typeMismatch(_ expected: String, _ value: JSONNode, at path: JSONPath) {
    report(.error, .typeMismatch, at: path, "expected \(expected), found \(value.diagnosticDescription)")
  }

  /// The node itself when it is an object.
  func readObject(_ value: JSONNode, at path: JSONPath, expected: String = "an object") -> JSONNode? {
    guard value.isObject else {
      typeMismatch(expected, value, at: path)
      return nil
    }
    return value
  }

  /// An object kept whole, such as an action's payload.
  func readObjectValue(_ value: JSONNode, at path: JSONPath) -> JSONObject? {
    readObject(value, at: path)?.objectValue
  }

  /// Whether the node is a string within the length limit (and not empty, unless allowed),
  /// reporting why not; the bytes are checked without making a `String`.
  func checkString(_ value: JSONNode, at path: JSONPath, allowEmpty: Bool = true) -> Bool {
    guard value.kind == .string else {
      typeMismatch(allowEmpty ? "a string" : "a non-empty string", value, at: path)
      return false
    }
    let count = value.stringByteCount
    if count > limits.maxStringLength || value.hasInvalidUTF8 {
      // The length of the text as read, which differs from the bytes only for invalid UTF-8.
      let length = value.stringValue?.utf8.count ?? count
      if length > limits.maxStringLength {
        report(
          .error, .limitExceeded, at: path,
          "expected a string of at most \(limits.maxStringLength) bytes, found one of \(length) bytes")
        return false
      }
    }
    if !allowEmpty && count == 0 {
      report(.error, .invalidValue, at: path, "expected a non-empty string, found an empty string")
      return false
    }
    return true
  }

  func readString(_ value: JSONNode, at path: JSONPath, allowEmpty: Bool = true) -> String? {
    guard checkString(value, at: path, allowEmpty: allowEmpty) else { return nil }
    return value.stringValue
  }

  func readBool(_ value: JSONNode, at path: JSONPath) -> Bool? {
    guard let bool = value.boolValue else {
      typeMismatch("true or false", value, at: path)
      return nil
    }
    return bool
  }

  /// A finite number within `range`, described in messages as `what` (e.g. "a number > 0").
  func readNumber(
    _ value: JSONNode, at path: JSONPath, in range: NumberRange = .any
  ) -> Double? {
    guard let number = value.numberValue else {
      typeMismatch(range.expectation, value, at: path)
      return nil
    }
    guard number.isFinite, range.contains(number) else {
      report(
        .error, .invalidValue, at: path, "expected \(range.expectation), found \(value.diagnosticDescription)"
      )
      return nil
    }
    return number
  }

  func readInteger(_ value: JSONNode, at path: JSONPath, in range: NumberRange = .any) -> Int? {
    let integerRange = range.integral
    guard let number = readNumber(value, at: path, in: integerRange) else { return nil }
    guard number.rounded() == number, abs(number) < 9.0e15 else {
      report(
        .error, .invalidValue, at: path,
        "expected \(integerRange.expectation), found \(value.diagnosticDescription)")
      return nil
    }
    return Int(number)
  }

  /// An ID: a non-empty string, or an integer kept as its decimal string.
  func readIdentifier(_ value: JSONNode, at path: JSONPath) -> String? {
    switch (value.kind, value.numberValue) {
    case (.string, _):
      return readString(value, at: path, allowEmpty: false)
    case (.number, let number?) where number.isFinite && number.rounded() == number && abs(number) < 9.0e15:
      return String(Int(number))
    default:
      typeMismatch("a non-empty string or an integer ID", value, at: path)
      return nil
    }
  }

  func readColor(_ value: JSONNode, at path: JSONPath) -> Color? {
    guard let string = readString(value, at: path) else { return nil }
    do {
      return try Color(hex: string)
    } catch {
      report(.error, .invalidColor, at: path, error.description)
      return nil
    }
  }

  /// A value of a closed set of names, such as `"small" | "large" | "custom"`.
  func readEnum<T: RawRepresentable & CaseIterable>(_ value: JSONNode, at path: JSONPath) -> T?
  where T.RawValue == String {
    guard let string = readString(value, at: path) else { return nil }
    guard let result = T(rawValue: string) else {
      let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      report(
        .error, .invalidValue, at: path, "expected one of \(names), found \(value.diagnosticDescription)")
      return nil
    }
    return result
  }

  /// A date in the grammar of ``ISO8601Timestamp``, the one targeting's `now` conditions use.
  func readDate(_ value: JSONNode, at path: JSONPath) -> Date? {
    guard let string = readString(value, at: path) else { return nil }
    if let date = ISO8601Timestamp.date(from: string) { return date }
    report(.error, .invalidValue, at: path, ISO8601Timestamp.mismatch(value.value))
    return nil
  }

  // MARK: - Arrays

  /// The elements of an array, at most `limit` of them (the rest dropped with one error).
  func readArray(
    _ value: JSONNode, at path: JSONPath, limit: Int? = nil, itemName: String = "items"
  )
    -> JSONNode.Elements?
  {
    guard value.isArray else {
      typeMismatch("an array", value, at: path)
      return nil
    }
    let limit = max(0, limit ?? limits.maxArrayLength)
    let count = value.count
    if count > limit {
      report(
        .error, .limitExceeded, at: path,
        "expected at most \(limit) \(itemName), found \(count); the \(count - limit) after index \(limit - 1) are dropped"
      )
    }
    return value.elements(limit: limit)
  }

  /// Decodes each element with `read`, dropping the invalid ones and those whose ID repeats.
  func readList<T>(
    _ value: JSONNode, at path: JSONPath, limit: Int? = nil, itemName: String, id: (T) -> String,
    read: (JSONNode, JSONPath, Int) -> T?
  ) -> [T]? {
    guard let elements = readArray(value, at: path, limit: limit, itemName: itemName + "s") else {
      return nil
    }
    var items: [T] = []
    // A list of one item cannot repeat an ID: no dictionary for it (most layer lists).
    var firstByID: [String: JSONNode] = [:]
    if elements.count > 1 { firstByID.reserveCapacity(elements.count) }
    items.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      let mark = self.mark
      let elementPath = element.path
      guard let item = read(element, elementPath, offset) else {
        noteDropped(itemName, since: mark)
        continue
      }
      let itemID = id(item)
      if elements.count > 1, let first = firstByID[itemID] {
        report(
          .error, .duplicateID, at: elementPath.appending("id"),
          "expected a unique ID, found \"\(itemID.clipped())\" again (first at \(first.path)); this \(itemName) is dropped"
        )
        continue
      }
      if elements.count > 1 { firstByID[itemID] = element }
      items.append(item)
    }
    return items
  }
}

/// A range a number must fall in, with the words that describe it in messages.
struct NumberRange {
  var lower: Double?
  var lowerInclusive = true
  var upper: Double?
  var isIntegral = false

  static let any = NumberRange()
  static let nonNegative = NumberRange(lower: 0)
  static let positive = NumberRange(lower: 0, lowerInclusive: false)
  static let unit = NumberRange(lower: 0, upper: 1)
  static let positiveUnit = NumberRange(lower: 0, lowerInclusive: false, upper: 1)

  var integral: NumberRange {
    var range = self
    range.isIntegral = true
    return range
  }

  func contains(_ number: Double) -> Bool {
    if let lower, lowerInclusive ? number < lower : number <= lower { return false }
    if let upper, number > upper { return false }
    return true
  }

  var expectation: String {
    let noun = isIntegral ? "an integer" : "a number"
    let lowerText = lower.map { (lowerInclusive ? "≥ " : "> ") + $0.compactDescription }
    let upperText = upper.map { "≤ " + $0.compactDescription }
    switch (lowerText, upperText) {
    case (let lower?, let upper?): return "\(noun) \(lower) and \(upper)"
    case (let lower?, nil): return "\(noun) \(lower)"
    case (nil, let upper?): return "\(noun) \(upper)"
    case (nil, nil): return noun
    }
  }
}

extension Double {
  /// `42` for whole numbers, `0.5` otherwise; words for the values JSON cannot hold.
  var compactDescription: String {
    if isNaN { return "NaN" }
    if isInfinite { return "a number too large to represent" }
    if rounded() == self && abs(self) < 1e15 { return String(Int(self)) }
    return String(self)
  }
}

extension JSONValue {
  /// What a value is, for "found …" in messages: `the number 42`, `the string "abc"`, `null`.
  var diagnosticDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let bool): return "the boolean \(bool)"
    case .number(let number) where !number.isFinite: return "a number too large to represent (such as 1e400)"
    case .number(let number): return "the number \(number.compactDescription)"
    case .string(let string) where string.isEmpty: return "an empty string"
    case .string(let string): return "the string \"\(string.clipped())\""
    case .array(let elements):
      return elements.isEmpty ? "an empty array" : "an array of \(elements.count) items"
    case .object(let object): return object.count == 0 ? "an empty object" : "an object"
    }
  }
}
