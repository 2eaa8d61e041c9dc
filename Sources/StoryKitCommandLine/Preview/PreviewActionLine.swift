import StoryKit

/// The line `storykit preview` prints for a story's action, for a script to read:
/// `action url=<url> payload=<compact JSON, keys in the feed's order>`.
///
/// ```swift
/// PreviewActionLine.format(ContentAction(url: URL(string: "app://shop")!, payload: ["id": 7]))
/// // action url=app://shop payload={"id":7}
/// ```
package enum PreviewActionLine {
  /// The line for `action`, without a newline.
  package static func format(_ action: ContentAction) -> String {
    "action url=\(action.url.absoluteString) payload=\(json(.object(action.payload)))"
  }

  /// Compact JSON: no spaces, whole numbers without a fraction, strings escaped as JSON requires.
  package static func json(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      guard number.isFinite else { return "null" }
      if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
      return String(number)
    case .string(let text): return quoted(text)
    case .array(let elements): return "[" + elements.map(json).joined(separator: ",") + "]"
    case .object(let object):
      return "{" + object.members.map { quoted($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
