import Foundation
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// Many tasks storing, reading, updating and removing the same and different URLs at once: every
/// read is `nil` or a whole, matching entry, and afterwards the index agrees with the folder.
@Suite struct DiskImageDataCacheConcurrencyTests {
  @Test(arguments: [nil, 4000] as [Int?])
  func concurrentStoresAndReadsNeverSeeAPartialEntry(sizeLimit: Int?) async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let cache = DiskImageDataCache(directory: folder.url, sizeLimit: sizeLimit ?? 10_000_000)
    let urls = try (0..<5).map { try DiskCacheFixtures.url("shared-\($0).jpg") }

    let problems = await withTaskGroup(of: [String].self) { group in
      for worker in 0..<12 {
        group.addTask {
          var problems: [String] = []
          for step in 0..<60 {
            let url = urls[(worker + step * 7) % urls.count]
            switch (worker + step) % 6 {
            case 0, 1, 2:
              let version = worker * 1000 + step
              let length = 200 + version * 37 % 1500
              cache.store(DiskCacheFixtures.entry(version: version, for: url, bodyLength: length), for: url)
            case 3:
              cache.updateInfo(HTTPCacheInfo(etag: "\"updated \(worker) \(step)\""), for: url)
            case 4 where step % 10 == 4:
              cache.removeEntry(for: url)
            default:
              break
            }
            if let entry = cache.entry(for: url), !DiskCacheFixtures.isWhole(entry, for: url) {
              problems.append("\(url.lastPathComponent): \(entry.info) \(entry.data.count) bytes")
            }
          }
          return problems
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }

    #expect(problems.isEmpty)
    let files = DiskCacheFixtures.entryFiles(in: folder.url)
    #expect(cache.totalSize == files.values.reduce(0, +), "the index agrees with the folder")
    #expect(cache.totalSize <= cache.sizeLimit)
    #expect(DiskCacheFixtures.temporaryFiles(in: folder.url).isEmpty)
    let restarted = DiskImageDataCache(directory: folder.url, sizeLimit: cache.sizeLimit)
    for url in urls {
      if let entry = restarted.entry(for: url) {
        #expect(DiskCacheFixtures.isWhole(entry, for: url))
      }
    }
    #expect(restarted.totalSize == files.values.reduce(0, +))
  }
}
