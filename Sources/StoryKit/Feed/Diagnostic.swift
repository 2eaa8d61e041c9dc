/// A problem found while reading a feed: where it is, how bad it is, and what was expected.
///
/// ```
/// error $.storyGroups[3].title: expected a string, found the number 42
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How much of the feed a problem costs.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Something was off but nothing was lost, or an unknown value was kept by name.
    case warning
    /// Something was dropped: a value, an item, or the whole document.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// What kind of problem it is, for code that reacts to some kinds and not others.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The bytes are not a JSON document: a syntax error, empty input, an HTML page.
    case syntax
    /// The bytes are not UTF-8 (a UTF-16 or UTF-32 byte-order mark, say).
    case unsupportedEncoding
    /// A UTF-8 byte-order mark was skipped.
    case byteOrderMark
    /// A string held bytes that are not UTF-8; they were replaced by U+FFFD.
    case invalidUTF8
    /// An object named the same key twice; the last value was kept.
    case duplicateKey
    /// A required key is absent.
    case missingField
    /// A value has the wrong JSON type.
    case typeMismatch
    /// A value has the right type but is out of range or malformed.
    case invalidValue
    /// An enumerated value this version does not know; it was kept by name.
    case unknownValue
    /// Two items of one list share an ID; the later one was dropped.
    case duplicateID
    /// A size or count limit was exceeded.
    case limitExceeded
    /// A URL is malformed or uses a scheme that is not allowed.
    case invalidURL
    /// A colour string is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidColor
    /// The document's `schemaVersion` is missing, invalid or newer than this decoder.
    case unsupportedSchemaVersion
    /// A value was read but has no effect where it stands.
    case ignoredValue
    /// A reference (a product tag's product ID, say) points at nothing.
    case danglingReference
  }

  /// How bad the problem is.
  public var severity: Severity
  /// The kind of problem.
  public var code: Code
  /// Where in the document it is.
  public var path: JSONPath
  /// What was expected and what was found.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, _ code: Code, at path: JSONPath, _ message: String) {
    self.severity = severity
    self.code = code
    self.path = path.resolved
    self.message = message
  }

  /// `severity path: message`, the form `storykit validate` prints.
  public var description: String {
    "\(severity.rawValue) \(path): \(message)"
  }
}
