import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// ``PlacementDataProvider`` against a real loopback server, with a cold and a warm cache.
// The limit counts the wait for the main actor, which this suite shares with the snapshot suites:
// with a second full run on the same 2 cores that wait once passed 60 s for every test here.
@Suite(.enabled(if: TestRequirements.runs(ifAvailable: FeedTestServer.isAvailable)), .timeLimit(.minutes(10)))
@MainActor struct DeliveryProviderTests {
  let server: FeedTestServer
  let folder = ScratchDirectory("delivery-provider")

  init() async throws {
    server = try await FeedTestServer()
  }

  var cache: FeedCache { FeedCache(directory: folder.url) }

  /// Real seconds a load may take: a guard against a hang. A load alone takes < 3 s; in the full
  /// suite every provider step also waits its turn on the main actor, which the UI suites share.
  nonisolated static let mainActorBound: Double = 60

  func provider(_ endpoint: URL?, attempts: Int = 2) throws -> PlacementDataProvider {
    let config = try PlacementConfig.Builder().userID("user-1").feedEndpoint(endpoint).build(token: "home")
    let fetcher = FeedFetcher.Configuration(
      timeout: 1, resourceTimeout: 5, maxResponseBytes: 64 * 1024, maxAttempts: attempts,
      initialBackoff: 0.125,
      scheduler: RecordingScheduler(), random: { 0.5 })
    return PlacementDataProvider(
      config: config, cache: cache, fetcher: fetcher, appVersion: "1.0.0", platform: "linux")
  }

  /// Seeds the cache with the `ok` scenario's document and validators.
  func warmCache() async throws {
    let seeder = try provider(server.endpoint("ok"))
    try await withTimeout(Self.mainActorBound) { await seeder.load() }
    #expect(cache.load(token: "home").entry?.validators.etag == "\"v1\"")
  }

  func load(_ provider: PlacementDataProvider) async throws {
    try await withTimeout(Self.mainActorBound) { await provider.load() }
  }

  @Test func aColdLoadDeliversTheNetworkAndStoresIt() async throws {
    defer { server.stop() }
    let provider = try provider(server.endpoint("ok"))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    var states: [PlacementDataProvider.State] = []
    provider.onStateChange = { states.append($0) }
    try await load(provider)
    #expect(delegate.loads.map(\.source) == [.network])
    #expect(delegate.loads.first?.content.variant?.id == "hero")
    #expect(delegate.failures.isEmpty)
    #expect(states.count == 2)
    #expect(states.first == .loading)
    guard case .loaded(let content, source: .network) = provider.state else {
      Issue.record("expected network content, got \(provider.state)")
      return
    }
    #expect(content.resolution.outcome == .chosen)
    #expect(cache.load(token: "home").entry != nil)
    #expect(try await server.count("/ok/home.json") == 1)
  }

  @Test func aWarmLoadDeliversTheCacheAndRevalidatesWith304() async throws {
    defer { server.stop() }
    try await warmCache()
    let provider = try provider(server.endpoint("ok"))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    #expect(delegate.loads.map(\.source) == [.cache])
    #expect(delegate.loads.first?.content.variant?.id == "hero")
    #expect(provider.lastFailure == nil)
    // The seeding request, then one conditional request answered 304.
    #expect(try await server.count("/ok/home.json") == 2)
    try await withTimeout(Self.mainActorBound) { await provider.refresh() }
    #expect(delegate.loads.count == 1)
    #expect(try await server.count("/ok/home.json") == 3)
  }

  @Test func changedContentFollowsTheCachedContent() async throws {
    defer { server.stop() }
    try await warmCache()
    let provider = try provider(server.endpoint("v2"))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    #expect(delegate.loads.map(\.source) == [.cache, .network])
    #expect(delegate.loads.map { $0.content.variant?.id } == ["hero", "hero-v2"])
    #expect(cache.load(token: "home").entry?.validators.etag == "\"v2\"")
  }

  @Test func aCorruptCacheFileIsIgnoredAndRefetched() async throws {
    defer { server.stop() }
    try await warmCache()
    let url = cache.fileURL(for: "home")
    var bytes = try Data(contentsOf: url)
    bytes[bytes.count - 10] ^= 0x01
    try bytes.write(to: url)
    let provider = try provider(server.endpoint("ok"))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    // No validators were sent, so the server answered 200 and the content is the network's.
    #expect(delegate.loads.map(\.source) == [.network])
    #expect(provider.diagnostics.contains { $0.message.contains("checksum") })
    #expect(cache.load(token: "home").entry != nil)
  }

