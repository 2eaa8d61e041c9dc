import Foundation

/// One thing that happened in a widget, as StoryKit reports it to the app and to the server.
///
/// Its JSON form (``jsonObject``, read back by ``init(json:)``) is one object; absent IDs are left out:
///
/// ```json
/// {
///   "id": "6F9619FF-8B86-4D01-B42D-00CF4FC964FF",
///   "name": "storyImpression",
///   "time": 1714564800123,
///   "placementToken": "home-top",
///   "widgetVariantID": "bar-a",
///   "groupID": "g1",
///   "storyID": "s3",
///   "properties": { "index": 2, "muted": true }
/// }
/// ```
///
/// - `id`: the event's UUID, unique per event; a receiver uses it to drop the duplicates that
///   at-least-once delivery can send.
/// - `name`: an ``AnalyticsEventName`` wire name; unknown names are kept.
/// - `time`: when it happened, in whole milliseconds since 1970-01-01T00:00:00Z.
/// - `properties`: free JSON; numbers that are not finite are written as `null`.
///
/// ```swift
/// let event = AnalyticsEvent(.storyImpression, placementToken: "home-top", groupID: "g1", storyID: "s3")
/// queue.record(event)
/// ```
public struct AnalyticsEvent: Sendable, Hashable, Identifiable {
  /// Unique per event; the receiver's key for deduplication.
  public var id: UUID
  /// What happened.
  public var name: AnalyticsEventName
  /// When it happened, rounded to the millisecond (the precision of the JSON form).
  public var time: Date {
    didSet { time = Self.roundedToMilliseconds(time) }
  }
  /// The placement the widget was shown in.
  public var placementToken: String?
  /// The widget variant the placement chose.
  public var widgetVariantID: String?
  /// The story group involved.
  public var groupID: String?
  /// The story involved (unique within ``groupID``).
  public var storyID: String?
  /// Anything else: the CTA's URL, the poll's answer, the swipe direction.
  public var properties: JSONObject

  /// Creates an event; by default it happened now and has a fresh ID.
  public init(
    _ name: AnalyticsEventName, time: Date = Date(), placementToken: String? = nil,
    widgetVariantID: String? = nil, groupID: String? = nil, storyID: String? = nil,
    properties: JSONObject = [:], id: UUID = UUID()
  ) {
    self.id = id
    self.name = name
    self.time = Self.roundedToMilliseconds(time)
    self.placementToken = placementToken
    self.widgetVariantID = widgetVariantID
    self.groupID = groupID
    self.storyID = storyID
    self.properties = properties
  }

  /// The time as whole milliseconds since 1970, as written in JSON.
  public var millisecondsSince1970: Int64 {
    Self.milliseconds(time)
  }

  static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    // Dates beyond ±292 million years do not fit; clamp rather than trap.
    guard value.isFinite else { return 0 }
    return Int64(max(-9.2e18, min(9.2e18, value)))
  }

  static func roundedToMilliseconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds(date)) / 1000)
  }
}
