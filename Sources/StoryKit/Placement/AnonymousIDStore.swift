import Foundation

/// Where an anonymous user's random ID lives, so the user keeps the same rollout bucket on every
/// launch. Implementations are thread-safe.
///
/// ```swift
/// let store = FileAnonymousIDStore(directory: applicationSupport.appendingPathComponent("StoryKit"))
/// let id = try store.anonymousID()  // created and saved on first use, the same afterwards
/// ```
public protocol AnonymousIDStore: Sendable {
  /// The anonymous ID: created and persisted on first use, the same on every later call.
  /// - Throws: ``AnonymousIDStoreError`` when a new ID cannot be persisted.
  func anonymousID() throws(AnonymousIDStoreError) -> String
}

/// Why an anonymous ID could not be persisted.
public struct AnonymousIDStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file that could not be written.
  public var path: String
  /// The system's reason.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    "cannot save the anonymous ID to \(path): \(reason)"
  }
}

/// An ``AnonymousIDStore`` that keeps the ID in one small file in a folder the app gives.
///
/// On first use it writes a random lowercase UUID atomically (a temporary file renamed into place),
/// so a crash never leaves half an ID. A file that is unreadable, empty, longer than
/// ``maxIDLength`` bytes or holds anything but printable ASCII is replaced with a new ID. If saving
/// fails the call throws, and the next call tries again. Two processes starting at the same moment
/// may each write an ID; the later rename wins from then on.
///
/// Thread safety: one lock guards the ID in memory and is held while the file is read or written,
/// so one store creates one ID. `makeID` runs outside it, so callers racing for the first ID may
/// each make one; only the first saved is kept.
public final class FileAnonymousIDStore: AnonymousIDStore {
  /// The longest ID read back from the file, in bytes.
  public static let maxIDLength = 128
  /// The file's name unless the app chooses another.
  public static let defaultFileName = "storykit-anonymous-id"

  /// The file the ID is kept in.
  public let fileURL: URL
  private let makeID: @Sendable () -> String
  // The ID once read or made; held while reading or writing the file.
  private let cached = Mutex<String?>(nil)

  /// Creates a store keeping its ID in `directory` (created when missing).
  /// - Parameter makeID: Makes a new ID; a random lowercase UUID by default.
  public init(
    directory: URL, fileName: String = FileAnonymousIDStore.defaultFileName,
    makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
  ) {
    self.fileURL = directory.appendingPathComponent(fileName.isEmpty ? Self.defaultFileName : fileName)
    self.makeID = makeID
  }

  public func anonymousID() throws(AnonymousIDStoreError) -> String {
    if let known = knownID() { return known }
    // The app's closure runs outside the lock; a racing caller may save its ID first.
    let made = makeID()
    return try cached.withLock { (cached: inout String?) throws(AnonymousIDStoreError) -> String in
      if let known = cached ?? Self.validID(in: readPrefix()) {
        cached = known
        return known
      }
      do {
        try FileManager.default.createDirectory(
          at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(made.utf8).write(to: fileURL, options: .atomic)
      } catch {
        throw AnonymousIDStoreError(path: fileURL.path, reason: error.localizedDescription)
      }
      cached = made
      return made
    }
  }

  /// Forgets the ID, in memory and on disk; the next call creates a new one.
  /// - Throws: ``AnonymousIDStoreError`` when the file exists but cannot be removed.
  public func reset() throws(AnonymousIDStoreError) {
    try cached.withLock { (cached: inout String?) throws(AnonymousIDStoreError) in
      cached = nil
      guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
      do {
        try FileManager.default.removeItem(at: fileURL)
      } catch {
        throw AnonymousIDStoreError(path: fileURL.path, reason: error.localizedDescription)
      }
    }
  }

  /// The ID in memory, else the valid one in the file (then kept in memory); `nil` when neither.
  private func knownID() -> String? {
    cached.withLock { cached in
      if cached == nil { cached = Self.validID(in: readPrefix()) }
      return cached
    }
  }

  /// At most one byte more than an ID may have, so a huge file is never read whole.
  private func readPrefix() -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: fileURL) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: Self.maxIDLength + 2)
  }

  /// The ID in `data`, ignoring surrounding whitespace; `nil` when there is no valid one.
  static func validID(in data: Data?) -> String? {
    guard let data else { return nil }
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    let trimmed = data.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    guard (1...maxIDLength).contains(trimmed.count), trimmed.allSatisfy({ (0x21...0x7E).contains($0) })
    else {
      return nil
    }
    return String(decoding: trimmed, as: UTF8.self)
  }
}

/// An ``AnonymousIDStore`` that keeps the ID in memory only: a new ID each launch. For tests, and as
/// a fallback when no folder can be written.
public final class InMemoryAnonymousIDStore: AnonymousIDStore {
  private let id: Mutex<String?>

  /// Creates a store; with `id`, that is the ID, else a random lowercase UUID made on first use.
  public init(id: String? = nil) {
    self.id = Mutex(id)
  }

  public func anonymousID() throws(AnonymousIDStoreError) -> String {
    id.withLock { id in
      if let id { return id }
      let new = UUID().uuidString.lowercased()
      id = new
      return new
    }
  }
}