  /// A fault, how many requests it costs with 2 attempts allowed, and its path on the server.
  nonisolated static let faults: [(scenario: String, requests: Int)] = [
    ("s500", 2), ("s503", 2), ("s404", 1), ("s429", 2), ("html", 1), ("truncated", 2), ("big", 1),
    ("slow", 2), ("refused", 0),
  ]

  func endpoint(_ scenario: String) -> URL {
    scenario == "refused"
      ? URL(string: "http://127.0.0.1:1/feeds") ?? server.endpoint("") : server.endpoint(scenario)
  }

  @Test(arguments: faults.map(\.scenario))
  func aFaultWithAColdCacheFails(_ scenario: String) async throws {
    defer { server.stop() }
    let provider = try provider(endpoint(scenario))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    #expect(delegate.loads.isEmpty)
    #expect(delegate.failures.count == 1)
    guard case .failed(let error) = provider.state else {
      Issue.record("expected a failure, got \(provider.state)")
      return
    }
    if scenario == "html" {
      guard case .invalidDocument = error else { return #expect(Bool(false), "\(error)") }
    }
    #expect(cache.load(token: "home").entry == nil)
    let expected = Self.faults.first { $0.scenario == scenario }?.requests ?? -1
    if scenario != "refused" {
      #expect(try await server.count("/\(scenario)/home.json") == expected)
    }
  }

  @Test(arguments: faults.map(\.scenario))
  func aFaultWithAWarmCacheKeepsTheCachedContent(_ scenario: String) async throws {
    defer { server.stop() }
    try await warmCache()
    let provider = try provider(endpoint(scenario))
    let delegate = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    #expect(delegate.loads.map(\.source) == [.cache])
    #expect(delegate.failures.isEmpty)
    guard case .loaded(let content, source: .cache) = provider.state else {
      Issue.record("expected cached content, got \(provider.state)")
      return
    }
    #expect(content.variant?.id == "hero")
    #expect(provider.lastFailure != nil)
    #expect(provider.diagnostics.contains { $0.message.hasPrefix("keeping the cached feed") })
    // The last good copy is still on disk.
    #expect(cache.load(token: "home").entry?.validators.etag == "\"v1\"")
    let expected = Self.faults.first { $0.scenario == scenario }?.requests ?? -1
    if scenario != "refused" {
      #expect(try await server.count("/\(scenario)/home.json") == expected)
    }
  }

  @Test func noEndpointFailsAndTheDelegateIsWeak() async throws {
    defer { server.stop() }
    let provider = try provider(nil)
    var delegate: ProviderRecordingDelegate? = ProviderRecordingDelegate()
    provider.delegate = delegate
    try await load(provider)
    #expect(provider.state == .failed(.noEndpoint))
    #expect(delegate?.failures == [.noEndpoint])
    weak let weakDelegate = delegate
    delegate = nil
    #expect(weakDelegate == nil)
    #expect(provider.delegate == nil)
  }

  @Test func aDocumentOfAnotherPlacementIsRefused() async throws {
    defer { server.stop() }
    let config = try PlacementConfig.Builder().feedEndpoint(server.endpoint("ok")).build(token: "away")
    let provider = PlacementDataProvider(
      config: config, cache: cache,
      fetcher: .init(timeout: 1, maxAttempts: 1, scheduler: RecordingScheduler()))
    try await load(provider)
    // The server serves the document of "home" for every token.
    #expect(try await server.count("/ok/away.json") == 1)
    #expect(provider.state == .failed(.tokenMismatch(expected: "away", found: "home")))
  }
}

/// Records a provider's callbacks.
@MainActor final class ProviderRecordingDelegate: PlacementDataProviderDelegate {
  var loads: [(content: PlacementContent, source: PlacementContent.Source)] = []
  var failures: [PlacementLoadError] = []

  func loaded(content: PlacementContent, source: PlacementContent.Source) {
    loads.append((content, source))
  }

  func loadFailed(error: PlacementLoadError) {
    failures.append(error)
  }
}
