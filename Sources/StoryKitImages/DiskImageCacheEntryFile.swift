import Foundation
import StoryKit

/// The name and the bytes of one ``DiskImageDataCache`` entry file.
///
/// A file is named `<FNV-1a 64 of the absolute URL string, 16 hex digits>-<its UTF-8 length>.skimage`
/// and holds, integers little-endian:
///
/// ```
/// offset  size  field
///      0     4  magic "SKIC"
///      4     2  format version, 1
///      6     4  header length H
///     10     8  body length B
///     18     8  FNV-1a 64 of the header
///     26     8  FNV-1a 64 of the body
///     34     H  header: UTF-8 JSON {"url", "etag"?, "lastModified"?, "freshUntil"? (seconds since
///               2001-01-01 UTC, Foundation's reference date, so dates read back exactly), "noStore"}
///  34 + H    B  body: the bytes exactly as fetched
/// ```
///
/// The header is read with StoryKit's `JSONValue` parser and written with its `JSONWriter`; files
/// of earlier versions, whose headers Codable wrote (with `/` escaped as `\/`), read as they are.
///
/// The file is exactly `34 + H + B` bytes long. Anything else — another magic or version, a short
/// or long file, a checksum that does not match, a header that does not decode — is a ``Damage``.
/// The URL in the header is compared by the cache, so two URLs whose names collide read as a miss.
enum DiskImageCacheEntryFile {
  /// The first four bytes of every entry file.
  static let magic: [UInt8] = Array("SKIC".utf8)
  /// The format version this code writes and reads.
  static let version: UInt16 = 1
  /// The bytes before the header.
  static let prefixLength = 34
  /// The longest header written or read; longer ones are damage (or a URL not worth caching).
  static let maximumHeaderLength = 64 * 1024
  /// The extension of entry files; other files in the folder are not the cache's.
  static let fileExtension = "skimage"

  /// Why the bytes of a file are not an entry.
  enum Damage: Error, Hashable, CustomStringConvertible {
    case tooShort(bytes: Int)
    case wrongMagic
    case unsupportedVersion(UInt16)
    case wrongLength(expected: UInt64, found: Int)
    case headerChecksumMismatch
    case bodyChecksumMismatch
    case unreadableHeader

    var description: String {
      switch self {
      case .tooShort(let bytes): "\(bytes) bytes, shorter than an entry's \(prefixLength)-byte prefix"
      case .wrongMagic: "not an image cache entry (wrong magic)"
      case .unsupportedVersion(let version):
        "format version \(version) where \(DiskImageCacheEntryFile.version) is read"
      case .wrongLength(let expected, let found):
        "\(found) body bytes where \(expected) were written (a truncated file)"
      case .headerChecksumMismatch: "a header checksum mismatch"
      case .bodyChecksumMismatch: "a body checksum mismatch"
      case .unreadableHeader: "an unreadable header"
      }
    }
  }

  /// A decoded file: the URL it was stored for and its entry.
  struct Contents: Hashable {
    var url: String
    var entry: ImageDataCacheEntry
  }

  /// The file name of `url`'s entry.
  static func fileName(for url: URL) -> String {
    let key = url.absoluteString
    return "\(FNV1a64.hex(FNV1a64.hash(key)))-\(key.utf8.count).\(fileExtension)"
  }

  /// The bytes of the file holding `entry` for `url`; `nil` when the header cannot be written
  /// (a date that is not finite, or a header longer than ``maximumHeaderLength``).
  static func encode(_ entry: ImageDataCacheEntry, for url: URL) -> Data? {
    guard let headerBytes = try? header(entry.info, for: url).jsonData(),
      headerBytes.count <= maximumHeaderLength
    else {
      return nil
    }
    var file = Data(capacity: prefixLength + headerBytes.count + entry.data.count)
    file.append(contentsOf: magic)
    appendLittleEndian(version, to: &file)
    appendLittleEndian(UInt32(headerBytes.count), to: &file)
    appendLittleEndian(UInt64(entry.data.count), to: &file)
    appendLittleEndian(FNV1a64.hash(headerBytes), to: &file)
    appendLittleEndian(FNV1a64.hash(entry.data), to: &file)
    file.append(headerBytes)
    file.append(entry.data)
    return file
  }

