import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// The Segment uploader against a loopback receiver that records every request: the format of
/// what it sends, field by field, its limits, and its outcomes.
@Suite(
  .enabled(if: TestRequirements.runs(ifAvailable: SegmentReceiver.isAvailable)), .timeLimit(.minutes(10)))
struct SegmentAnalyticsUploaderTests {
  static let writeKey = "wk_9fJ2kx"

  /// Quotes, a backslash, a newline, a tab, control characters, and text beyond ASCII.
  static let awkward = "«Привет» \"quoted\" back\\slash\nline\ttab \u{1}\u{1F} 世界 🎉 \u{200F}עברית"

  func uploader(
    _ receiver: SegmentReceiver, path: String = "", anonymousID: String? = "anon-7",
    userID: String? = "user-42", timeout: Double = 30, drops: DropLog? = nil
  ) throws -> SegmentAnalyticsUploader {
    var onDrop: (@Sendable (SegmentAnalyticsUploader.Drop) -> Void)?
    if let drops { onDrop = { drops.append($0) } }
    return try SegmentAnalyticsUploader(
      writeKey: Self.writeKey, anonymousID: anonymousID, userID: userID, endpoint: receiver.url(path),
      timeout: timeout, onDrop: onDrop)
  }

  @Test func aBatchIsOneRequestInSegmentsFormat() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    var awkward = testEvent(3, .ctaClicked)
    awkward.groupID = Self.awkward
    awkward.properties = ["title": .string(Self.awkward), Self.awkward: true, "nested": ["a": [1, nil]]]
    let batch = [testEvent(1, .groupOpened), testEvent(2, .storyImpression), awkward]
    let before = Date()
    let uploader = try uploader(receiver)
    #expect(try await withTimeout(90) { await uploader.upload(batch) } == .success)
    let after = Date()

