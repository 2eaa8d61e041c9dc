/// Reads the members of one JSON object, recording a diagnostic for each missing or invalid one.
struct ObjectReader {
  let object: JSONObject
  let path: JSONPath
  let reader: FeedReader

  /// The member at `key`, read by `read`; a missing or `null` member is an error.
  func required<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
    reader.logKey(key, in: path, isRequired: true)
    guard let value = object[key], value != .null else {
      let found = object[key] == nil ? "found no such key" : "found null"
      reader.report(
        .error, .missingField, at: path.appending(key), "expected the required key \"\(key)\", \(found)")
      return nil
    }
    return read(value, path.appending(key))
  }

  /// The member at `key`, read by `read`; a missing or `null` member is simply absent.
  func optional<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
    reader.logKey(key, in: path, isRequired: false)
    guard let value = object[key], value != .null else { return nil }
    return read(value, path.appending(key))
  }

  /// Whether the object has a non-null member at `key`.
  func has(_ key: String) -> Bool {
    reader.logKey(key, in: path, isRequired: false)
    return object[key].map { $0 != .null } ?? false
  }

  /// A reader for the object at `key`, if there is one.
  func nested(_ key: String, required isRequired: Bool = false) -> ObjectReader? {
    let read: (JSONValue, JSONPath) -> ObjectReader? = { value, path in
      reader.readObject(value, at: path).map { ObjectReader(object: $0, path: path, reader: reader) }
    }
    return isRequired ? required(key, read) : optional(key, read)
  }

  // MARK: - Shorthands

  func string(_ key: String, required isRequired: Bool = false, allowEmpty: Bool = true) -> String? {
    let read = { (value: JSONValue, path: JSONPath) in
      reader.readString(value, at: path, allowEmpty: allowEmpty)
    }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func bool(_ key: String) -> Bool? {
    optional(key, reader.readBool)
  }

  func number(_ key: String, in range: NumberRange = .any, required isRequired: Bool = false) -> Double? {
    let read = { (value: JSONValue, path: JSONPath) in reader.readNumber(value, at: path, in: range) }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func integer(_ key: String, in range: NumberRange = .any, required isRequired: Bool = false) -> Int? {
    let read = { (value: JSONValue, path: JSONPath) in reader.readInteger(value, at: path, in: range) }
    return isRequired ? required(key, read) : optional(key, read)
  }

  func identifier(_ key: String = "id") -> String? {
    required(key, reader.readIdentifier)
  }

  func color(_ key: String) -> Color? {
    optional(key, reader.readColor)
  }

  func enumeration<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type = T.self) -> T?
  where T.RawValue == String {
    optional(key) { value, path in reader.readEnum(value, at: path) as T? }
  }
}
