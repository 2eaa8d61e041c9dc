import Foundation
import StoryKit
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// ``ImagePipeline`` with fake stages: coalescing, bounded concurrency, priorities, cancellation,
/// backoff and the caches' part in a load.
@Suite struct ImagePipelineTests {
  func makePipeline(
    loader: FakeDataLoader = FakeDataLoader(), decoder: FakeDecoder = FakeDecoder(),
    cache: FakeDataCache? = nil, now: FakeNow = FakeNow(), downloads: Int = 6, decodes: Int = 2,
    memory: (any ImageCaching)? = MemoryImageCache()
  ) -> ImagePipeline {
    ImagePipeline(
      configuration: .init(
        dataLoader: loader, dataCache: cache, memoryCache: memory, decoder: decoder,
        maxConcurrentDownloads: downloads, maxConcurrentDecodes: decodes, now: { now.date }))
  }

  @Test func aThousandIdenticalRequestsShareOneDownloadAndOneDecode() async throws {
    let loader = FakeDataLoader()
    let decoder = FakeDecoder()
    let pipeline = makePipeline(loader: loader, decoder: decoder)
    loader.hold()
    let request = ImageRequest(url: pictureURL("a.png"), targetSize: PixelSize(width: 90, height: 90))
    let images = await withTaskGroup(of: (any CanvasImage)?.self) { group in
      for _ in 0..<1_000 { group.addTask { try? await pipeline.image(for: request) } }
      #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
      loader.releaseAll()
      var images: [(any CanvasImage)?] = []
      for await image in group { images.append(image) }
      return images
    }
    #expect(images.count == 1_000)
    let first = try #require(images.first ?? nil)
    #expect(images.allSatisfy { $0 === first }, "every waiter gets the same picture")
    #expect(loader.calls.count == 1, "one download")
    #expect(decoder.calls == 1, "one decode")
    #expect(pipeline.inFlight == (0, 0), "nothing left in flight")
  }

  @Test func twoSizesOfOneURLShareTheDownloadButDecodeTwice() async throws {
    let loader = FakeDataLoader()
    let decoder = FakeDecoder()
    let pipeline = makePipeline(loader: loader, decoder: decoder)
    loader.hold()
    let url = pictureURL("b.png")
    async let small = pipeline.image(
      for: ImageRequest(url: url, targetSize: PixelSize(width: 60, height: 60)))
    async let large = pipeline.image(
      for: ImageRequest(url: url, targetSize: PixelSize(width: 180, height: 180)))
    #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
    loader.releaseAll()
    let (a, b) = try await (small, large)
    #expect(a.pixelWidth == 60 && b.pixelWidth == 180)
    #expect(loader.calls.count == 1)
    #expect(decoder.calls == 2)
  }

