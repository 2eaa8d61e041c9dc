/// Reads the members of one JSON object, recording a diagnostic for each missing or invalid one.
///
/// Keys are looked up on the tape's bytes; a member's path is its node's, worked out only if a
/// diagnostic names it.
struct ObjectReader {
  let object: JSONNode
  let reader: FeedReader

  /// The object's path.
  var path: JSONPath { object.path }

  /// The member at `key`, read by `read`; a missing or `null` member is an error.
  func required<T>(_ key: StaticString, _ read: (JSONNode, JSONPath) -> T?) -> T? {
    reader.logKey(key, in: object, isRequired: true)
    let member = reader.memberHints.member(of: object, key)
    guard let value = member, !value.isNull else {
      let found = member == nil ? "found no such key" : "found null"
      reader.report(
        .error, .missingField, at: path.appending("\(key)"), "expected the required key \"\(key)\", \(found)")
      return nil
    }
    return read(value, value.path)
  }

  /// The member at `key`, read by `read`; a missing or `null` member is simply absent.
  func optional<T>(_ key: StaticString, _ read: (JSONNode, JSONPath) -> T?) -> T? {
    reader.logKey(key, in: object, isRequired: false)
    guard let value = reader.memberHints.member(of: object, key), !value.isNull else { return nil }
    return read(value, value.path)
  }

  /// Whether the object has a non-null member at `key`.
  func has(_ key: StaticString) -> Bool {
    reader.logKey(key, in: object, isRequired: false)
    return reader.memberHints.member(of: object, key).map { !$0.isNull } ?? false
  }

  /// A reader for the object at `key`, if there is one.
  func nested(_ key: StaticString, required isRequired: Bool = false) -> ObjectReader? {
    let read: (JSONNode, JSONPath) -> ObjectReader? = { value, path in
      reader.readObject(value, at: path).map { ObjectReader(object: $0, reader: reader) }
    }
    return isRequired ? required(key, read) : optional(key, read)
  }

  // MARK: - Shorthands

  func string(_ key: StaticString, required isRequired: Bool = false, allowEmpty: Bool = true) -> String? {
    let read = { (value: JSONNode, path: JSONPath) in
      reader.readString(value, at: path, allowEmpty: allowEmpty)
    }
    return isRequired ? required(key, read) : optional(key, read)
  }

  /// A string the user reads, with its `{{user.key}}` placeholders filled.
  func text(_ key: StaticString, required isRequired: Bool = false, allowEmpty: Bool = true) -> String? {
    let read = { (value: JSONNode, path: JSONPath) in
      reader.readText(value, at: path, allowEmpty: allowEmpty)
    }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func bool(_ key: StaticString) -> Bool? {
    optional(key, reader.readBool)
  }

  func number(_ key: StaticString, in range: NumberRange = .any, required isRequired: Bool = false) -> Double?
  {
    let read = { (value: JSONNode, path: JSONPath) in reader.readNumber(value, at: path, in: range) }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func integer(_ key: StaticString, in range: NumberRange = .any, required isRequired: Bool = false) -> Int? {
    let read = { (value: JSONNode, path: JSONPath) in reader.readInteger(value, at: path, in: range) }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func identifier(_ key: StaticString = "id") -> String? {
    required(key, reader.readIdentifier)
  }

  func color(_ key: StaticString) -> Color? {
    optional(key, reader.readColor)
  }

  func enumeration<T: RawRepresentable & CaseIterable>(_ key: StaticString, as type: T.Type = T.self) -> T?
  where T.RawValue == String {
    optional(key) { value, path in reader.readEnum(value, at: path) as T? }
  }
}
