import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// The entry files of ``DiskImageDataCache``: those written by the Codable-based version
/// (`Tests/Fixtures/legacy-formats/*.skimage`, see its README) load with exactly what was
/// written; a header that is not the entry's JSON, behind valid checksums, is damage.
@MainActor
@Suite struct ImageCacheEntryFileFormatTests {
  static let folder = "Tests/Fixtures/legacy-formats/"

  /// Each fixture's file name, URL and entry.
  static let legacyEntries: [(file: String, url: String, entry: ImageDataCacheEntry)] = [
    (
      "5f720b39a5731c6c-70.skimage", "https://cdn.example.com/stories/photo.jpg?size=large&lang=%D1%80%D1%83",
      ImageDataCacheEntry(
        data: Data(
          [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00, 0x7F, 0x80, 0xFF, 0xD9]),
        info: HTTPCacheInfo(
          etag: "W/\"v1-é\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT",
          freshUntil: Date(timeIntervalSinceReferenceDate: 736_000_000.123456)))
    ),
    (
      "1bdb49544df5e75d-36.skimage", "https://example.com/images/empty.png",
      ImageDataCacheEntry(data: Data(), info: HTTPCacheInfo())
    ),
    (
      "286f84e01fb52fed-35.skimage", "https://example.com/a/b/c.webp#frag",
      ImageDataCacheEntry(
        data: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8),
        info: HTTPCacheInfo(
          etag: "\"tab\tquote\\\" ctl\u{1}\"", freshUntil: Date(timeIntervalSinceReferenceDate: 0.1)))
    ),
  ]

  @Test func filesWrittenByTheCodableVersionDecodeToWhatWasWritten() throws {
    for (file, url, entry) in Self.legacyEntries {
      let data = try Fixtures.data(Self.folder + file)
      let decoded = try DiskImageCacheEntryFile.decode(data).get()
      #expect(decoded == DiskImageCacheEntryFile.Contents(url: url, entry: entry), "\(file)")
      #expect(
        decoded.entry.info.freshUntil?.timeIntervalSinceReferenceDate
          == entry.info.freshUntil?.timeIntervalSinceReferenceDate, "dates read back exactly")
      let key = try #require(URL(string: url))
      #expect(DiskImageCacheEntryFile.fileName(for: key) == file)
    }
  }

  @Test func aCacheOnAFolderOfCodableVersionFilesReadsThem() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    for (file, _, _) in Self.legacyEntries {
      try FileManager.default.copyItem(
        at: Fixtures.url(Self.folder + file), to: folder.url.appendingPathComponent(file))
    }
    let cache = DiskImageDataCache(directory: folder.url)
    for (file, url, entry) in Self.legacyEntries {
      let key = try #require(URL(string: url))
      let (read, warnings) = StoryKitLog.collectingWarnings { cache.entry(for: key) }
      #expect(read == entry, "\(file)")
      #expect(warnings.isEmpty)
    }
  }

  @Test func thisVersionsFilesReadBackTheSame() throws {
    for (_, url, entry) in Self.legacyEntries {
      let key = try #require(URL(string: url))
      let file = try #require(DiskImageCacheEntryFile.encode(entry, for: key))
      #expect(try DiskImageCacheEntryFile.decode(file).get() == .init(url: url, entry: entry))
      let header = String(decoding: file[34..<file.count - entry.data.count], as: UTF8.self)
      #expect(header.hasPrefix("{") && header.hasSuffix("\"url\":\"\(url)\"}"), "\(header)")
    }
  }

  @Test func aDateThatIsNotFiniteIsNotWritten() throws {
    let url = try #require(URL(string: "https://example.com/never.png"))
    for seconds in [Double.nan, .infinity, -.infinity] {
      let entry = ImageDataCacheEntry(
        data: Data([1]), info: HTTPCacheInfo(freshUntil: Date(timeIntervalSinceReferenceDate: seconds)))
      #expect(DiskImageCacheEntryFile.encode(entry, for: url) == nil)
    }
  }

  @Test func headerMembersTheCodableVersionAcceptedStillDecode() throws {
    let header =
      #"{"extra":[1,{"a":null}],"url":"https:\/\/e.com\/x","etag":null,"freshUntil":-5e-1,"noStore":true}"#
    let decoded = try DiskImageCacheEntryFile.decode(Self.file(header: header)).get()
    #expect(decoded.url == "https://e.com/x")
    #expect(
      decoded.entry
        == ImageDataCacheEntry(
          data: Self.body,
          info: HTTPCacheInfo(freshUntil: Date(timeIntervalSinceReferenceDate: -0.5), noStore: true)
        ))
  }

  static let body = Data([1, 2, 3])

  /// An entry file holding `header` with the right lengths and checksums.
  static func file(header: String) -> Data {
    let headerBytes = Data(header.utf8)
    var file = Data(DiskImageCacheEntryFile.magic)
    func append<Integer: FixedWidthInteger>(_ value: Integer) {
      withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) }
    }
    append(DiskImageCacheEntryFile.version)
    append(UInt32(headerBytes.count))
    append(UInt64(body.count))
    append(FNV1a64.hash(headerBytes))
    append(FNV1a64.hash(body))
    return file + headerBytes + body
  }

  nonisolated static let damagedHeaders: [String] = [
    "",
    "\u{FF}\u{FE}",
    "null",
    "[]",
    "\"https://e.com/x\"",
    "{}",
    #"{"url":"https://e.com/x","noStore":false"#,
    #"{"url":"https://e.com/x"}"#,
    #"{"noStore":false}"#,
    #"{"url":5,"noStore":false}"#,
    #"{"url":null,"noStore":false}"#,
    #"{"url":"https://e.com/x","noStore":"false"}"#,
    #"{"url":"https://e.com/x","noStore":0}"#,
    #"{"url":"https://e.com/x","noStore":false,"etag":7}"#,
    #"{"url":"https://e.com/x","noStore":false,"lastModified":[]}"#,
    #"{"url":"https://e.com/x","noStore":false,"freshUntil":"soon"}"#,
    #"{"url":"https://e.com/x","noStore":false,"freshUntil":1e400}"#,
    #"{"url":"https://e.com/x","noStore":false} {}"#,
    String(repeating: "[", count: 5_000),
  ]

  @Test(arguments: damagedHeaders)
  func aHeaderThatIsNotTheEntrysJSONIsDamage(header: String) throws {
    #expect(DiskImageCacheEntryFile.decode(Self.file(header: header)) == .failure(.unreadableHeader))
  }

  @Test func aCacheReadsADamagedHeaderAsMissingAndRemovesIt() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let url = try #require(URL(string: "https://e.com/x"))
    let cache = DiskImageDataCache(directory: folder.url)
    let file = cache.testFile(for: url)
    try Self.file(header: #"{"url":"https://e.com/x","noStore":"no"}"#).write(to: file)
    let (entry, warnings) = StoryKitLog.collectingWarnings { cache.entry(for: url) }
    #expect(entry == nil && warnings.count == 1)
    #expect(FileManager.default.fileExists(atPath: file.path) == false)
  }
}