    let requests = receiver.requests
    try #require(requests.count == 1)
    let request = requests[0]
    #expect(request.method == "POST")
    #expect(request.path == "/v1/batch")
    #expect(request.headers["content-type"] == "application/json")
    #expect(
      request.headers["authorization"] == "Basic " + Data("\(Self.writeKey):".utf8).base64EncodedString())
    // The same header decoded: the write key as the user name, an empty password.
    let credentials = request.headers["authorization"].flatMap { header in
      Data(base64Encoded: String(header.dropFirst("Basic ".count))).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    #expect(credentials == "\(Self.writeKey):")

    let body = try #require(
      request.json, "the body is JSON: \(String(decoding: request.body, as: UTF8.self))")
    #expect(body.objectValue?.keys.sorted() == ["batch", "sentAt"])
    let sentAt = try #require(body["sentAt"]?.stringValue)
    #expect(Self.isMillisecondTimestamp(sentAt), "\(sentAt)")
    let sent = try #require(ISO8601Timestamp.seconds(from: sentAt))
    #expect(sent >= before.timeIntervalSince1970 - 0.001 && sent <= after.timeIntervalSince1970 + 0.001)

    let messages = request.messages
    try #require(messages.count == 3)
    #expect(messages.map { $0["event"] } == ["Story Group Opened", "Story Impression", "Story CTA Clicked"])
    for (message, event) in zip(messages, batch) {
      #expect(message["type"] == "track")
      #expect(message["messageId"] == .string(event.id.uuidString))
      let timestamp = try #require(message["timestamp"]?.stringValue)
      #expect(Self.isMillisecondTimestamp(timestamp), "\(timestamp)")
      #expect(ISO8601Timestamp.seconds(from: timestamp) == event.time.timeIntervalSince1970)
      #expect(message["anonymousId"] == "anon-7")
      #expect(message["userId"] == "user-42")
      #expect(message["context"]?["library"]?["name"] == "StoryKit")
      #expect(message["context"]?["library"]?["version"] == .string(SegmentAnalyticsUploader.libraryVersion))
      let properties = try #require(message["properties"]?.objectValue)
      #expect(properties["placement"] == "home-top")
      #expect(properties["widget_variant_id"] == "bar-a")
      #expect(properties["group_id"] == event.groupID.map(JSONValue.string))
      #expect(properties["story_id"] == event.storyID.map(JSONValue.string))
    }
    #expect(messages[0]["properties"]?["index"] == 1)
    // Every awkward character arrives as it was sent.
    let properties = try #require(messages[2]["properties"]?.objectValue)
    #expect(properties["title"] == .string(Self.awkward))
    #expect(properties["group_id"] == .string(Self.awkward))
    #expect(properties[Self.awkward] == true)
    #expect(properties["nested"] == ["a": [1, nil]])
    // A real encoder wrote the body: control characters are escaped, never raw.
    #expect(!request.body.contains(0x01) && !request.body.contains(0x0A))
  }

  @Test func theIdentityAndABasePathAreTheApps() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    let onlyUser = try uploader(receiver, path: "/collector/", anonymousID: nil, userID: "user-42")
    #expect(try await withTimeout(90) { await onlyUser.upload([testEvent(1)]) } == .success)
    let onlyAnonymous = try uploader(receiver, path: "/v1/batch", anonymousID: "anon-7", userID: " ")
    #expect(try await withTimeout(90) { await onlyAnonymous.upload([testEvent(2)]) } == .success)

    let requests = receiver.requests
    try #require(requests.count == 2)
    #expect(requests.map(\.path) == ["/collector/v1/batch", "/v1/batch"])
    let first = try #require(requests[0].messages.first?.objectValue)
    #expect(first["userId"] == "user-42" && !first.keys.contains("anonymousId"))
    let second = try #require(requests[1].messages.first?.objectValue)
    #expect(second["anonymousId"] == "anon-7" && !second.keys.contains("userId"))
  }

  @Test func aMessageOver32KBIsDroppedAndTheRestDelivered() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    let big = AnalyticsEvent(
      .storyImpression, properties: ["blob": .string(String(repeating: "x", count: 33 * 1_024))])
    let batch = [testEvent(1), big, testEvent(3)]
    let drops = DropLog()
    let uploader = try uploader(receiver, drops: drops)
    #expect(try await withTimeout(90) { await uploader.upload(batch) } == .success)

    try #require(receiver.requests.count == 1)
    let ids = receiver.requests[0].messages.map { $0["messageId"]?.stringValue }
    #expect(ids == [batch[0].id.uuidString, batch[2].id.uuidString])
    #expect(drops.drops.map(\.events) == [[big]])
    #expect(drops.drops.first?.reason.contains("over the limit of 32768") == true)

    // A batch of nothing but an oversized message sends nothing, and the queue is told to drop it.
    let alone = try await withTimeout(90) { await uploader.upload([big]) }
    guard case .drop(let reason) = alone else {
      Issue.record("expected a drop, got \(alone)")
      return
    }
    #expect(reason.contains("over the limit of 32768") && reason.hasSuffix("(1 events)"))
    #expect(receiver.requests.count == 1, "no request for it")
    #expect(drops.drops.count == 1, "the queue reports a dropped batch; onDrop is not told twice")
  }

  @Test func aBatchOver500KBIsSplitIntoRequestsWithinTheLimit() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    // 40 messages of about 20 KB: about 800 KB in all.
    let batch = (0..<40).map { index in
      var event = testEvent(index)
      event.properties["padding"] = .string(String(repeating: "é", count: 10_000))
      return event
    }
    let uploader = try uploader(receiver)
    #expect(try await withTimeout(90) { await uploader.upload(batch) } == .success)

    let requests = receiver.requests
    #expect(requests.count == 2)
    for request in requests {
      #expect(request.body.count <= SegmentAnalyticsUploader.maxBatchBytes, "\(request.body.count) bytes")
      #expect(request.path == "/v1/batch")
      #expect(request.json?["sentAt"]?.stringValue.map(Self.isMillisecondTimestamp) == true)
    }
    let ids = requests.flatMap(\.messages).map { $0["messageId"]?.stringValue }
    #expect(ids == batch.map(\.id.uuidString), "every event once, in order")
  }

  @Test func oneRequestOfASplitBatchRefusedOrFailing() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    /// 40 messages of about 20 KB, two requests; the first event's property marks the first one.
    func batch(marker: String) -> [AnalyticsEvent] {
      (0..<40).map { index in
        var event = testEvent(index)
        event.properties["padding"] = .string(String(repeating: "é", count: 10_000))
        if index == 0 { event.properties["marker"] = .string(marker) }
        return event
      }
    }
    let drops = DropLog()
    let uploader = try uploader(receiver, drops: drops)

    // The first request is refused with 400: the second is still sent, the batch counts as
    // delivered, and onDrop hears about the refused part.
    let refused = batch(marker: "refuse-this-request")
    #expect(try await withTimeout(90) { await uploader.upload(refused) } == .success)
    let requests = receiver.requests
    try #require(requests.count == 2)
    let firstIDs = requests[0].messages.compactMap { $0["messageId"]?.stringValue }
    #expect(drops.drops.map { $0.events.map(\.id.uuidString) } == [firstIDs])
    #expect(drops.drops.first?.reason.hasPrefix("HTTP 400: the collector refused the batch") == true)
    #expect(firstIDs.count + requests[1].messages.count == 40)

    // The first request fails with 503: the batch is retried whole, and the second is not sent.
    let failing = batch(marker: "fail-this-request")
    #expect(try await withTimeout(90) { await uploader.upload(failing) } == .retry(after: 4))
    #expect(receiver.requests.count == 3)
    #expect(drops.drops.count == 1)
  }

  @Test func refusalsDropAndFailuresRetry() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    let drops = DropLog()
    func upload(_ path: String) async throws -> UploadOutcome {
      let uploader = try uploader(receiver, path: path, drops: drops)
      return try await withTimeout(90) { await uploader.upload([testEvent(1), testEvent(2)]) }
    }

    let malformed = try await upload("/status/400/")
    #expect(
      malformed
        == .drop(
          reason: "HTTP 400: the collector refused the batch as malformed or too large: "
            + #"{"error": "refused by the test"} (2 events)"#))
    for code in [401, 403] {
      let refused = try await upload("/status/\(code)/")
      guard case .drop(let reason) = refused else {
        Issue.record("\(code): expected a drop, got \(refused)")
        continue
      }
      #expect(reason.hasPrefix("HTTP \(code): the collector refused the write key"), "\(reason)")
    }
    #expect(try await upload("/status/503/retry/7/") == .retry(after: 7))
    #expect(try await upload("/status/429/retry/3/") == .retry(after: 3))
    #expect(try await upload("/status/500/") == .retry(after: nil))
    #expect(
      try await upload("/status/404/")
        == .drop(reason: #"HTTP 404: {"error": "refused by the test"} (2 events)"#))
    #expect(drops.drops.isEmpty, "whole batches are reported by the queue, not onDrop")
    #expect(receiver.requests.count == 7)
  }

  @Test func anUnansweredRequestStillEnds() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    // The receiver takes the request and never answers. The upload still ends, as a network
    // error to retry: URLSession's timeout or the uploader's own deadline (twice the timeout) ends
    // it, and withTimeout fails the test if neither does. No wall-clock figure is asserted: on a
    // loaded machine the deadline's wake-up comes late.
    let uploader = try uploader(receiver, path: "/hang", timeout: 1)
    #expect(try await withTimeout(90) { await uploader.upload([testEvent(1)]) } == .retry(after: nil))
    #expect(receiver.requests.map(\.path) == ["/hang/v1/batch"])

    // Nothing listens on port 1: the connection is refused, a network error to retry.
    let closed = try SegmentAnalyticsUploader(
      writeKey: Self.writeKey, anonymousID: "anon-7",
      endpoint: try #require(URL(string: "http://127.0.0.1:1")),
      timeout: 1)
    #expect(try await withTimeout(90) { await closed.upload([testEvent(1)]) } == .retry(after: nil))
  }

  @Test func aQueueDeliversThroughIt() async throws {
    let receiver = try await SegmentReceiver()
    defer { receiver.stop() }
    let harness = AnalyticsHarness()
    let queue = try AnalyticsQueue(
      directory: harness.folder.url, uploader: try uploader(receiver),
      configuration: .init(scheduler: harness.scheduler))
    defer { queue.close() }
    let events = (0..<45).map { testEvent($0) }
    for event in events { queue.record(event) }
    try await withTimeout(90) { await queue.flush() }
    #expect(queue.statistics.uploaded == 45 && queue.statistics.pending == 0)
    let ids = receiver.requests.flatMap(\.messages).compactMap { $0["messageId"]?.stringValue }
    #expect(ids == events.map(\.id.uuidString))
  }

  /// `YYYY-MM-DDTHH:MM:SS.mmmZ`: UTC, exactly three fraction digits.
  static func isMillisecondTimestamp(_ text: String) -> Bool {
    let shape = Array("0000-00-00T00:00:00.000Z".utf8)
    let bytes = Array(text.utf8)
    guard bytes.count == shape.count, ISO8601Timestamp.seconds(from: text) != nil else { return false }
    return zip(bytes, shape).allSatisfy { byte, expected in
      expected == UInt8(ascii: "0")
        ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected
    }
  }
}

/// What an uploader's `onDrop` was told, in order.
final class DropLog: Sendable {
  private let state = Mutex<[SegmentAnalyticsUploader.Drop]>([])

  var drops: [SegmentAnalyticsUploader.Drop] { state.withLock { $0 } }

  func append(_ drop: SegmentAnalyticsUploader.Drop) {
    state.withLock { $0.append(drop) }
  }
}
