/// Typed reads of an object's members for StoryKit's own formats, each failing with a
/// ``JSONShapeError`` that names the member. An optional member may be absent or `null`.
/// `package`, so the other modules' file formats (the interaction store, the image cache) read
/// the same way.
extension JSONObject {
  /// The string at `key`.
  package func string(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String {
    try read(key, at: path, "a string", \.stringValue)
  }

  /// The string at `key`; `nil` when it is absent or `null`.
  package func optionalString(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String? {
    try readOptional(key, at: path, "a string", \.stringValue)
  }

  /// The finite number at `key` (the parser reads `1e400` as infinity, which no field means).
  package func finiteNumber(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Double {
    try read(key, at: path, "a finite number", \.finiteNumberValue)
  }

  /// The finite number at `key`; `nil` when it is absent or `null`.
  package func optionalFiniteNumber(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Double? {
    try readOptional(key, at: path, "a finite number", \.finiteNumberValue)
  }

  /// The boolean at `key`.
  package func bool(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Bool {
    try read(key, at: path, "a boolean", \.boolValue)
  }

  /// The whole number at `key`, within `Int`'s range.
  package func integer(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Int {
    try read(key, at: path, "a whole number") { $0.numberValue.flatMap { Int(exactly: $0) } }
  }

  /// The array at `key`.
  package func array(_ key: String, at path: JSONPath) throws(JSONShapeError) -> [JSONValue] {
    try read(key, at: path, "an array", \.arrayValue)
  }

  /// The object at `key`; `nil` when it is absent or `null`.
  package func optionalObject(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONObject? {
    try readOptional(key, at: path, "an object", \.objectValue)
  }

  /// The member at `key` as `extract` reads it; a missing member or one `extract` cannot read is
  /// an error naming `expected`.
  private func read<Value>(
    _ key: String, at path: JSONPath, _ expected: String, _ extract: (JSONValue) -> Value?
  ) throws(JSONShapeError) -> Value {
    let value = try required(key, at: path, expected)
    guard let result = extract(value) else { throw mismatch(key, at: path, expected, value) }
    return result
  }

  /// As ``read(_:at:_:_:)``, but an absent or `null` member is `nil`.
  private func readOptional<Value>(
    _ key: String, at path: JSONPath, _ expected: String, _ extract: (JSONValue) -> Value?
  ) throws(JSONShapeError) -> Value? {
    guard let value = optional(key) else { return nil }
    guard let result = extract(value) else { throw mismatch(key, at: path, expected, value) }
    return result
  }

  private func required(
    _ key: String, at path: JSONPath, _ expected: String
  ) throws(JSONShapeError)
    -> JSONValue
  {
    guard let value = self[key] else {
      throw JSONShapeError(path: path.appending(key), expected: expected, found: "nothing")
    }
    return value
  }

  private func optional(_ key: String) -> JSONValue? {
    guard let value = self[key], value != .null else { return nil }
    return value
  }

  private func mismatch(
    _ key: String, at path: JSONPath, _ expected: String, _ value: JSONValue
  )
    -> JSONShapeError
  {
    JSONShapeError(path: path.appending(key), expected: expected, found: value.shapeDescription)
  }
}

extension JSONValue {
  /// The object this value is, or a ``JSONShapeError`` at `path` naming what it is instead.
  package func object(at path: JSONPath) throws(JSONShapeError) -> JSONObject {
    guard case .object(let object) = self else {
      throw JSONShapeError(path: path, expected: "an object", found: shapeDescription)
    }
    return object
  }
}

extension JSONValue {
  /// The number, if this is a finite number.
  fileprivate var finiteNumberValue: Double? { numberValue.flatMap { $0.isFinite ? $0 : nil } }
}
