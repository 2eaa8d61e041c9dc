import Foundation

/// Fills the per-user placeholders in a feed's text: `{{user.firstName}}`, or
/// `{{user.firstName|there}}` with a fallback after the bar.
///
/// A key is letters, digits, `_`, `-` and `.`; spaces around it are ignored, the fallback is kept
/// as written. A key with no value (or an empty one) takes the fallback; with no fallback either,
/// it becomes empty and is reported. Anything that opens with `{{` but is not a placeholder of
/// this shape stays in the text as written and is reported.
struct UserPlaceholders: Sendable {
  /// What a placeholder could not do.
  enum Problem: Equatable {
    /// Not a placeholder's shape: shown as written.
    case malformed(String)
    /// A key with no value and no fallback: shown as nothing.
    case noValue(key: String)
  }

  /// The user's values, by key (``PlacementConfig/userData``).
  let values: [String: String]

  /// Whether UTF-8 `bytes` have anything to fill: an opening `{{`. Every text and URL of a feed
  /// is asked, so the `{` are found with the C library's `memchr` (vectorised), not a byte loop:
  /// on the 5 MB benchmark feed the loop cost several percent of the whole decode.
  static func mayContainPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
    var offset = 0
    let last = bytes.count - 1
    while offset < last {
      guard let found = memchr(base + offset, Int32(UInt8(ascii: "{")), last - offset) else { return false }
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if base[index + 1] == UInt8(ascii: "{") { return true }
      offset = index + 1
    }
    return false
  }

  /// `text` with its placeholders filled; each value and fallback goes through `encode` (a URL's
  /// percent-encoding), and the problems found, in order.
  func fill(_ text: String, encode: (String) -> String = { $0 }) -> (text: String, problems: [Problem]) {
    var output = ""
    var problems: [Problem] = []
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      output += rest[..<open.lowerBound]
      let afterOpen = rest[open.upperBound...]
      guard let close = afterOpen.range(of: "}}") else {
        problems.append(.malformed(String(rest[open.lowerBound...])))
        output += rest[open.lowerBound...]
        return (output, problems)
      }
      let inside = afterOpen[..<close.lowerBound]
      let whole = String(rest[open.lowerBound..<close.upperBound])
      rest = afterOpen[close.upperBound...]
      guard let (key, fallback) = Self.parse(inside) else {
        problems.append(.malformed(whole))
        output += whole
        continue
      }
      if let value = values[key], !value.isEmpty {
        output += encode(value)
      } else if let fallback {
        output += encode(fallback)
      } else {
        problems.append(.noValue(key: key))
      }
    }
    output += rest
    return (output, problems)
  }

  /// The key and fallback of a placeholder's inside (`user.firstName|there`), or `nil` when it
  /// is not one.
  private static func parse(_ inside: Substring) -> (key: String, fallback: String?)? {
    let bar = inside.firstIndex(of: "|")
    let name = inside[..<(bar ?? inside.endIndex)].trimmingSpaces()
    let fallback = bar.map { String(inside[inside.index(after: $0)...]) }
    guard name.hasPrefix("user.") else { return nil }
    let key = name.dropFirst("user.".count)
    guard !key.isEmpty, key.utf8.allSatisfy(isKeyByte), !(fallback?.contains("{{") ?? false) else {
      return nil
    }
    return (String(key), fallback)
  }

  private static func isKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var result = self
    while result.first == " " { result = result.dropFirst() }
    while result.last == " " { result = result.dropLast() }
    return result
  }
}
