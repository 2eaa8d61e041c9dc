import StoryKit

/// JSON text for people to read, as `storykit validate --json` prints it: every member and
/// element on its own line, indented by two spaces, `"key" : value`; the strings and numbers are
/// written by StoryKit's `JSONWriter`, so the text parses back to the same value.
///
/// ```
/// {
///   "errors" : 1,
///   "tags" : [
///     "a/b"
///   ],
///   "empty" : []
/// }
/// ```
enum IndentedJSON {
  /// `value` as indented JSON text; NaN and infinities (which JSON cannot hold) become `null`.
  static func text(_ value: JSONValue) -> String {
    var text = ""
    append(value, indent: "", to: &text)
    return text
  }

  private static func append(_ value: JSONValue, indent: String, to text: inout String) {
    let inner = indent + "  "
    switch value {
    case .array(let elements) where !elements.isEmpty:
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        append(element, indent: inner, to: &text)
        text += index < elements.count - 1 ? ",\n" : "\n"
      }
      text += indent + "]"
    case .object(let object) where object.count > 0:
      text += "{\n"
      for (index, member) in object.members.enumerated() {
        text += inner + scalar(.string(member.key)) + " : "
        append(member.value, indent: inner, to: &text)
        text += index < object.count - 1 ? ",\n" : "\n"
      }
      text += indent + "}"
    default:
      text += scalar(value)
    }
  }

  /// A value without members or elements, as compact JSON.
  private static func scalar(_ value: JSONValue) -> String {
    // With NaN and infinities written as null, the writer has nothing left to throw for.
    (try? value.jsonString(nonFiniteNumbers: .writeNull)) ?? "null"
  }
}
