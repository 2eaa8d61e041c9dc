import Foundation
import Testing

@testable import StoryKit

/// The Segment uploader without the network: its configuration, event names, messages, request
/// bodies and their splitting, and its status mapping.
@Suite struct SegmentAnalyticsUploaderMessageTests {
  func uploader(
    anonymousID: String? = "anon-7", userID: String? = "user-42", context: JSONObject = [:],
    eventNames: [AnalyticsEventName: String] = [:]
  ) throws -> SegmentAnalyticsUploader {
    try SegmentAnalyticsUploader(
      writeKey: "wk_secret", anonymousID: anonymousID, userID: userID, context: context,
      eventNames: eventNames)
  }

  @Test func eventNamesFollowTheDocumentedTable() throws {
    let table: [AnalyticsEventName: String] = [
      .widgetViewed: "Widget Viewed",
      .groupOpened: "Story Group Opened",
      .storyImpression: "Story Impression",
      .storyCompleted: "Story Completed",
      .storyPaused: "Story Paused",
      .storyResumed: "Story Resumed",
      .ctaClicked: "Story CTA Clicked",
      .shared: "Story Shared",
      .pollAnswered: "Story Poll Answered",
      .quizAnswered: "Story Quiz Answered",
      .ratingAnswered: "Story Rating Answered",
      .productViewed: "Product Viewed",
      .groupSwiped: "Story Group Swiped",
      .closed: "Story Player Closed",
      .groupClosed: "Story Group Closed",
      .storyNext: "Story Next",
      .storyPrevious: "Story Previous",
      .storyFailed: "Story Failed",
      .reacted: "Story Reacted",
      .reminderRequested: "Story Reminder Requested",
      .reminderCancelled: "Story Reminder Cancelled",
      .promoCodeCopied: "Promo Code Copied",
      .storyLiked: "Story Liked",
      .storyUnliked: "Story Unliked",
      .productSelected: "Product Clicked",
      .addedToCart: "Product Added",
      .cardSwiped: "Card Swiped",
      .videoStarted: "Video Playback Started",
      .videoQuartile: "Video Quartile Reached",
      .videoMuted: "Video Muted",
      .videoUnmuted: "Video Unmuted",
      .videoBuffered: "Video Playback Buffer Completed",
      .storyMediaShown: "Story Media Shown",
      .storyStalled: "Story Playback Stalled",
      .groupSessionQuality: "Story Group Session Quality",
    ]
    #expect(Set(table.keys) == Set(AnalyticsEventName.known), "every known name is in the table")
    for (name, expected) in table {
      #expect(SegmentAnalyticsUploader.defaultEventName(for: name) == expected, "\(name)")
    }
    #expect(Set(table.values).count == table.count, "no two events share a name")
    // The DocC table says the same, row for row.
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent(
          "../../../Sources/StoryKit/Analytics/SegmentAnalyticsUploader+Messages.swift"),
      encoding: .utf8)
    for (name, expected) in table {
      #expect(source.contains("/// | ``AnalyticsEventName/\(name)`` | `\(expected)` |"), "\(name)")
    }
    // A name this version does not know goes out unchanged.
    #expect(
      SegmentAnalyticsUploader.defaultEventName(for: AnalyticsEventName(name: "cartAbandoned"))
        == "cartAbandoned")

    // The app's own names win; blank ones are ignored.
    let custom = try uploader(eventNames: [.storyImpression: "Story Viewed", .closed: "  "])
    #expect(custom.eventName(for: .storyImpression) == "Story Viewed")
    #expect(custom.eventName(for: .closed) == "Story Player Closed")
    #expect(custom.message(for: testEvent(1))["event"] == "Story Viewed")
  }

  @Test func aConfigurationWithoutAWriteKeyOrAnIDIsRefused() throws {
    #expect(throws: SegmentAnalyticsUploader.ConfigurationError.missingWriteKey) {
      try SegmentAnalyticsUploader(writeKey: "", anonymousID: "anon-7")
    }
    #expect(throws: SegmentAnalyticsUploader.ConfigurationError.missingWriteKey) {
      try SegmentAnalyticsUploader(writeKey: " \n", userID: "user-42")
    }
    for (anonymousID, userID) in [(nil, nil), ("", nil), (nil, " "), ("\t", "")] as [(String?, String?)] {
      #expect(throws: SegmentAnalyticsUploader.ConfigurationError.missingIdentity) {
        try SegmentAnalyticsUploader(writeKey: "wk", anonymousID: anonymousID, userID: userID)
      }
    }
    #expect(
      SegmentAnalyticsUploader.ConfigurationError.missingIdentity.description
        == "neither an anonymous ID nor a user ID was given; every message needs at least one")
    let blankUser = try SegmentAnalyticsUploader(writeKey: "wk", anonymousID: "anon-7", userID: "")
    #expect(blankUser.userID == nil && blankUser.anonymousID == "anon-7")
  }

  @Test func endpointsAreHTTPSOrLoopbackAndGainTheBatchPath() throws {
    let expected = [
      "https://api.segment.io": "https://api.segment.io/v1/batch",
      "https://events.eu1.segmentapis.com/": "https://events.eu1.segmentapis.com/v1/batch",
      "https://hosted.rudderlabs.com/v1/batch": "https://hosted.rudderlabs.com/v1/batch",
      "https://jitsu.example.com/api/s/segment": "https://jitsu.example.com/api/s/segment/v1/batch",
      "http://127.0.0.1:8080": "http://127.0.0.1:8080/v1/batch",
      "http://localhost/c/": "http://localhost/c/v1/batch",
      "http://[::1]:9": "http://[::1]:9/v1/batch",
    ]
    for (endpoint, batchURL) in expected {
      let url = try #require(URL(string: endpoint))
      let uploader = try SegmentAnalyticsUploader(writeKey: "wk", anonymousID: "a", endpoint: url)
      #expect(uploader.batchURL.absoluteString == batchURL, "\(endpoint)")
    }
    #expect(try uploader().batchURL.absoluteString == "https://api.segment.io/v1/batch")
    for bad in ["http://api.segment.io", "ftp://127.0.0.1/", "file:///tmp/e", "https:///nohost"] {
      let url = try #require(URL(string: bad))
      #expect(throws: SegmentAnalyticsUploader.ConfigurationError.invalidEndpoint(bad), "\(bad)") {
        try SegmentAnalyticsUploader(writeKey: "wk", anonymousID: "a", endpoint: url)
      }
    }
  }

  @Test func aMessageCarriesEveryFieldOfItsEvent() throws {
    let uploader = try uploader(context: ["app": ["version": "2.4.1"], "library": "replaced"])
    var event = testEvent(1_234, .groupOpened)
    event.properties = [
      "index": 2, "muted": true, "group_id": "overridden", "cta": ["url": "https://x.test/a"],
    ]
    let expected: JSONObject = [
      "type": "track",
      "event": "Story Group Opened",
      "messageId": .string(event.id.uuidString),
      "timestamp": "2024-05-01T12:20:34.000Z",
      "anonymousId": "anon-7",
      "userId": "user-42",
      "properties": [
        "index": 2, "muted": true, "cta": ["url": "https://x.test/a"], "placement": "home-top",
        "widget_variant_id": "bar-a", "group_id": "g1", "story_id": "s1234",
      ],
      "context": ["app": ["version": "2.4.1"], "library": ["name": "StoryKit", "version": "0.1.0"]],
    ]
    #expect(uploader.message(for: event) == expected)

    // Absent IDs are left out; the time keeps its milliseconds.
    let bare = AnalyticsEvent(.closed, time: Date(timeIntervalSince1970: 1_714_564_800.123))
    let message = try self.uploader(userID: nil).message(for: bare)
    #expect(message["properties"] == .object([:]))
    #expect(message["timestamp"] == "2024-05-01T12:00:00.123Z")
    #expect(!message.keys.contains("userId") && message["anonymousId"] == "anon-7")
  }

  @Test func theBodyIsJSONFromARealEncoder() throws {
    let awkward = "\"q\" \\ \n \t \u{0} \u{1F} \u{7F} é 世界 🎉"
    var event = testEvent(1)
    event.storyID = awkward
    event.properties = [awkward: .string(awkward), "nan": .number(.nan), "big": 1e300]
    let plan = try uploader().plan(for: [event], sentAt: Date(timeIntervalSince1970: 1_714_564_800.5))
    #expect(plan.dropped.isEmpty)
    let body = try #require(plan.requests.first?.body)
    let text = String(decoding: body, as: UTF8.self)
    #expect(text.hasPrefix(#"{"batch":[{"#) && text.hasSuffix(#"}],"sentAt":"2024-05-01T12:00:00.500Z"}"#))
    #expect(text.lowercased().contains(#"\"q\" \\ \n \t \u0000 \u001f"#), "escaped: \(text)")
    #expect(text.contains("é 世界 🎉"), "non-ASCII written as UTF-8")
    let parsed = try JSONValue(parsing: body)
    let properties = try #require(parsed["batch"]?.arrayValue?.first?["properties"])
    #expect(properties[awkward] == .string(awkward))
    #expect(properties["story_id"] == .string(awkward))
    #expect(properties["nan"] == .null)
    #expect(properties["big"] == 1e300)
    // Foundation's parser reads it too.
    #expect((try? JSONSerialization.jsonObject(with: body)) != nil)
  }

  @Test func messagesOver32KBAreLeftOut() throws {
    var big = testEvent(2)
    // Just over: the property alone is 32 KB.
    big.properties = [
      "blob": .string(String(repeating: "x", count: SegmentAnalyticsUploader.maxMessageBytes))
    ]
    var justUnder = testEvent(3)
    justUnder.properties = ["blob": .string(String(repeating: "x", count: 32_000))]
    let batch = [testEvent(1), big, justUnder]
    let plan = try uploader().plan(for: batch, sentAt: Date())
    #expect(plan.requests.map(\.events) == [[batch[0], justUnder]])
    #expect(plan.dropped.map(\.events) == [[big]])
    let reason = try #require(plan.dropped.first?.reason)
    #expect(reason.hasPrefix("the message is ") && reason.hasSuffix("bytes of JSON, over the limit of 32768"))
    #expect(plan.dropped.first?.description == "dropped 1 event (\(reason))")

    let empty = try uploader().plan(for: [AnalyticsEvent(AnalyticsEventName(name: ""))], sentAt: Date())
    #expect(empty.requests.isEmpty && empty.dropped.map(\.reason) == ["the event has an empty name"])
  }

  @Test(arguments: [1_000, 2_500, 10_000])
  func batchesAreSplitIntoBodiesWithinTheLimit(limit: Int) throws {
    let batch = (0..<30).map { testEvent($0) }
    let plan = try uploader().plan(for: batch, sentAt: Date(), maxBatchBytes: limit)
    #expect(plan.dropped.isEmpty)
    #expect(plan.requests.flatMap(\.events) == batch, "every event once, in order")
    for request in plan.requests {
      #expect(request.body.count <= limit, "\(request.body.count) bytes")
      let parsed = try JSONValue(parsing: request.body)
      let ids = parsed["batch"]?.arrayValue?.compactMap { $0["messageId"]?.stringValue }
      #expect(ids == request.events.map(\.id.uuidString))
      #expect(parsed["sentAt"]?.stringValue != nil)
    }
    // Packed greedily: no two neighbours would have fitted in one body.
    for (first, second) in zip(plan.requests, plan.requests.dropFirst()) {
      let envelope = #"{"batch":[],"sentAt":"2024-05-01T12:00:00.000Z"}"#.utf8.count
      #expect(first.body.count + second.body.count - envelope + 1 > limit)
    }
    let whole = try uploader().plan(for: batch, sentAt: Date())
    #expect(whole.requests.count == 1)
  }

  @Test func statusCodesMapToOutcomes() {
    let now = Date(timeIntervalSince1970: 1_445_412_450)  // 30 s before Wed, 21 Oct 2015 07:28:00 GMT
    func outcome(_ code: Int, _ retryAfter: String? = nil) -> UploadOutcome {
      SegmentAnalyticsUploader.outcome(statusCode: code, retryAfter: retryAfter, now: now)
    }
    for code in [200, 201, 202, 204, 299] { #expect(outcome(code) == .success, "\(code)") }
    #expect(
      outcome(400) == .drop(reason: "HTTP 400: the collector refused the batch as malformed or too large"))
    for code in [401, 403] {
      #expect(
        outcome(code, "5")
          == .drop(reason: "HTTP \(code): the collector refused the write key; check the source's write key"))
    }
    for code in [404, 413, 422, 499] { #expect(outcome(code) == .drop(reason: "HTTP \(code)"), "\(code)") }
    for code in [408, 429, 500, 502, 503, 504, 599, 100, 304, 0] {
      #expect(outcome(code) == .retry(after: nil), "\(code)")
    }
    #expect(outcome(503, "120") == .retry(after: 120))
    #expect(outcome(429, "Wed, 21 Oct 2015 07:28:00 GMT") == .retry(after: 30))
    #expect(outcome(503, "soon") == .retry(after: nil))
  }

  @Test func theWriteKeyStaysOutOfDescriptions() throws {
    let uploader = try uploader()
    var dumped = ""
    dump(uploader, to: &dumped)
    for text in [uploader.description, String(reflecting: uploader), dumped] {
      #expect(!text.contains("wk_secret") && !text.contains(Data("wk_secret:".utf8).base64EncodedString()))
    }
    #expect(uploader.description.contains("anon-7"))
  }
}
