import Foundation
import StoryKit
import StoryKitUI

extension ImagePipeline {
  /// The job for `request`'s URL and size: the one in flight, or a new one.
  func imageJob(for request: ImageRequest) -> SharedJob<any CanvasImage> {
    let key = request.cacheKey
    return jobs.withLock { jobs in
      if let job = jobs.images[key] { return job }
      let ticket = decodes.makeTicket()
      let job = SharedJob<any CanvasImage>(
        url: request.url,
        work: { [weak self] job in
          guard let self else { return .failure(.cancelled(request.url)) }
          return await self.loadImage(request, job: job, ticket: ticket)
        },
        onPriorityChange: { [weak self, decodes] priority in
          decodes.setPriority(priority, ticket: ticket)
          // The download this job waits on follows it.
          self?.jobs.withLock { $0.data[request.url] }?.refreshPriority()
        },
        onEnd: { [weak self] in self?.removeImageJob(key) })
      jobs.images[key] = job
      return job
    }
  }

  func forget(_ job: SharedJob<any CanvasImage>, key: ImageCacheKey) {
    jobs.withLock { jobs in
      if jobs.images[key] === job { jobs.images[key] = nil }
    }
  }

  private func removeImageJob(_ key: ImageCacheKey) {
    _ = jobs.withLock { $0.images.removeValue(forKey: key) }
  }

  /// Bytes (shared per URL), then a decode slot, the decode off the pool, and the memory cache.
  private func loadImage(
    _ request: ImageRequest, job: SharedJob<any CanvasImage>, ticket: UInt64
  ) async -> SharedJob<any CanvasImage>.Outcome {
    let url = request.url
    let fetched: (data: Data, fromDisk: Bool)
    switch await data(for: url, priority: { job.priority }) {
    case .success(let value): fetched = value
    case .failure(let error): return .failure(error)
    }
    guard await decodes.acquire(ticket: ticket, priority: job.priority) else {
      return .failure(.cancelled(url))
    }
    let decoder = configuration.decoder
    let decoded: Result<any CanvasImage, ImageLoadingError> = await withCheckedContinuation { continuation in
      decoding.async {
        continuation.resume(
          returning: Result { () throws(ImageLoadingError) in
            try decoder.decode(fetched.data, url: url, targetSize: request.targetSize, scale: request.scale)
          })
      }
    }
    decodes.release()
    switch decoded {
    case .success(let image):
      configuration.memoryCache?.store(image, for: request.cacheKey)
      return .success(image)
    case .failure(let error):
      if fetched.fromDisk, let cache = configuration.dataCache { io.async { cache.removeEntry(for: url) } }
      recordFailure(error, for: url)
      return .failure(error)
    }
  }

  /// The bytes at `url`, shared by every image job of that URL.
  private func data(
    for url: URL, priority: @escaping @Sendable () -> ImagePriority
  ) async -> Result<(data: Data, fromDisk: Bool), ImageLoadingError> {
    while true {
      if Task.isCancelled { return .failure(.cancelled(url)) }
      if let failure = currentFailure(for: url) { return .failure(failure) }
      let job = dataJob(for: url)
      if let outcome = await job.wait(dynamicPriority: priority) {
        return outcome.map { ($0.data, $0.fromDisk) }
      }
      jobs.withLock { jobs in
        if jobs.data[url] === job { jobs.data[url] = nil }
      }
    }
  }

  /// A failure still resting, as the error to give.
  private func currentFailure(for url: URL) -> ImageLoadingError? {
    let now = configuration.now()
    return jobs.withLock { jobs -> ImageLoadingError? in
      guard let failure = jobs.failures[url], now < failure.until else { return nil }
      return .backingOff(
        url, seconds: failure.until.timeIntervalSince(now), lastError: failure.error.description)
    }
  }

  func recordFailure(_ error: ImageLoadingError, for url: URL) {
    if case .cancelled = error { return }
    let now = configuration.now()
    jobs.withLock { jobs in
      let count = (jobs.failures[url]?.count ?? 0) + 1
      let rest = min(
        configuration.maxBackoff, configuration.initialBackoff * pow(2, Double(min(count - 1, 30))))
      jobs.failures[url] = Failure(count: count, until: now.addingTimeInterval(rest), error: error)
    }
  }

