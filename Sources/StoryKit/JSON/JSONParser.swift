import Foundation

/// A strict RFC 8259 JSON parser with a depth limit, used by ``FeedDecoder`` and
/// ``JSONValue/init(parsing:maxDepth:)``.
///
/// Foundation's `JSONSerialization` on Linux turns `true` into `1`, merges duplicate keys silently
/// and rejects a whole document for one `1e400`; this parser keeps booleans, reports duplicates and
/// invalid UTF-8 as diagnostics with their paths, and leaves range checks to the decoder. It runs
/// in one pass over the bytes, in linear time, never recurses deeper than `maxDepth`, and writes a
/// ``JSONTape`` rather than a tree: no allocation per value, and strings stay bytes until read.
struct JSONParser {
  /// A parsed document while it is read: the tape and the warnings met on the way.
  struct Document {
    var tape: JSONTape
    var diagnostics: [Diagnostic]

    /// The document's root.
    var root: JSONNode { JSONNode(tape: tape, index: 0) }
  }

  /// A parsed document as a tree: the value and the warnings met on the way.
  struct Output {
    var value: JSONValue
    var diagnostics: [Diagnostic]
  }

  /// The deepest nesting any parser accepts, whatever its configuration asks for.
  static let depthCeiling = 512

  /// The largest document a tape can index (offsets are 32-bit).
  static let maxBytes = Int(Int32.max) - 1

  let maxDepth: Int
  /// Where the tape's block comes from and goes back to; `nil`: a new block each time.
  let blocks: JSONTapeBlocks?

  init(maxDepth: Int = 64, blocks: JSONTapeBlocks? = nil) {
    // Recursion depth is bounded here, whatever a caller asks, so no input can exhaust the stack.
    self.maxDepth = min(max(1, maxDepth), Self.depthCeiling)
    self.blocks = blocks
  }

