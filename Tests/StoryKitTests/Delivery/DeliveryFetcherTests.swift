import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// ``FeedFetcher`` against a real loopback server: conditional requests, retries, limits, timeouts.
@Suite(.enabled(if: TestRequirements.runs(ifAvailable: FeedTestServer.isAvailable)), .timeLimit(.minutes(10)))
struct DeliveryFetcherTests {
  let server: FeedTestServer
  let scheduler = RecordingScheduler()

  init() async throws {
    server = try await FeedTestServer()
  }

  func fetcher(
    _ scenario: String, attempts: Int = 3, timeout: Double = 30, limit: Int = 64 * 1024
  ) throws
    -> FeedFetcher
  {
    let configuration = FeedFetcher.Configuration(
      timeout: timeout, resourceTimeout: 60, maxResponseBytes: limit, maxAttempts: attempts,
      initialBackoff: 0.125,
      maxBackoff: 1, scheduler: scheduler, random: { 0.5 })
    return try FeedFetcher(endpoint: server.endpoint(scenario), configuration: configuration)
  }

  /// Fetches `home` from `scenario`, bounded in real time; the error when it fails.
  func fetch(
    _ scenario: String, attempts: Int = 3, timeout: Double = 30, limit: Int = 64 * 1024,
    validators: FeedValidators = .none
  ) async throws -> Result<FeedFetchResult, FeedFetchError> {
    let fetcher = try fetcher(scenario, attempts: attempts, timeout: timeout, limit: limit)
    return try await withTimeout(90) {
      do throws(FeedFetchError) {
        return .success(try await fetcher.fetch(token: "home", validators: validators))
      } catch {
        return .failure(error)
      }
    }
  }

  func failure(_ result: Result<FeedFetchResult, FeedFetchError>) -> FeedFetchError? {
    if case .failure(let error) = result { return error }
    Issue.record("expected a failure, got \(result)")
    return nil
  }

  @Test func etagRevalidationGives304() async throws {
    defer { server.stop() }
    guard case .success(.fetched(let document)) = try await fetch("ok") else {
      Issue.record("expected a document")
      return
    }
    #expect(document.validators.etag == "\"v1\"")
    #expect(document.validators.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT")
    #expect(document.attempts == 1)
    #expect(FeedDecoder().decode(document.data).feed?.placement.token == "home")
    let again = try await fetch("ok", validators: document.validators)
    #expect(again == .success(.notModified(attempts: 1)))
    #expect(try await server.count("/ok/home.json") == 2)
    #expect(scheduler.sleeps.isEmpty)
  }

  @Test func lastModifiedRevalidationGives304() async throws {
    defer { server.stop() }
    let validators = FeedValidators(etag: nil, lastModified: "Wed, 21 Oct 2015 07:28:00 GMT")
    #expect(try await fetch("lm", validators: validators) == .success(.notModified(attempts: 1)))
  }

  @Test func serverErrorsAreRetriedWithJitteredBackoff() async throws {
    defer { server.stop() }
    let error = failure(try await fetch("s500", attempts: 3))
    #expect(error == .httpStatus(500, attempts: 3))
    #expect(try await server.count("/s500/home.json") == 3)
    // Full jitter with random 0.5: half of 0.125 × 2^(n-1).
    #expect(scheduler.sleeps == [0.0625, 0.125])
  }

  @Test func retryAfterIsHonoured() async throws {
    defer { server.stop() }
    #expect(failure(try await fetch("s503", attempts: 3)) == .httpStatus(503, attempts: 3))
    #expect(try await server.count("/s503/home.json") == 3)
    #expect(scheduler.sleeps == [2, 2])
    #expect(failure(try await fetch("s429", attempts: 2)) == .httpStatus(429, attempts: 2))
    #expect(try await server.count("/s429/home.json") == 2)
    #expect(scheduler.sleeps == [2, 2, 1])
  }

  @Test func retryAfterAsAnHTTPDate() async throws {
    defer { server.stop() }
    #expect(failure(try await fetch("s503date", attempts: 2)) == .httpStatus(503, attempts: 2))
    let slept = try #require(scheduler.sleeps.first)
    #expect(slept >= 0 && slept <= 3, "\(slept)")
  }

  @Test func aRetryAfterBeyondTheMaximumEndsTheFetch() async throws {
    defer { server.stop() }
    #expect(failure(try await fetch("retryfar", attempts: 4)) == .httpStatus(503, attempts: 1))
    #expect(try await server.count("/retryfar/home.json") == 1)
    #expect(scheduler.sleeps.isEmpty)
  }

