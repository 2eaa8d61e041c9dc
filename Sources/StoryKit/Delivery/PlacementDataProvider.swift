import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads one placement's content: the last-known-good copy at once, then the network's when it
/// changed (stale-while-revalidate). Caller-owned; its token never changes — a new token means a
/// new provider.
///
/// ```swift
/// let provider = PlacementDataProvider(config: config, cache: FeedCache(directory: cachesFolder))
/// provider.delegate = self
/// await provider.load()  // loaded(content:source: .cache), then maybe loaded(content:source: .network)
/// ```
///
/// A load:
/// 1. If nothing is shown yet, reads the cache. A valid copy is decoded and delivered at once with
///    source ``PlacementContent/Source/cache``; a damaged file is deleted with a diagnostic in
///    ``diagnostics``.
/// 2. Fetches `GET <feedEndpoint>/<token>.json` with the shown copy's validators. A 304, or the same
///    bytes again, changes nothing visible. A new document that decodes to this token's placement
///    is stored in the cache and delivered with source ``PlacementContent/Source/network``.
/// 3. On failure with nothing shown, ``state`` becomes ``State/failed(_:)`` and the delegate hears
///    ``PlacementDataProviderDelegate/loadFailed(error:)`` (the placement hides). With content
///    shown, it stays shown: ``state`` stays ``State/loaded(_:source:)``, the failure is kept in
///    ``lastFailure`` and appended to ``diagnostics``, and the delegate is not told to hide.
///
/// Each content shown also remembers its widget's ratio on disk (``rememberedRatio``), so the
/// next provider of the token, in the next launch, knows the size to reserve before it loads.
///
/// The chosen variant comes from ``PlacementResolver`` with a ``TargetingContext`` built from the
/// config and the anonymous ID of ``anonymousIDStore``. ``refresh()`` is ``load()`` by another
/// name for a pull-to-refresh; a call while a load runs waits for that load instead of starting
/// another. Callbacks, ``onStateChange`` and the delegate, arrive on the main actor.
@MainActor
public final class PlacementDataProvider {
  /// Where the provider is.
  public enum State: Sendable, Hashable {
    /// Nothing was asked yet.
    case idle
    /// A first load runs and nothing is shown.
    case loading
    /// Content is shown, and where it came from.
    case loaded(PlacementContent, source: PlacementContent.Source)
    /// Nothing can be shown.
    case failed(PlacementLoadError)
  }

  /// The placement's config; its token is fixed for the provider's life.
  public let config: PlacementConfig
  /// Where the anonymous user's ID comes from for rollout buckets.
  public let anonymousIDStore: any AnonymousIDStore
  /// Called with every new state.
  public var onStateChange: ((State) -> Void)?
  /// Hears loads and failures; held weakly.
  public weak var delegate: (any PlacementDataProviderDelegate)?
  /// The current state.
  public private(set) var state: State = .idle {
    didSet {
      onStateChange?(state)
      for observer in stateObservers.values { observer(state) }
    }
  }
  /// The latest failure while content stayed shown; cleared by the next successful fetch.
  public private(set) var lastFailure: PlacementLoadError?
  /// Problems met along the way: damaged cache files, cache writes that failed, failures while
  /// cached content stayed shown, a damaged ratio file. Not the feed's own diagnostics (see
  /// ``PlacementContent``).
  public private(set) var diagnostics: [Diagnostic] = []
  /// The width-to-height ratio of the widget this token showed last, remembered on disk next to
  /// the feed cache (``FeedCache/ratioFileURL(for:)``): known when the provider is made, before any
  /// load, so a host can size the placement before its feed arrives and the page does not shift
  /// when the widget appears. Updated with every content shown; `nil` without a cache, on a first
  /// launch, after content that shows no widget, or when the file is damaged (a warning in
  /// ``diagnostics`` names it). The ratio of the content that arrives is the one to keep
  /// (``PlacementContent/variant``): it can differ.
  public private(set) var rememberedRatio: Double?

