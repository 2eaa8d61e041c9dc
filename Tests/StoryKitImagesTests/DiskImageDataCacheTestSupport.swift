import Foundation
import StoryKit
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// A folder under the temporary directory for one test; `remove()` deletes it (making it writable
/// first, in case the test took that away).
struct ScratchFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-disk-cache-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in paths {
        chmod(url.appendingPathComponent(path).path, 0o755)
      }
    }
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }
}

/// A clock that moves one second forward every time it is read, so every access has its own
/// time, and can be moved further by hand.
final class SteppingClock: Sendable {
  private let time = Mutex(Date(timeIntervalSinceReferenceDate: 700_000_000))

  func now() -> Date {
    time.withLock { time in
      time += 1
      return time
    }
  }

  func advance(by seconds: TimeInterval) {
    time.withLock { $0 += seconds }
  }
}

extension DiskImageDataCache {
  /// A cache on `folder` reading `clock`, with writes paused for an hour after a failure.
  static func testing(
    _ folder: URL, sizeLimit: Int = 10_000_000, clock: SteppingClock = SteppingClock(),
    writeRetryInterval: TimeInterval = 3600
  ) -> DiskImageDataCache {
    DiskImageDataCache(
      directory: folder, sizeLimit: sizeLimit, now: { clock.now() }, writeRetryInterval: writeRetryInterval)
  }

  /// The path of `url`'s entry file.
  func testFile(for url: URL) -> URL {
    directory.appendingPathComponent(DiskImageCacheEntryFile.fileName(for: url))
  }
}

enum DiskCacheFixtures {
  /// `https://example.com/images/<name>`.
  static func url(_ name: String) throws -> URL {
    try #require(URL(string: "https://example.com/images/\(name)"))
  }

  /// An entry whose body and validators are derived from `version` and `url`, so a reader can
  /// tell whether what it got is whole and belongs together.
  static func entry(version: Int, for url: URL, bodyLength: Int? = nil) -> ImageDataCacheEntry {
    var body = Data("\(url.absoluteString)#\(version)|".utf8)
    let length = bodyLength ?? (200 + version % 900)
    body.append(
      contentsOf: (0..<max(0, length - body.count)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ version) })
    return ImageDataCacheEntry(data: body, info: HTTPCacheInfo(etag: "\"\(version)\""))
  }

  /// Whether the body of `entry` is exactly what ``entry(version:for:bodyLength:)`` made for
  /// `url`, for the version the body starts with.
  static func isWhole(_ entry: ImageDataCacheEntry, for url: URL) -> Bool {
    let prefix = "\(url.absoluteString)#"
    guard let bar = entry.data.firstIndex(of: UInt8(ascii: "|")) else { return false }
    let label = String(decoding: entry.data[..<bar], as: UTF8.self)
    guard label.hasPrefix(prefix), let version = Int(label.dropFirst(prefix.count)) else { return false }
    return entry.data == Self.entry(version: version, for: url, bodyLength: entry.data.count).data
  }

  /// The size of the file of an entry with a `bodyLength`-byte body and an ETag of as many digits
  /// as `version`.
  static func fileSize(version: Int, for url: URL, bodyLength: Int) -> Int {
    DiskImageCacheEntryFile.encode(entry(version: version, for: url, bodyLength: bodyLength), for: url)?.count
      ?? 0
  }

  /// The entry files in `folder` and their sizes.
  static func entryFiles(in folder: URL) -> [String: Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: Int] = [:]
    for name in names where name.hasSuffix(".skimage") {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      files[name] = (attributes?[.size] as? NSNumber)?.intValue ?? -1
    }
    return files
  }

  /// The files left in the cache's `.incoming` folder.
  static func temporaryFiles(in folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".incoming").path))
      ?? []
  }

  /// The modification date of `file`.
  static func modificationDate(of file: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
  }
}
