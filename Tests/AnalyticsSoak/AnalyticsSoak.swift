import Foundation
import StoryKit

/// `AnalyticsSoak --journal DIR --endpoint URL --count N [--batch 20] [--rate N]`: the child
/// process of the analytics durability test (issue 6, §7), a test-only executable (not a product,
/// not part of `storykit`). `swift build` and `swift test` build it into the products folder,
/// beside the test bundle, where `AnalyticsDurabilityTests` finds it.
///
/// It opens an ``AnalyticsQueue`` on `DIR` with an ``HTTPAnalyticsUploader`` to `URL`, records the
/// events `0..<N` (at most `--rate` per second, so uploads and kills happen while it records), then
/// flushes until the queue is empty and exits 0. The test kills it with `SIGKILL` at random
/// moments and starts it again on the same folder; a restarted run carries on where the last one
/// stopped.
///
/// At least once, never lost:
/// - Event `i` always has the same ID (``eventID(_:)``), so whichever run records it, the
///   receiver sees one ID per index and drops the duplicates.
/// - `record` writes the event to the journal before it returns; only then is `i + 1` written to
///   the progress file (`soak.progress` in `DIR`). A run resumes at the index saved there, so any
///   index below it is in the journal, where the new queue recovers it if it was not acknowledged.
/// - A kill between `record` returning and the progress write leaves the old index, so that one
///   event is recorded again — a second journal record with the SAME ID, a duplicate, not a loss.
/// - A kill during an upload leaves the batch unacknowledged; the next run sends it again.
@main
enum AnalyticsSoak {
  static let progressFileName = "soak.progress"

  /// Exit status 0 when every event was uploaded, 1 on a failure, 2 for a usage error.
  static func main() async {
    let options: Options
    do throws(Options.UsageError) {
      options = try Options(Array(CommandLine.arguments.dropFirst()))
    } catch {
      let usage = "usage: AnalyticsSoak --journal DIR --endpoint URL --count N [--batch 20] [--rate N]"
      FileHandle.standardError.write(Data("AnalyticsSoak: \(error.message)\n\(usage)\n".utf8))
      exit(2)
    }
    exit(await run(options))
  }

  /// The deterministic ID of event `index`: `00000000-0000-4000-8000-<index in 12 hex digits>`.
  static func eventID(_ index: Int) -> UUID {
    let hex = String(UInt64(index), radix: 16, uppercase: true)
    let text = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return UUID(uuidString: text) ?? UUID()
  }

  static func run(_ options: Options) async -> Int32 {
    let directory = URL(fileURLWithPath: options.journal, isDirectory: true)
    let uploader: HTTPAnalyticsUploader
    let queue: AnalyticsQueue
    do {
      uploader = try HTTPAnalyticsUploader(endpoint: options.endpoint, timeout: 5)
      let configuration = AnalyticsQueue.Configuration(
        batchSize: options.batch, flushInterval: 0.05,
        // Never drop for the bound: recovered events and new ones may together exceed the count.
        maxQueuedEvents: max(10_000, 2 * options.count + options.batch),
        initialBackoff: 0.05, maxBackoff: 0.5)
      queue = try AnalyticsQueue(directory: directory, uploader: uploader, configuration: configuration)
    } catch {
      FileHandle.standardError.write(Data("AnalyticsSoak: \(error)\n".utf8))
      return 1
    }
    for diagnostic in queue.recoveryDiagnostics { print("recovery: \(diagnostic)") }
    let progressURL = directory.appendingPathComponent(progressFileName)
    let start = readProgress(progressURL)
    // Unbuffered, so a kill cannot lose it: the test shows where each run resumed.
    let recovered = queue.statistics.recovered
    let resuming = "resuming at \(start) of \(options.count); recovered \(recovered) events\n"
    FileHandle.standardOutput.write(Data(resuming.utf8))
    guard let progress = openProgress(progressURL) else {
      let message = "AnalyticsSoak: cannot write \(progressURL.path)\n"
      FileHandle.standardError.write(Data(message.utf8))
      return 1
    }
    let clock = ContinuousClock()
    let began = clock.now
    for index in start..<max(start, options.count) {
      queue.record(
        AnalyticsEvent(
          .storyImpression, groupID: "soak", properties: ["index": .number(Double(index))],
          id: eventID(index)))
      // The event is in the journal now; only then move the resume point past it.
      guard writeProgress(index + 1, to: progress) else {
        FileHandle.standardError.write(Data("AnalyticsSoak: progress write failed\n".utf8))
        return 1
      }
      if let rate = options.rate {
        let due = began + .seconds(Double(index - start + 1) / rate)
        if due - clock.now > .milliseconds(2) { try? await Task.sleep(until: due, clock: clock) }
      }
    }
    // `flush` returns early while a retry backs off; the queue's own timer retries, so ask again.
    while queue.statistics.pending > 0 {
      await queue.flush()
      if queue.statistics.pending > 0 { try? await Task.sleep(for: .milliseconds(10)) }
    }
    let statistics = queue.statistics
    queue.close()
    try? progress.close()
    print(
      "done: recorded \(statistics.recorded), recovered \(statistics.recovered), uploaded "
        + "\(statistics.uploaded), failed attempts \(statistics.failedAttempts), "
        + "dropped \(statistics.dropped)")
    return statistics.dropped == 0 ? 0 : 1
  }

  /// The saved resume index; 0 when there is none or it cannot be read (recording again from the
  /// start only adds duplicates).
  static func readProgress(_ url: URL) -> Int {
    guard let data = FileManager.default.contents(atPath: url.path) else { return 0 }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Int(text).map { max(0, $0) } ?? 0
  }

  private static func openProgress(_ url: URL) -> FileHandle? {
    if !FileManager.default.fileExists(atPath: url.path) {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else { return nil }
    }
    return FileHandle(forWritingAtPath: url.path)
  }

  /// Overwrites the file with a fixed-width index in one `write`: a kill lands before or after
  /// the system call, never inside it, so the file holds the old index or the new one.
  private static func writeProgress(_ index: Int, to handle: FileHandle) -> Bool {
    let digits = String(index)
    let line = String(repeating: "0", count: max(0, 19 - digits.count)) + digits + "\n"
    do {
      try handle.seek(toOffset: 0)
      try handle.write(contentsOf: Data(line.utf8))
      return true
    } catch {
      return false
    }
  }

  /// The command line.
  struct Options {
    var journal: String
    var endpoint: URL
    var count: Int
    var batch = 20
    var rate: Double?

    /// A command line that does not fit.
    struct UsageError: Error {
      var message: String
    }

    init(_ arguments: [String]) throws(UsageError) {
      var journal: String?
      var endpoint: URL?
      var count: Int?
      var remaining = arguments[...]
      while let option = remaining.popFirst() {
        guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        switch option {
        case "--journal": journal = value
        case "--endpoint": endpoint = URL(string: value)
        case "--count": count = Int(value).flatMap { $0 >= 0 ? $0 : nil }
        case "--batch":
          guard let batch = Int(value), batch > 0 else { throw UsageError(message: "bad --batch \(value)") }
          self.batch = batch
        case "--rate":
          guard let rate = Double(value), rate > 0, rate.isFinite else {
            throw UsageError(message: "bad --rate \(value)")
          }
          self.rate = rate
        default: throw UsageError(message: "unknown option \"\(option)\"")
        }
      }
      guard let journal, let endpoint, let count else {
        throw UsageError(message: "--journal DIR, --endpoint URL and --count N are required")
      }
      self.journal = journal
      self.endpoint = endpoint
      self.count = count
    }
  }
}
