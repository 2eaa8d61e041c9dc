import Foundation

/// The last-known-good feed document of each placement token, on disk.
///
/// One file per token, `<token>.feedcache` in the cache's folder, replaced atomically (written to
/// a temporary file, flushed, renamed) so a crash leaves the old copy or the new one. The file is
///
/// ```
/// storykit-feed-cache 1\n
/// <CRC-32 of everything after this line, 8 hex digits>\n
/// <metadata: one line of JSON — token, etag, lastModified, fetchedAt, bytes>\n
/// <the document exactly as the server sent it>
/// ```
///
/// A file that is unreadable, truncated, fails its checksum, or belongs to another token is never
/// trusted: ``load(token:)`` deletes it and returns a warning ``Diagnostic`` instead, so the feed
/// is fetched again without validators. Callers store only documents that decoded to a feed with
/// the token's placement (``PlacementDataProvider`` does), so the cache holds last-known-*good* copies.
///
/// Thread safety: `Sendable`; every call works on the file system only, and one token's writes
/// are whole-file renames, so concurrent readers see a complete file.
public final class FeedCache: Sendable {
  /// A cached document and what the server said about it.
  public struct Entry: Sendable, Hashable {
    /// The placement token.
    public var token: String
    /// The document exactly as the server sent it.
    public var document: Data
    /// Its `ETag` and `Last-Modified`, for conditional requests.
    public var validators: FeedValidators
    /// When it was fetched (or last confirmed by a 304).
    public var fetchedAt: Date

    /// Creates an entry.
    public init(token: String, document: Data, validators: FeedValidators, fetchedAt: Date) {
      self.token = token
      self.document = document
      self.validators = validators
      self.fetchedAt = fetchedAt
    }
  }

