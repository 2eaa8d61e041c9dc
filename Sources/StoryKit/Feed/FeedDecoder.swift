import Foundation

/// Reads a feed document into ``Feed`` values, keeping everything valid and reporting the rest.
///
/// Decoding is a partial success: an invalid group, story, layer or widget variant is dropped with
/// an error ``Diagnostic`` naming its JSON path, and its siblings are kept. Unknown keys are
/// ignored; unknown enum values are kept by name with a warning. The decoder never crashes and
/// never hangs: any byte sequence gives a result in time linear in its length.
///
/// ```swift
/// let decoder = FeedDecoder(baseURL: feedFileURL)
/// let result = decoder.decode(data)
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// let groups = result.feed?.storyGroups ?? []
/// ```
public struct FeedDecoder: Sendable {
  /// The schema version this decoder reads.
  public static let supportedSchemaVersion = 1

  /// Bounds on the document.
  public var limits: Limits
  /// The URL relative references are resolved against: the feed's own URL or file.
  public var baseURL: URL?
  /// The user's values for the feed's per-user placeholders, by key (``PlacementConfig/userData``).
  ///
  /// Text the user reads (layers' text, titles, calls to action's labels, answers) and content
  /// URLs may contain `{{user.firstName}}`, or `{{user.firstName|there}}` with a fallback after
  /// the bar. A placeholder with neither a value here nor a fallback becomes empty, with a
  /// warning; one that is malformed stays as written, with a warning. In a URL, the value is
  /// percent-encoded.
  public var userData: [String: String] = [:]
  /// Whether the result lists the content references that resolved to files
  /// (``FeedDecodingResult/localFiles``), for `storykit validate`. Off by default: resolving
  /// each reference's path costs a demo-sized feed read from disk about a third more time.
  package var collectsLocalFiles = false
  /// The parser's working memory, kept from one decode to the next (shared by copies of the
  /// decoder): see ``JSONTapeBlocks``.
  let tapeBlocks = JSONTapeBlocks()

  /// Creates a decoder.
  public init(limits: Limits = .default, baseURL: URL? = nil, userData: [String: String] = [:]) {
    self.limits = limits
    self.baseURL = baseURL
    self.userData = userData
  }

  /// Decodes a document.
  public func decode(_ data: Data) -> FeedDecodingResult {
    decodeLoggingKeys(data, logKeys: false).result
  }

  /// Decodes and, if asked, records the keys read per object path (for the schema drift test).
  func decodeLoggingKeys(
    _ data: Data, logKeys: Bool
  ) -> (result: FeedDecodingResult, keys: FeedReader.KeyLog?) {
    let reader = FeedReader(
      limits: limits, baseURL: baseURL, logsKeys: logKeys, collectsLocalFiles: collectsLocalFiles,
      userData: userData)
    let feed = decode(data, with: reader)
    var result = FeedDecodingResult(feed: feed, diagnostics: reader.diagnostics)
    result.localFiles = reader.localFiles
    return (result, reader.keyLog)
  }