  /// Parses one JSON document and calls `body` with it.
  ///
  /// The tape points into `data`'s bytes, so it, its nodes and their unresolved paths are valid
  /// only inside `body`: whatever `body` returns must hold values, not nodes (a ``Diagnostic``
  /// resolves its path when it is made).
  /// - Throws: ``JSONSyntaxError`` when the bytes are not one JSON document.
  func parse<Result>(_ data: Data, _ body: (Document) -> Result) throws(JSONSyntaxError) -> Result {
    let outcome: Swift.Result<Result, JSONSyntaxError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var state = JSONParserState(bytes: bytes, maxDepth: maxDepth, blocks: blocks)
      do throws(JSONSyntaxError) {
        try state.parseDocument()
      } catch {
        if let blocks { blocks.giveBack(state.entries) } else { state.entries.deallocate() }
        return .failure(error)
      }
      let tape = JSONTape(
        bytes: bytes, entries: state.entries, unescaped: state.unescaped, ownsEntries: true, blocks: blocks)
      return .success(
        withExtendedLifetime(tape) { body(Document(tape: tape, diagnostics: state.diagnostics)) })
    }
    return try outcome.get()
  }

  /// Parses one JSON document into a ``JSONValue`` tree.
  /// - Throws: ``JSONSyntaxError`` when the bytes are not one JSON document.
  func parse(_ data: Data) throws(JSONSyntaxError) -> Output {
    try parse(data) { Output(value: $0.tape.value(0), diagnostics: $0.diagnostics) }
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
  typealias Entry = JSONTape.Entry

  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  var position = 0
  var entries: JSONEntries
  var unescaped: [UInt8] = []
  var diagnostics: [Diagnostic] = []
  /// The entry whose path errors and warnings name: the value being read, or the container
  /// between two of its members.
  var context = -1
  /// The last warning's entry and path, and its container's: warnings come in runs (lone
  /// surrogates in one string, repeated keys in one object), and a path's keys have no length
  /// limit, so each run works its path out once.
  var pathCache: (index: Int, components: [JSONPath.Component])?
  var containerPathCache: (index: Int, components: [JSONPath.Component])?

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, blocks: JSONTapeBlocks? = nil) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    // A first guess from the size, capped: the block grows as needed, and a huge input is
    // rejected before it would fill a huge guess. A kept block is used as it is.
    let guess = min(bytes.count / 12 + 16, 1 << 20)
    entries = blocks?.take(capacity: guess) ?? JSONEntries(capacity: guess)
  }

  mutating func parseDocument() throws(JSONSyntaxError) {
    if bytes.count > JSONParser.maxBytes {
      throw error("expected a document of at most 2 GiB, found \(bytes.count) bytes", at: 0, isLimit: true)
    }
    skipWhitespace()
    if position == bytes.count {
      throw error("expected a JSON document, found empty input")
    }
    try parseValue(parent: -1, position: 0, depth: 0)
    context = 0
    skipWhitespace()
    if position < bytes.count {
      throw error("expected the end of the document, found \(describeCurrentByte())")
    }
  }

  /// A tape over the entries so far, to name paths while parsing.
  var currentPath: JSONPath {
    guard context >= 0 else { return .root }
    return JSONPath(components: partialTape.pathComponents(of: context))
  }

  /// The entries so far as a tape that frees nothing.
  var partialTape: JSONTape {
    JSONTape(bytes: bytes, entries: entries, unescaped: unescaped, ownsEntries: false)
  }

  /// ``currentPath`` for a warning, from the caches when the run of warnings allows.
  mutating func warningPath() -> JSONPath {
    guard context > 0 else { return .root }
    if let cache = pathCache, cache.index == context { return JSONPath(components: cache.components) }
    let tape = partialTape
    let parent = Int(entries[context].parent)
    let containerComponents: [JSONPath.Component]
    if let cache = containerPathCache, cache.index == parent {
      containerComponents = cache.components
    } else {
      containerComponents = tape.pathComponents(of: parent)
      containerPathCache = (parent, containerComponents)
    }
    let step = tape.pathComponents(of: context, stoppingAt: parent)
    pathCache = (context, containerComponents + step)
    return JSONPath(components: containerComponents + step)
  }

  @inline(__always) mutating func skipWhitespace() {
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

  /// Reads one value into a new entry, child number `position` of `parent`.
  mutating func parseValue(parent: Int, position slot: Int, depth: Int) throws(JSONSyntaxError) {
    let index = entries.count
    entries.append(
      Entry(kind: .null, parent: Int32(truncatingIfNeeded: parent), position: Int32(truncatingIfNeeded: slot))
    )
    context = index
    guard position < bytes.count else {
      throw truncated("a value")
    }
    switch bytes[position] {
    case JSONByte.openBrace: try parseObject(index, depth: depth + 1)
    case JSONByte.openBracket: try parseArray(index, depth: depth + 1)
    case JSONByte.quote:
      entries[index].kind = .string
      try parseString(into: index)
    case JSONByte.minus, JSONByte.zero...JSONByte.nine:
      entries[index].kind = .number
      entries[index].payload = try parseNumber().bitPattern
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      entries[index].kind = .true
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      entries[index].kind = .false
    case UInt8(ascii: "n"): try expectLiteral("null")
    case UInt8(ascii: "<"):
      throw error("expected a JSON value, found markup starting with '<' (an HTML or XML page?)")
    default:
      throw error("expected a JSON value, found \(describeCurrentByte())")
    }
    entries[index].end = Int32(truncatingIfNeeded: entries.count)
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

  mutating func parseArray(_ index: Int, depth: Int) throws(JSONSyntaxError) {
    try enter(depth: depth)
    entries[index].kind = .array
    var count = 0
    skipWhitespace()
    if position < bytes.count && bytes[position] == JSONByte.closeBracket {
      position += 1
      return
    }
    while true {
      skipWhitespace()
      try parseValue(parent: index, position: count, depth: depth)
      count += 1
      guard try readSeparator(of: index, count: count, closing: JSONByte.closeBracket) else { return }
    }
  }
}
