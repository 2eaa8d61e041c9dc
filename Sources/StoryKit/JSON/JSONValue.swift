import Foundation

/// A JSON value as the feed decoder reads it.
///
/// Unlike `JSONSerialization` on Linux, it keeps booleans apart from numbers and keeps an object's
/// keys in document order, so the decoder can say exactly what it found. It is also the type of
/// free-form data in the feed, such as an action's payload or a targeting value.
///
/// ```swift
/// let payload: JSONValue = .object(["campaign": .string("spring")])
/// ```
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in order.
  case object(JSONObject)

  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, if this is a number.
  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The boolean, if this is a boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The object, if this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The value at `key`, if this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

/// A JSON object: its members in document order, each key once (for a duplicated key, the last
/// value).
public struct JSONObject: Sendable, Hashable {
  /// The members in document order.
  public private(set) var members: [(key: String, value: JSONValue)]

  /// Creates an object from members; a repeated key keeps its first position and its last value.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = []
    self.members.reserveCapacity(members.count)
    guard members.count > 16 else {
      for member in members { self[member.key] = member.value }
      return
    }
    // Through a dictionary: a linear scan per member would make large objects quadratic.
    var positions: [String: Int] = [:]
    for member in members {
      if let position = positions[member.key] {
        self.members[position].value = member.value
      } else {
        positions[member.key] = self.members.count
        self.members.append(member)
      }
    }
  }

  /// The keys in document order.
  public var keys: [String] { members.map(\.key) }

  /// The number of members.
  public var count: Int { members.count }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get {
      // A linear scan beats hashing for the ten-odd keys of a feed object.
      for member in members where member.key == key { return member.value }
      return nil
    }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
    }
  }

  /// Appends a member without checking for an existing key; the parser checks first.
  mutating func appendUnchecked(key: String, value: JSONValue) {
    members.append((key, value))
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.members.allSatisfy { rhs[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for member in members.sorted(by: { $0.key < $1.key }) {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements.map { (key: $0.0, value: $0.1) })
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
  }
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
  /// Parses a JSON document with StoryKit's strict parser.
  ///
  /// Booleans stay booleans, key order is kept, and nesting deeper than `maxDepth` (at most 512)
  /// is an error rather than a crash. Duplicate keys keep their last value.
  /// - Throws: ``JSONSyntaxError`` with the line, column and path where the bytes stop being JSON.
  public init(parsing data: Data, maxDepth: Int = 64) throws(JSONSyntaxError) {
    self = try JSONParser(maxDepth: maxDepth).parse(data).value
  }
}
