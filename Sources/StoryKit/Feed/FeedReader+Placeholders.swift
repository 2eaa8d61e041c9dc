import Foundation

extension FeedReader {
  /// A string the user reads (a layer's text, a title, a call to action's label), with its
  /// `{{user.key|fallback}}` placeholders filled from the user's data.
  func readText(_ value: JSONNode, at path: JSONPath, allowEmpty: Bool = true) -> String? {
    guard checkString(value, at: path, allowEmpty: allowEmpty) else { return nil }
    guard value.withStringBytes(UserPlaceholders.mayContainPlaceholder) else { return value.stringValue }
    return value.stringValue.map { filled($0, at: path) }
  }

  /// `string` with its placeholders filled; each one that is malformed, or has no value and no
  /// fallback, is reported at `path`.
  func filled(_ string: String, at path: JSONPath, encode: (String) -> String = { $0 }) -> String {
    let (text, problems) = placeholders.fill(string, encode: encode)
    for problem in problems {
      switch problem {
      case .malformed(let literal):
        report(
          .warning, .invalidValue, at: path,
          "expected a placeholder such as {{user.firstName}} or {{user.firstName|there}}, found \"\(literal.clipped())\"; shown as written"
        )
      case .noValue(let key):
        report(
          .warning, .missingField, at: path,
          "expected a value for {{user.\(key)}} in the user data, found none and no fallback after a '|'; shown as nothing"
        )
      }
    }
    return text
  }

  /// A placeholder's value inside a URL: percent-encoded, so it cannot change the URL's structure.
  static func percentEncoded(_ value: String) -> String { PercentEncoding.unreserved(value) }
}
