import Foundation
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

@Suite struct DiskImageDataCacheTests {
  @Test func anEntryRoundTripsWithItsCachingHeaders() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let cache = DiskImageDataCache.testing(folder.url.appendingPathComponent("not/yet/there"))
    let url = try DiskCacheFixtures.url("photo.jpg?size=large&lang=ру")
    let info = HTTPCacheInfo(
      etag: "W/\"abc\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT",
      freshUntil: Date(timeIntervalSinceReferenceDate: 800_000_000.123456))
    let entry = ImageDataCacheEntry(
      data: Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }), info: info)
    let empty = try DiskCacheFixtures.url("empty.png")

    #expect(cache.entry(for: url) == nil)
    cache.store(entry, for: url)
    cache.store(ImageDataCacheEntry(data: Data(), info: HTTPCacheInfo()), for: empty)

    #expect(cache.entry(for: url) == entry)
    #expect(cache.entry(for: empty) == ImageDataCacheEntry(data: Data(), info: HTTPCacheInfo()))
    #expect(cache.entry(for: try DiskCacheFixtures.url("other.jpg")) == nil)
    #expect(FileManager.default.fileExists(atPath: cache.testFile(for: url).path), "the folder is created")
    #expect(DiskCacheFixtures.temporaryFiles(in: cache.directory).isEmpty)
    #expect(cache.totalSize == DiskCacheFixtures.entryFiles(in: cache.directory).values.reduce(0, +))
  }

  @Test func fileNamesAreAStableHashAndLengthOfTheURL() throws {
    #expect(FNV1a64.hash("") == 0xCBF2_9CE4_8422_2325)
    #expect(FNV1a64.hash("a") == 0xAF63_DC4C_8601_EC8C)
    #expect(FNV1a64.hash("foobar") == 0x8594_4171_F739_67E8)
    let url = try DiskCacheFixtures.url("a.png")
    #expect(
      DiskImageCacheEntryFile.fileName(for: url)
        == "\(FNV1a64.hex(FNV1a64.hash(url.absoluteString)))-32.skimage")
    #expect(FNV1a64.hex(1) == "0000000000000001")
    #expect(
      DiskImageCacheEntryFile.fileName(for: url)
        != DiskImageCacheEntryFile.fileName(for: try DiskCacheFixtures.url("b.png")))
  }

  @Test func entriesAndTheirOrderSurviveARestart() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let clock = SteppingClock()
    let urls = try ["a", "b", "c", "d"].map { try DiskCacheFixtures.url("\($0).png") }
    let size = DiskCacheFixtures.fileSize(version: 1, for: urls[0], bodyLength: 1000)
    let limit = size * 7 / 2  // three fit; a fourth evicts one (trimming to 90 % of the limit)

    let first = DiskImageDataCache.testing(folder.url, sizeLimit: limit, clock: clock)
    for url in urls.prefix(3) {
      first.store(DiskCacheFixtures.entry(version: 1, for: url, bodyLength: 1000), for: url)
    }
    #expect(first.entry(for: urls[0]) != nil, "a is now the most recently used")
    let touched = DiskCacheFixtures.modificationDate(of: first.testFile(for: urls[0]))
    let untouched = DiskCacheFixtures.modificationDate(of: first.testFile(for: urls[2]))
    #expect(touched != nil && untouched != nil && touched.map { $0 > untouched ?? $0 } == true)

    let second = DiskImageDataCache.testing(folder.url, sizeLimit: limit, clock: clock)
    #expect(second.totalSize == 3 * size)
    #expect(second.entry(for: urls[2]) == DiskCacheFixtures.entry(version: 1, for: urls[2], bodyLength: 1000))
    second.store(DiskCacheFixtures.entry(version: 1, for: urls[3], bodyLength: 1000), for: urls[3])

    #expect(second.entry(for: urls[1]) == nil, "b was the least recently used before the restart")
    #expect(second.entry(for: urls[0]) != nil && second.entry(for: urls[2]) != nil)
    #expect(second.entry(for: urls[3]) != nil)
    #expect(second.totalSize == 3 * size)
  }

  @Test func aLowerLimitAtTheNextLaunchTrimsTheOldestEntries() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let clock = SteppingClock()
    let urls = try (0..<4).map { try DiskCacheFixtures.url("\($0).png") }
    let size = DiskCacheFixtures.fileSize(version: 1, for: urls[0], bodyLength: 1000)
    let first = DiskImageDataCache.testing(folder.url, clock: clock)
    for url in urls {
      first.store(DiskCacheFixtures.entry(version: 1, for: url, bodyLength: 1000), for: url)
    }

    let smaller = DiskImageDataCache.testing(folder.url, sizeLimit: size * 2, clock: clock)
    #expect(smaller.totalSize <= size * 2)
    #expect(smaller.entry(for: urls[0]) == nil && smaller.entry(for: urls[3]) != nil)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).count == smaller.totalSize / size)
  }

  @Test func theLeastRecentlyUsedEntriesAreEvictedBeyondTheLimit() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let urls = try ["a", "b", "c", "d", "e"].map { try DiskCacheFixtures.url("\($0).png") }
    let size = DiskCacheFixtures.fileSize(version: 1, for: urls[0], bodyLength: 1000)
    let cache = DiskImageDataCache.testing(folder.url, sizeLimit: size * 7 / 2)
    func store(_ index: Int) {
      cache.store(DiskCacheFixtures.entry(version: 1, for: urls[index], bodyLength: 1000), for: urls[index])
    }
    func present() -> [Bool] { urls.map { cache.entry(for: $0) != nil } }

    store(0)
    store(1)
    store(2)
    #expect(cache.entry(for: urls[0]) != nil)  // touching a keeps it
    store(3)
    #expect(cache.totalSize == 3 * size)
    #expect(FileManager.default.fileExists(atPath: cache.testFile(for: urls[1]).path) == false)
    #expect(cache.entry(for: urls[2]) != nil)
    #expect(cache.entry(for: urls[3]) != nil)
    store(4)  // a is now the oldest
    #expect(present() == [false, false, true, true, true])
    #expect(cache.totalSize <= cache.sizeLimit)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).count == 3)
  }

  @Test func anEntryLargerThanTheLimitOrMarkedNoStoreIsNotStored() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("huge.png")
    let cache = DiskImageDataCache.testing(folder.url, sizeLimit: 4000)
    let small = DiskCacheFixtures.entry(version: 1, for: url, bodyLength: 1000)
    cache.store(small, for: url)
    #expect(cache.entry(for: url) == small)

    cache.store(DiskCacheFixtures.entry(version: 2, for: url, bodyLength: 5000), for: url)
    #expect(cache.entry(for: url) == nil, "not stored, and the older copy is gone")
    #expect(cache.totalSize == 0 && DiskCacheFixtures.entryFiles(in: folder.url).isEmpty)

    cache.store(small, for: url)
    cache.store(ImageDataCacheEntry(data: Data([1, 2, 3]), info: HTTPCacheInfo(noStore: true)), for: url)
    #expect(cache.entry(for: url) == nil)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).isEmpty)
  }

  @Test func updateInfoKeepsTheBody() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("a.png")
    let clock = SteppingClock()
    let cache = DiskImageDataCache.testing(folder.url, clock: clock)
    let entry = DiskCacheFixtures.entry(version: 1, for: url, bodyLength: 3000)
    cache.store(entry, for: url)
    let refreshed = HTTPCacheInfo(
      etag: "\"1\"", lastModified: "Thu, 22 Oct 2015 07:28:00 GMT",
      freshUntil: Date(timeIntervalSinceReferenceDate: 700_100_000))

    cache.updateInfo(refreshed, for: url)

    #expect(cache.entry(for: url) == ImageDataCacheEntry(data: entry.data, info: refreshed))
    let restarted = DiskImageDataCache.testing(folder.url, clock: clock)
    #expect(restarted.entry(for: url) == ImageDataCacheEntry(data: entry.data, info: refreshed))
    #expect(DiskCacheFixtures.temporaryFiles(in: folder.url).isEmpty)

    let missing = try DiskCacheFixtures.url("missing.png")
    restarted.updateInfo(refreshed, for: missing)
    #expect(restarted.entry(for: missing) == nil)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).count == 1)

    restarted.updateInfo(HTTPCacheInfo(noStore: true), for: url)
    #expect(restarted.entry(for: url) == nil, "no-store headers remove the entry")
  }

  @Test func removeEntryAndRemoveAll() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let urls = try (0..<5).map { try DiskCacheFixtures.url("\($0).png") }
    let cache = DiskImageDataCache.testing(folder.url)
    for url in urls {
      cache.store(DiskCacheFixtures.entry(version: 3, for: url), for: url)
    }
    cache.removeEntry(for: urls[0])
    cache.removeEntry(for: try DiskCacheFixtures.url("never-stored.png"))
    #expect(cache.entry(for: urls[0]) == nil && cache.entry(for: urls[1]) != nil)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).count == 4)

    // Entries another instance wrote, which this one has not indexed, go too.
    let other = try DiskCacheFixtures.url("other.png")
    DiskImageDataCache.testing(folder.url).store(DiskCacheFixtures.entry(version: 1, for: other), for: other)
    try "not the cache's".write(
      to: folder.url.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

    cache.removeAll()

    #expect(urls.allSatisfy { cache.entry(for: $0) == nil })
    #expect(cache.totalSize == 0)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("notes.txt").path))
    cache.store(DiskCacheFixtures.entry(version: 4, for: urls[2]), for: urls[2])
    #expect(cache.entry(for: urls[2]) == DiskCacheFixtures.entry(version: 4, for: urls[2]))
  }

  @Test func theDefaultFolderIsUnderTheCaches() {
    let directory = DiskImageDataCache.defaultDirectory
    #expect(directory.path.hasSuffix("StoryKit/Images"))
    #expect(DiskImageDataCache.shared.sizeLimit == 150 * 1024 * 1024)
    #expect(DiskImageDataCache.shared.directory == directory)
  }
}
