import Foundation
import StoryKit
import StoryKitUI

/// Keeps downloaded image bytes and their caching headers in a folder, so they survive a restart:
/// the disk stage of the image pipeline.
///
/// ```swift
/// let cache = DiskImageDataCache.shared                      // <caches>/StoryKit/Images, 150 MB
/// let small = DiskImageDataCache(directory: folder, sizeLimit: 20 * 1024 * 1024)
///
/// cache.store(ImageDataCacheEntry(data: bytes, info: info), for: url)
/// if let entry = cache.entry(for: url), entry.info.isFresh(at: Date()) { … }
/// ```
///
/// **Files.** One file per URL, named by a 64-bit FNV-1a hash of the absolute URL string and the
/// string's length, holding the URL, the ``HTTPCacheInfo`` and the body behind a checksummed
/// binary header. The full URL is compared on every read, so two URLs whose file names collide
/// read as a miss, never as each other's image. The folder is created on the first store.
///
/// **Damage.** A file that does not parse — another format or version, truncated, a checksum
/// mismatch, garbage, empty — reads as `nil`, is deleted and reported once through
/// ``StoryKitLog``; the pipeline then fetches the image again.
///
/// **Atomic writes.** An entry is written to a temporary file in the hidden `.incoming` folder
/// inside ``directory`` and renamed over its final name, so a reader sees the old entry or the new
/// one, never half of one, and two stores of one URL racing each other leave one complete entry.
/// Nothing is flushed to the disk: after a power cut an entry may be lost or fail its checksum,
/// and then it reads as missing.
///
/// **Size and LRU.** The cache keeps an index of its files (size and last use), read from the
/// folder on first use, from the files' sizes and modification dates. Reading an entry marks it
/// used, and sets its file's modification date, so the order survives a restart. When a store
/// takes the total over ``sizeLimit``, the least recently used entries are deleted until the
/// total is at most 90 % of the limit (so the next stores do not each evict again); the entry
/// just stored is never evicted. An entry larger than the limit is not stored. The index is this
/// instance's: use one instance per folder (``shared`` for the default one).
///
/// **Failures.** A store never throws. If the folder cannot be created or written (read-only, a
/// full disk), the entry is dropped, one warning naming the folder and the system's reason goes
/// to ``StoryKitLog`` (once per instance), writes pause for a minute before being tried again,
/// and the entries already there are still read. A response marked `no-store`
/// (``HTTPCacheInfo/noStore``) is never written.
///
/// Thread safety: every method may be called from any thread or task. They block on file I/O
/// (the first call also lists the folder), so call them off the main actor. Reads and the
/// writing of entry files run in parallel; the index and the renames that publish or delete
/// files take a lock.
public final class DiskImageDataCache: ImageDataCaching {
  /// The folder holding the entry files.
  public let directory: URL
  /// The most bytes the entry files may take together.
  public let sizeLimit: Int

  private typealias EntryFile = DiskImageCacheEntryFile
  private typealias FileSystem = DiskImageCacheFileSystem

  private struct State: Sendable {
    /// `nil` until the folder is first listed.
    var index: DiskImageCacheIndex?
    /// After a failed write: writes are dropped until then.
    var writesResumeAt: Date?
    var reportedWriteFailure = false
  }

  private let state = Mutex(State())
  private let now: @Sendable () -> Date
  private let writeRetryInterval: TimeInterval
  /// Where entries are written before they are renamed into place.
  private let incoming: URL

  /// `<the user's caches folder>/StoryKit/Images` (`~/.cache/StoryKit/Images` on Linux), or the
  /// same under the temporary folder when there is no caches folder.
  public static var defaultDirectory: URL {
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return caches.appendingPathComponent("StoryKit", isDirectory: true)
      .appendingPathComponent("Images", isDirectory: true)
  }

  /// The cache in ``defaultDirectory``, limited to 150 MB.
  public static let shared = DiskImageDataCache(directory: defaultDirectory)

  /// Creates a cache keeping its files in `directory`, limited to `sizeLimit` bytes.
  ///
  /// Nothing is read or created until the first call; a folder that cannot be created only
  /// disables writing.
  public convenience init(directory: URL, sizeLimit: Int = 150 * 1024 * 1024) {
    self.init(directory: directory, sizeLimit: sizeLimit, now: { Date() })
  }