  private let cache: FeedCache?
  private let origin: PlacementFeedOrigin
  private let decoder: FeedDecoder
  private let appVersion: String?
  private let platform: String?
  private var shown: FeedCache.Entry?
  private var inFlight: Task<Void, Never>?
  private var stateObservers: [Int: @MainActor (State) -> Void] = [:]
  private var nextObserverID = 0

  /// Creates a provider.
  ///
  /// - Parameters:
  ///   - config: the placement; its ``PlacementConfig/feedEndpoint`` is where feeds come from: an
  ///     https (or loopback http) server, or a `file://` URL of a feed file or of a folder holding
  ///     `<token>.json` (content from a file has source ``PlacementContent/Source/local``).
  ///   - cache: the last-known-good cache; `nil` keeps nothing between launches.
  ///   - fetcher: timeouts, size limit, retries and scheduler of the fetches.
  ///   - anonymousIDStore: the anonymous ID for rollout buckets; in memory (a new ID per launch)
  ///     unless the app gives a persistent store such as ``FileAnonymousIDStore``.
  ///   - appVersion: the `appVersion` targeting attribute.
  ///   - platform: the `platform` targeting attribute.
  ///   - session: the URL session of the fetches; by default the fetcher's own.
  ///   - decoder: decodes documents; without a base URL of its own, relative references resolve
  ///     against the feed's URL.
  public convenience init(
    config: PlacementConfig, cache: FeedCache? = nil, fetcher: FeedFetcher.Configuration = .init(),
    anonymousIDStore: any AnonymousIDStore = InMemoryAnonymousIDStore(),
    appVersion: String? = TargetingContext.bundleVersion,
    platform: String? = TargetingContext.currentPlatform,
    session: URLSession? = nil, decoder: FeedDecoder = FeedDecoder()
  ) {
    self.init(
      config: config, origin: PlacementFeedOrigin.of(config, fetcher: fetcher, session: session),
      cache: cache,
      anonymousIDStore: anonymousIDStore, appVersion: appVersion, platform: platform, decoder: decoder)
  }

  /// Creates a provider over a document the app holds: a feed bundled with the app, or one built
  /// for development. Its content has source ``PlacementContent/Source/local``; it goes through the
  /// same decoding, token check, targeting, cache and diagnostics as a fetched feed. The config's
  /// endpoint is not used.
  ///
  /// - Parameters:
  ///   - document: the feed's JSON bytes.
  ///   - baseURL: what relative picture references resolve against (the bundle's folder).
  public convenience init(
    config: PlacementConfig, document: Data, baseURL: URL? = nil, cache: FeedCache? = nil,
    anonymousIDStore: any AnonymousIDStore = InMemoryAnonymousIDStore(),
    appVersion: String? = TargetingContext.bundleVersion,
    platform: String? = TargetingContext.currentPlatform
  ) {
    self.init(
      config: config, origin: .document(document), cache: cache, anonymousIDStore: anonymousIDStore,
      appVersion: appVersion, platform: platform, decoder: FeedDecoder(baseURL: baseURL))
  }

  private init(
    config: PlacementConfig, origin: PlacementFeedOrigin, cache: FeedCache?,
    anonymousIDStore: any AnonymousIDStore,
    appVersion: String?, platform: String?, decoder: FeedDecoder
  ) {
    self.config = config
    self.cache = cache
    self.anonymousIDStore = anonymousIDStore
    self.appVersion = appVersion
    self.platform = platform
    self.origin = origin
    var decoder = decoder
    // Relative image references in the feed resolve against the feed's own URL.
    if decoder.baseURL == nil { decoder.baseURL = origin.documentURL(for: config.token) }
    // The feed's `{{user.key}}` placeholders quote the config's user data.
    if decoder.userData.isEmpty { decoder.userData = config.userData }
    self.decoder = decoder
    // One file of a few dozen bytes, read here so the ratio is there before the first layout.
    if let cache {
      let (ratio, problems) = cache.loadRatio(token: config.token)
      rememberedRatio = ratio
      diagnostics += problems
    }
  }

