/// Typed reads of an object's members for StoryKit's own formats, each failing with a
/// ``JSONShapeError`` that names the member. An optional member may be absent or `null`.
/// `package`, so the other modules' file formats (the interaction store, the image cache) read
/// the same way.
extension JSONObject {
  /// The string at `key`.
  package func string(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String {
    let value = try required(key, at: path, "a string")
    guard case .string(let string) = value else { throw mismatch(key, at: path, "a string", value) }
    return string
  }

  /// The string at `key`; `nil` when it is absent or `null`.
  package func optionalString(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String? {
    guard let value = optional(key) else { return nil }
    guard case .string(let string) = value else { throw mismatch(key, at: path, "a string", value) }
    return string
  }

  /// The finite number at `key` (the parser reads `1e400` as infinity, which no field means).
  package func finiteNumber(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Double {
    let value = try required(key, at: path, "a finite number")
    guard case .number(let number) = value, number.isFinite else {
      throw mismatch(key, at: path, "a finite number", value)
    }
    return number
  }

  /// The finite number at `key`; `nil` when it is absent or `null`.
  package func optionalFiniteNumber(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Double? {
    guard let value = optional(key) else { return nil }
    guard case .number(let number) = value, number.isFinite else {
      throw mismatch(key, at: path, "a finite number", value)
    }
    return number
  }

  /// The boolean at `key`.
  package func bool(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Bool {
    let value = try required(key, at: path, "a boolean")
    guard case .bool(let bool) = value else { throw mismatch(key, at: path, "a boolean", value) }
    return bool
  }

  /// The whole number at `key`, within `Int`'s range.
  package func integer(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Int {
    let value = try required(key, at: path, "a whole number")
    guard case .number(let number) = value, let integer = Int(exactly: number) else {
      throw mismatch(key, at: path, "a whole number", value)
    }
    return integer
  }

  /// The array at `key`.
  package func array(_ key: String, at path: JSONPath) throws(JSONShapeError) -> [JSONValue] {
    let value = try required(key, at: path, "an array")
    guard case .array(let elements) = value else { throw mismatch(key, at: path, "an array", value) }
    return elements
  }

  /// The object at `key`; `nil` when it is absent or `null`.
  package func optionalObject(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONObject? {
    guard let value = optional(key) else { return nil }
    guard case .object(let object) = value else { throw mismatch(key, at: path, "an object", value) }
    return object
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