  /// Creates a cache reading the time from `now`, pausing writes for `writeRetryInterval`
  /// seconds after one fails.
  init(
    directory: URL, sizeLimit: Int, now: @escaping @Sendable () -> Date,
    writeRetryInterval: TimeInterval = 60
  ) {
    self.directory = directory
    self.sizeLimit = sizeLimit
    self.now = now
    self.writeRetryInterval = writeRetryInterval
    incoming = directory.appendingPathComponent(".incoming", isDirectory: true)
  }

  /// The bytes the entry files take together, as far as this instance knows.
  public var totalSize: Int {
    state.withLock { state in withIndex(&state) { $0.totalSize } }
  }

  /// The entry for `url`, marking it recently used; `nil` when there is none, or when its file is
  /// damaged (it is then deleted).
  public func entry(for url: URL) -> ImageDataCacheEntry? {
    let name = EntryFile.fileName(for: url)
    guard let (contents, _) = read(name), contents.url == url.absoluteString else { return nil }
    state.withLock { state in
      let stamp = now()
      withIndex(&state) { $0.touch(name, at: stamp) }
      FileSystem.setModificationDate(stamp, of: fileURL(name))
    }
    return contents.entry
  }

  /// Stores `entry` for `url`, replacing the previous entry atomically, then evicts the least
  /// recently used entries if the total is over ``sizeLimit``.
  ///
  /// An entry marked `no-store`, or larger than ``sizeLimit``, is not written, and the previous
  /// entry for `url` is removed: it is older than the response that replaced it. While writes
  /// fail the entry is dropped (see the type's documentation).
  public func store(_ entry: ImageDataCacheEntry, for url: URL) {
    let name = EntryFile.fileName(for: url)
    guard !entry.info.noStore, let file = EntryFile.encode(entry, for: url), file.count <= sizeLimit else {
      removeEntry(for: url)
      return
    }
    write(file, as: name) { _ in true }
  }

  /// Replaces the caching headers of the entry for `url`, keeping its body, atomically, and marks
  /// it recently used; nothing happens when there is no entry. Headers marked `no-store` remove
  /// the entry.
  public func updateInfo(_ info: HTTPCacheInfo, for url: URL) {
    guard !info.noStore else {
      removeEntry(for: url)
      return
    }
    let name = EntryFile.fileName(for: url)
    guard case (var contents, let generation)? = read(name), contents.url == url.absoluteString else {
      return
    }
    contents.entry.info = info
    guard let file = EntryFile.encode(contents.entry, for: url), file.count <= sizeLimit else { return }
    // Only over the file that was read: a store in the meantime has newer bytes.
    write(file, as: name) { $0.record(name)?.generation == generation }
  }

  /// Removes the entry for `url`, if there is one.
  public func removeEntry(for url: URL) {
    let name = EntryFile.fileName(for: url)
    state.withLock { state in
      withIndex(&state) { $0.remove(name) }
      FileSystem.remove(fileURL(name))
    }
  }

  /// Removes every entry, including those this instance has not indexed.
  public func removeAll() {
    state.withLock { state in
      let names = withIndex(&state) { $0.removeAll() }
      let listed = FileSystem.files(in: directory, withExtension: EntryFile.fileExtension).map(\.name)
      for name in Set(names).union(listed) {
        FileSystem.remove(fileURL(name))
      }
    }
  }

  // MARK: - Reading

  /// The decoded file `name` and the generation of its record when it was read, or `nil` when it
  /// is not indexed, missing or damaged (damaged files are deleted).
  private func read(_ name: String) -> (DiskImageCacheEntryFile.Contents, generation: UInt64)? {
    guard let generation = state.withLock({ state in withIndex(&state) { $0.record(name)?.generation } })
    else { return nil }
    let url = fileURL(name)
    guard let data = FileSystem.contents(of: url) else {
      forget(name, generation: generation)
      return nil
    }
    switch EntryFile.decode(data) {
    case .success(let contents):
      return (contents, generation)
    case .failure(let damage):
      if forget(name, generation: generation) {
        StoryKitLog.warningFromAnyThread(
          "DiskImageDataCache: expected an image cache entry at \(url.path), found \(damage); "
            + "it is deleted and the image will be fetched again")
      }
      return nil
    }
  }

