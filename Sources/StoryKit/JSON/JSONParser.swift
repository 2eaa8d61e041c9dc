import Foundation

/// A strict RFC 8259 JSON parser with a depth limit, used by ``FeedDecoder``.
///
/// Foundation's `JSONSerialization` on Linux turns `true` into `1`, merges duplicate keys silently
/// and rejects a whole document for one `1e400`; this parser keeps booleans, reports duplicates and
/// invalid UTF-8 as diagnostics with their paths, and leaves range checks to the decoder. It runs
/// in one pass over the bytes, in linear time, and never recurses deeper than `maxDepth`.
struct JSONParser {
  /// What a successful parse returns: the value and the warnings met on the way.
  struct Output {
    var value: JSONValue
    var diagnostics: [Diagnostic]
  }

  /// The deepest nesting any parser accepts, whatever its configuration asks for.
  static let depthCeiling = 512

  let maxDepth: Int

  init(maxDepth: Int = 64) {
    // Recursion depth is bounded here, whatever a caller asks, so no input can exhaust the stack.
    self.maxDepth = min(max(1, maxDepth), Self.depthCeiling)
  }

  /// Parses one JSON document.
  /// - Throws: ``JSONSyntaxError`` when the bytes are not one JSON document.
  func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> Output {
    var state = JSONParserState(bytes: bytes, maxDepth: maxDepth)
    state.skipWhitespace()
    if state.position == bytes.count {
      throw state.error("expected a JSON document, found empty input")
    }
    let value = try state.parseValue(depth: 0)
    state.skipWhitespace()
    if state.position < bytes.count {
      throw state.error("expected the end of the document, found \(state.describeCurrentByte())")
    }
    return Output(value: value, diagnostics: state.diagnostics)
  }

  func parse(_ data: Data) throws(JSONSyntaxError) -> Output {
    let result: Result<Output, JSONSyntaxError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return Result { () throws(JSONSyntaxError) in try parse(bytes) }
    }
    return try result.get()
  }
}

enum JSONByte {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let newline = UInt8(ascii: "\n")
}

struct JSONParserState {
  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  var position = 0
  var path: [JSONPath.Component] = []
  var diagnostics: [Diagnostic] = []
  var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  var currentPath: JSONPath { JSONPath(components: path) }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  func error(_ message: String, at offset: Int? = nil, isLimit: Bool = false) -> JSONSyntaxError {
    let offset = min(offset ?? position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == JSONByte.newline {
      line += 1
      lineStart = index + 1
    }
    return JSONSyntaxError(
      message: message, offset: offset, line: line, column: offset - lineStart + 1,
      path: currentPath, isLimit: isLimit)
  }

  /// The error for input that ends where `expected` should come: a truncated document.
  func truncated(_ expected: String) -> JSONSyntaxError {
    error("expected \(expected), found the end of the input (is the document truncated?)")
  }

  func describeCurrentByte() -> String {
    guard position < bytes.count else { return "the end of the input" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "the byte 0x%02X", byte)
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard position < bytes.count else {
      throw truncated("a value")
    }
    switch bytes[position] {
    case JSONByte.openBrace: return try parseObject(depth: depth + 1)
    case JSONByte.openBracket: return try parseArray(depth: depth + 1)
    case JSONByte.quote: return .string(try parseString())
    case JSONByte.minus, JSONByte.zero...JSONByte.nine: return .number(try parseNumber())
    case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectLiteral("null"); return .null
    case UInt8(ascii: "<"):
      throw error("expected a JSON value, found markup starting with '<' (an HTML or XML page?)")
    default:
      throw error("expected a JSON value, found \(describeCurrentByte())")
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected -> Bool in
      guard start + count <= bytes.count else { return false }
      for index in 0..<count where bytes[start + index] != expected[index] { return false }
      return true
    }
    guard matches else { throw error("expected '\(literal)', found \(describeCurrentByte())") }
    position += count
  }

  mutating func enter(depth: Int) throws(JSONSyntaxError) {
    if depth > maxDepth {
      throw error(
        "expected nesting of at most \(maxDepth) levels, found deeper nesting (the limit of \(maxDepth) levels)",
        isLimit: true)
    }
    position += 1
  }

  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth: depth)
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == JSONByte.closeBracket {
      position += 1
      return .array(elements)
    }
    while true {
      path.append(.index(elements.count))
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      path.removeLast()
      skipWhitespace()
      guard position < bytes.count else {
        throw truncated("',' or ']' in an array")
      }
      switch bytes[position] {
      case JSONByte.comma: position += 1
      case JSONByte.closeBracket:
        position += 1
        return .array(elements)
      default: throw error("expected ',' or ']' in an array, found \(describeCurrentByte())")
      }
    }
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth: depth)
    var object = JSONObject()
    var seenKeys: Set<String>?  // only for large objects, where a linear scan would turn quadratic
    skipWhitespace()
    if position < bytes.count && bytes[position] == JSONByte.closeBrace {
      position += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw truncated("a key") }
      guard bytes[position] == JSONByte.quote else {
        throw error("expected a key in double quotes, found \(describeCurrentByte())")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == JSONByte.colon else {
        throw error("expected ':' after the key \"\(key)\", found \(describeCurrentByte())")
      }
      position += 1
      skipWhitespace()
      path.append(.key(key))
      let value = try parseValue(depth: depth)
      if object.count >= 16 && seenKeys == nil { seenKeys = Set(object.keys) }
      let isDuplicate = seenKeys.map { $0.contains(key) } ?? (object[key] != nil)
      if isDuplicate {
        diagnostics.append(
          Diagnostic(
            .warning, .duplicateKey, at: currentPath,
            "expected each key once in an object, found \"\(key)\" again; the last value is used"))
        object[key] = value
      } else {
        object.appendUnchecked(key: key, value: value)
        seenKeys?.insert(key)
      }
      path.removeLast()
      skipWhitespace()
      guard position < bytes.count else {
        throw truncated("',' or '}' in an object")
      }
      switch bytes[position] {
      case JSONByte.comma: position += 1
      case JSONByte.closeBrace:
        position += 1
        return .object(object)
      default: throw error("expected ',' or '}' in an object, found \(describeCurrentByte())")
      }
    }
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
    if position < bytes.count && bytes[position] == JSONByte.dot {
      isInteger = false
      position += 1
      try skipDigits(after: "'.'")
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count && (bytes[position] == JSONByte.plus || bytes[position] == JSONByte.minus) {
        position += 1
      }
      try skipDigits(after: "the exponent")
    }
    if isInteger && digits <= 15 {
      return isNegative ? -Double(integer) : Double(integer)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    // Double(_:) gives ±infinity for out-of-range literals such as 1e400; the decoder reports those.
    return Double(text) ?? (isNegative ? -.infinity : .infinity)
  }

  mutating func skipDigits(after what: String) throws(JSONSyntaxError) {
    let start = position
    while position < bytes.count, bytes[position] >= JSONByte.zero, bytes[position] <= JSONByte.nine {
      position += 1
    }
    if position == start { throw error("expected a digit after \(what), found \(describeCurrentByte())") }
  }
}
