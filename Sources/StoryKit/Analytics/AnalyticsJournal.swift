import Foundation

/// The analytics queue's append-only file of events and acknowledgements (`events.journal`).
///
/// One line per record, each with a CRC-32 of the rest of its line:
///
/// ```
/// 1c291ca3 E 17 {"id":"…","name":"storyImpression","time":1714564800123}
/// 5f0e5b11 A 1 20
/// ```
///
/// `E <sequence> <event JSON>` is a recorded event; `A <first> <last>` says the events with
/// sequence numbers in that range are done (uploaded or dropped). On open, the events without an
/// acknowledgement are recovered, a torn last line (a crash mid-write) or a damaged line is
/// skipped with a diagnostic, and the file is rewritten atomically with only the recovered
/// events, so new records never follow a torn one. A `journal.lock` file held with `flock` keeps
/// a second queue (in this or another process) off the same folder; the system releases it when
/// the process dies.
///
/// Not thread-safe: ``AnalyticsQueue`` uses it under its lock.
final class AnalyticsJournal {
  /// One event and its place in the journal.
  struct Record {
    var sequence: UInt64
    var event: AnalyticsEvent
  }

  static let fileName = "events.journal"
  static let lockFileName = "journal.lock"
  /// How many times a busy lock is tried, 10 ms apart (2 s in all).
  static let lockAttempts = 200

  let directory: URL
  let fileURL: URL
  private var handle: FileHandle?
  private var lockHandle: FileHandle?
  /// Bytes known to be whole records; a failed write is cut back to here.
  private(set) var length: UInt64 = 0
  /// Event lines in the file, and how many of them are acknowledged: compaction pays off when most are.
  private(set) var eventLines = 0
  private(set) var acknowledgedLines = 0

  /// Creates `directory` if needed and takes its lock; ``recover()`` then reads the journal.
  init(directory: URL) throws(AnalyticsQueueError) {
    self.directory = directory
    fileURL = directory.appendingPathComponent(Self.fileName)
    do {
      try DurableFile.createDirectory(directory)
    } catch {
      throw AnalyticsQueueError(path: error.path, reason: error.reason)
    }
    let lockPath = directory.appendingPathComponent(Self.lockFileName).path
    if !FileManager.default.fileExists(atPath: lockPath) {
      _ = FileManager.default.createFile(atPath: lockPath, contents: nil)
    }
    guard let lockHandle = FileHandle(forUpdatingAtPath: lockPath) else {
      throw AnalyticsQueueError(path: lockPath, reason: "cannot open the lock file")
    }
    // A queue on this folder that is being released (its last reference going away on another
    // thread) frees the lock a moment later, so a busy lock is retried briefly before giving up.
    var attempts = 0
    while flock(lockHandle.fileDescriptor, LOCK_EX | LOCK_NB) != 0 {
      attempts += 1
      guard attempts < Self.lockAttempts else {
        try? lockHandle.close()
        throw AnalyticsQueueError(path: lockPath, reason: "another analytics queue is using this folder")
      }
      usleep(10_000)
    }
    self.lockHandle = lockHandle
  }

  deinit { close() }

  /// Reads the file, returns the events still to deliver (by sequence number, so oldest first)
  /// and rewrites the file with only those.
  func recover() throws(AnalyticsQueueError) -> (records: [Record], diagnostics: [Diagnostic]) {
    let data: Data
    do {
      data = try DurableFile.read(fileURL) ?? Data()
    } catch {
      throw AnalyticsQueueError(path: error.path, reason: error.reason)
    }
    let parsed = Self.parse(data, fileName: Self.fileName)
    removeLeftoverTemporaryFiles()
    do {
      try rewrite(keeping: parsed.records)
    } catch {
      throw AnalyticsQueueError(path: error.path, reason: error.reason)
    }
    return (parsed.records, parsed.diagnostics)
  }

