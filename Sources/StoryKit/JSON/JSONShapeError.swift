/// Why a well-formed JSON value is not what a reader expects: which member, what it should be,
/// and what it is.
///
/// StoryKit's readers of its own formats (an ``AnalyticsEvent``'s JSON form, the files of the
/// analytics journal, the feed cache and the seen store) report it; the feed decoder reports
/// ``Diagnostic``s instead.
///
/// ```swift
/// do {
///   _ = try AnalyticsEvent(json: ["name": "closed", "time": 1])
/// } catch {
///   print(error)  // expected a string at $.id, found nothing
/// }
/// ```
public struct JSONShapeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the value is, or would be.
  public var path: JSONPath
  /// What the reader needs there: `a string`, `a UUID`.
  public var expected: String
  /// What is there: `the number 3`, `an array`, `nothing`.
  public var found: String

  /// Creates an error.
  public init(path: JSONPath, expected: String, found: String) {
    self.path = path
    self.expected = expected
    self.found = found
  }

  /// `expected a string at $.id, found the number 3`.
  public var description: String {
    "expected \(expected) at \(path), found \(found)"
  }
}

extension JSONValue {
  /// What the value is, for ``JSONShapeError/found``: `null`, `true`, `the number 3`, `a string`,
  /// `an array`, `an object`. Strings are not quoted, so no message repeats a long or private text.
  var shapeDescription: String {
    switch self {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number):
      "the number \(number.isFinite ? JSONWriter.text(ofFinite: number) : "\(number)")"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
