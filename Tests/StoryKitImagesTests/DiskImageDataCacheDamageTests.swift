import Foundation
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// Damaged files, colliding names and folders that cannot be written: each reads as a miss or
/// drops the write, never crashes.
@MainActor
@Suite struct DiskImageDataCacheDamageTests {
  enum Damage: String, CaseIterable, Sendable {
    case truncated, flippedBodyByte, flippedHeaderByte, garbage, empty, wrongMagic, wrongVersion, extraBytes

    func apply(to file: Data) -> Data {
      var bytes = [UInt8](file)
      switch self {
      case .truncated: bytes.removeLast(10)
      case .flippedBodyByte: bytes[bytes.count - 7] ^= 0x20
      case .flippedHeaderByte: bytes[DiskImageCacheEntryFile.prefixLength + 3] ^= 0x01
      case .garbage: bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
      case .empty: bytes = []
      case .wrongMagic: bytes[0] = UInt8(ascii: "X")
      case .wrongVersion: bytes[4] = 2
      case .extraBytes: bytes.append(0)
      }
      return Data(bytes)
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedEntryReadsAsMissingAndIsRemoved(_ damage: Damage) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("damaged.png")
    let kept = try DiskCacheFixtures.url("kept.png")
    let cache = DiskImageDataCache.testing(folder.url)
    cache.store(DiskCacheFixtures.entry(version: 1, for: url, bodyLength: 2000), for: url)
    cache.store(DiskCacheFixtures.entry(version: 1, for: kept, bodyLength: 2000), for: kept)
    let file = cache.testFile(for: url)
    try damage.apply(to: try Data(contentsOf: file)).write(to: file)

    let (entry, warnings) = StoryKitLog.collectingWarnings { cache.entry(for: url) }

    #expect(entry == nil)
    #expect(FileManager.default.fileExists(atPath: file.path) == false, "deleted")
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains(file.path) == true)
    #expect(cache.totalSize == DiskCacheFixtures.entryFiles(in: folder.url).values.reduce(0, +))
    #expect(cache.entry(for: kept) != nil)
    cache.store(DiskCacheFixtures.entry(version: 2, for: url), for: url)
    #expect(cache.entry(for: url) == DiskCacheFixtures.entry(version: 2, for: url), "stored again")
  }

  @Test func damagedFilesFoundAtLaunchAreRemovedWhenRead() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("a.png")
    let name = DiskImageCacheEntryFile.fileName(for: url)
    try Data().write(to: folder.url.appendingPathComponent(name))
    let incoming = folder.url.appendingPathComponent(".incoming")
    try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
    let stale = incoming.appendingPathComponent("\(name).interrupted.tmp")
    try Data([1, 2, 3]).write(to: stale)
    try FileManager.default.setAttributes([.modificationDate: Date.distantPast], ofItemAtPath: stale.path)
    let cache = DiskImageDataCache.testing(folder.url)

    let (entry, warnings) = StoryKitLog.collectingWarnings { cache.entry(for: url) }

