import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// The fuzz targets' entry points: the seeds they start from are files the SDK accepts, and
/// random damage to those seeds never traps (the fuzzer goes much further: `make fuzz`).
@Suite struct FuzzEntryPointsTests {
  static func seeds() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-seeds-\(UUID().uuidString)")
    try FuzzEntryPoints.writeSeeds(to: folder)
    return folder
  }

  static func file(in folder: URL, _ subfolder: String, extension pathExtension: String) throws -> Data {
    let directory = folder.appendingPathComponent(subfolder)
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first {
        $0.hasSuffix(pathExtension)
      })
    return try Data(contentsOf: directory.appendingPathComponent(name))
  }

  @Test func theSeedsAreFilesTheSDKAccepts() throws {
    let folder = try Self.seeds()
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = try Self.file(in: folder, "journal", extension: ".journal")
    #expect(FuzzEntryPoints.analyticsJournal(journal) == 1, "two events, the first acknowledged")
    #expect(FuzzEntryPoints.feedCache(try Self.file(in: folder, "cache", extension: ".feedcache")) == 1)
    #expect(FuzzEntryPoints.seenStore(try Self.file(in: folder, "seen", extension: ".store")) == 2)
    #expect(FuzzEntryPoints.timestamp("2026-01-01T00:00:00Z") == 1)
    #expect(FuzzEntryPoints.timestamp("2026-13-40") == 0)
  }

  @Test func aDamagedCacheFileIsRejectedByItsChecksum() throws {
    let folder = try Self.seeds()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = Array(try Self.file(in: folder, "cache", extension: ".feedcache"))
    for index in stride(from: 0, to: original.count, by: max(1, original.count / 40)) {
      var bytes = original
      bytes[index] ^= 0x20
      #expect(FuzzEntryPoints.feedCache(Data(bytes)) == 0, "byte \(index) flipped")
    }
  }

  @Test func damagedSeedsNeverTrap() throws {
    let folder = try Self.seeds()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Damage never invents items: at most what was written is read back (a damaged
    // acknowledgement brings its event back: delivery is at least once).
    let readers: [(Data, (Data) -> Int, Int)] = [
      (try Self.file(in: folder, "journal", extension: ".journal"), FuzzEntryPoints.analyticsJournal, 2),
      (try Self.file(in: folder, "cache", extension: ".feedcache"), FuzzEntryPoints.feedCache, 1),
      (try Self.file(in: folder, "seen", extension: ".store"), FuzzEntryPoints.seenStore, 2),
    ]
    var generator = SplitMix64(seed: 16)
    for (original, read, written) in readers {
      for _ in 0..<500 {
        var bytes = Array(original)
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
          case 1: bytes.remove(at: index)
          default: bytes.removeSubrange(index..<bytes.count)
          }
        }
        #expect(read(Data(bytes)) <= written)
      }
    }
  }
}
