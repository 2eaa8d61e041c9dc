import Foundation

/// The common shapes of feed URLs, recognised on their bytes so that the decoder keeps their text
/// (``StoredURL``) and makes no `URL` until the app reads one.
///
/// Each check accepts only strings the full rules in `FeedReader+URLs.swift` accept, and only text
/// that `URL(string:)` gives back unchanged as its `absoluteString`, so the stored text makes the
/// same `URL`; anything else (relative references, other schemes, IPv6 hosts, user info, bytes that
/// need percent-encoding) returns `nil`, and the caller applies the full rules.
enum URLBytes {
  /// `https://host[:port][/…]` with a plain host and only characters a URL may hold as they are.
  static func plainHTTPS(_ bytes: UnsafeBufferPointer<UInt8>) -> StoredURL? {
    guard hasPrefix(bytes, "https://"), let index = plainAuthorityEnd(bytes, from: 8) else { return nil }
    return url(bytes, restFrom: index)
  }

  /// Where a plain authority starting at `start` ends: a host of letters, digits, dots and hyphens
  /// starting with a letter or digit, an optional `:` and digits, then `/`, `?`, `#` or the end.
  /// `nil` for anything else (user info, IPv6, a port that is not digits), which the full rules
  /// judge: `URL(string:)` rejects some of it and rewrites some.
  private static func plainAuthorityEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
    guard index > start, isAlphanumeric(bytes[start]) else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break
      default: return nil
      }
    }
    return index
  }

  /// A relative path such as `images/cover.jpg` (no scheme, no leading `/` or `.`, no `/.` that
  /// could start a dot segment, no percent escape that could spell one) appended to `base`, the
  /// folder the full rules resolve it in.
  static func plainRelative(_ bytes: UnsafeBufferPointer<UInt8>, base: String) -> StoredURL? {
    guard let first = bytes.first, isAlphanumeric(first) || first == UInt8(ascii: "_") else { return nil }
    var sawSlash = false
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: ":") && !sawSlash { return nil }
      if byte == UInt8(ascii: "/") { sawSlash = true }
      if previous == UInt8(ascii: "/") && byte == UInt8(ascii: ".") { return nil }
      if byte == UInt8(ascii: "%") { return nil }
      previous = byte
    }
    guard hasOnlyPlainBytes(bytes, from: 0) else { return nil }
    return StoredURL(checkedText: base + String(decoding: bytes, as: UTF8.self))
  }

  /// `scheme:…` with a plain scheme that is not forbidden for actions (such as `myapp://cart` or
  /// `https://…`), and only characters a URL may hold as they are.
  static func plainAction(_ bytes: UnsafeBufferPointer<UInt8>) -> StoredURL? {
    guard let first = bytes.first, isLetter(first) else { return nil }
    var index = 1
    while index < bytes.count, isSchemeByte(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    guard isAppScheme(UnsafeBufferPointer(rebasing: bytes[0..<index])) else { return nil }
    index += 1
    // `scheme://authority…`: the authority must be plain, as for https.
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      guard let end = plainAuthorityEnd(bytes, from: index + 2) else { return nil }
      index = end
    }
    return url(bytes, restFrom: index)
  }

  /// The URL of `bytes` when every byte from `start` on may stand in a URL as it is, kept as its
  /// text (``StoredURL``).
  private static func url(_ bytes: UnsafeBufferPointer<UInt8>, restFrom start: Int) -> StoredURL? {
    guard hasOnlyPlainBytes(bytes, from: start) else { return nil }
    return StoredURL(checkedText: String(decoding: bytes, as: UTF8.self))
  }

  /// Whether every byte from `start` on may stand in a URL as it is (`%` only before two hex
  /// digits, one `#` at most: `URL(string:)` escapes a second one).
  private static func hasOnlyPlainBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    var sawHash = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#") {
        if sawHash { return false }
        sawHash = true
      }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
          return false
        }
        index += 3
        continue
      }
      guard isPlainURLByte(byte) else { return false }
      index += 1
    }
    return true
  }

  /// A scheme (letters, digits, '+', '.', '-') that is not one of
  /// ``FeedReader/forbiddenActionSchemes`` in any case, checked without making a string.
  private static func isAppScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
    for forbidden in FeedReader.forbiddenActionSchemeBytes where equalsIgnoringCase(scheme, forbidden) {
      return false
    }
    return true
  }

  /// Whether scheme bytes spell `text` (lowercase letters) in any case: `| 0x20` lowers a letter
  /// and leaves digits, '+', '.' and '-' as they are.
  private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard bytes.count == text.utf8CodeUnitCount else { return false }
    let expected = text.utf8Start
    for index in 0..<bytes.count where bytes[index] | 0x20 != expected[index] { return false }
    return true
  }

  private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count, let base = bytes.baseAddress else { return false }
    return memcmp(base, prefix.utf8Start, count) == 0
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
  }
  private static func isHostByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }
  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-")
  }

  /// RFC 3986 unreserved and reserved characters, except the brackets of IPv6 hosts.
  private static func isPlainURLByte(_ byte: UInt8) -> Bool {
    if isAlphanumeric(byte) { return true }
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
      UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "!"),
      UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
      return true
    default:
      return false
    }
  }
}
