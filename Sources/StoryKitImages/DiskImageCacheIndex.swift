import Foundation

/// What ``DiskImageDataCache`` knows about its files without reading them: each entry file's size
/// and when it was last used, keyed by file name, and their total.
///
/// Every change gives the changed record a new *generation*, so an operation that read a file
/// without the lock can tell, when it takes the lock again, whether the file was replaced or
/// removed in the meantime.
struct DiskImageCacheIndex: Sendable {
  struct Record: Sendable, Hashable {
    /// The file's size in bytes.
    var size: Int
    /// When the entry was last stored, read or updated.
    var lastAccess: Date
    /// Changes whenever the file is replaced.
    var generation: UInt64
  }

  private(set) var records: [String: Record] = [:]
  /// The sum of the records' sizes.
  private(set) var totalSize = 0
  private var lastGeneration: UInt64 = 0

  /// The record of the file `name`.
  func record(_ name: String) -> Record? {
    records[name]
  }

  /// Records that the file `name` now has `size` bytes and was used at `date`; returns its new
  /// generation.
  @discardableResult
  mutating func insert(_ name: String, size: Int, lastAccess date: Date) -> UInt64 {
    lastGeneration &+= 1
    let previous = records.updateValue(
      Record(size: size, lastAccess: date, generation: lastGeneration), forKey: name)
    totalSize += size - (previous?.size ?? 0)
    return lastGeneration
  }

  /// Marks the file `name` used at `date`, if it is indexed.
  mutating func touch(_ name: String, at date: Date) {
    records[name]?.lastAccess = date
  }

  /// Forgets the file `name`; returns its record.
  @discardableResult
  mutating func remove(_ name: String) -> Record? {
    guard let record = records.removeValue(forKey: name) else { return nil }
    totalSize -= record.size
    return record
  }

  /// Forgets every file; returns their names.
  mutating func removeAll() -> [String] {
    let names = Array(records.keys)
    records = [:]
    totalSize = 0
    return names
  }

  /// Forgets the least recently used files, except `kept`, until the total is at most `target`;
  /// returns their names, least recently used first, for the caller to delete.
  mutating func evict(downTo target: Int, keeping kept: String? = nil) -> [String] {
    guard totalSize > target else { return [] }
    let candidates = records.filter { $0.key != kept }.sorted {
      ($0.value.lastAccess, $0.key) < ($1.value.lastAccess, $1.key)
    }
    var evicted: [String] = []
    for (name, _) in candidates where totalSize > target {
      remove(name)
      evicted.append(name)
    }
    return evicted
  }
}
