/// Typed reads of an object's members for StoryKit's own formats, each failing with a
/// ``JSONShapeError`` that names the member. An optional member may be absent or `null`.
extension JSONObject {
  /// The string at `key`.
  func string(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String {
    let value = try required(key, at: path, "a string")
    guard case .string(let string) = value else { throw mismatch(key, at: path, "a string", value) }
    return string
  }

  /// The string at `key`; `nil` when it is absent or `null`.
  func optionalString(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String? {
    guard let value = optional(key) else { return nil }
    guard case .string(let string) = value else { throw mismatch(key, at: path, "a string", value) }
    return string
  }

  /// The finite number at `key` (the parser reads `1e400` as infinity, which no field means).
  func finiteNumber(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Double {
    let value = try required(key, at: path, "a finite number")
    guard case .number(let number) = value, number.isFinite else {
      throw mismatch(key, at: path, "a finite number", value)
    }
    return number
  }

  /// The whole number at `key`, within `Int`'s range.
  func integer(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Int {
    let value = try required(key, at: path, "a whole number")
    guard case .number(let number) = value, let integer = Int(exactly: number) else {
      throw mismatch(key, at: path, "a whole number", value)
    }
    return integer
  }

  /// The array at `key`.
  func array(_ key: String, at path: JSONPath) throws(JSONShapeError) -> [JSONValue] {
    let value = try required(key, at: path, "an array")
    guard case .array(let elements) = value else { throw mismatch(key, at: path, "an array", value) }
    return elements
  }

  /// The object at `key`; `nil` when it is absent or `null`.
  func optionalObject(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONObject? {
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
