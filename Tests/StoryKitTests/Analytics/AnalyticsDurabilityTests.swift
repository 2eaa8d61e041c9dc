import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// Issue 6, §7: a child process records 10,000 events while uploading to a local receiver and is
/// killed with `SIGKILL` at random moments; restarted each time on the same journal, it finishes.
/// The receiver must have every event's ID (none lost); duplicates are allowed and reported.
@Suite struct AnalyticsDurabilityTests {
  static let count = 10_000

  /// One child run: the `AnalyticsSoak` executable, its output going to a file (a pipe could fill
  /// up and block the child).
  final class Child: Sendable {
    let process: ChildProcess
    let log: URL

    init(executable: URL, journal: URL, endpoint: URL, log: URL) throws {
      self.log = log
      process = try ChildProcess(
        executable.path,
        [
          "--journal", journal.path, "--endpoint", endpoint.absoluteString,
          "--count", String(AnalyticsDurabilityTests.count), "--batch", "20", "--rate", "2000",
        ], output: .file(log.path))
    }

    var output: String {
      (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    /// Waits up to `seconds` for the child to exit, on a thread of its own; `false` if it still runs.
    func waitForExit(seconds: Double) async -> Bool {
      await process.exited(within: seconds) != nil
    }

    /// Kills the child and reaps it. Blocks: only from a thread of the test's own.
    func kill() {
      process.send(SIGKILL)
      _ = process.blockingWait()
    }
  }

  /// The receiver needs Python. A missing child executable fails the test, saying where it looked.
  @Test(
    .enabled(if: TestRequirements.runs(ifAvailable: LocalHTTPServer.isAvailable)), .timeLimit(.minutes(10)))
  func killedChildLosesNoEvents() async throws {
    let executable = try BuiltProducts.executable(named: "AnalyticsSoak")
    let scratch = ScratchDirectory()
    let journal = scratch.file("journal")
    let receiver = try await AnalyticsSoakReceiver(count: Self.count, failureRate: 0.1, seed: 6)
    defer { receiver.stop() }
    let clock = ContinuousClock()
    let began = clock.now
    var random = SplitMix64(seed: 0x5EED_0006)
    var kills = 0
    var logs: [String] = []

    // Kill runs 1…4 at 0.2–0.7 s after their start (the sleeps only schedule the kills).
    for run in 1...4 {
      let child = try Child(
        executable: executable, journal: journal, endpoint: receiver.endpoint,
        log: scratch.file("run\(run).log"))
      let delay = Double.random(in: 0.2..<0.7, using: &random)
      // The kill runs on a thread of its own, not the test's task: when the other suites keep
      // Swift's cooperative threads busy, a task's sleep can end seconds late, after the child is done.
      let killedWhileRunning = await ChildProcess.onOwnThread {
        Thread.sleep(forTimeInterval: delay)
        let wasRunning = child.process.isRunning
        if wasRunning { child.kill() }
        return wasRunning
      }
      if killedWhileRunning {
        kills += 1
        logs.append("run \(run) killed after \(String(format: "%.2f", delay)) s: \(child.output)")
      } else {
        let status = await child.process.exited().map(String.init) ?? "?"
        logs.append("run \(run) exited \(status) first: \(child.output)")
      }
    }

    // The last run finishes: it records what is left and flushes until its queue is empty.
    let last = try Child(
      executable: executable, journal: journal, endpoint: receiver.endpoint, log: scratch.file("last.log"))
    let exited = await last.waitForExit(seconds: 40)
    if !exited { await ChildProcess.onOwnThread { last.kill() } }
    logs.append("last run: \(last.output)")
    #expect(exited, "the last run did not finish within 40 s\n\(logs.joined(separator: "\n"))")
    #expect(last.process.status == 0, "\(logs.joined(separator: "\n"))")

    let stats = try await receiver.stats()
    let seconds = (clock.now - began) / .seconds(1)
    print(
      "analytics durability: \(Self.count) events, \(kills) SIGKILLs, \(stats), "
        + "\(String(format: "%.1f", seconds)) s")
    for line in logs { print("  " + line.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(stats.unique == Self.count, "lost \(Self.count - stats.unique) events; \(stats)")
    #expect(stats.unexpected == 0, "\(stats)")
    #expect(kills >= 3, "the child finished before most kills; \(logs.joined(separator: "\n"))")
  }
}
