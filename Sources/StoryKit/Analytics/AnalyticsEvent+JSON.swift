import Foundation

extension AnalyticsEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, name, time, placementToken, widgetVariantID, groupID, storyID, properties
  }

  /// Reads the JSON form described on ``AnalyticsEvent``.
  ///
  /// `id`, `name` and `time` are required; missing IDs are `nil` and missing properties empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let milliseconds = try container.decode(Double.self, forKey: .time)
    guard milliseconds.isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: .time, in: container, debugDescription: "time must be a finite number of milliseconds")
    }
    self.init(
      try container.decode(AnalyticsEventName.self, forKey: .name),
      time: Date(timeIntervalSince1970: milliseconds / 1000),
      placementToken: try container.decodeIfPresent(String.self, forKey: .placementToken),
      widgetVariantID: try container.decodeIfPresent(String.self, forKey: .widgetVariantID),
      groupID: try container.decodeIfPresent(String.self, forKey: .groupID),
      storyID: try container.decodeIfPresent(String.self, forKey: .storyID),
      properties: try container.decodeIfPresent(CodableJSONObject.self, forKey: .properties)?.object ?? [:],
      id: try container.decode(UUID.self, forKey: .id))
  }

  /// Writes the JSON form described on ``AnalyticsEvent``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(millisecondsSince1970, forKey: .time)
    try container.encodeIfPresent(placementToken, forKey: .placementToken)
    try container.encodeIfPresent(widgetVariantID, forKey: .widgetVariantID)
    try container.encodeIfPresent(groupID, forKey: .groupID)
    try container.encodeIfPresent(storyID, forKey: .storyID)
    if !properties.members.isEmpty {
      try container.encode(CodableJSONObject(properties), forKey: .properties)
    }
  }
}

/// Codable for ``JSONValue`` kept internal to analytics (events and the uploaders' messages), so the
/// model type gains no global conformance.
struct CodableJSONValue: Codable {
  var value: JSONValue

  init(_ value: JSONValue) { self.value = value }

  init(from decoder: any Decoder) throws {
    if let object = try? CodableJSONObject(from: decoder) {
      value = .object(object.object)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(CodableJSONValue.self).value) }
      value = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    // Booleans first: some decoders would read `true` as the number 1.
    if single.decodeNil() {
      value = .null
    } else if let bool = try? single.decode(Bool.self) {
      value = .bool(bool)
    } else if let number = try? single.decode(Double.self) {
      value = .number(number)
    } else {
      value = .string(try single.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .object(let object):
      try CodableJSONObject(object).encode(to: encoder)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(CodableJSONValue(element)) }
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let bool):
      var container = encoder.singleValueContainer()
      try container.encode(bool)
    case .number(let number):
      var container = encoder.singleValueContainer()
      // JSON has no NaN or infinity; writing null keeps the rest of the event.
      if number.isFinite { try container.encode(number) } else { try container.encodeNil() }
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    }
  }
}

struct CodableJSONObject: Codable {
  var object: JSONObject

  init(_ object: JSONObject) { self.object = object }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    var members: [(key: String, value: JSONValue)] = []
    for key in container.allKeys {
      members.append((key.stringValue, try container.decode(CodableJSONValue.self, forKey: key).value))
    }
    object = JSONObject(members)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for member in object.members {
      try container.encode(CodableJSONValue(member.value), forKey: Key(stringValue: member.key))
    }
  }
}
