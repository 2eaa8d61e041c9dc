import StoryKitBenchmarks
import StoryKitCommandLine

/// A ``Benchmark`` as `storykit-bench` reads it from a command line: its options' syntax, and
/// the benchmark those options give.
@MainActor
protocol CommandLineBenchmark: Benchmark {
  /// Its options and flags; a ``CommandSyntax/usage`` of its own (`host`, `soak`) is printed
  /// for `--help` and with its errors instead of its entry of the tool's usage.
  static var syntax: CommandSyntax { get }
  /// The benchmark with the options read by ``syntax`` (their ranges are the benchmark's own).
  init(_ parsed: ParsedArguments) throws(UsageError)
}

extension CommandLineBenchmark {
  /// Reads the options after the benchmark's name.
  static func parse(_ options: [String]) throws(UsageError) -> Self {
    try Self(try syntax.parse(options))
  }

  /// The syntax of a benchmark: `options` with one value, and the `--no-peer` flag when it has a
  /// peer to leave out.
  static func optionSyntax(_ options: Set<String>, hasPeer: Bool = false) -> CommandSyntax {
    CommandSyntax(command: name, flags: hasPeer ? ["--no-peer"] : [], options: options)
  }
}

/// Every benchmark `storykit-bench` runs, in the order its usage lists them: `storykit-bench`
/// finds a benchmark here by name, reads its options and runs it, and prints its usage from the
/// benchmarks' names, options and summaries.
///
/// ```swift
/// let benchmark = try BenchmarkRegistry.parse(["layout", "--pairs", "5"])  // a LayoutBenchmark
/// let outcome = await benchmark.run()
/// ```
@MainActor
enum BenchmarkRegistry {
  static let all: [any CommandLineBenchmark.Type] = [
    DecodeBenchmark.self, LayoutBenchmark.self, RenderBenchmark.self, StoryBarBenchmark.self,
    DeliveryBenchmark.self, ImagesBenchmark.self, PlayerBenchmark.self, BannerBenchmark.self,
    SwipeCardBenchmark.self, PlacementBenchmark.self, PlaybackBenchmark.self, VideoBenchmark.self,
    RestyleBenchmark.self, HostBenchmark.self, SoakBenchmark.self,
  ]

  /// The benchmarks' names, in the order of ``all``.
  static var names: [String] { all.map { $0.name } }

  /// The benchmark named `name`, if any.
  static func benchmark(named name: String) -> (any CommandLineBenchmark.Type)? {
    all.first { $0.name == name }
  }

  /// Reads `<name> [options]`, the arguments after the program's name, into the benchmark.
  static func parse(_ arguments: [String]) throws(UsageError) -> any CommandLineBenchmark {
    guard let name = arguments.first, !name.hasPrefix("-") else {
      throw UsageError(command: "", .missingOperand("a benchmark name (\(names.joined(separator: ", ")))"))
    }
    guard let type = benchmark(named: name) else {
      throw UsageError(
        command: "", .invalid("unknown benchmark \"\(name)\" (known: \(names.joined(separator: ", ")))"))
    }
    return try type.parse(Array(arguments.dropFirst()))
  }

  /// The column of the usage where a benchmark's summary starts.
  static let summaryColumn = 37

  /// The usage's entries: each benchmark's name and options, then its summary, on the same line
  /// when they fit before ``summaryColumn``, else on the next.
  static var entries: [String] {
    all.flatMap { type -> [String] in
      let head = "\(type.name) \(type.synopsis)"
      let pad = String(repeating: " ", count: summaryColumn)
      guard head.count < summaryColumn else { return ["  " + head, "  " + pad + type.summary] }
      return ["  " + head + String(repeating: " ", count: summaryColumn - head.count) + type.summary]
    }
  }
}
