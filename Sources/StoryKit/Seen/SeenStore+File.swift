import Foundation

/// The file of one user's seen store.
///
/// ```
/// storykit-seen 1 <crc32 of the body, 8 hex digits> <body length in bytes>
/// {"seen":[["g1","s1"],["g1","s2"]],"userID":"user-42"}
/// ```
///
/// The first line is a header; the body is JSON with the user ID and the seen stories as
/// `[groupID, storyID]` pairs, the longest-seen first. The length and checksum tell a truncated
/// or damaged file from a good one before its JSON is read.
extension SeenStore {
  static let fileMagic = "storykit-seen"
  static let fileVersion = 1
  private static let filePrefix = "seen-"
  private static let fileSuffix = ".store"

  /// The file name for a user ID: `seen-<hex of the ID's UTF-8>.store`, or for an ID longer than
  /// 100 bytes `seen-h<FNV-1a 64><CRC-32>.store`. Only hex digits come from the ID, so no ID can
  /// name a path; the user ID inside the file settles the rare hash collision.
  static func fileName(forUserID userID: String) -> String {
    let bytes = Array(userID.utf8)
    guard bytes.count > 100 else {
      return filePrefix + bytes.map(hexByte).joined() + fileSuffix
    }
    var fnv: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    let fnvHex = String(fnv, radix: 16)
    let padded = String(repeating: "0", count: 16 - fnvHex.count) + fnvHex
    return filePrefix + "h" + padded + CRC32Checksum.hex(bytes) + fileSuffix
  }

  static func isStoreFileName(_ name: String) -> Bool {
    name.hasPrefix(filePrefix) && name.hasSuffix(fileSuffix)
  }

  private static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  static func encode(_ entries: [SeenEntry], userID: String) throws(DurableFile.Failure) -> Data {
    let seen = entries.map { JSONValue.array([.string($0.groupID), .string($0.storyID)]) }
    let body: Data
    do {
      body = try JSONValue.object(["seen": .array(seen), "userID": .string(userID)]).jsonData()
    } catch {
      throw DurableFile.Failure(path: userID, reason: "cannot encode the seen store: \(error)")
    }
    let header = "\(fileMagic) \(fileVersion) \(CRC32Checksum.hex(body)) \(body.count)\n"
    return Data(header.utf8) + body
  }

  /// Reads a store file; every problem empties the store and is explained by one diagnostic.
  static func load(from url: URL, userID: String) -> (entries: [SeenEntry], diagnostics: [Diagnostic]) {
    let data: Data
    do {
      guard let read = try DurableFile.read(url) else { return ([], []) }
      data = read
    } catch {
      return ([], [diagnostic(.syntax, url, "cannot be read (\(error.reason))")])
    }
    switch decode(data, userID: userID) {
    case .success(let entries): return (entries, [])
    case .failure(let problem): return ([], [diagnostic(problem.code, url, problem.message)])
    }
  }

  struct FileProblem: Error {
    var code: Diagnostic.Code
    var message: String
  }

  static func decode(_ data: Data, userID: String) -> Result<[SeenEntry], FileProblem> {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else {
      return .failure(FileProblem(code: .syntax, message: "has no header line (truncated or not a store)"))
    }
    let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
      .split(separator: " ").map(String.init)
    guard header.count == 4, header[0] == fileMagic, let version = Int(header[1]),
      let length = Int(header[3])
    else {
      return .failure(FileProblem(code: .syntax, message: "has a malformed header"))
    }
    guard version == fileVersion else {
      let message = "has format version \(version); this version reads \(fileVersion)"
      return .failure(FileProblem(code: .unsupportedSchemaVersion, message: message))
    }
    let body = data[data.index(after: newline)...]
    guard body.count == length else {
      let message = "holds \(body.count) of the \(length) bytes its header announces (truncated?)"
      return .failure(FileProblem(code: .syntax, message: message))
    }
    guard CRC32Checksum.hex(body) == header[2] else {
      return .failure(FileProblem(code: .invalidValue, message: "fails its checksum (damaged)"))
    }
    guard let json = try? JSONValue(parsing: Data(body)), let decoded = try? readBody(json) else {
      return .failure(FileProblem(code: .syntax, message: "holds JSON this version cannot read"))
    }
    guard decoded.userID == userID else {
      return .failure(FileProblem(code: .invalidValue, message: "belongs to another user ID"))
    }
    let entries = decoded.seen.compactMap { pair in
      pair.count == 2 ? SeenEntry(groupID: pair[0], storyID: pair[1]) : nil
    }
    return .success(entries)
  }

  /// The body's user ID and its `seen` lists, every element a string (a pair that is not two long
  /// is skipped by the caller, as the Codable-based version did).
  private static func readBody(_ json: JSONValue) throws(JSONShapeError) -> (userID: String, seen: [[String]])
  {
    guard case .object(let object) = json else {
      throw JSONShapeError(path: .root, expected: "an object", found: json.shapeDescription)
    }
    let userID = try object.string("userID", at: .root)
    var seen: [[String]] = []
    for (index, pair) in try object.array("seen", at: .root).enumerated() {
      let path = JSONPath.root.appending("seen").appending(index)
      guard case .array(let elements) = pair else {
        throw JSONShapeError(path: path, expected: "an array of strings", found: pair.shapeDescription)
      }
      seen.append(
        try elements.enumerated().map { (position, element) throws(JSONShapeError) in
          guard case .string(let text) = element else {
            throw JSONShapeError(
              path: path.appending(position), expected: "a string", found: element.shapeDescription)
          }
          return text
        })
    }
    return (userID, seen)
  }

  private static func diagnostic(_ code: Diagnostic.Code, _ url: URL, _ problem: String) -> Diagnostic {
    Diagnostic(.error, code, at: .root, "seen store \(url.lastPathComponent) \(problem); starting empty")
  }
}