  /// The entry in `file`, or why there is none.
  static func decode(_ file: Data) -> Result<Contents, Damage> {
    file.withUnsafeBytes { decode($0) }
  }

  private static func decode(_ bytes: UnsafeRawBufferPointer) -> Result<Contents, Damage> {
    guard bytes.count >= prefixLength else { return .failure(.tooShort(bytes: bytes.count)) }
    guard bytes.prefix(magic.count).elementsEqual(magic) else { return .failure(.wrongMagic) }
    let storedVersion = readLittleEndian(UInt16.self, from: bytes, at: 4)
    guard storedVersion == version else { return .failure(.unsupportedVersion(storedVersion)) }
    let headerLength = Int(readLittleEndian(UInt32.self, from: bytes, at: 6))
    let bodyLength = readLittleEndian(UInt64.self, from: bytes, at: 10)
    guard headerLength <= maximumHeaderLength, bytes.count - prefixLength >= headerLength else {
      return .failure(.unreadableHeader)
    }
    let bodyStart = prefixLength + headerLength
    let foundBodyLength = bytes.count - bodyStart
    guard UInt64(foundBodyLength) == bodyLength else {
      return .failure(.wrongLength(expected: bodyLength, found: foundBodyLength))
    }
    let headerBytes = UnsafeRawBufferPointer(rebasing: bytes[prefixLength..<bodyStart])
    let body = UnsafeRawBufferPointer(rebasing: bytes[bodyStart...])
    guard FNV1a64.hash(headerBytes) == readLittleEndian(UInt64.self, from: bytes, at: 18) else {
      return .failure(.headerChecksumMismatch)
    }
    guard FNV1a64.hash(body) == readLittleEndian(UInt64.self, from: bytes, at: 26) else {
      return .failure(.bodyChecksumMismatch)
    }
    guard let json = try? JSONValue(parsing: Data(headerBytes)), let header = try? readHeader(json) else {
      return .failure(.unreadableHeader)
    }
    return .success(
      Contents(url: header.url, entry: ImageDataCacheEntry(data: Data(body), info: header.info)))
  }

  /// The header's JSON, members in the order the Codable-based version wrote them (sorted keys);
  /// absent validators are left out.
  private static func header(_ info: HTTPCacheInfo, for url: URL) -> JSONValue {
    var header = JSONObject()
    if let etag = info.etag { header["etag"] = .string(etag) }
    if let freshUntil = info.freshUntil {
      header["freshUntil"] = .number(freshUntil.timeIntervalSinceReferenceDate)
    }
    if let lastModified = info.lastModified { header["lastModified"] = .string(lastModified) }
    header["noStore"] = .bool(info.noStore)
    header["url"] = .string(url.absoluteString)
    return .object(header)
  }

  /// The URL and caching headers in a header's JSON; a member of the wrong type throws, as it
  /// did for the Codable-based reader, and unknown members are ignored.
  private static func readHeader(
    _ json: JSONValue
  ) throws(JSONShapeError) -> (url: String, info: HTTPCacheInfo) {
    let header = try json.object(at: .root)
    let freshUntil = try header.optionalFiniteNumber("freshUntil", at: .root)
    let info = HTTPCacheInfo(
      etag: try header.optionalString("etag", at: .root),
      lastModified: try header.optionalString("lastModified", at: .root),
      freshUntil: freshUntil.map(Date.init(timeIntervalSinceReferenceDate:)),
      noStore: try header.bool("noStore", at: .root))
    return (try header.string("url", at: .root), info)
  }

  private static func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer, to data: inout Data) {
    withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
  }

  /// The integer at `offset`; the caller has checked that its bytes are there.
  private static func readLittleEndian<Integer: FixedWidthInteger>(
    _ type: Integer.Type, from bytes: UnsafeRawBufferPointer, at offset: Int
  ) -> Integer {
    var value: Integer = 0
    for index in 0..<MemoryLayout<Integer>.size {
      value |= Integer(bytes[offset + index]) << (8 * index)
    }
    return value
  }
}