  /// Calls `handler` with every new state until the returned observation is cancelled or
  /// released. Several observers can watch one provider (each `PlacementView` showing it does);
  /// ``onStateChange`` and the delegate keep working beside them.
  public func observeState(_ handler: @escaping @MainActor (State) -> Void) -> Observation {
    nextObserverID += 1
    let id = nextObserverID
    stateObservers[id] = handler
    return Observation { [weak self] in self?.stateObservers[id] = nil }
  }

  /// Loads: cached content at once if nothing is shown, then the network's if it changed.
  public func load() async {
    if let inFlight {
      await inFlight.value
      return
    }
    // The task clears itself when the load ends, in the same main-actor turn: a refresh asked
    // right after must start a new load, not join the finished one.
    let task = Task {
      await self.run()
      self.inFlight = nil
    }
    inFlight = task
    await task.value
  }

  /// Revalidates against the server now; the same as ``load()``.
  public func refresh() async {
    await load()
  }

  private func run() async {
    if shown == nil {
      if case .idle = state { state = .loading }
      if case .failed = state { state = .loading }
      await showCachedCopy()
    }
    let fetcher: FeedFetcher
    switch origin {
    case .network(let value): fetcher = value
    case .unavailable(let error): return fail(error)
    case .file(let url): return await readLocal(.file(PlacementFeedOrigin.fileURL(url, token: config.token)))
    case .document(let data): return await readLocal(.success(data))
    }
    let result: FeedFetchResult
    do throws(FeedFetchError) {
      result = try await fetcher.fetch(token: config.token, validators: shown?.validators ?? .none)
    } catch {
      return fail(.fetch(error))
    }
    switch result {
    case .notModified:
      guard var entry = shown else { return fail(.fetch(.unexpectedNotModified)) }
      entry.fetchedAt = Date()
      await keep(entry)
    case .fetched(let document):
      let entry = FeedCache.Entry(
        token: config.token, document: document.data, validators: document.validators, fetchedAt: Date())
      if let shown, shown.document == document.data {
        await keep(entry)
        return
      }
      switch await Self.content(of: document.data, context: contextInputs) {
      case .failure(let error):
        fail(error)
      case .success(let content):
        await keep(entry)
        await deliver(content, source: .network, fetchedAt: entry.fetchedAt)
      }
    }
  }

  /// A local document: delivered with source `.local` when it differs from the one shown.
  private func readLocal(_ read: LocalRead) async {
    let data: Data
    switch read {
    case .success(let bytes): data = bytes
    case .file(let url):
      switch await PlacementFeedOrigin.read(url) {
      case .success(let bytes): data = bytes
      case .failure(let error): return fail(error)
      }
    }
    let entry = FeedCache.Entry(token: config.token, document: data, validators: .none, fetchedAt: Date())
    if let shown, shown.document == data, case .loaded(_, .local) = state {
      await keep(entry)
      return
    }
    switch await Self.content(of: data, context: contextInputs) {
    case .failure(let error):
      fail(error)
    case .success(let content):
      await keep(entry)
      await deliver(content, source: .local, fetchedAt: entry.fetchedAt)
    }
  }

  private enum LocalRead {
    case success(Data)
    case file(URL)
  }

  private func showCachedCopy() async {
    guard let cache else { return }
    let token = config.token
    let (entry, problems) = await Self.read(cache, token: token)
    diagnostics += problems
    guard let entry else { return }
    switch await Self.content(of: entry.document, context: contextInputs) {
    case .success(let content):
      shown = entry
      await deliver(content, source: .cache, fetchedAt: entry.fetchedAt)
    case .failure(let error):
      cache.remove(token: token)
      diagnostics.append(
        Diagnostic(
          .warning, .invalidValue, at: .root, "the cached feed is no longer usable (\(error)); deleted"))
    }
  }

