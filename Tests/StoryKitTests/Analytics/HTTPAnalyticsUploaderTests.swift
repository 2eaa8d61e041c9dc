import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// The HTTP uploader: its status mapping, `Retry-After`, endpoint rules and body, pure and against
/// a real local server.
@Suite struct HTTPAnalyticsUploaderTests {
  let now = Date(timeIntervalSince1970: 1_445_412_450)  // 30 s before Wed, 21 Oct 2015 07:28:00 GMT

  @Test func statusCodesMapToOutcomes() {
    func outcome(_ code: Int, _ retryAfter: String? = nil) -> UploadOutcome {
      HTTPAnalyticsUploader.outcome(statusCode: code, retryAfter: retryAfter, now: now)
    }
    for code in [200, 201, 202, 204, 299] { #expect(outcome(code) == .success, "\(code)") }
    for code in [400, 401, 403, 404, 409, 413, 422, 499] {
      #expect(outcome(code) == .drop(reason: "HTTP \(code)"), "\(code)")
    }
    for code in [408, 429, 500, 502, 503, 504, 599] {
      #expect(outcome(code) == .retry(after: nil), "\(code)")
    }
    // Not clearly refused: retried rather than lost.
    for code in [100, 304, 307, 600, 0, -1] { #expect(outcome(code) == .retry(after: nil), "\(code)") }
    #expect(outcome(429, "7") == .retry(after: 7))
    #expect(outcome(503, "Wed, 21 Oct 2015 07:28:00 GMT") == .retry(after: 30))
    #expect(outcome(408, "soon") == .retry(after: nil))
    #expect(outcome(400, "7") == .drop(reason: "HTTP 400"))
  }

  @Test func retryAfterIsSecondsOrAnHTTPDate() {
    func seconds(_ value: String) -> Double? { HTTPAnalyticsUploader.retryAfterSeconds(value, now: now) }
    #expect(seconds("120") == 120)
    #expect(seconds(" 0 ") == 0)
    #expect(seconds("Wed, 21 Oct 2015 07:28:00 GMT") == 30)
    #expect(seconds("Wed, 21 Oct 2015 07:00:00 GMT") == 0)  // in the past: at once
    for bad in ["", "soon", "-5", "1.5", "12abc", "Wed, 32 Oct 2015 07:28:00 GMT"] {
      #expect(seconds(bad) == nil, "\(bad)")
    }
  }

  @Test func endpointsMustBeHTTPSOrLoopback() throws {
    for good in [
      "https://events.example.com/v1", "http://127.0.0.1:8080/e", "http://localhost/e", "http://[::1]/e",
    ] {
      let url = try #require(URL(string: good))
      #expect(throws: Never.self) { try HTTPAnalyticsUploader(endpoint: url) }
    }
    for bad in ["http://events.example.com/v1", "ftp://127.0.0.1/e", "file:///tmp/e", "https:///nohost"] {
      let url = try #require(URL(string: bad))
      #expect(throws: HTTPAnalyticsUploader.EndpointError.self, "\(bad)") {
        try HTTPAnalyticsUploader(endpoint: url)
      }
    }
  }

  @Test func theBodyIsTheEventsAndTheSendingTime() throws {
    let events = [testEvent(1), testEvent(2)]
    let body = try HTTPAnalyticsUploader.requestBody(for: events, sentAt: Date(timeIntervalSince1970: 2.5))
    let json = try JSONValue(parsing: body)
    #expect(json["sentAt"] == .number(2_500))
    #expect(json["events"]?.arrayValue?.count == 2)
    #expect(json["events"]?.arrayValue?.first?["id"] == .string(events[0].id.uuidString))
  }

  @Test(
    .enabled(if: TestRequirements.runs(ifAvailable: LocalHTTPServer.isAvailable)), .timeLimit(.minutes(10)))
  func outcomesAgainstALocalServer() async throws {
    let server = try await LocalHTTPServer()
    defer { server.stop() }
    func upload(_ path: String, _ batch: [AnalyticsEvent] = [testEvent(0)]) async throws -> UploadOutcome {
      let uploader = try HTTPAnalyticsUploader(
        endpoint: server.url(path), headers: ["X-Api-Key": "secret"], timeout: 30)
      return try await withTimeout(90) { await uploader.upload(batch) }
    }

    #expect(try await upload("/status/200") == .success)
    #expect(try await upload("/status/204") == .success)
    #expect(try await upload("/status/400") == .drop(reason: "HTTP 400: nope"))
    #expect(try await upload("/status/404") == .drop(reason: "HTTP 404: nope"))
    #expect(try await upload("/status/408") == .retry(after: nil))
    #expect(try await upload("/status/429?retry=7") == .retry(after: 7))
    #expect(try await upload("/status/500") == .retry(after: nil))
    #expect(try await upload("/status/503?retry=120") == .retry(after: 120))

    let batch = [testEvent(1), testEvent(2)]
    let inspected = try await upload("/inspect", batch)
    guard case .drop(let reason) = inspected else {
      Issue.record("expected the inspect endpoint's refusal, got \(inspected)")
      return
    }
    #expect(reason.contains("events=2"))
    #expect(reason.contains("ids=" + batch.map(\.id.uuidString).joined(separator: ",")))
    #expect(reason.contains("type=application/json"))
    #expect(reason.contains("sentAt=int"))
    #expect(reason.contains("key=secret"))

    // The queue and the real uploader together.
    let harness = AnalyticsHarness()
    let uploader = try HTTPAnalyticsUploader(endpoint: server.url("/status/200"), timeout: 30)
    let queue = try AnalyticsQueue(
      directory: harness.folder.url, uploader: uploader,
      configuration: .init(scheduler: harness.scheduler))
    defer { queue.close() }
    for index in 0..<45 { queue.record(testEvent(index)) }
    try await withTimeout(90) { await queue.flush() }
    #expect(queue.statistics.uploaded == 45 && queue.statistics.pending == 0)
  }

  @Test(.timeLimit(.minutes(10))) func noServerIsANetworkErrorToRetry() async throws {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    let uploader = try HTTPAnalyticsUploader(
      endpoint: try #require(URL(string: "http://127.0.0.1:1/e")), timeout: 5)
    #expect(try await withTimeout(90) { await uploader.upload([testEvent(0)]) } == .retry(after: nil))
  }
}
