import Foundation

/// Objects (with duplicate keys reported) and numbers for the JSON parser.
extension JSONParserState {
  mutating func parseObject(_ index: Int, depth: Int) throws(JSONSyntaxError) {
    try enter(depth: depth)
    entries[index].kind = .object
    var count = 0
    var seenKeys: Set<String>?  // only for large objects, where a linear scan would turn quadratic
    skipWhitespace()
    if position < bytes.count && bytes[position] == JSONByte.closeBrace {
      position += 1
      return
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw truncated("a key") }
      guard bytes[position] == JSONByte.quote else {
        throw error("expected a key in double quotes, found \(describeCurrentByte())")
      }
      let keyIndex = entries.count
      entries.append(
        Entry(
          kind: .string, flags: JSONTape.Flags.key, parent: Int32(truncatingIfNeeded: index),
          position: Int32(truncatingIfNeeded: count), end: Int32(truncatingIfNeeded: keyIndex + 1)))
      try parseString(into: keyIndex)
      let print = withBytes(of: keyIndex) { JSONTape.fingerprint($0) }
      entries[keyIndex].end = print
      let bit = JSONTape.keyBit(print)
      if entries[keyIndex].flags & (JSONTape.Flags.nonASCII | JSONTape.Flags.invalidUTF8) != 0 {
        entries[index].flags |= JSONTape.Flags.nonASCIIKeys
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == JSONByte.colon else {
        throw error("expected ':' after the key \"\(keyText(keyIndex))\", found \(describeCurrentByte())")
      }
      position += 1
      skipWhitespace()
      try parseValue(parent: index, position: count, depth: depth)
      if count >= 16 && seenKeys == nil { seenKeys = Set(keys(of: index, before: keyIndex).map(keyText)) }
      let isDuplicate: Bool
      if entries[index].payload & bit == 0 && entries[index].flags & JSONTape.Flags.nonASCIIKeys == 0 {
        // No earlier key has this key's bit, and all are ASCII (compared byte for byte): new.
        isDuplicate = false
        if seenKeys != nil { seenKeys?.insert(keyText(keyIndex)) }
      } else if seenKeys != nil {
        isDuplicate = seenKeys?.insert(keyText(keyIndex)).inserted == false
      } else {
        isDuplicate = hasKey(of: index, before: keyIndex, equalTo: keyIndex)
      }
      if isDuplicate {
        entries[index].flags |= JSONTape.Flags.duplicateKeys
        diagnostics.append(
          Diagnostic(
            .warning, .duplicateKey, at: warningPath(),
            "expected each key once in an object, found \"\(keyText(keyIndex))\" again; the last value is used"
          ))
      }
      entries[index].payload |= bit
      count += 1
      guard try readSeparator(of: index, count: count, closing: JSONByte.closeBrace) else { return }
    }
  }

  /// After a member or element of the container at `index`: records `count` (beside an object's
  /// key mask), then reads `,` (`true`: another follows) or the closing byte (`false`).
  mutating func readSeparator(of index: Int, count: Int, closing: UInt8) throws(JSONSyntaxError) -> Bool {
    entries[index].payload = entries[index].payload & 0xFFFF_FFFF_0000_0000 | UInt64(count)
    context = index
    skipWhitespace()
    // Worked out on the error paths only: this runs after every member and element.
    var expected: String {
      closing == JSONByte.closeBrace ? "',' or '}' in an object" : "',' or ']' in an array"
    }
    guard position < bytes.count else { throw truncated(expected) }
    switch bytes[position] {
    case JSONByte.comma:
      position += 1
      return true
    case closing:
      position += 1
      return false
    default: throw error("expected \(expected), found \(describeCurrentByte())")
    }
  }

  /// The key entries of the object at `index` that come before `limit`.
  func keys(of index: Int, before limit: Int) -> [Int] {
    var result: [Int] = []
    var child = index + 1
    while child < limit {
      result.append(child)
      child = Int(entries[child + 1].end)
    }
    return result
  }

  /// Whether a key of the object at `index` before `limit` is the same as the key `key`.
  func hasKey(of index: Int, before limit: Int, equalTo key: Int) -> Bool {
    var child = index + 1
    while child < limit {
      if sameKey(child, key) { return true }
      child = Int(entries[child + 1].end)
    }
    return false
  }