  /// Makes `entry` the shown copy and stores it; a failed write is a diagnostic.
  private func keep(_ entry: FeedCache.Entry) async {
    shown = entry
    lastFailure = nil
    guard let cache else { return }
    if let error = await Self.write(entry, to: cache) {
      diagnostics.append(Diagnostic(.warning, .invalidValue, at: .root, error.description))
    }
  }

  private func deliver(_ content: PlacementContent, source: PlacementContent.Source, fetchedAt: Date) async {
    var content = content
    content.fetchedAt = fetchedAt
    state = .loaded(content, source: source)
    delegate?.loaded(content: content, source: source)
    await remember(content.variant?.ratio)
  }

  /// Remembers the ratio of the widget shown, on disk when it changed; a failed write is a
  /// diagnostic. Loads run one at a time, so the writes keep their order.
  private func remember(_ ratio: Double?) async {
    guard ratio != rememberedRatio || ratio == nil else { return }
    rememberedRatio = ratio
    guard let cache else { return }
    if let error = await Self.write(ratio, token: config.token, to: cache) {
      diagnostics.append(Diagnostic(.warning, .invalidValue, at: .root, error.description))
    }
  }

  private func fail(_ error: PlacementLoadError) {
    if case .loaded = state {
      lastFailure = error
      diagnostics.append(
        Diagnostic(.warning, .invalidValue, at: .root, "keeping the cached feed: \(error)"))
      return
    }
    state = .failed(error)
    delegate?.loadFailed(error: error)
  }

  private struct ContextInputs: Sendable {
    var config: PlacementConfig
    var store: any AnonymousIDStore
    var appVersion: String?
    var platform: String?
    var decoder: FeedDecoder
  }

  private var contextInputs: ContextInputs {
    ContextInputs(
      config: config, store: anonymousIDStore, appVersion: appVersion, platform: platform, decoder: decoder)
  }

  /// Decodes and resolves a document away from the main actor.
  private nonisolated static func content(
    of data: Data, context inputs: ContextInputs
  ) async -> Result<PlacementContent, PlacementLoadError> {
    let result = inputs.decoder.decode(data)
    guard let feed = result.feed else { return .failure(.invalidDocument(result.errors)) }
    guard feed.placement.token == inputs.config.token else {
      return .failure(.tokenMismatch(expected: inputs.config.token, found: feed.placement.token))
    }
    let context = TargetingContext(
      config: inputs.config, anonymousID: try? inputs.store.anonymousID(), appVersion: inputs.appVersion,
      platform: inputs.platform)
    let resolution = PlacementResolver().resolve(feed.placement, for: context)
    let shown = feed.visible(inTestMode: inputs.config.isTestMode)
    return .success(PlacementContent(feed: shown, resolution: resolution, diagnostics: result.diagnostics))
  }

  private nonisolated static func read(
    _ cache: FeedCache, token: String
  ) async -> (entry: FeedCache.Entry?, diagnostics: [Diagnostic]) {
    cache.load(token: token)
  }

  private nonisolated static func write(
    _ ratio: Double?, token: String, to cache: FeedCache
  ) async -> FeedCache.StoreError? {
    guard let ratio else {
      cache.removeRatio(token: token)
      return nil
    }
    do throws(FeedCache.StoreError) {
      try cache.storeRatio(ratio, token: token)
      return nil
    } catch {
      return error
    }
  }

  private nonisolated static func write(
    _ entry: FeedCache.Entry, to cache: FeedCache
  ) async -> FeedCache.StoreError? {
    do throws(FeedCache.StoreError) {
      try cache.store(entry)
      return nil
    } catch {
      return error
    }
  }
}