  /// Deletes the file `name` and its record if it has not changed since `generation` was read;
  /// returns whether it did.
  @discardableResult
  private func forget(_ name: String, generation: UInt64) -> Bool {
    state.withLock { state in
      withIndex(&state) { index in
        guard index.record(name)?.generation == generation else { return false }
        index.remove(name)
        FileSystem.remove(fileURL(name))
        return true
      }
    }
  }

  // MARK: - Writing

  /// Writes `file` to a temporary file, then — if `condition` holds for the index at that moment —
  /// renames it into place as `name`, records it and evicts beyond the limit.
  private func write(_ file: Data, as name: String, if condition: (DiskImageCacheIndex) -> Bool) {
    let allowed = state.withLock { state in state.writesResumeAt.map { now() >= $0 } ?? true }
    guard allowed else { return }
    let temporary = incoming.appendingPathComponent("\(name).\(UUID().uuidString).tmp")
    do {
      try FileSystem.createDirectory(incoming)
      try FileSystem.createFile(temporary, containing: file)
    } catch {
      writeFailed(error)
      return
    }
    let failure = state.withLock { state -> FileSystem.Failure? in
      withIndex(&state) { index -> FileSystem.Failure? in
        guard condition(index) else {
          FileSystem.remove(temporary)
          return nil
        }
        let destination = fileURL(name)
        do throws(FileSystem.Failure) {
          try FileSystem.replace(destination, with: temporary)
        } catch {
          FileSystem.remove(temporary)
          return error
        }
        let stamp = now()
        index.insert(name, size: file.count, lastAccess: stamp)
        FileSystem.setModificationDate(stamp, of: destination)
        for evicted in index.evict(downTo: trimTarget, keeping: name) {
          FileSystem.remove(fileURL(evicted))
        }
        return nil
      }
    }
    if let failure {
      writeFailed(failure)
    } else {
      state.withLock { $0.writesResumeAt = nil }
    }
  }

  /// Pauses writes and reports the first failure.
  private func writeFailed(_ failure: DiskImageCacheFileSystem.Failure) {
    let isFirst = state.withLock { state in
      state.writesResumeAt = now().addingTimeInterval(writeRetryInterval)
      defer { state.reportedWriteFailure = true }
      return !state.reportedWriteFailure
    }
    guard isFirst else { return }
    StoryKitLog.warningFromAnyThread(
      "DiskImageDataCache: expected a writable folder at \(directory.path), found an error: \(failure); "
        + "new images are not cached on disk for now (tried again every \(Int(writeRetryInterval)) s), "
        + "cached ones are still read")
  }

  // MARK: - Index

  /// 90 % of the limit: what eviction trims the total down to.
  private var trimTarget: Int { sizeLimit - sizeLimit / 10 }

  private func fileURL(_ name: String) -> URL {
    directory.appendingPathComponent(name, isDirectory: false)
  }

  /// Runs `body` on the index, listing the folder first if this is the first use. Call it with the
  /// lock held.
  @discardableResult
  private func withIndex<Result>(
    _ state: inout State, _ body: (inout DiskImageCacheIndex) -> Result
  ) -> Result {
    var index = state.index ?? loadIndex()
    // Released while `body` runs so changing it does not copy it.
    state.index = nil
    defer { state.index = index }
    return body(&index)
  }

  /// The index of the files in the folder; also deletes temporary files an interrupted store left
  /// behind (those older than an hour: younger ones may be another process's store in progress),
  /// and the least recently used entries beyond the limit (it may have been lowered).
  private func loadIndex() -> DiskImageCacheIndex {
    var index = DiskImageCacheIndex()
    for file in FileSystem.files(in: directory, withExtension: EntryFile.fileExtension) {
      index.insert(file.name, size: file.size, lastAccess: file.modified)
    }
    let stale = now().addingTimeInterval(-3600)
    for file in FileSystem.files(in: incoming, withExtension: "tmp") where file.modified < stale {
      FileSystem.remove(incoming.appendingPathComponent(file.name))
    }
    if index.totalSize > sizeLimit {
      for evicted in index.evict(downTo: trimTarget) {
        FileSystem.remove(fileURL(evicted))
      }
    }
    return index
  }
}
