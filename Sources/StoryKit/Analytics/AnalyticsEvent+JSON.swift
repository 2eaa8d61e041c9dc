import Foundation

extension AnalyticsEvent {
  /// The JSON form described on ``AnalyticsEvent``, members in the documented order; absent IDs
  /// and empty properties are left out.
  ///
  /// ```swift
  /// let line = try JSONValue.object(event.jsonObject).jsonData(nonFiniteNumbers: .writeNull)
  /// ```
  public var jsonObject: JSONObject {
    var object: JSONObject = [
      "id": .string(id.uuidString), "name": .string(name.name),
      "time": .number(Double(millisecondsSince1970)),
    ]
    if let placementToken { object["placementToken"] = .string(placementToken) }
    if let widgetVariantID { object["widgetVariantID"] = .string(widgetVariantID) }
    if let groupID { object["groupID"] = .string(groupID) }
    if let storyID { object["storyID"] = .string(storyID) }
    if !properties.members.isEmpty { object["properties"] = .object(properties) }
    return object
  }

  /// Reads the JSON form described on ``AnalyticsEvent``.
  ///
  /// `id` (a UUID), `name` and `time` (a finite number of milliseconds) are required; an ID that is
  /// absent or `null` is `nil`, and absent or `null` properties are empty. Other members are ignored.
  ///
  /// ```swift
  /// let event = try AnalyticsEvent(json: try JSONValue(parsing: line))
  /// ```
  /// - Throws: ``JSONShapeError`` naming the first member that is missing or of the wrong type.
  public init(json: JSONValue) throws(JSONShapeError) {
    let path = JSONPath.root
    guard case .object(let object) = json else {
      throw JSONShapeError(path: path, expected: "an event object", found: json.shapeDescription)
    }
    guard let id = UUID(uuidString: try object.string("id", at: path)) else {
      throw JSONShapeError(path: path.appending("id"), expected: "a UUID", found: "another string")
    }
    let name = AnalyticsEventName(name: try object.string("name", at: path))
    let milliseconds = try object.finiteNumber("time", at: path)
    self.init(
      name, time: Date(timeIntervalSince1970: milliseconds / 1000),
      placementToken: try object.optionalString("placementToken", at: path),
      widgetVariantID: try object.optionalString("widgetVariantID", at: path),
      groupID: try object.optionalString("groupID", at: path),
      storyID: try object.optionalString("storyID", at: path),
      properties: try object.optionalObject("properties", at: path) ?? [:], id: id)
  }

  /// How events are written in the journal and the uploaders' requests: NaN and infinities in
  /// properties become `null`, so one odd number does not lose the event.
  static let jsonWriter = JSONWriter(nonFiniteNumbers: .writeNull)
}
