import Foundation
import Testing

@testable import StoryKit

/// The event model and its documented JSON form.
@Suite struct AnalyticsEventTests {
  let id = UUID(uuidString: "6F9619FF-8B86-4D01-B42D-00CF4FC964FF") ?? UUID()

  /// The event as the journal and the uploaders write it.
  func encoded(_ event: AnalyticsEvent) throws -> String {
    try AnalyticsEvent.jsonWriter.string(.object(event.jsonObject))
  }

  func read(_ text: String) throws -> AnalyticsEvent {
    try AnalyticsEvent(json: try JSONValue(parsing: Data(text.utf8)))
  }

  @Test func theJSONFormIsTheDocumentedOne() throws {
    let event = AnalyticsEvent(
      .storyImpression, time: Date(timeIntervalSince1970: 1_714_564_800.123), placementToken: "home-top",
      widgetVariantID: "bar-a", groupID: "g1", storyID: "s3", properties: ["index": 2, "muted": true],
      id: id)
    #expect(
      try encoded(event)
        == #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"storyImpression","time":1714564800123,"#
        + #""placementToken":"home-top","widgetVariantID":"bar-a","groupID":"g1","storyID":"s3","#
        + #""properties":{"index":2,"muted":true}}"#)
  }

  @Test func absentIDsAndEmptyPropertiesAreLeftOut() throws {
    let event = AnalyticsEvent(.closed, time: Date(timeIntervalSince1970: 1), id: id)
    #expect(
      try encoded(event) == #"{"id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"closed","time":1000}"#)
    let decoded = try read(try encoded(event))
    #expect(decoded == event)
  }

  @Test func everyKindRoundTrips() throws {
    #expect(AnalyticsEventName.known.count == 35)
    for name in AnalyticsEventName.known + [.unknown("storyPinned")] {
      let event = AnalyticsEvent(name, groupID: "g")
      let decoded = try read(try encoded(event))
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
    let decoded = try read(try encoded(event))
    #expect(decoded.properties == properties)
    #expect(decoded.properties["flag"] == .bool(true))
    #expect(decoded.properties["one"] == .number(1))
  }

  @Test func nonFiniteNumbersAreWrittenAsNull() throws {
    let event = AnalyticsEvent(.storyPaused, properties: ["bad": .number(.nan), "worse": .number(.infinity)])
    let decoded = try read(try encoded(event))
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
        try read(document)
      }
    }
  }

  @Test func readingErrorsNameTheMember() {
    let valid = #""id":"6F9619FF-8B86-4D01-B42D-00CF4FC964FF","name":"closed""#
    let cases = [
      (#"{"name":"closed","time":1}"#, "expected a string at $.id, found nothing"),
      (#"{"id":"not-a-uuid","name":"closed","time":1}"#, "expected a UUID at $.id, found another string"),
      ("{\(valid),\"time\":\"soon\"}", "expected a finite number at $.time, found a string"),
      ("{\(valid),\"time\":1e400}", "expected a finite number at $.time, found the number inf"),
      ("{\(valid),\"time\":1,\"groupID\":7}", "expected a string at $.groupID, found the number 7"),
      ("{\(valid),\"time\":1,\"properties\":[]}", "expected an object at $.properties, found an array"),
      ("[]", "expected an event object at $, found an array"),
    ]
    for (document, message) in cases {
      #expect(throws: JSONShapeError.self) { try read(document) }
      do {
        _ = try AnalyticsEvent(json: try JSONValue(parsing: Data(document.utf8)))
      } catch {
        #expect("\(error)" == message, "\(document)")
      }
    }
    // Absent and null IDs and properties are the same; unknown members are ignored.
    let lenient = "{\(valid),\"time\":1,\"groupID\":null,\"properties\":null,\"extra\":[1]}"
    #expect((try? read(lenient)) == AnalyticsEvent(.closed, time: Date(timeIntervalSince1970: 0.001), id: id))
  }
}
