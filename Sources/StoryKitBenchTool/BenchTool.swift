import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine

/// `storykit-bench <benchmark> [options]`: the benchmarks of Benchmarks/README.md, a tool of
/// their own so that the `storykit` a user installs links neither them nor their peers. It
/// finds, reads and runs them through ``BenchmarkRegistry``, and prints its usage from it.
///
/// Parsing throws a ``UsageError`` instead of exiting; this is the one place that decides the
/// exit status: 0 ok, 1 failure (a check of the benchmark did not hold), 2 usage.
@main
@MainActor
enum BenchTool {
  /// A command line, read: a benchmark to run, or a usage to print.
  enum Invocation {
    case run(any CommandLineBenchmark)
    /// `help`, or `--help` / `-h` after a benchmark's name: prints it and exits 0.
    case help(String)
  }

  /// The tool's usage: every benchmark of the registry, its options and what it measures.
  static let usage =
    (["usage: storykit-bench <benchmark> [options]", "", "benchmarks:"] + BenchmarkRegistry.entries + [
      "  help" + String(repeating: " ", count: BenchmarkRegistry.summaryColumn - 4) + "this text",
      "Every benchmark takes --help (or -h): its own usage.",
      "",
      "Options take their value as the next argument or after \"=\" (--pairs=5); \"--\" ends the options.",
      "The benchmarks with a peer alternate batches with it; see Benchmarks/README.md. Run a release",
      "build (swift build -c release --product storykit-bench) from the repository root.",
    ]).joined(separator: "\n")

  /// Reads a whole command line (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "help", "--help", "-h":
      guard rest.isEmpty else { throw UsageError(command: "help", .unexpectedOperand(rest[0])) }
      return .help(usage)
    case let name?:
      if UsageEntries.asksForHelp(rest), let text = help(for: name) { return .help(text) }
      return .run(try BenchmarkRegistry.parse(arguments))
    case nil:
      return .run(try BenchmarkRegistry.parse(arguments))
    }
  }

  /// The usage of the benchmark `name`: its own when it has one (`host`, `soak`), else its entry
  /// of the tool's; `nil` for a name that is no benchmark.
  static func help(for name: String) -> String? {
    guard let type = BenchmarkRegistry.benchmark(named: name) else { return nil }
    return type.syntax.usage ?? UsageEntries.lines(of: [name], in: usage)
  }

  // A synchronous main: `host` and `soak` run GTK's loop on the process's main thread, with the
  // main actor inside it (GTKMainLoop). Every other benchmark runs in a main-actor task, then
  // `dispatchMain()`.
  @MainActor static func main() {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("storykit-bench: \(error)\n\n\(error.usage ?? usage)\n".utf8))
      exit(status: 2)
    }
    switch invocation {
    case .help(let text):
      print(text)
      exit(status: 0)
    case .run(let benchmark as any MainLoopBenchmark):
      exit(status: benchmark.runLoop() == .passed ? 0 : 1)
    case .run(let benchmark):
      Task { @MainActor in exit(status: await benchmark.run() == .passed ? 0 : 1) }
      dispatchMain()
    }
  }

  // Flush and leave without the process's exit handlers, as `storykit` does: a peer's or a
  // loader's thread may still be inside a library whose exit handler frees what it reads.
  private static func exit(status: Int32) -> Never {
    fflush(nil)
    _exit(status)
  }
}
