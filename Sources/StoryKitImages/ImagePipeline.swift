import Foundation
import StoryKit
import StoryKitUI

/// StoryKit's image loader: stages behind protocols, with coalescing, priorities, bounded
/// concurrency, two caches and backoff.
///
/// ```
/// request ─▶ memory cache ─hit─▶ image
///               │ miss
///               ▼
///          image job (one per URL + target size; identical requests wait on it)
///               │
///               ▼
///          data job (one per URL) ─▶ disk cache ─fresh─▶ bytes
///               │ stale or missing          ▲ store / 304 refresh
///               ▼                           │
///          download slot (6, visible first) ─▶ data loader
///               │
///               ▼
///          decode slot (2, visible first) ─▶ decoder (downsampled to the target size)
///               │
///               ▼
///          memory cache ─▶ every waiter
/// ```
///
/// - A URL that failed is not asked again until its backoff ends (1 s, doubling to 60 s); a
///   request meanwhile fails at once with ``ImageLoadingError/backingOff(_:seconds:lastError:)``.
/// - Disk I/O and decoding run on dispatch queues, never on Swift's cooperative pool or the main
///   actor, so a slow disk or a large image never holds up other tasks.
///
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
/// rootView.imageLoader = pipeline
/// ```
///
/// Thread-safe.
public final class ImagePipeline: ImageLoading {
  /// The stages and limits of a pipeline.
  public struct Configuration: Sendable {
    /// Fetches bytes (default ``URLSessionImageDataLoader``).
    public var dataLoader: any ImageDataLoading
    /// Keeps bytes across launches; `nil` for none (the default: give one, such as
    /// ``DiskImageDataCache``, to keep images offline).
    public var dataCache: (any ImageDataCaching)?
    /// Keeps decoded images; `nil` for none (default ``MemoryImageCache`` of 64 MiB).
    public var memoryCache: (any ImageCaching)?
    /// Turns bytes into images (the backend's, such as StoryKitCairo's `ImageDecoder`).
    public var decoder: any ImageDecoding
    /// Downloads at once (default 6).
    public var maxConcurrentDownloads: Int
    /// Decodes at once (default 2).
    public var maxConcurrentDecodes: Int
    /// Seconds a failed URL rests before it is asked again; doubles per failure (default 1).
    public var initialBackoff: Double
    /// The longest rest, in seconds (default 60).
    public var maxBackoff: Double
    /// The current time, for freshness and backoff.
    public var now: @Sendable () -> Date

    /// Creates a configuration; counts below 1 become 1, and backoffs that are not finite get
    /// their defaults.
    public init(
      dataLoader: any ImageDataLoading = URLSessionImageDataLoader(),
      dataCache: (any ImageDataCaching)? = nil,
      memoryCache: (any ImageCaching)? = MemoryImageCache(), decoder: any ImageDecoding,
      maxConcurrentDownloads: Int = 6, maxConcurrentDecodes: Int = 2, initialBackoff: Double = 1,
      maxBackoff: Double = 60, now: @escaping @Sendable () -> Date = { Date() }
    ) {
      self.dataLoader = dataLoader
      self.dataCache = dataCache
      self.memoryCache = memoryCache
      self.decoder = decoder
      self.maxConcurrentDownloads = max(1, maxConcurrentDownloads)
      self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
      self.initialBackoff = initialBackoff.isFinite ? max(0, initialBackoff) : 1
      self.maxBackoff = maxBackoff.isFinite ? max(0, maxBackoff) : 60
      self.now = now
    }
  }

  /// A URL's last failure and when it may be asked again.
  struct Failure: Sendable {
    var count: Int
    var until: Date
    var error: ImageLoadingError
  }

  struct Jobs: Sendable {
    var images: [ImageCacheKey: SharedJob<any CanvasImage>] = [:]
    var data: [URL: SharedJob<FetchedData>] = [:]
    var failures: [URL: Failure] = [:]
    var prefetches: [ImageCacheKey: Task<Void, Never>] = [:]
    /// The budget a prefetch of each URL draws from, while it is prefetched under one.
    var budgets: [URL: PrefetchBudget] = [:]
  }

