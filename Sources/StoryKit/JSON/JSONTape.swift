import Foundation

/// A parsed JSON document as one flat array of entries (a "tape"), in document order.
///
/// Each value is one ``Entry``; an object's members follow it as key, value, key, value …, and an
/// array's elements follow it. Strings are not copied: an entry points at their bytes in the
/// document (or, for strings with escapes, at their unescaped bytes in ``unescaped``), so parsing
/// allocates nothing per value. Readers make a `String` only for the values they keep, and build a
/// ``JSONPath`` only when they report something, from the parent links.
final class JSONTape: @unchecked Sendable {
  /// What a value is.
  enum Kind: UInt8 {
    case null, `false`, `true`, number, string, array, object
  }

  /// One value of the document.
  struct Entry {
    var kind: Kind
    /// For strings: ``Flags``. For objects: whether a key repeats.
    var flags: UInt8 = 0
    /// The entry of the enclosing array or object; -1 for the root.
    var parent: Int32
    /// The position in the parent: the element index, or the member's ordinal.
    var position: Int32
    /// The index just past this value and everything in it; for a key, its ``JSONTape/fingerprint(_:)``
    /// instead (nothing steps over a key alone).
    var end: Int32 = 0
    /// A number's bits; a string's offset (low 32 bits) and byte count (high 32 bits); a
    /// container's element or member count (low 32 bits) and, for an object, the ``JSONTape/keyBit(_:)``
    /// of each of its keys (high 32 bits).
    var payload: UInt64 = 0
  }

  /// Flags of a string entry.
  enum Flags {
    /// The bytes are in ``JSONTape/unescaped``, not in the document.
    static let unescaped: UInt8 = 1
    /// A byte is not ASCII.
    static let nonASCII: UInt8 = 2
    /// The bytes are not valid UTF-8 (they read with U+FFFD in place of the bad sequences).
    static let invalidUTF8: UInt8 = 4
    /// Object flag: a key appears more than once (the last value counts).
    static let duplicateKeys: UInt8 = 8
    /// The string is an object's key, not a value.
    static let key: UInt8 = 16
    /// Object flag: a key is not ASCII (so a repeat may be spelled differently, and the parser
    /// checks repeats without the key mask).
    static let nonASCIIKeys: UInt8 = 32
  }

  /// The document's bytes, which the tape does not own: see ``JSONParser/parse(_:_:)``.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The entries; the root is entry 0.
  let entries: JSONEntries
  /// Unescaped bytes of the strings that had escapes.
  let unescaped: [UInt8]
  /// Whether the tape frees ``entries`` when it goes (or gives them back to ``blocks``).
  private let ownsEntries: Bool
  /// Where the block goes when the tape does, to be used again.
  private let blocks: JSONTapeBlocks?

  /// A tape over `bytes`; with `ownsEntries`, the tape frees the entries' block, or gives it back
  /// to `blocks`. Immutable once made, so it can be shared between threads.
  init(
    bytes: UnsafeBufferPointer<UInt8>, entries: JSONEntries, unescaped: [UInt8], ownsEntries: Bool,
    blocks: JSONTapeBlocks? = nil
  ) {
    self.bytes = bytes
    self.entries = entries
    self.unescaped = unescaped
    self.ownsEntries = ownsEntries
    self.blocks = blocks
  }

  deinit {
    guard ownsEntries else { return }
    if let blocks { blocks.giveBack(entries) } else { entries.deallocate() }
  }

  // MARK: - Reading

  @inline(__always) func kind(_ index: Int) -> Kind { entries[index].kind }

  /// The number at `index` (which must be a number entry).
  @inline(__always) func number(_ index: Int) -> Double { Double(bitPattern: entries[index].payload) }

  /// The count of elements or members of the container at `index`.
  @inline(__always) func count(_ index: Int) -> Int { Int(entries[index].payload & 0xFFFF_FFFF) }

