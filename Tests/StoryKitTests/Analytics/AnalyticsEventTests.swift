import Foundation
import Testing

@testable import StoryKit

/// The event model and its documented JSON form.
@Suite struct AnalyticsEventTests {
  let id = UUID(uuidString: "6F9619FF-8B86-4D01-B42D-00CF4FC964FF") ?? UUID()

  func encoded(_ event: AnalyticsEvent) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(event), as: UTF8.self)
  }

  @Test func theJSONFormIsTheDocumentedOne() throws {
    let event = AnalyticsEvent(
      .storyImpression, time: Date(timeIntervalSince1970: 1_714_564_800.123), placementToken: "home-top",
      widgetVariantID: "bar-a", groupID: "g1", storyID: "s3", properties: ["index": 2, "muted": true],
      id: id)
    #expect(
      try encoded(event)
        == #"{"groupID":"g1","id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"storyImpression","#
        + #""placementToken":"home-top","properties":{"index":2,"muted":true},"storyID":"s3","#
        + #""time":1714564800123,"widgetVariantID":"bar-a"}"#)
  }

  @Test func absentIDsAndEmptyPropertiesAreLeftOut() throws {
    let event = AnalyticsEvent(.closed, time: Date(timeIntervalSince1970: 1), id: id)
    #expect(
      try encoded(event) == #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"closed","time":1000}"#)
    let decoded = try JSONDecoder().decode(AnalyticsEvent.self, from: Data(try encoded(event).utf8))
    #expect(decoded == event)
  }

  @Test func everyKindRoundTrips() throws {
    #expect(AnalyticsEventName.known.count == 27)
    for name in AnalyticsEventName.known + [.unknown("storyLiked")] {
      let event = AnalyticsEvent(name, groupID: "g")
      let decoded = try JSONDecoder().decode(AnalyticsEvent.self, from: Data(try encoded(event).utf8))
      #expect(decoded == event)
      #expect(AnalyticsEventName(name: name.name) == name)
    }
    #expect(AnalyticsEventName(name: "ctaClicked") == .ctaClicked)
    #expect(AnalyticsEventName(name: "somethingNew") == .unknown("somethingNew"))
  }

  @Test func propertiesKeepTheirJSONTypes() throws {
    let properties: JSONObject = [
      "flag": true, "zero": 0, "one": 1, "fraction": 2.5, "text": "1", "nothing": nil,
      "list": [1, "two", false, nil, [3]], "nested": ["deep": ["deeper": "yes"]],
    ]
    let event = AnalyticsEvent(.pollAnswered, properties: properties)
    let decoded = try JSONDecoder().decode(AnalyticsEvent.self, from: Data(try encoded(event).utf8))
    #expect(decoded.properties == properties)
    #expect(decoded.properties["flag"] == .bool(true))
    #expect(decoded.properties["one"] == .number(1))
  }

  @Test func nonFiniteNumbersAreWrittenAsNull() throws {
    let event = AnalyticsEvent(.storyPaused, properties: ["bad": .number(.nan), "worse": .number(.infinity)])
    let decoded = try JSONDecoder().decode(AnalyticsEvent.self, from: Data(try encoded(event).utf8))
    #expect(decoded.properties == ["bad": nil, "worse": nil])
  }

  @Test func timeIsKeptToTheMillisecond() {
    var event = AnalyticsEvent(.shared, time: Date(timeIntervalSince1970: 10.12345))
    #expect(event.millisecondsSince1970 == 10_123)
    #expect(event.time == Date(timeIntervalSince1970: 10.123))
    event.time = Date(timeIntervalSince1970: 20.0006)
    #expect(event.millisecondsSince1970 == 20_001)
    #expect(AnalyticsEvent(.shared, time: .distantFuture).millisecondsSince1970 > 0)
  }

  @Test func eachEventHasItsOwnID() {
    let ids = Set((0..<1000).map { _ in AnalyticsEvent(.storyImpression).id })
    #expect(ids.count == 1000)
  }

  @Test func decodingRejectsWhatIsMissingOrWrong() {
    let documents = [
      #"{"name":"closed","time":1}"#,
      #"{"id":"not-a-uuid","name":"closed","time":1}"#,
      #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","time":1}"#,
      #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"closed","time":"soon"}"#,
      #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"closed","time":1,"properties":[]}"#,
    ]
    for document in documents {
      #expect(throws: (any Error).self, "\(document)") {
        try JSONDecoder().decode(AnalyticsEvent.self, from: Data(document.utf8))
      }
    }
  }
}