  /// Why an entry could not be stored.
  public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder concerned.
    public var path: String
    /// The system's reason.
    public var reason: String
    /// `cannot store the feed cache at <path>: <reason>`.
    public var description: String { "cannot store the feed cache at \(path): \(reason)" }
  }

  /// The first line of every cache file.
  static let magic = "storykit-feed-cache 1"

  /// The folder holding the cache files.
  public let directory: URL

  /// Creates a cache keeping its files in `directory` (created on the first store).
  public init(directory: URL) {
    self.directory = directory
  }

  /// The file of `token`.
  public func fileURL(for token: String) -> URL {
    directory.appendingPathComponent("\(token).feedcache")
  }

  /// The cached entry of `token`, or `nil` with a diagnostic when the file is damaged (it is then
  /// deleted); `nil` without one when there is no file.
  public func load(token: String) -> (entry: Entry?, diagnostics: [Diagnostic]) {
    let url = fileURL(for: token)
    let data: Data?
    do {
      data = try DurableFile.read(url)
    } catch {
      return (nil, [discard(url, "the file cannot be read (\(error.reason))")])
    }
    guard let data else { return (nil, []) }
    switch Self.parse(data, token: token) {
    case .success(let entry): return (entry, [])
    case .failure(let problem): return (nil, [discard(url, problem.reason)])
    }
  }

  /// Stores `entry` atomically, replacing the token's previous copy.
  public func store(_ entry: Entry) throws(StoreError) {
    do {
      try DurableFile.createDirectory(directory)
      try DurableFile.replace(fileURL(for: entry.token), with: Self.encode(entry))
    } catch {
      throw StoreError(path: error.path, reason: error.reason)
    }
  }

  /// Deletes the token's copy, if there is one.
  public func remove(token: String) {
    try? FileManager.default.removeItem(at: fileURL(for: token))
  }

  private func discard(_ url: URL, _ reason: String) -> Diagnostic {
    try? FileManager.default.removeItem(at: url)
    return Diagnostic(
      .warning, .invalidValue, at: .root,
      "expected a valid feed cache file at \(url.path), found \(reason); it is deleted and the feed refetched"
    )
  }

  /// The metadata line: `{"token":…,"etag":…,"lastModified":…,"fetchedAt":<s since 1970>,"bytes":…}`,
  /// absent validators left out. Files of the Codable-based version (keys sorted, `/` escaped) read
  /// the same.
  private struct Metadata {
    var token: String
    var etag: String?
    var lastModified: String?
    var fetchedAt: Double
    var bytes: Int

    var json: JSONValue {
      var object: JSONObject = ["token": .string(token)]
      if let etag { object["etag"] = .string(etag) }
      if let lastModified { object["lastModified"] = .string(lastModified) }
      object["fetchedAt"] = .number(fetchedAt)
      object["bytes"] = .number(Double(bytes))
      return .object(object)
    }

    static func read(_ json: JSONValue) throws(JSONShapeError) -> Metadata {
      guard case .object(let object) = json else {
        throw JSONShapeError(path: .root, expected: "an object", found: json.shapeDescription)
      }
      return Metadata(
        token: try object.string("token", at: .root), etag: try object.optionalString("etag", at: .root),
        lastModified: try object.optionalString("lastModified", at: .root),
        fetchedAt: try object.finiteNumber("fetchedAt", at: .root),
        bytes: try object.integer("bytes", at: .root))
    }
  }

  private struct Problem: Error {
    var reason: String
  }

  /// The bytes of a cache file for `entry`.
  static func encode(_ entry: Entry) -> Data {
    let metadata = Metadata(
      token: entry.token, etag: entry.validators.etag, lastModified: entry.validators.lastModified,
      fetchedAt: entry.fetchedAt.timeIntervalSince1970, bytes: entry.document.count)
    // Only a `fetchedAt` that is not finite (a date made from NaN) cannot be written; the empty
    // line left instead fails the load, so such an entry is refetched rather than trusted.
    var body = (try? metadata.json.jsonData()) ?? Data()
    body.append(UInt8(ascii: "\n"))
    body.append(entry.document)
    return Data("\(magic)\n\(CRC32Checksum.hex(body))\n".utf8) + body
  }

  /// ``parse(_:token:)`` for the fuzz targets: 1 when the entry is accepted.
  static func parseForFuzzing(_ data: Data, token: String) -> Int {
    (try? parse(data, token: token).get()) == nil ? 0 : 1
  }

  private static func parse(_ data: Data, token: String) -> Result<Entry, Problem> {
    let newline = UInt8(ascii: "\n")
    let bytes = [UInt8](data)
    guard let first = bytes.firstIndex(of: newline),
      String(decoding: bytes[..<first], as: UTF8.self) == magic
    else {
      return .failure(Problem(reason: "no cache header"))
    }
    let checksumStart = first + 1
    guard let second = bytes[checksumStart...].firstIndex(of: newline) else {
      return .failure(Problem(reason: "a truncated file (no checksum line)"))
    }
    let stored = String(decoding: bytes[checksumStart..<second], as: UTF8.self)
    let body = bytes[(second + 1)...]
    guard CRC32Checksum.hex(body) == stored else {
      return .failure(Problem(reason: "a checksum mismatch (a truncated or damaged file)"))
    }
    guard let third = body.firstIndex(of: newline),
      let json = try? JSONValue(parsing: Data(body[body.startIndex..<third])),
      let metadata = try? Metadata.read(json)
    else {
      return .failure(Problem(reason: "unreadable metadata"))
    }
    let document = Data(body[(third + 1)...])
    guard metadata.bytes == document.count else {
      return .failure(
        Problem(reason: "\(document.count) document bytes where \(metadata.bytes) were written"))
    }
    guard metadata.token == token else {
      return .failure(Problem(reason: "the document of another token, \"\(metadata.token.clipped())\""))
    }
    return .success(
      Entry(
        token: token, document: document,
        validators: FeedValidators(etag: metadata.etag, lastModified: metadata.lastModified),
        fetchedAt: Date(timeIntervalSince1970: metadata.fetchedAt)))
  }
}