  @Test func downloadsAndDecodesAreBoundedBySixAndTwo() async throws {
    let loader = FakeDataLoader()
    let decoder = FakeDecoder(delay: 0.01)
    let pipeline = makePipeline(loader: loader, decoder: decoder)
    loader.hold()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask { _ = try await pipeline.image(for: ImageRequest(url: pictureURL("\(index).png"))) }
      }
      #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 6 })
      try await Task.sleep(for: .milliseconds(50))
      #expect(loader.heldCount == 6, "the seventh download waits for a slot")
      loader.releaseAll()
      try await group.waitForAll()
    }
    #expect(loader.maxRunning == 6)
    #expect(loader.calls.count == 20)
    #expect(decoder.maxRunning <= 2)
    #expect(decoder.calls == 20)
  }

  @Test func visibleRequestsGoBeforePrefetchesAndBackground() async throws {
    let loader = FakeDataLoader()
    let pipeline = makePipeline(loader: loader, downloads: 1)
    loader.hold()
    let blocker = Task { try await pipeline.image(for: ImageRequest(url: pictureURL("first.png"))) }
    #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
    var tasks: [Task<any CanvasImage, any Error>] = []
    for (index, (name, priority)) in [
      ("bg", ImagePriority.background), ("pre", .prefetch), ("vis", .visible),
    ]
    .enumerated() {
      let request = ImageRequest(url: pictureURL("\(name).png"), priority: priority)
      tasks.append(Task { try await pipeline.image(for: request) })
      #expect(await eventually { pipeline.downloads.waiting == index + 1 }, "queued in this order")
    }
    loader.releaseAll()
    _ = try await blocker.value
    for task in tasks { _ = try await task.value }
    #expect(loader.calls.map(\.lastPathComponent) == ["first.png", "vis.png", "pre.png", "bg.png"])
  }

  @Test func aPrefetchThatBecomesVisibleMovesUp() async throws {
    let loader = FakeDataLoader()
    let pipeline = makePipeline(loader: loader, downloads: 1)
    loader.hold()
    let blocker = Task { try await pipeline.image(for: ImageRequest(url: pictureURL("first.png"))) }
    #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
    let size = PixelSize(width: 50, height: 50)
    pipeline.prefetch([pictureURL("later.png")], targetSize: nil, scale: 1)
    #expect(await eventually { pipeline.downloads.waiting == 1 })
    pipeline.prefetch([pictureURL("soon.png")], targetSize: size, scale: 1)
    #expect(await eventually { pipeline.downloads.waiting == 2 })
    let visible = ImageRequest(url: pictureURL("soon.png"), targetSize: size, priority: .visible)
    let shown = Task { try await pipeline.image(for: visible) }
    #expect(await eventually { pipeline.inFlight.images == 3 && pipeline.imageJobWaiters(visible) == 2 })
    loader.releaseAll()
    _ = try await blocker.value
    _ = try await shown.value
    #expect(await eventually { loader.calls.count == 3 })
    #expect(loader.calls.map(\.lastPathComponent) == ["first.png", "soon.png", "later.png"])
  }

  @Test func theLastWaiterLeavingCancelsTheDownload() async throws {
    let loader = FakeDataLoader()
    let pipeline = makePipeline(loader: loader)
    loader.hold()
    let request = ImageRequest(url: pictureURL("gone.png"))
    let first = Task { try await pipeline.image(for: request) }
    let second = Task { try await pipeline.image(for: request) }
    #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
    first.cancel()
    await #expect(throws: ImageLoadingError.cancelled(request.url)) { try await first.value }
    #expect(pipeline.inFlight.images == 1, "the other waiter keeps the job")
    second.cancel()
    await #expect(throws: ImageLoadingError.cancelled(request.url)) { try await second.value }
    loader.releaseAll()
    #expect(await eventually { loader.cancelled == 1 }, "the download saw the cancellation")
    #expect(await eventually { pipeline.inFlight == (0, 0) })
  }

  @Test func aFailedURLRestsThenIsAskedAgainWithADoublingBackoff() async throws {
    let loader = FakeDataLoader()
    let now = FakeNow()
    let pipeline = makePipeline(loader: loader, now: now)
    let url = pictureURL("down.png")
    loader.state.withLock { _ = $0.failing.insert(url) }
    await #expect(throws: ImageLoadingError.fetchFailed(url, reason: "HTTP status 500")) {
      try await pipeline.image(for: ImageRequest(url: url))
    }
    do {
      _ = try await pipeline.image(for: ImageRequest(url: url))
      Issue.record("expected the URL to rest")
    } catch {
      guard case .backingOff(_, let seconds, _) = error else { throw error }
      #expect(abs(seconds - 1) < 0.001)
    }
    #expect(loader.calls.count == 1, "no request while it rests")
    now.advance(1.5)
    _ = try? await pipeline.image(for: ImageRequest(url: url))
    #expect(loader.calls.count == 2, "asked again once the rest is over")
    now.advance(1.5)
    _ = try? await pipeline.image(for: ImageRequest(url: url))
    #expect(loader.calls.count == 2, "the second rest is 2 s")
    now.advance(1)
    loader.state.withLock { $0.failing = [] }
    _ = try await pipeline.image(for: ImageRequest(url: url))
    #expect(loader.calls.count == 3)
    _ = try await pipeline.image(for: ImageRequest(url: url, targetSize: PixelSize(width: 5, height: 5)))
    #expect(loader.calls.count == 4, "a success clears the failure")
  }

  @Test func memoryHitsNeedNoStageAndKeyOnTheSize() async throws {
    let loader = FakeDataLoader()
    let pipeline = makePipeline(loader: loader)
    let request = ImageRequest(url: pictureURL("m.png"), targetSize: PixelSize(width: 40, height: 40))
    let image = try await pipeline.image(for: request)
    #expect(pipeline.cachedImage(for: request) === image)
    #expect(try await pipeline.image(for: request) === image)
    var other = request
    other.targetSize = PixelSize(width: 80, height: 80)
    #expect(pipeline.cachedImage(for: other) == nil, "another size is another entry")
    #expect(loader.calls.count == 1)
  }

  @Test func aFreshDiskEntryIsUsedWithoutTheNetwork() async throws {
    let loader = FakeDataLoader()
    let cache = FakeDataCache()
    let now = FakeNow()
    let url = pictureURL("disk.png")
    cache.store(
      ImageDataCacheEntry(data: Data("disk".utf8), info: HTTPCacheInfo(freshUntil: now.date + 60)), for: url)
    let pipeline = makePipeline(loader: loader, cache: cache, now: now)
    let image = try #require(try await pipeline.image(for: ImageRequest(url: url)) as? FakeImage)
    #expect(image.bytes == Data("disk".utf8))
    #expect(loader.calls.isEmpty)
  }

  @Test func aStaleDiskEntryIsRevalidatedAndA304KeepsItsBytes() async throws {
    let loader = FakeDataLoader()
    let cache = FakeDataCache()
    let now = FakeNow()
    let url = pictureURL("stale.png")
    let old = HTTPCacheInfo(etag: "\"v1\"", freshUntil: now.date - 1)
    cache.store(ImageDataCacheEntry(data: Data("cached".utf8), info: old), for: url)
    loader.state.withLock { state in
      state.notModified = true
      state.info = HTTPCacheInfo(etag: "\"v1\"", freshUntil: now.date + 600)
    }
    let pipeline = makePipeline(loader: loader, cache: cache, now: now)
    let image = try #require(try await pipeline.image(for: ImageRequest(url: url)) as? FakeImage)
    #expect(image.bytes == Data("cached".utf8))
    #expect(loader.state.withLock { $0.validators } == [old], "the cached ETag went out")
    #expect(
      await eventually { cache.entry(for: url)?.info.freshUntil == now.date + 600 }, "headers refreshed")
  }

  @Test func downloadedBytesAreStoredUnlessNoStore() async throws {
    let loader = FakeDataLoader()
    let cache = FakeDataCache()
    let pipeline = makePipeline(loader: loader, cache: cache)
    _ = try await pipeline.image(for: ImageRequest(url: pictureURL("keep.png")))
    #expect(await eventually { cache.entry(for: pictureURL("keep.png")) != nil })
    loader.state.withLock { $0.info = HTTPCacheInfo(noStore: true) }
    _ = try await pipeline.image(for: ImageRequest(url: pictureURL("secret.png")))
    try await Task.sleep(for: .milliseconds(50))
    #expect(cache.entry(for: pictureURL("secret.png")) == nil)
  }

  @Test func bytesFromDiskThatDoNotDecodeAreDropped() async throws {
    let cache = FakeDataCache()
    let url = pictureURL("broken.png")
    cache.store(ImageDataCacheEntry(data: Data("bad bytes".utf8), info: HTTPCacheInfo()), for: url)
    let pipeline = makePipeline(cache: cache)
    await #expect(throws: ImageLoadingError.decodingFailed(url, reason: "not an image")) {
      try await pipeline.image(for: ImageRequest(url: url))
    }
    #expect(await eventually { cache.removed.withLock { $0 } == [url] })
  }

  @Test func prefetchWarmsTheMemoryCacheAndCancelStopsIt() async throws {
    let loader = FakeDataLoader()
    let pipeline = makePipeline(loader: loader)
    let size = PixelSize(width: 30, height: 30)
    let urls = (0..<3).map { pictureURL("p\($0).png") }
    pipeline.prefetch(urls, targetSize: size, scale: 2)
    #expect(
      await eventually(upTo: pipelineTaskBound) {
        urls.allSatisfy { url in
          pipeline.cachedImage(for: ImageRequest(url: url, targetSize: size, scale: 2)) != nil
        }
      })
    loader.hold()
    let later = pictureURL("later.png")
    pipeline.prefetch([later], targetSize: size, scale: 2)
    #expect(await eventually(upTo: pipelineTaskBound) { loader.heldCount == 1 })
    pipeline.cancelPrefetch([later], targetSize: size, scale: 2)
    loader.releaseAll()
    #expect(await eventually { loader.cancelled == 1 })
    #expect(pipeline.cachedImage(for: ImageRequest(url: later, targetSize: size, scale: 2)) == nil)
  }
}
