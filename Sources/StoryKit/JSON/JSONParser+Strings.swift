/// String scanning for the JSON parser: eight bytes at a time, escapes, and UTF-8 validation.
extension JSONParserState {
  /// Reads the string at `position` into the string entry `index` (a key or a value).
  mutating func parseString(into index: Int) throws(JSONSyntaxError) {
    let start = position + 1
    position = start
    var high: UInt64 = 0
    // Eight bytes at a time while none of them is a quote, a backslash or a control character.
    if let base = bytes.baseAddress {
      while position + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if Self.needsAttention(word) { break }
        high |= word
        position += 8
      }
    }
    var isASCII = high & Self.highBits == 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == JSONByte.quote {
        finishString(
          index, start: start, count: position - start, isASCII: isASCII, escaped: false, offset: start)
        position += 1
        return
      }
      if byte == JSONByte.backslash { return try parseEscapedString(into: index, from: start) }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    throw truncated("the closing quote of the string that starts at byte \(start - 1)")
  }

  static let highBits: UInt64 = 0x8080_8080_8080_8080
  static let lowBits: UInt64 = 0x0101_0101_0101_0101

  /// Whether any byte of `word` is a quote, a backslash or below 0x20.
  @inline(__always) static func needsAttention(_ word: UInt64) -> Bool {
    let quote = word ^ (lowBits &* UInt64(JSONByte.quote))
    let backslash = word ^ (lowBits &* UInt64(JSONByte.backslash))
    let hasZeroQuote = (quote &- lowBits) & ~quote
    let hasZeroBackslash = (backslash &- lowBits) & ~backslash
    let hasControl = (word &- lowBits &* 0x20) & ~word
    return (hasZeroQuote | hasZeroBackslash | hasControl) & highBits != 0
  }

  /// Records the string's bytes in its entry, and checks non-ASCII ones for valid UTF-8.
  mutating func finishString(_ index: Int, start: Int, count: Int, isASCII: Bool, escaped: Bool, offset: Int)
  {
    entries[index].payload = UInt64(start) | UInt64(count) << 32
    if escaped { entries[index].flags |= JSONTape.Flags.unescaped }
    guard !isASCII else { return }
    entries[index].flags |= JSONTape.Flags.nonASCII
    let valid = withBytes(of: index) { Self.isValidUTF8($0) }
    if !valid {
      entries[index].flags |= JSONTape.Flags.invalidUTF8
      diagnostics.append(
        Diagnostic(
          .warning, .invalidUTF8, at: warningPath(),
          "expected UTF-8 text, found invalid bytes in the string at byte \(offset); they were replaced by U+FFFD"
        ))
    }
  }

  func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    error(
      String(
        format: "expected the escape \\u%04X for a control character in a string, found the raw byte 0x%02X",
        byte, byte))
  }

  /// Reads a string with escapes, unescaping it into ``unescaped``.
  mutating func parseEscapedString(into index: Int, from start: Int) throws(JSONSyntaxError) {
    let unescapedStart = unescaped.count
    unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case JSONByte.quote:
        let count = unescaped.count - unescapedStart
        let isASCII = !unescaped[unescapedStart...].contains { $0 >= 0x80 }
        position += 1
        finishString(
          index, start: unescapedStart, count: count, isASCII: isASCII, escaped: true, offset: start)
        return
      case JSONByte.backslash:
        position += 1
        try appendEscape()
      case 0..<0x20:
        throw controlCharacterError(byte)
      default:
        unescaped.append(byte)
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
    case JSONByte.quote, JSONByte.backslash, UInt8(ascii: "/"): unescaped.append(byte)
    case UInt8(ascii: "b"): unescaped.append(0x08)
    case UInt8(ascii: "f"): unescaped.append(0x0C)
    case UInt8(ascii: "n"): unescaped.append(0x0A)
    case UInt8(ascii: "r"): unescaped.append(0x0D)
    case UInt8(ascii: "t"): unescaped.append(0x09)
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
          .warning, .invalidUTF8, at: warningPath(),
          String(
            format:
              "expected a UTF-16 surrogate pair, found the lone surrogate \\u%04X; it was replaced by U+FFFD",
            first)))
      unescaped.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    unescaped.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [0xEF, 0xBF, 0xBD])
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

  /// Whether `bytes` is well-formed UTF-8 (Unicode 15, table 3-7): no overlong forms, no
  /// surrogates, nothing above U+10FFFF, no truncated sequence.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { return false }
      for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return false }
      index += length
    }
    return true
  }
}
