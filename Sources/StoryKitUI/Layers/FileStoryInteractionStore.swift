import Foundation
import StoryKit

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

  private struct Body: Codable {
    var version: Int
    var answers: [Entry]
  }

  private struct Entry: Codable {
    var userID: String?
    var storyID: String
    var layerID: String
    var option: Int
  }

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
    guard let body = try? JSONDecoder().decode(Body.self, from: data) else {
      return ([:], "holds \(data.count) bytes that are not the store's JSON")
    }
    guard body.version == version else {
      return ([:], "has format version \(body.version); this version reads \(version)")
    }
    var answers: [StoryInteractionKey: Int] = [:]
    for entry in body.answers where entry.option >= 0 {
      answers[StoryInteractionKey(userID: entry.userID, storyID: entry.storyID, layerID: entry.layerID)] =
        entry.option
    }
    return (answers, nil)
  }

  private static func write(_ answers: [StoryInteractionKey: Int], to url: URL) throws {
    let entries = answers.map { key, option in
      Entry(userID: key.userID, storyID: key.storyID, layerID: key.layerID, option: option)
    }
    .sorted { ($0.userID ?? "", $0.storyID, $0.layerID) < ($1.userID ?? "", $1.storyID, $1.layerID) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Body(version: version, answers: entries))
    try replaceDurably(url, with: data)
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
