/// A benchmark `storykit-bench` runs by name: its usage entry and its run.
///
/// A benchmark is a value of its settings (counts, flags); ``run()`` times it, prints its table
/// and final lines, and says whether its checks held. `storykit-bench` lists every one in its
/// registry (`BenchmarkRegistry`), which reads the options into the value and prints the usage
/// from ``name``, ``synopsis`` and ``summary``.
///
/// ```swift
/// DecodeBenchmark.name      // "decode"
/// DecodeBenchmark.synopsis  // "[--groups N] [--stories N] [--pairs N] [--batch N] [--no-peer]"
/// let outcome = await DecodeBenchmark(groups: 100, usesPeer: false).run()
/// ```
package protocol Benchmark {
  /// The name `storykit-bench` runs it by, as its final lines spell it (`bench <name> case=…`).
  static var name: String { get }
  /// Its options, as the usage lists them (`[--pairs N] [--batch N] [--no-peer]`).
  static var synopsis: String { get }
  /// What it measures, in one line of the usage.
  static var summary: String { get }
  /// Runs it, printing its table and final lines.
  @MainActor func run() async -> BenchmarkOutcome
}

/// A benchmark that runs GTK's loop on the process's main thread (`host`, `soak`):
/// `storykit-bench` calls ``runLoop()`` from its synchronous main, before any async work, as
/// `storykit preview` does; from inside a task GTK reports that it is off the main thread.
package protocol MainLoopBenchmark: Benchmark {
  /// Runs it on GTK's loop, printing its table and final lines.
  @MainActor func runLoop() -> BenchmarkOutcome
}

extension MainLoopBenchmark {
  @MainActor package func run() async -> BenchmarkOutcome { runLoop() }
}