  /// Calls `body` with the UTF-8 bytes of the string at `index`.
  @inline(__always) func withStringBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let entry = entries[index]
    let start = Int(truncatingIfNeeded: entry.payload & 0xFFFF_FFFF)
    let count = Int(truncatingIfNeeded: entry.payload >> 32)
    if entry.flags & Flags.unescaped != 0 {
      return unescaped.withUnsafeBufferPointer {
        body(UnsafeBufferPointer(rebasing: $0[start..<start + count]))
      }
    }
    return body(UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + start }, count: count))
  }

  /// The byte count of the string at `index`.
  @inline(__always) func stringByteCount(_ index: Int) -> Int {
    Int(truncatingIfNeeded: entries[index].payload >> 32)
  }

  /// The string at `index`.
  func string(_ index: Int) -> String {
    withStringBytes(index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the string at `index` is exactly `text` (keys are short: a byte loop, not a call).
  @inline(__always) func string(_ index: Int, equals text: StaticString) -> Bool {
    guard stringByteCount(index) == text.utf8CodeUnitCount else { return false }
    return withStringBytes(index) { bytes in
      let expected = text.utf8Start
      for offset in 0..<bytes.count where bytes[offset] != expected[offset] { return false }
      return true
    }
  }

  /// A key's length and its first, second and last bytes in 32 bits: keys with different
  /// fingerprints differ, so lookups compare bytes only when the fingerprints agree.
  @inline(__always) static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let count = bytes.count
    guard count > 0 else { return 0 }
    let length = UInt32(truncatingIfNeeded: min(count, 255))
    let second = count > 1 ? UInt32(bytes[1]) : 0
    return Int32(bitPattern: length | UInt32(bytes[0]) << 8 | second << 16 | UInt32(bytes[count - 1]) << 24)
  }

  /// One of 32 bits picked by a key's fingerprint, in an object's payload: an object whose mask
  /// lacks a key's bit does not have the key, so most lookups of a missing key scan nothing.
  @inline(__always) static func keyBit(_ fingerprint: Int32) -> UInt64 {
    1 << (32 + UInt64((UInt32(bitPattern: fingerprint) &* 0x9E37_79B1) >> 27))
  }

  /// The value of the member `key` of the object at `index`; the last one when the key repeats.
  @inline(__always) func member(_ index: Int, _ key: StaticString) -> Int? {
    let print = Self.fingerprint(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    guard entries[index].payload & Self.keyBit(print) != 0 else { return nil }
    var found: Int?
    var child = index + 1
    let end = Int(entries[index].end)
    let stopAtFirst = entries[index].flags & Flags.duplicateKeys == 0
    while child < end {
      if entries[child].end == print && string(child, equals: key) {
        found = child + 1
        if stopAtFirst { return found }
      }
      child = Int(entries[child + 1].end)
    }
    return found
  }

  /// ``member(_:_:)``, scanning from `start` (a key entry of the object: where the last lookup
  /// there ended) and wrapping around, so keys read in document order are found at once; also
  /// where the next lookup should start. With repeated keys it scans them all (the last counts).
  @inline(__always) func member(
    _ index: Int, _ key: StaticString, from start: Int
  ) -> (value: Int?, next: Int) {
    let print = Self.fingerprint(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    guard entries[index].payload & Self.keyBit(print) != 0 else { return (nil, start) }
    guard entries[index].flags & Flags.duplicateKeys == 0 else { return (member(index, key), start) }
    let first = index + 1
    let end = Int(entries[index].end)
    var child = start > index && start < end ? start : first
    let begin = child
    repeat {
      if entries[child].end == print && string(child, equals: key) {
        let next = Int(entries[child + 1].end)
        return (child + 1, next < end ? next : first)
      }
      child = Int(entries[child + 1].end)
      if child >= end { child = first }
    } while child != begin
    return (nil, start)
  }

  /// The entry indices of the elements of the array at `index`.
  func elements(_ index: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(count(index))
    var child = index + 1
    let end = Int(entries[index].end)
    while child < end {
      result.append(child)
      child = Int(entries[child].end)
    }
    return result
  }

  /// The (key entry, value entry) pairs of the object at `index`, in document order, repeats
  /// included.
  func members(_ index: Int) -> [(key: Int, value: Int)] {
    var result: [(key: Int, value: Int)] = []
    var child = index + 1
    let end = Int(entries[index].end)
    while child < end {
      result.append((child, child + 1))
      child = Int(entries[child + 1].end)
    }
    return result
  }

  // MARK: - Paths and values

  /// The path of the value at `index`: parent links up to the root (or only the steps below
  /// `stop`, an ancestor). Costs one walk up; readers call it only to report something.
  func pathComponents(of index: Int, stoppingAt stop: Int = -1) -> [JSONPath.Component] {
    var components: [JSONPath.Component] = []
    var current = index
    while current > 0, current < entries.count, current != stop {
      let entry = entries[current]
      let parent = Int(entry.parent)
      guard parent >= 0 else { break }
      if entries[parent].kind == .array {
        components.append(.index(Int(entry.position)))
      } else if entry.kind != .string || entry.flags & Flags.key == 0 {
        components.append(.key(string(current - 1)))
      }
      current = parent
    }
    return components.reversed()
  }

  /// The value at `index` as a ``JSONValue`` tree.
  func value(_ index: Int) -> JSONValue {
    switch entries[index].kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(number(index))
    case .string: return .string(string(index))
    case .array: return .array(elements(index).map(value))
    case .object: return .object(object(index))
    }
  }

  /// The object at `index` as a ``JSONObject``: members in document order, a repeated key at its
  /// first position with its last value.
  func object(_ index: Int) -> JSONObject {
    var object = JSONObject()
    for member in uniqueMembers(index) { object.appendUnchecked(key: member.key, value: value(member.value)) }
    return object
  }

  /// The members of the object at `index` in document order, each key once: a repeated key at
  /// its first position with its last value (found through a dictionary, so many members with a
  /// few repeats stay linear).
  func uniqueMembers(_ index: Int) -> [(key: String, value: Int)] {
    let pairs = members(index)
    var result: [(key: String, value: Int)] = []
    result.reserveCapacity(pairs.count)
    guard entries[index].flags & Flags.duplicateKeys != 0 else {
      for pair in pairs { result.append((string(pair.key), pair.value)) }
      return result
    }
    var positions: [String: Int] = [:]
    for pair in pairs {
      let key = string(pair.key)
      if let position = positions[key] {
        result[position].value = pair.value
      } else {
        positions[key] = result.count
        result.append((key, pair.value))
      }
    }
    return result
  }
}
