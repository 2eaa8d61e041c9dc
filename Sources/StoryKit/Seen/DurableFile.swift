import Foundation

/// File operations that survive a crash: whole-file replacement by rename, and flushing to the disk.
///
/// Used by the seen store and the analytics journal. Foundation on Linux and Darwin re-exports the
/// C library, so `rename`, `open` and `flock` come from there without a C import.
enum DurableFile {
  /// A file operation that failed, with the path and the system's reason.
  struct Failure: Error, Sendable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
  }

  /// Replaces the file at `url` with `data` atomically: a reader (or the next launch after a
  /// crash or power loss) sees either the old file or the new one, never a mix.
  ///
  /// The data goes to a temporary file in the same folder, which is flushed to the disk (`fsync`)
  /// and renamed over the target; the folder is then flushed so the rename itself is durable.
  static func replace(_ url: URL, with data: Data) throws(Failure) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw Failure(path: temporary.path, reason: "cannot create the file")
      }
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: temporary.path, reason: "\(error)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: url.path, reason: "rename failed: \(reason)")
    }
    synchronizeDirectory(directory)
  }

  /// Flushes a folder's entries (a rename or a new file) to the disk; best effort, since some file
  /// systems do not support it.
  static func synchronizeDirectory(_ directory: URL) {
    guard let handle = FileHandle(forReadingAtPath: directory.path) else { return }
    try? handle.synchronize()
    try? handle.close()
  }

  /// Creates `directory` and its parents if they do not exist.
  static func createDirectory(_ directory: URL) throws(Failure) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: directory.path, reason: "\(error)")
    }
  }

  /// Reads a whole file; `nil` when it does not exist.
  static func read(_ url: URL) throws(Failure) -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw Failure(path: url.path, reason: "\(error)")
    }
  }
}
