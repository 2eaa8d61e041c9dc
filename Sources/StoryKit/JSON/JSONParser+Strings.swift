/// String scanning for the JSON parser: the ASCII fast path, escapes and UTF-8 validation.
extension JSONParserState {
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position + 1
    position = start
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == JSONByte.quote {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        return isASCII ? String(decoding: slice, as: UTF8.self) : validatedString(slice, at: start)
      }
      if byte == JSONByte.backslash { return try parseEscapedString(from: start) }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    throw truncated("the closing quote of the string that starts at byte \(start - 1)")
  }

  func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    error(
      String(
        format: "expected the escape \\u%04X for a control character in a string, found the raw byte 0x%02X",
        byte, byte))
  }

  mutating func validatedString(_ slice: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    if let string = String(validating: slice, as: UTF8.self) { return string }
    diagnostics.append(
      Diagnostic(
        .warning, .invalidUTF8, at: currentPath,
        "expected UTF-8 text, found invalid bytes in the string at byte \(offset); they were replaced by U+FFFD"
      ))
    return String(decoding: slice, as: UTF8.self)
  }

  mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case JSONByte.quote:
        position += 1
        return scratch.withUnsafeBufferPointer { validatedString($0, at: start) }
      case JSONByte.backslash:
        position += 1
        try appendEscape()
      case 0..<0x20:
        throw controlCharacterError(byte)
      default:
        scratch.append(byte)
        position += 1
      }
    }
    throw truncated("the closing quote of the string that starts at byte \(start - 1)")
  }

  mutating func appendEscape() throws(JSONSyntaxError) {
    guard position < bytes.count else { throw truncated("an escape character after '\\'") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case JSONByte.quote, JSONByte.backslash, UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"): try appendUnicodeEscape()
    default:
      position -= 1
      throw error("expected an escape such as \\n or \\u00E9 after '\\', found \(describeCurrentByte())")
    }
  }

  mutating func appendUnicodeEscape() throws(JSONSyntaxError) {
    let first = try readHex4()
    var scalar = Unicode.Scalar(first)
    if (0xD800..<0xDC00).contains(first), position + 1 < bytes.count, bytes[position] == JSONByte.backslash,
      bytes[position + 1] == UInt8(ascii: "u")
    {
      let resume = position
      position += 2
      let second = try readHex4()
      if (0xDC00..<0xE000).contains(second) {
        scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      } else {
        position = resume
      }
    }
    guard let scalar else {
      diagnostics.append(
        Diagnostic(
          .warning, .invalidUTF8, at: currentPath,
          String(
            format:
              "expected a UTF-16 surrogate pair, found the lone surrogate \\u%04X; it was replaced by U+FFFD",
            first)))
      scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    scratch.append(contentsOf: String(Character(scalar)).utf8)
  }

  mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw truncated("four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case JSONByte.zero...JSONByte.nine: digit = byte - JSONByte.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected four hex digits after \\u, found \(describeCurrentByte())")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }
}