  /// Appends an event; on failure the file is cut back so no partial line stays behind.
  func append(_ record: Record) throws(DurableFile.Failure) {
    let json: Data
    do {
      json = try AnalyticsEvent.jsonWriter.data(.object(record.event.jsonObject))
    } catch {
      throw DurableFile.Failure(
        path: fileURL.path, reason: "cannot encode event \(record.event.id): \(error)")
    }
    try write(Self.line("E \(record.sequence) ", json))
    eventLines += 1
  }

  /// Records that the events with these sequence numbers are done (uploaded or dropped).
  func acknowledge(_ sequences: [UInt64]) throws(DurableFile.Failure) {
    var lines = Data()
    for range in Self.ranges(of: sequences) {
      lines += Self.line("A \(range.lowerBound) \(range.upperBound)", Data())
    }
    guard !lines.isEmpty else { return }
    try write(lines)
    acknowledgedLines += sequences.count
  }

  /// Flushes what was written to the disk (`fsync`).
  func synchronize() throws(DurableFile.Failure) {
    do {
      try handle?.synchronize()
    } catch {
      throw DurableFile.Failure(path: fileURL.path, reason: "fsync failed: \(error)")
    }
  }

  /// Replaces the file atomically with just `records`, and appends to the new file from now on.
  func rewrite(keeping records: [Record]) throws(DurableFile.Failure) {
    var data = Data()
    for record in records {
      guard let json = try? AnalyticsEvent.jsonWriter.data(.object(record.event.jsonObject)) else { continue }
      data += Self.line("E \(record.sequence) ", json)
    }
    // If the replacement fails, the old file and its handle stay in use, unchanged.
    try DurableFile.replace(fileURL, with: data)
    // The old handle now points at the replaced file; switch before anything else is written.
    try? handle?.close()
    handle = nil
    do {
      let newHandle = try FileHandle(forWritingTo: fileURL)
      length = try newHandle.seekToEnd()
      handle = newHandle
    } catch {
      throw DurableFile.Failure(path: fileURL.path, reason: "cannot open for appending: \(error)")
    }
    eventLines = records.count
    acknowledgedLines = 0
  }

  /// Deletes the temporary files of rewrites a crash interrupted; the lock says no one else is
  /// writing them.
  private func removeLeftoverTemporaryFiles() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(".\(Self.fileName).") && name.hasSuffix(".tmp") {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// Closes the file and releases the folder's lock; the journal is unusable afterwards.
  func close() {
    try? handle?.close()
    handle = nil
    // Closing the descriptor releases the `flock`.
    try? lockHandle?.close()
    lockHandle = nil
  }

  private func write(_ data: Data) throws(DurableFile.Failure) {
    guard let handle else {
      throw DurableFile.Failure(path: fileURL.path, reason: "the journal is closed")
    }
    do {
      try handle.write(contentsOf: data)
      length += UInt64(data.count)
    } catch {
      // Cut a partial line off, so the next record starts on a fresh line.
      try? handle.truncate(atOffset: length)
      throw DurableFile.Failure(path: fileURL.path, reason: "write failed: \(error)")
    }
  }

  /// `<crc32> <body>\n`, the checksum covering the body.
  static func line(_ prefix: String, _ json: Data) -> Data {
    let body = Data(prefix.utf8) + json
    return Data((CRC32Checksum.hex(body) + " ").utf8) + body + Data([UInt8(ascii: "\n")])
  }

  /// Consecutive runs of sequence numbers, so a batch is acknowledged in one short line.
  static func ranges(of sequences: [UInt64]) -> [ClosedRange<UInt64>] {
    var result: [ClosedRange<UInt64>] = []
    for sequence in sequences.sorted() {
      if let last = result.last, sequence <= last.upperBound { continue }
      if let last = result.last, sequence == last.upperBound + 1 {
        result[result.count - 1] = last.lowerBound...sequence
      } else {
        result.append(sequence...sequence)
      }
    }
    return result
  }
}
