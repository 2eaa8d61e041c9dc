/// One value of a parsed document, read in place on its ``JSONTape``.
///
/// The feed decoder reads nodes instead of a ``JSONValue`` tree: a string becomes a `String` only
/// when the decoder keeps it, and a node's ``path`` is worked out only when a diagnostic names it.
///
/// A node does not keep its tape alive (no reference counting on the decoder's hot path): it is
/// valid only inside ``JSONParser/parse(_:_:)``'s closure, which keeps the tape alive.
struct JSONNode {
  private let unmanagedTape: Unmanaged<JSONTape>
  let index: Int

  init(tape: JSONTape, index: Int) {
    unmanagedTape = Unmanaged.passUnretained(tape)
    self.index = index
  }

  private init(unmanagedTape: Unmanaged<JSONTape>, index: Int) {
    self.unmanagedTape = unmanagedTape
    self.index = index
  }

  /// Calls `body` with the tape, without retaining it.
  @inline(__always) private func withTape<Result>(_ body: (JSONTape) -> Result) -> Result {
    unmanagedTape._withUnsafeGuaranteedRef(body)
  }

  var kind: JSONTape.Kind { withTape { $0.kind(index) } }

  var isNull: Bool { kind == .null }
  var isObject: Bool { kind == .object }
  var isArray: Bool { kind == .array }

  /// The string, if this is a string.
  var stringValue: String? { kind == .string ? withTape { $0.string(index) } : nil }

  /// The number, if this is a number.
  var numberValue: Double? { kind == .number ? withTape { $0.number(index) } : nil }

  /// The boolean, if this is one.
  var boolValue: Bool? {
    switch kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// The byte count of a string (0 for other values).
  var stringByteCount: Int { kind == .string ? withTape { $0.stringByteCount(index) } : 0 }

  /// Calls `body` with the UTF-8 bytes of a string (empty for other values).
  func withStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    kind == .string
      ? withTape { $0.withStringBytes(index, body) } : body(UnsafeBufferPointer(start: nil, count: 0))
  }

  /// Whether this is a string whose bytes are not valid UTF-8 (it reads with U+FFFD).
  var hasInvalidUTF8: Bool {
    kind == .string && withTape { $0.entries[index].flags & JSONTape.Flags.invalidUTF8 != 0 }
  }

  /// Whether this is the string `text`.
  func isString(_ text: StaticString) -> Bool {
    kind == .string && withTape { $0.string(index, equals: text) }
  }

  /// The member `key` of an object (the last one when the key repeats).
  func member(_ key: StaticString) -> JSONNode? {
    withTape { tape in
      guard tape.kind(index) == .object, let member = tape.member(index, key) else { return nil }
      return JSONNode(tape: tape, index: member)
    }
  }

  /// The member `key` of an object, scanning from the key entry `start` (see
  /// ``JSONTape/member(_:_:from:)``), and where the next lookup should start.
  func member(_ key: StaticString, from start: Int) -> (value: JSONNode?, next: Int) {
    withTape { tape in
      guard tape.kind(index) == .object else { return (nil, start) }
      let found = tape.member(index, key, from: start)
      return (found.value.map { JSONNode(tape: tape, index: $0) }, found.next)
    }
  }

  /// The elements of an array, in order.
  var elements: [JSONNode] { Array(elements(limit: .max)) }

  /// The first `limit` elements of an array (none for other values), walked on the tape without
  /// making an array of nodes.
  func elements(limit: Int) -> Elements {
    let count = kind == .array ? min(max(0, limit), withTape { $0.count(index) }) : 0
    return Elements(tape: unmanagedTape, first: index + 1, count: count)
  }

  /// Elements of an array in order, stepping from one to the next by its end on the tape.
  struct Elements: Sequence {
    fileprivate let tape: Unmanaged<JSONTape>
    fileprivate let first: Int
    /// How many elements the sequence gives.
    let count: Int

    var underestimatedCount: Int { count }

    func makeIterator() -> Iterator { Iterator(tape: tape, upcoming: first, remaining: count) }

    struct Iterator: IteratorProtocol {
      fileprivate let tape: Unmanaged<JSONTape>
      fileprivate var upcoming: Int
      fileprivate var remaining: Int

      mutating func next() -> JSONNode? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let node = JSONNode(unmanagedTape: tape, index: upcoming)
        upcoming = tape._withUnsafeGuaranteedRef { Int($0.entries[node.index].end) }
        return node
      }
    }
  }

  /// The members of an object in document order, each key once (a repeated key at its first
  /// position with its last value), as a ``JSONObject`` reads them.
  var members: [(key: String, value: JSONNode)] {
    withTape { tape in members(of: tape) }
  }

  private func members(of tape: JSONTape) -> [(key: String, value: JSONNode)] {
    guard kind == .object else { return [] }
    return tape.uniqueMembers(index).map { ($0.key, JSONNode(tape: tape, index: $0.value)) }
  }

  /// The element or member count of a container (0 for other values).
  var count: Int { kind == .array || kind == .object ? withTape { $0.count(index) } : 0 }

  /// Where this value is in the document.
  var path: JSONPath { withTape { JSONPath(tape: $0, index: index) } }

  /// This value as a ``JSONValue`` tree.
  var value: JSONValue { withTape { $0.value(index) } }

  /// This object as a ``JSONObject``, if it is one.
  var objectValue: JSONObject? { kind == .object ? withTape { $0.object(index) } : nil }

  /// What a value is, for "found …" in messages: `the number 42`, `the string "abc"`, `null`.
  var diagnosticDescription: String {
    switch kind {
    case .null, .false, .true, .number, .string: return value.diagnosticDescription
    case .array: return count == 0 ? "an empty array" : "an array of \(count) items"
    case .object: return count == 0 ? "an empty object" : "an object"
    }
  }
}