  /// The text of the key at `index`.
  func keyText(_ index: Int) -> String {
    withBytes(of: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether two keys are the same string: their bytes, or for non-ASCII keys, `String` equality
  /// (canonical equivalence), as a `JSONObject` compares them.
  func sameKey(_ first: Int, _ second: Int) -> Bool {
    let flags = entries[first].flags | entries[second].flags
    if flags & (JSONTape.Flags.nonASCII | JSONTape.Flags.invalidUTF8) != 0 {
      return keyText(first) == keyText(second)
    }
    guard entries[first].end == entries[second].end else { return false }
    let one = entries[first].payload
    let other = entries[second].payload
    guard one >> 32 == other >> 32 else { return false }
    return withBytes(of: first) { one in
      withBytes(of: second) { other in
        guard let a = one.baseAddress, let b = other.baseAddress else { return true }
        return memcmp(a, b, one.count) == 0
      }
    }
  }

  /// Calls `body` with the bytes of the string entry at `index`.
  func withBytes<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let entry = entries[index]
    let start = Int(truncatingIfNeeded: entry.payload & 0xFFFF_FFFF)
    let count = Int(truncatingIfNeeded: entry.payload >> 32)
    if entry.flags & JSONTape.Flags.unescaped != 0 {
      return unescaped.withUnsafeBufferPointer {
        body(UnsafeBufferPointer(rebasing: $0[start..<start + count]))
      }
    }
    return body(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    var integer: Int64 = 0
    var digits = 0
    var isNegative = false
    if bytes[position] == JSONByte.minus {
      isNegative = true
      position += 1
    }
    let integerStart = position
    while position < bytes.count, bytes[position] >= JSONByte.zero, bytes[position] <= JSONByte.nine {
      if digits < 18 { integer = integer * 10 + Int64(bytes[position] - JSONByte.zero) }
      digits += 1
      position += 1
    }
    if digits == 0 { throw error("expected a digit in a number, found \(describeCurrentByte())") }
    if digits > 1 && bytes[integerStart] == JSONByte.zero {
      throw error(
        "expected a number without leading zeros, found \"0\" followed by a digit", at: integerStart)
    }
    var isInteger = true
    var fraction: Int64 = 0
    var fractionDigits = 0
    if position < bytes.count && bytes[position] == JSONByte.dot {
      isInteger = false
      position += 1
      let fractionStart = position
      while position < bytes.count, bytes[position] >= JSONByte.zero, bytes[position] <= JSONByte.nine {
        if position - fractionStart < 18 { fraction = fraction * 10 + Int64(bytes[position] - JSONByte.zero) }
        position += 1
      }
      fractionDigits = position - fractionStart
      if fractionDigits == 0 { throw error("expected a digit after '.', found \(describeCurrentByte())") }
    }
    var hasExponent = false
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      hasExponent = true
      position += 1
      if position < bytes.count && (bytes[position] == JSONByte.plus || bytes[position] == JSONByte.minus) {
        position += 1
      }
      try skipDigits(after: "the exponent")
    }
    if isInteger && digits <= 15 {
      return isNegative ? -Double(integer) : Double(integer)
    }
    // A short decimal such as 0.35 or 12.5: exact integers divided by an exact power of ten give the
    // correctly rounded double, as Double(String) would.
    if !hasExponent && digits + fractionDigits <= 15 && fractionDigits <= 22 {
      var scale: Int64 = 1
      for _ in 0..<fractionDigits { scale *= 10 }
      let magnitude = Double(integer * scale + fraction) / Self.powersOfTen[fractionDigits]
      return isNegative ? -magnitude : magnitude
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    // Double(_:) gives ±infinity for out-of-range literals such as 1e400; the decoder reports those.
    return Double(text) ?? (isNegative ? -.infinity : .infinity)
  }

  /// 10^0 … 10^22, each exact in a `Double`.
  static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  mutating func skipDigits(after what: String) throws(JSONSyntaxError) {
    let start = position
    while position < bytes.count, bytes[position] >= JSONByte.zero, bytes[position] <= JSONByte.nine {
      position += 1
    }
    if position == start { throw error("expected a digit after \(what), found \(describeCurrentByte())") }
  }
}
