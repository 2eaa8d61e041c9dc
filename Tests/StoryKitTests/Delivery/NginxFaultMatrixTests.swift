import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The test servers of `make test` (`scripts/test-servers`): nginx serving the example feeds with
/// ETags, behind the fault proxy `Tests/Support/fault_proxy.py`, at `STORYKIT_TEST_PROXY`.
///
/// `/feeds/<tag>/demo-home.json` is nginx's copy of `Examples/feeds/demo.json` (token `demo-home`);
/// `/fault/<kind>/<tag>/demo-home.json` is a fault. Each test uses its own `<tag>`, so the request
/// counts of tests running in parallel stay apart.
enum NginxTestProxy {
  static var base: URL? {
    guard let value = ProcessInfo.processInfo.environment["STORYKIT_TEST_PROXY"], !value.isEmpty else {
      return nil
    }
    return URL(string: value)
  }

  static var isConfigured: Bool { base != nil }

  static let skipReason: Comment =
    "STORYKIT_TEST_PROXY is not set: `make test` starts nginx and the fault proxy (scripts/test-servers)"

  /// A fresh tag for one test's paths.
  static func tag(_ name: String) -> String {
    "\(name)-\(UUID().uuidString.prefix(8).lowercased())"
  }

  /// `<proxy>/feeds/<tag>`: the clean path, as a feed endpoint.
  static func feeds(_ tag: String) throws -> URL {
    try #require(base).appendingPathComponent("feeds/\(tag)")
  }

  /// `<proxy>/fault/<kind>/<tag>`: a fault, as a feed endpoint.
  static func fault(_ kind: String, _ tag: String) throws -> URL {
    try #require(base).appendingPathComponent("fault/\(kind)/\(tag)")
  }

  /// How many requests `path` (such as `/fault/500/<tag>/demo-home.json`) has had at the proxy.
  static func count(_ path: String) async throws -> Int {
    let base = try #require(base)
    let url = try #require(URL(string: "\(base.absoluteString)/count?path=\(path)"))
    let data = try await withTimeout(90) {
      // A session per question: FoundationNetworking can time a reused session's request out at once.
      let session = URLSession(configuration: .ephemeral)
      defer { session.finishTasksAndInvalidate() }
      return (try? await session.data(from: url))?.0 ?? Data()
    }
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }
}

/// ``PlacementDataProvider`` and ``FeedFetcher`` against real nginx through the fault proxy: each
/// fault with a cold and a warm cache, and ETag revalidation.
// The limit counts the wait for the main actor, which this suite shares with the snapshot suites:
// with a second full run on the same 2 cores that wait once passed 60 s for every test here.
@Suite(
  .enabled(if: TestRequirements.runs(ifAvailable: NginxTestProxy.isConfigured), NginxTestProxy.skipReason),
  .timeLimit(.minutes(10)))
@MainActor struct NginxFaultMatrixTests {
  nonisolated static let token = "demo-home"
  /// Real seconds a load may take: a guard against a hang, longer than the 60 s of `withTimeout`
  /// because it also covers the load's turns on the main actor, whose queue the UI suites fill in
  /// a full run. With another build on the same two cores, every load here passed 60 s (issue 30,
  /// item 5); alone, one takes under 3 s.
  nonisolated static let mainActorBound: Double = 300
  nonisolated static let attempts = 3

  /// A fault, the requests it costs with 3 attempts allowed, and the backoff slept between them.
  struct Fault: Sendable, CustomTestStringConvertible {
    var kind: String
    var requests: Int
    var sleeps: [Double]
    var testDescription: String { kind }
  }

  /// Jittered backoff with random 0.5: half of 0.125 × 2^(n−1); `Retry-After: 1` replaces it.
  nonisolated static let jitter: [Double] = [0.0625, 0.125]
  nonisolated static let faults: [Fault] = [
    Fault(kind: "500", requests: 3, sleeps: jitter),
    Fault(kind: "503", requests: 3, sleeps: [1, 1]),
    Fault(kind: "404", requests: 1, sleeps: []),
    Fault(kind: "429", requests: 3, sleeps: jitter),
    Fault(kind: "timeout", requests: 3, sleeps: jitter),
    Fault(kind: "slow", requests: 3, sleeps: jitter),
    Fault(kind: "truncated", requests: 3, sleeps: jitter),
    Fault(kind: "html200", requests: 1, sleeps: []),
    Fault(kind: "reset", requests: 3, sleeps: jitter),
    Fault(kind: "oversize", requests: 1, sleeps: []),
  ]

  /// Checks the error a fault ends in.
  func check(_ error: PlacementLoadError?, _ fault: Fault) {
    guard let error else {
      Issue.record("\(fault.kind): expected a failure")
      return
    }
    let attempts = fault.requests
    switch (fault.kind, error) {
    case ("500", .fetch(.httpStatus(500, attempts))), ("503", .fetch(.httpStatus(503, attempts))),
      ("404", .fetch(.httpStatus(404, attempts))), ("429", .fetch(.httpStatus(429, attempts))):
      return
    case ("timeout", .fetch(.timedOut(_, attempts))), ("slow", .fetch(.timedOut(_, attempts))):
      return
    case ("truncated", .fetch(.truncated(_, _, attempts))), ("truncated", .fetch(.network(_, attempts))):
      return
    case ("reset", .fetch(.network(_, attempts))):
      return
    case ("html200", .invalidDocument):
      return
    case ("oversize", .fetch(.tooLarge(_, let limit))):
      #expect(limit == FeedDecoder.Limits.default.maxDocumentBytes)
    default:
      Issue.record("\(fault.kind): unexpected error \(error)")
    }
  }

