import Foundation

/// The file operations of ``DiskImageDataCache``, on the C library (which Foundation re-exports on
/// Linux and Darwin) where Foundation would hide the system's reason for a failure or cost more
/// system calls.
///
/// Nothing here flushes to the disk (`fsync`): a cache may lose recent entries in a power cut, and
/// an entry file damaged that way fails its checksum and reads as missing.
enum DiskImageCacheFileSystem {
  /// A file operation that failed: the path and the system's reason.
  struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }

    /// The failure `errno` describes.
    static func current(_ path: String) -> Failure {
      Failure(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// A file in a folder listing.
  struct Listed: Sendable, Hashable {
    var name: String
    var size: Int
    var modified: Date
  }

  /// Creates `directory` and its parents if they do not exist.
  static func createDirectory(_ directory: URL) throws(Failure) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: directory.path, reason: "\(error)")
    }
  }

  /// Creates the file `url`, which must not exist, holding `data`; on failure nothing is left.
  static func createFile(_ url: URL, containing data: Data) throws(Failure) {
    let path = url.path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o644))
    guard descriptor >= 0 else { throw .current(path) }
    var failure = writeAll(data, to: descriptor, path: path)
    if close(descriptor) != 0, failure == nil {
      failure = .current(path)
    }
    if let failure {
      unlink(path)
      throw failure
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) -> Failure? {
    data.withUnsafeBytes { bytes -> Failure? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0 {
          return .current(path)
        } else {
          return Failure(path: path, reason: "the system wrote nothing")
        }
      }
      return nil
    }
  }

  /// Renames `source` to `destination`, replacing it atomically: a reader opens the old file or
  /// the new one, never a mix.
  static func replace(_ destination: URL, with source: URL) throws(Failure) {
    guard rename(source.path, destination.path) == 0 else {
      throw .current(destination.path)
    }
  }

  /// Deletes the file `url`, if it can.
  static func remove(_ url: URL) {
    unlink(url.path)
  }

  /// The bytes of the file `url`, or `nil` when it is missing or cannot be read.
  static func contents(of url: URL) -> Data? {
    try? Data(contentsOf: url)
  }

  /// Sets the modification (and access) date of `url` to `date`, if it can: one system call.
  static func setModificationDate(_ date: Date, of url: URL) {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, interval >= 0, interval < 1e12 else { return }
    let seconds = interval.rounded(.down)
    let stamp = timeval(tv_sec: time_t(seconds), tv_usec: suseconds_t((interval - seconds) * 1_000_000))
    var times = [stamp, stamp]
    _ = utimes(url.path, &times)
  }

  /// The regular files in `directory` whose names end in `.extension`; empty when the folder is
  /// missing or unreadable.
  static func files(in directory: URL, withExtension fileExtension: String) -> [Listed] {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
    guard
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)
    else { return [] }
    return urls.compactMap { url in
      guard url.pathExtension == fileExtension,
        let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true, let size = values.fileSize
      else { return nil }
      return Listed(
        name: url.lastPathComponent, size: size, modified: values.contentModificationDate ?? .distantPast)
    }
  }
}
