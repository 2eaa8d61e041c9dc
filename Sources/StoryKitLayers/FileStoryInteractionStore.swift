import Foundation
import StoryKit
import StoryKitUI

/// A ``StoryInteractionStore`` kept in a JSON file, so votes and quiz answers survive relaunches.
///
/// ```json
/// {"answers":[{"layerID":"poll-1","option":0,"storyID":"s1","userID":"user-42"}],"version":1}
/// ```
///
/// - Every change replaces the file atomically (a temporary file, flushed, renamed over it), so a
///   crash leaves the old or the new answers, never a mix.
/// - A missing file is an empty store. An unreadable, corrupt or unknown file never crashes: the
///   store starts empty, ``loadProblem`` says why, and a warning is logged. The next answer
///   replaces the bad file.
/// - A file that cannot be written keeps the answers in memory, with a logged warning.
/// - Files written by earlier versions (with Codable) load as they are: the format has not
///   changed, only the JSON code (StoryKit's `JSONValue` parser and `JSONWriter`). An option of
///   2⁵³ or more, which a `Double` may not hold exactly, is kept in memory only.
///
/// Thread safety: every method may be called from any thread. One lock guards the answers and
/// the write, so the file gets the changes in the order they were made. Keep one store per file.
public final class FileStoryInteractionStore: StoryInteractionStore {
  /// The file.
  public let fileURL: URL
  /// Why the file could not be read when the store opened, or `nil` when it was fine or absent.
  public let loadProblem: String?

  static let version = 1
  private let answers: Mutex<[StoryInteractionKey: Int]>

  /// Opens the store at `fileURL`, reading what was saved before.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    let loaded = Self.load(fileURL)
    answers = Mutex(loaded.answers)
    loadProblem = loaded.problem
    if let problem = loaded.problem {
      Self.warn("interaction store \(fileURL.lastPathComponent) \(problem); starting empty")
    }
  }

  /// The option index chosen for `key`, or `nil`.
  public func selectedOption(for key: StoryInteractionKey) -> Int? {
    answers.withLock { $0[key] }
  }

  /// Remembers the option index chosen for `key` and writes the file.
  public func setSelectedOption(_ option: Int, for key: StoryInteractionKey) {
    let failure: String? = answers.withLock { answers in
      answers[key] = option
      do {
        try Self.write(answers, to: fileURL)
        return nil
      } catch {
        return "\(error)"
      }
    }
    if let failure {
      Self.warn(
        "interaction store \(fileURL.lastPathComponent) cannot be written (\(failure)); kept in memory")
    }
  }

  /// How many answers the store holds.
  public var count: Int {
    answers.withLock { $0.count }
  }

  // MARK: - The file

  static func load(_ url: URL) -> (answers: [StoryInteractionKey: Int], problem: String?) {
    guard FileManager.default.fileExists(atPath: url.path) else { return ([:], nil) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return ([:], "cannot be read (\(error.localizedDescription))")
    }
    let json: JSONValue
    do {
      json = try JSONValue(parsing: data)
    } catch {
      return ([:], "holds \(data.count) bytes that are not JSON (\(error))")
    }
    do {
      return try read(json)
    } catch {
      return ([:], "holds JSON that is not the store's (\(error))")
    }
  }

  /// The answers in a parsed file, or the version problem; throws where a member has the wrong
  /// shape, as the Codable-based reader failed on the whole file.
  private static func read(
    _ json: JSONValue
  ) throws(JSONShapeError) -> (answers: [StoryInteractionKey: Int], problem: String?) {
    let body = try json.object(at: .root)
    let fileVersion = try body.integer("version", at: .root)
    guard fileVersion == version else {
      return ([:], "has format version \(fileVersion); this version reads \(version)")
    }
    var answers: [StoryInteractionKey: Int] = [:]
    for (index, element) in try body.array("answers", at: .root).enumerated() {
      let path = JSONPath.root.appending("answers").appending(index)
      let entry = try element.object(at: path)
      let key = StoryInteractionKey(
        userID: try entry.optionalString("userID", at: path), storyID: try entry.string("storyID", at: path),
        layerID: try entry.string("layerID", at: path))
      // Negative options are dropped; so are whole numbers from 2⁵³ on, which a Double holds only
      // approximately (the Codable-based writer wrote any Int).
      if let option = try readOption(entry, at: path), option >= 0 { answers[key] = option }
    }
    return (answers, nil)
  }

  /// Whether `option` is below 2⁵³ in magnitude, where every whole number is exactly a `Double`
  /// and no other number's digits read back as it; other options are neither written nor read.
  /// (`magnitude`, as `abs(Int.min)` would trap.)
  static func isWritable(_ option: Int) -> Bool {
    option.magnitude < 1 << 53
  }

  /// The order the Codable-based version wrote the answers in.
  private static func sortOrder(_ key: StoryInteractionKey) -> (String, String, String) {
    (key.userID ?? "", key.storyID, key.layerID)
  }

  private static func readOption(_ entry: JSONObject, at path: JSONPath) throws(JSONShapeError) -> Int? {
    do {
      let option = try entry.integer("option", at: path)
      return isWritable(option) ? option : nil
    } catch {
      // A whole number past Int's range, such as Int.max read back as 2⁶³, is skipped too.
      if case .number(let number)? = entry["option"], number.isFinite, number.rounded(.towardZero) == number {
        return nil
      }
      throw error
    }
  }

  /// Writes `answers`, members in the order the Codable-based version wrote them (sorted keys).
  private static func write(_ answers: [StoryInteractionKey: Int], to url: URL) throws {
    let entries = answers.filter { isWritable($0.value) }
      .sorted { sortOrder($0.key) < sortOrder($1.key) }
      .map { key, option -> JSONValue in
        var entry: JSONObject = [
          "layerID": .string(key.layerID), "option": .number(Double(option)), "storyID": .string(key.storyID),
        ]
        if let userID = key.userID { entry["userID"] = .string(userID) }
        return .object(entry)
      }
    let body: JSONValue = ["answers": .array(entries), "version": .number(Double(version))]
    try replaceDurably(url, with: try body.jsonData())
  }

  /// Writes a temporary file beside `url`, flushes it and renames it over `url`, then flushes
  /// the folder, as the seen store does.
  private static func replaceDurably(_ url: URL, with data: Data) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "rename failed: \(reason)"])
    }
    if let handle = FileHandle(forReadingAtPath: directory.path) {
      try? handle.synchronize()
      try? handle.close()
    }
  }

  /// Logs on the main actor, whichever thread the store is used from.
  private static func warn(_ message: String) {
    Task { @MainActor in StoryKitLog.warning(message) }
  }
}