  private func dataJob(for url: URL) -> SharedJob<FetchedData> {
    jobs.withLock { jobs in
      if let job = jobs.data[url] { return job }
      let ticket = downloads.makeTicket()
      let job = SharedJob<FetchedData>(
        url: url,
        work: { [weak self] job in
          guard let self else { return .failure(.cancelled(url)) }
          return await self.fetchData(url, job: job, ticket: ticket)
        },
        onPriorityChange: { [downloads] priority in downloads.setPriority(priority, ticket: ticket) },
        onEnd: { [weak self] in _ = self?.jobs.withLock { $0.data.removeValue(forKey: url) } })
      jobs.data[url] = job
      return job
    }
  }

  /// The disk cache's copy when fresh; else a download (conditional when there is a copy) in a
  /// download slot, stored on disk for next time.
  private func fetchData(
    _ url: URL, job: SharedJob<FetchedData>, ticket: UInt64
  ) async -> SharedJob<FetchedData>.Outcome {
    let cache = configuration.dataCache
    let cached = await onIO { cache?.entry(for: url) } ?? nil
    if let cached, cached.info.isFresh(at: configuration.now()) {
      return .success(FetchedData(data: cached.data, fromDisk: true))
    }
    guard await downloads.acquire(ticket: ticket, priority: job.priority) else {
      return .failure(.cancelled(url))
    }
    defer { downloads.release() }
    // Fetched ahead when nobody waited to see it as the download began.
    let prefetched = job.priority <= .prefetch
    let budget = prefetched && !url.isFileURL ? jobs.withLock { $0.budgets[url] } : nil
    let response: ImageDataResponse
    do throws(ImageLoadingError) {
      response = try await download(url, validators: cached?.info, budget: budget, job: job)
    } catch {
      recordFailure(error, for: url)
      return .failure(error)
    }
    clearFailure(for: url)
    switch response {
    case .data(let data, let info):
      if !url.isFileURL {
        transferCounter?.record(.init(url: url, bytes: data.count, prefetched: prefetched))
      }
      if let cache, !info.noStore, url.isFileURL == false {
        io.async { cache.store(ImageDataCacheEntry(data: data, info: info), for: url) }
      }
      return .success(FetchedData(data: data, fromDisk: false))
    case .notModified(let info):
      guard let cached else {
        let error = ImageLoadingError.fetchFailed(url, reason: "HTTP 304 without a cached copy")
        recordFailure(error, for: url)
        return .failure(error)
      }
      if let cache { io.async { cache.updateInfo(info, for: url) } }
      return .success(FetchedData(data: cached.data, fromDisk: true))
    }
  }

  /// A download; a prefetch under a budget draws from it, unless someone comes to wait to see the
  /// picture before it ends (then it is fetched whatever the budget).
  private func download(
    _ url: URL, validators: HTTPCacheInfo?, budget: PrefetchBudget?, job: SharedJob<FetchedData>
  ) async throws(ImageLoadingError) -> ImageDataResponse {
    let loader = configuration.dataLoader
    guard let budget else { return try await loader.data(for: url, validators: validators) }
    if budget.isExhausted {
      budget.noteSkipped()
    } else {
      do throws(ImageLoadingError) {
        return try await loader.data(for: url, validators: validators, budget: budget)
      } catch {
        guard case .cancelled = error, !Task.isCancelled else { throw error }
      }
    }
    // Stopped by the budget: fetched only if it is now wanted on screen.
    guard job.priority > .prefetch, !Task.isCancelled else { throw .cancelled(url) }
    return try await loader.data(for: url, validators: validators)
  }

  private func clearFailure(for url: URL) {
    _ = jobs.withLock { $0.failures.removeValue(forKey: url) }
  }

  /// Runs blocking file work on the I/O queue, off the cooperative pool.
  private func onIO<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      io.async { continuation.resume(returning: body()) }
    }
  }
}

/// Bytes and whether they came from the disk cache (a failed decode then drops the entry).
struct FetchedData: Sendable {
  var data: Data
  var fromDisk: Bool
}