  /// What the pipeline was made with.
  public let configuration: Configuration
  /// The bytes this pipeline downloaded from the network, each download as it finished.
  public let transferCounter: ImageTransferCounter? = ImageTransferCounter()
  let downloads: PriorityLimiter
  let decodes: PriorityLimiter
  let jobs = Mutex(Jobs())
  let io = DispatchQueue(label: "StoryKit.ImagePipeline.io", attributes: .concurrent)
  let decoding = DispatchQueue(label: "StoryKit.ImagePipeline.decode", attributes: .concurrent)

  /// Creates a pipeline.
  public init(configuration: Configuration) {
    self.configuration = configuration
    downloads = PriorityLimiter(limit: configuration.maxConcurrentDownloads)
    decodes = PriorityLimiter(limit: configuration.maxConcurrentDecodes)
  }

  // MARK: - ImageLoading

  public func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    configuration.memoryCache?.image(for: request.cacheKey)
  }

  public func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    if let cached = cachedImage(for: request) { return cached }
    while true {
      if Task.isCancelled { throw .cancelled(request.url) }
      let job = imageJob(for: request)
      if let outcome = await job.wait(priority: request.priority) { return try outcome.get() }
      forget(job, key: request.cacheKey)
    }
  }

  public func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {
    prefetch(urls, targetSize: targetSize, scale: scale, budget: nil)
  }

  /// Prefetches `urls`; under a `budget`, one after another in the order given (what will be
  /// shown next first), each download drawn from the budget (``PrefetchBudget``).
  public func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double, budget: PrefetchBudget?) {
    var previous: Task<Void, Never>?
    for url in urls {
      let request = ImageRequest(url: url, targetSize: targetSize, priority: .prefetch, scale: scale)
      let key = request.cacheKey
      if cachedImage(for: request) != nil { continue }
      let after = budget == nil ? nil : previous
      previous = jobs.withLock { jobs -> Task<Void, Never>? in
        if let running = jobs.prefetches[key] { return running }
        if let budget { jobs.budgets[url] = budget }
        let task = Task { [weak self] in
          await after?.value
          if !Task.isCancelled { _ = try? await self?.image(for: request) }
          self?.jobs.withLock { jobs in
            jobs.prefetches.removeValue(forKey: key)
            if let budget, jobs.budgets[url] === budget { jobs.budgets[url] = nil }
          }
        }
        jobs.prefetches[key] = task
        return task
      }
    }
  }

  public func cancelPrefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {
    let tasks = jobs.withLock { jobs in
      urls.compactMap { url in
        jobs.prefetches.removeValue(forKey: ImageCacheKey(url: url, targetSize: targetSize, scale: scale))
      }
    }
    for task in tasks { task.cancel() }
  }

  /// Forgets every failure, so failed URLs are asked again at once (after going back online).
  public func resetBackoff() {
    jobs.withLock { $0.failures = [:] }
  }

  /// Cancels every prefetch and waits, up to `timeout` seconds, until no download or decode is in
  /// flight; `false` if some still are. For a command-line tool before it exits (a request torn
  /// down by the process's exit can crash in the TLS library) and for tests.
  @discardableResult
  public func waitUntilIdle(timeout: Double = 5) async -> Bool {
    let prefetches = jobs.withLock { jobs in
      defer { jobs.prefetches = [:] }
      return Array(jobs.prefetches.values)
    }
    for task in prefetches { task.cancel() }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(timeout.isFinite ? max(0, timeout) : 0)
    while clock.now < deadline {
      if inFlight == (0, 0) { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return inFlight == (0, 0)
  }

  /// Waits until the prefetches started so far have ended (tests of prefetching and budgets).
  func waitForPrefetches() async {
    while true {
      let running = jobs.withLock { Array($0.prefetches.values) }
      guard !running.isEmpty else { return }
      for task in running { await task.value }
    }
  }

  /// How many wait on the image job of `request` (tests of coalescing).
  func imageJobWaiters(_ request: ImageRequest) -> Int {
    jobs.withLock { $0.images[request.cacheKey] }?.waiterCount ?? 0
  }

  /// How many image and data jobs are in flight (tests of coalescing and cancellation).
  var inFlight: (images: Int, data: Int) {
    jobs.withLock { ($0.images.count, $0.data.count) }
  }
}
