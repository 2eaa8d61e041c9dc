import Foundation
import Testing

@testable import StoryKit

/// ``FeedCache``: atomic, checksummed files; a damaged file is deleted with a diagnostic, never trusted.
@Suite struct DeliveryCacheTests {
  let folder = ScratchDirectory("delivery-cache")

  var cache: FeedCache { FeedCache(directory: folder.url.appendingPathComponent("feeds")) }

  let entry = FeedCache.Entry(
    token: "home", document: Data(#"{"schemaVersion":1}"#.utf8),
    validators: FeedValidators(etag: "\"v1\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT"),
    fetchedAt: Date(timeIntervalSince1970: 1_700_000_000.5))

  @Test func anEntryRoundTrips() throws {
    try cache.store(entry)
    let loaded = cache.load(token: "home")
    #expect(loaded.entry == entry)
    #expect(loaded.diagnostics.isEmpty)
    #expect(cache.load(token: "other") == (nil, []))
    cache.remove(token: "home")
    #expect(cache.load(token: "home").entry == nil)
  }

  @Test func storingReplacesTheFileAndLeavesNoTemporaries() throws {
    try cache.store(entry)
    var newer = entry
    newer.document = Data("{}".utf8)
    newer.validators = .none
    try cache.store(newer)
    #expect(cache.load(token: "home").entry == newer)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
    #expect(names == ["home.feedcache"])
  }

  @Test(arguments: ["flipped byte", "truncated", "empty", "garbage", "other token", "no checksum line"])
  func aDamagedFileIsDeletedWithADiagnostic(_ damage: String) throws {
    try cache.store(entry)
    let url = cache.fileURL(for: "home")
    var bytes = try Data(contentsOf: url)
    switch damage {
    case "flipped byte": bytes[bytes.count - 3] ^= 0x20
    case "truncated": bytes = bytes.prefix(bytes.count - 5)
    case "empty": bytes = Data()
    case "garbage": bytes = Data("<html>not a cache</html>".utf8)
    case "other token":
      var other = entry
      other.token = "away"
      bytes = FeedCache.encode(other)
    default: bytes = Data("\(FeedCache.magic)\n".utf8)
    }
    try bytes.write(to: url)
    let loaded = cache.load(token: "home")
    #expect(loaded.entry == nil)
    #expect(loaded.diagnostics.count == 1)
    #expect(loaded.diagnostics.first?.message.contains("refetched") == true)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