  /// Reads and decodes a file; relative references resolve against the file's folder unless a
  /// ``baseURL`` is set. A file that cannot be read gives an error diagnostic, not a throw.
  public func decode(contentsOf fileURL: URL) -> FeedDecodingResult {
    var decoder = self
    if decoder.baseURL == nil { decoder.baseURL = fileURL }
    let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? NSNumber)?.intValue
    if let size, size > limits.maxDocumentBytes {
      return FeedDecodingResult(feed: nil, diagnostics: [Self.tooLarge(size, limit: limits.maxDocumentBytes)])
    }
    do {
      return decoder.decode(try Data(contentsOf: fileURL))
    } catch {
      let message =
        "expected a readable feed file at \(fileURL.path), found an error: \(error.localizedDescription)"
      return FeedDecodingResult(feed: nil, diagnostics: [Diagnostic(.error, .syntax, at: .root, message)])
    }
  }

  private func decode(_ data: Data, with reader: FeedReader) -> Feed? {
    guard data.count <= limits.maxDocumentBytes else {
      reader.append([Self.tooLarge(data.count, limit: limits.maxDocumentBytes)])
      return nil
    }
    guard let body = stripByteOrderMark(data, reader: reader) else { return nil }
    do {
      return try JSONParser(maxDepth: limits.maxDepth, blocks: tapeBlocks).parse(body) { output in
        reader.append(output.diagnostics)
        return readRoot(output.root, reader: reader)
      }
    } catch {
      let message =
        error.path.components.isEmpty
        ? error.description : "\(error.description), while reading \(error.path)"
      reader.report(.error, error.isLimit ? .limitExceeded : .syntax, at: .root, message)
      return nil
    }
  }

  private func stripByteOrderMark(_ data: Data, reader: FeedReader) -> Data? {
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.report(
        .warning, .byteOrderMark, at: .root,
        "expected UTF-8 without a byte-order mark, found one; it is ignored")
      return data.dropFirst(3)
    }
    let marks: [(bytes: [UInt8], name: String)] = [
      ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"),
      ([0xFE, 0xFF], "UTF-16"), ([0xFF, 0xFE], "UTF-16"),
    ]
    if let mark = marks.first(where: { data.starts(with: $0.bytes) }) {
      reader.report(
        .error, .unsupportedEncoding, at: .root, "expected UTF-8 JSON, found a \(mark.name) byte-order mark")
      return nil
    }
    return data
  }

  private func readRoot(_ value: JSONNode, reader: FeedReader) -> Feed? {
    guard let object = reader.readObject(value, at: .root, expected: "an object at the top of the document")
    else {
      return nil
    }
    let root = ObjectReader(object: object, reader: reader)
    guard let schemaVersion = readSchemaVersion(root, reader: reader),
      let placement = root.required("placement", reader.readPlacement)
    else { return nil }
    return Feed(
      schemaVersion: schemaVersion, placement: placement,
      storyGroups: root.optional("storyGroups") { value, path in
        reader.readList(value, at: path, limit: limits.maxStoryGroups, itemName: "story group", id: \.id) {
          reader.readStoryGroup($0, at: $1, position: $2)
        }
      } ?? [],
      banners: root.optional("banners") { value, path in
        reader.readList(value, at: path, itemName: "banner", id: \.id) { value, path, _ in
          reader.readBanner(value, at: path)
        }
      } ?? [],
      swipeCards: root.optional("swipeCards") { value, path in
        reader.readList(value, at: path, itemName: "swipe card", id: \.id) { value, path, _ in
          reader.readSwipeCard(value, at: path)
        }
      } ?? [],
      canvas: root.optional("canvas", reader.readCanvas),
      videoFeed: root.optional("videoFeed") { value, path in
        reader.readList(value, at: path, itemName: "video feed item", id: \.id) { value, path, _ in
          reader.readVideoFeedItem(value, at: path)
        }
      } ?? [])
  }

  private func readSchemaVersion(_ root: ObjectReader, reader: FeedReader) -> Int? {
    let path = JSONPath.root.appending("schemaVersion")
    reader.logKey("schemaVersion", in: .root, isRequired: true)
    guard let value = root.object.member("schemaVersion") else {
      reader.report(
        .error, .unsupportedSchemaVersion, at: path,
        "expected the schema version \(Self.supportedSchemaVersion), it is missing; nothing is decoded")
      return nil
    }
    guard let number = value.numberValue, number.isFinite, number.rounded() == number, number >= 1,
      number < 1e9
    else {
      reader.report(
        .error, .unsupportedSchemaVersion, at: path,
        "expected the schema version \(Self.supportedSchemaVersion) (an integer ≥ 1), found \(value.diagnosticDescription); nothing is decoded"
      )
      return nil
    }
    let version = Int(number)
    if version > Self.supportedSchemaVersion {
      reader.report(
        .warning, .unsupportedSchemaVersion, at: path,
        "expected the schema version \(Self.supportedSchemaVersion), found \(version); decoding what this version understands"
      )
    }
    return version
  }

  private static func tooLarge(_ size: Int, limit: Int) -> Diagnostic {
    Diagnostic(
      .error, .limitExceeded, at: .root,
      "expected a document of at most \(ByteCountFormatter.binary(limit)), found \(ByteCountFormatter.binary(size)); nothing is decoded"
    )
  }
}

extension ByteCountFormatter {
  /// `8 MiB`, `20.0 MiB`, `512 bytes`: sizes in messages.
  static func binary(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) bytes" }
    let units = ["KiB", "MiB", "GiB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024 && unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return value.rounded() == value
      ? "\(Int(value)) \(units[unit])" : String(format: "%.1f %@", value, units[unit])
  }
}