  @Test func otherClientErrorsAreNotRetried() async throws {
    defer { server.stop() }
    #expect(failure(try await fetch("s404", attempts: 4)) == .httpStatus(404, attempts: 1))
    #expect(try await server.count("/s404/home.json") == 1)
    #expect(failure(try await fetch("s408", attempts: 2)) == .httpStatus(408, attempts: 2))
    #expect(try await server.count("/s408/home.json") == 2)
    #expect(scheduler.sleeps == [0.0625])
  }

  @Test func aFlakyServerSucceedsOnRetry() async throws {
    defer { server.stop() }
    guard case .success(.fetched(let document)) = try await fetch("flaky") else {
      Issue.record("expected a document")
      return
    }
    #expect(document.attempts == 2)
    #expect(try await server.count("/flaky/home.json") == 2)
    #expect(scheduler.sleeps == [2])
  }

  @Test func oversizedDocumentsAreRefusedWithoutRetry() async throws {
    defer { server.stop() }
    #expect(failure(try await fetch("big")) == .tooLarge(bytes: 300_000, limit: 64 * 1024))
    #expect(try await server.count("/big/home.json") == 1)
    #expect(failure(try await fetch("bignolength")) == .tooLarge(bytes: 300_000, limit: 64 * 1024))
    #expect(try await server.count("/bignolength/home.json") == 1)
    #expect(scheduler.sleeps.isEmpty)
  }

  @Test func aTruncatedBodyIsRetriedAndNeverAccepted() async throws {
    defer { server.stop() }
    let error = try #require(failure(try await fetch("truncated", attempts: 2)))
    switch error {
    case .truncated(_, _, attempts: 2), .network(_, attempts: 2): break
    default: Issue.record("expected a truncated body or a network error, got \(error)")
    }
    #expect(try await server.count("/truncated/home.json") == 2)
  }

  @Test func aSlowServerTimesOut() async throws {
    defer { server.stop() }
    // 1 s, the shortest timeout FoundationNetworking keeps; the server answers after 1.5 s.
    #expect(failure(try await fetch("slow", attempts: 2, timeout: 1)) == .timedOut(seconds: 1, attempts: 2))
    #expect(try await server.count("/slow/home.json") == 2)
  }

  @Test func aRefusedConnectionIsANetworkErrorRetried() async throws {
    defer { server.stop() }
    let url = try #require(URL(string: "http://127.0.0.1:1/feeds"))
    let configuration = FeedFetcher.Configuration(
      timeout: 1, maxAttempts: 3, initialBackoff: 0.125, scheduler: scheduler, random: { 1 })
    let fetcher = try FeedFetcher(endpoint: url, configuration: configuration)
    let result = try await withTimeout(90) { () -> FeedFetchError? in
      do throws(FeedFetchError) {
        _ = try await fetcher.fetch(token: "home")
        return nil
      } catch {
        return error
      }
    }
    guard case .network(_, attempts: 3) = result else {
      Issue.record("expected a network error after 3 attempts, got \(String(describing: result))")
      return
    }
    #expect(scheduler.sleeps == [0.125, 0.25])
  }

  @Test func endpointsAndTokensAreChecked() throws {
    defer { server.stop() }
    let remote = try #require(URL(string: "http://example.com/feeds"))
    #expect(throws: FeedFetchError.invalidEndpoint("http://example.com/feeds")) {
      try FeedFetcher(endpoint: remote)
    }
    let fetcher = try fetcher("ok")
    #expect(fetcher.url(for: "home").absoluteString == "http://127.0.0.1:\(server.port)/ok/home.json")
  }

  @Test func backoffIsFullJitterUnderACap() {
    defer { server.stop() }
    var configuration = FeedFetcher.Configuration(initialBackoff: 0.5, maxBackoff: 4, random: { 0.999 })
    let ceilings = (1...6).compactMap {
      FeedFetcher.delay(beforeRetry: $0, retryAfter: nil, configuration: configuration)
    }
    #expect(ceilings.map { ($0 / 0.999 * 1000).rounded() / 1000 } == [0.5, 1, 2, 4, 4, 4])
    configuration.random = { 0 }
    #expect(FeedFetcher.delay(beforeRetry: 3, retryAfter: nil, configuration: configuration) == 0)
    #expect(FeedFetcher.delay(beforeRetry: 1, retryAfter: 7, configuration: configuration) == 7)
    #expect(FeedFetcher.delay(beforeRetry: 1, retryAfter: 61, configuration: configuration) == nil)
    #expect(FeedFetcher.delay(beforeRetry: 1000, retryAfter: nil, configuration: configuration) == 0)
  }
}