  @Test(arguments: faults)
  func aFaultWithAColdCacheFails(_ fault: Fault) async throws {
    let harness = NginxHarness()
    let tag = NginxTestProxy.tag("cold")
    let provider = try harness.provider(NginxTestProxy.fault(fault.kind, tag))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await harness.load(provider)
    #expect(delegate.loads.isEmpty)
    #expect(delegate.failures.count == 1)
    guard case .failed(let error) = provider.state else {
      Issue.record("\(fault.kind): expected a failure, got \(provider.state)")
      return
    }
    check(error, fault)
    #expect(harness.cache.load(token: Self.token).entry == nil)
    let count = try await NginxTestProxy.count("/fault/\(fault.kind)/\(tag)/\(Self.token).json")
    #expect(count == fault.requests, "\(fault.kind)")
    #expect(harness.scheduler.sleeps == fault.sleeps, "\(fault.kind)")
  }

  @Test(arguments: faults)
  func aFaultWithAWarmCacheKeepsTheCachedContent(_ fault: Fault) async throws {
    let harness = NginxHarness()
    let tag = NginxTestProxy.tag("warm")
    let etag = try await harness.warmCache(tag)
    let provider = try harness.provider(NginxTestProxy.fault(fault.kind, tag))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await harness.load(provider)
    #expect(delegate.loads.map(\.source) == [.cache])
    #expect(delegate.failures.isEmpty)
    guard case .loaded(let content, source: .cache) = provider.state else {
      Issue.record("\(fault.kind): expected cached content, got \(provider.state)")
      return
    }
    #expect(content.feed.placement.token == Self.token)
    check(provider.lastFailure, fault)
    #expect(provider.diagnostics.contains { $0.message.hasPrefix("keeping the cached feed") })
    // The last good copy is still on disk, with nginx's validators.
    #expect(harness.cache.load(token: Self.token).entry?.validators.etag == etag)
    let count = try await NginxTestProxy.count("/fault/\(fault.kind)/\(tag)/\(Self.token).json")
    #expect(count == fault.requests, "\(fault.kind)")
    #expect(harness.scheduler.sleeps == fault.sleeps, "\(fault.kind)")
  }

  @Test func aWarmLoadRevalidatesWithNginxsETag() async throws {
    let harness = NginxHarness()
    let tag = NginxTestProxy.tag("revalidate")
    _ = try await harness.warmCache(tag)
    let provider = try harness.provider(NginxTestProxy.feeds(tag))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await harness.load(provider)
    // Nginx answered the conditional request with 304: the cached content stays, nothing new.
    #expect(delegate.loads.map(\.source) == [.cache])
    #expect(provider.lastFailure == nil)
    let count = try await NginxTestProxy.count("/feeds/\(tag)/\(Self.token).json")
    #expect(count == 2)
    #expect(harness.scheduler.sleeps.isEmpty)
  }
}

/// One test's own cache folder and scheduler (nothing is shared between parallel test cases).
@MainActor final class NginxHarness {
  static let token = NginxFaultMatrixTests.token
  let folder = ScratchDirectory("nginx-fault-matrix")
  let scheduler = RecordingScheduler()

  var cache: FeedCache { FeedCache(directory: folder.url) }

  /// The seeding loads' own scheduler, so `scheduler` holds only the faulty load's waits.
  let seedingScheduler = RecordingScheduler()

  func provider(_ endpoint: URL, seeding: Bool = false) throws -> PlacementDataProvider {
    let config = try PlacementConfig.Builder().userID("user-1").feedEndpoint(endpoint).build(
      token: Self.token)
    // The default size limit (8 MiB) stays, so the 9 MiB `oversize` body is over it.
    let fetcher = FeedFetcher.Configuration(
      timeout: 1, resourceTimeout: 5, maxAttempts: NginxFaultMatrixTests.attempts, initialBackoff: 0.125,
      scheduler: seeding ? seedingScheduler : scheduler, random: { 0.5 })
    return PlacementDataProvider(
      config: config, cache: cache, fetcher: fetcher, appVersion: "1.0.0", platform: "linux")
  }

  func load(_ provider: PlacementDataProvider) async throws {
    try await withTimeout(NginxFaultMatrixTests.mainActorBound) { await provider.load() }
  }

  /// Loads through the clean path into the cache; the ETag nginx gave.
  func warmCache(_ tag: String) async throws -> String? {
    let seeder = try provider(NginxTestProxy.feeds(tag), seeding: true)
    let delegate = ProviderRecordingDelegate()
    seeder.delegate = delegate
    try await load(seeder)
    #expect(delegate.loads.map(\.source) == [.network])
    #expect(delegate.loads.first?.content.feed.placement.token == Self.token)
    let etag = cache.load(token: Self.token).entry?.validators.etag
    #expect(etag?.hasPrefix("\"") == true)
    let count = try await NginxTestProxy.count("/feeds/\(tag)/\(Self.token).json")
    #expect(count == 1)
    return etag
  }
}