    #expect(entry == nil && warnings.count == 1)
    #expect(DiskCacheFixtures.entryFiles(in: folder.url).isEmpty)
    #expect(
      DiskCacheFixtures.temporaryFiles(in: folder.url).isEmpty, "an interrupted store's file is cleaned up")
  }

  @Test func anEntryStoredForAnotherURLUnderTheSameNameReadsAsMissing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("mine.png")
    let colliding = try DiskCacheFixtures.url("theirs.png")
    let file = try #require(
      DiskImageCacheEntryFile.encode(DiskCacheFixtures.entry(version: 1, for: colliding), for: colliding))
    try file.write(to: folder.url.appendingPathComponent(DiskImageCacheEntryFile.fileName(for: url)))
    let cache = DiskImageDataCache.testing(folder.url)

    let (entry, warnings) = StoryKitLog.collectingWarnings { cache.entry(for: url) }

    #expect(entry == nil)
    #expect(warnings.isEmpty, "a collision is not damage")
    #expect(cache.entry(for: colliding) == nil, "its own name holds nothing")
    cache.store(DiskCacheFixtures.entry(version: 2, for: url), for: url)
    #expect(cache.entry(for: url) == DiskCacheFixtures.entry(version: 2, for: url))
  }

  @Test func storesAreDroppedWhenTheTemporaryPathCannotBeWritten() throws {
    // A file where the `.incoming` folder belongs stops writes even for root.
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let clock = SteppingClock()
    let cache = DiskImageDataCache.testing(folder.url, clock: clock, writeRetryInterval: 100)
    let kept = try DiskCacheFixtures.url("kept.png")
    let dropped = try DiskCacheFixtures.url("dropped.png")
    cache.store(DiskCacheFixtures.entry(version: 1, for: kept), for: kept)
    let incoming = folder.url.appendingPathComponent(".incoming")
    try FileManager.default.removeItem(at: incoming)
    try Data("in the way".utf8).write(to: incoming)

    let (_, warnings) = StoryKitLog.collectingWarnings {
      cache.store(DiskCacheFixtures.entry(version: 1, for: dropped), for: dropped)
      cache.store(DiskCacheFixtures.entry(version: 2, for: dropped), for: dropped)
      clock.advance(by: 200)
      cache.store(DiskCacheFixtures.entry(version: 3, for: dropped), for: dropped)
    }

    #expect(warnings.count == 1, "one warning, not one per write")
    #expect(warnings.first?.contains(folder.url.path) == true)
    #expect(cache.entry(for: dropped) == nil)
    #expect(cache.entry(for: kept) == DiskCacheFixtures.entry(version: 1, for: kept), "still read")

    try FileManager.default.removeItem(at: incoming)
    clock.advance(by: 200)
    cache.store(DiskCacheFixtures.entry(version: 4, for: dropped), for: dropped)
    #expect(cache.entry(for: dropped) == DiskCacheFixtures.entry(version: 4, for: dropped), "writes resume")
  }

  @Test func aFolderThatIsAFileOnlyDisablesWriting() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let notAFolder = folder.url.appendingPathComponent("images")
    try Data("a file".utf8).write(to: notAFolder)
    let cache = DiskImageDataCache.testing(notAFolder)
    let url = try DiskCacheFixtures.url("a.png")

    let (_, warnings) = StoryKitLog.collectingWarnings {
      for version in 0..<5 {
        cache.store(DiskCacheFixtures.entry(version: version, for: url), for: url)
      }
      cache.updateInfo(HTTPCacheInfo(etag: "x"), for: url)
      cache.removeEntry(for: url)
      cache.removeAll()
    }

    #expect(warnings.count == 1)
    #expect(warnings.first?.contains(notAFolder.path) == true)
    #expect(cache.entry(for: url) == nil && cache.totalSize == 0)
    #expect((try? Data(contentsOf: notAFolder)) == Data("a file".utf8))
  }

  @Test(.enabled(if: geteuid() != 0, "permissions do not stop root"))
  func aReadOnlyFolderKeepsServingItsEntries() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try DiskCacheFixtures.url("kept.png")
    let other = try DiskCacheFixtures.url("new.png")
    DiskImageDataCache.testing(folder.url).store(DiskCacheFixtures.entry(version: 1, for: url), for: url)
    let cache = DiskImageDataCache.testing(folder.url)
    chmod(folder.url.path, 0o555)

    let (_, warnings) = StoryKitLog.collectingWarnings {
      cache.store(DiskCacheFixtures.entry(version: 1, for: other), for: other)
      cache.store(DiskCacheFixtures.entry(version: 2, for: other), for: other)
    }

    #expect(warnings.count == 1)
    #expect(cache.entry(for: other) == nil)
    #expect(cache.entry(for: url) == DiskCacheFixtures.entry(version: 1, for: url))
  }
}
