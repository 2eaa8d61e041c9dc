import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine

// How `storykit-bench` reads each benchmark's options; `host` and `soak` read theirs in
// HostBenchCommand and SoakBenchCommand.

extension DecodeBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--groups", "--stories", "--pairs", "--batch"], hasPeer: true)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let range = Self.countRange
    self.init(
      groups: try parsed.integer("--groups", in: range, default: 1000),
      stories: try parsed.integer("--stories", in: range, default: 10),
      pairs: try parsed.integer("--pairs", in: range, default: 21),
      batch: try parsed.integer("--batch", in: range, default: 1), usesPeer: !parsed.has("--no-peer"))
  }
}

extension LayoutBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--pairs", "--batch", "--row", "--tree"], hasPeer: true)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let range = Self.countRange
    self.init(
      pairs: try parsed.integer("--pairs", in: range, default: 21),
      batch: try parsed.integer("--batch", in: range, default: 3),
      rowChildren: try parsed.integer("--row", in: range, default: 1000),
      treeSide: try parsed.integer("--tree", in: Self.treeSideRange, default: 100),
      usesPeer: !parsed.has("--no-peer"))
  }
}

extension RenderBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--frames", "--pairs", "--batch", "--out"], hasPeer: true)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let range = Self.countRange
    self.init(
      frames: try parsed.integer("--frames", in: range, default: 240),
      pairs: try parsed.integer("--pairs", in: range, default: 21),
      batch: try parsed.integer("--batch", in: range, default: 3), usesPeer: !parsed.has("--no-peer"),
      outputDirectory: parsed.directory("--out"))
  }
}

extension StoryBarBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--frames"])

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self.init(frames: try parsed.integer("--frames", in: Self.framesRange, default: 120))
  }
}

extension DeliveryBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--runs"])

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self.init(runs: try parsed.integer("--runs", in: Self.runsRange, default: 50))
  }
}

extension ImagesBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--pairs", "--batch"], hasPeer: true)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let range = Self.countRange
    self.init(
      pairs: try parsed.integer("--pairs", in: range, default: 21),
      batch: try parsed.integer("--batch", in: range, default: 5), usesPeer: !parsed.has("--no-peer"))
  }
}

extension PlayerBenchmark: CommandLineBenchmark {
  static let syntax = frameSyntax(name)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let frame = try parsed.frameOptions(range: Self.countRange)
    self.init(pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output)
  }
}

extension BannerBenchmark: CommandLineBenchmark {
  static let syntax = frameSyntax(name)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let frame = try parsed.frameOptions(range: Self.countRange)
    self.init(pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output)
  }
}

extension SwipeCardBenchmark: CommandLineBenchmark {
  static let syntax = frameSyntax(name)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let frame = try parsed.frameOptions(range: Self.countRange)
    self.init(pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output)
  }
}

extension PlacementBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--runs"])

  /// The widgets the tools link (``CLIWidgets``), each kind's first frame.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    self.init(runs: try parsed.integer("--runs", in: 1...1_000, default: 30)) { CLIWidgets.register(in: $0) }
  }
}

extension PlaybackBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--runs", "--latency"])

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self.init(
      runs: try parsed.integer("--runs", in: Self.runsRange, default: 11),
      latency: try parsed.integer("--latency", in: Self.latencyRange, default: 100))
  }
}

extension VideoBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--runs", "--rounds", "--seconds"], hasPeer: true)

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self.init(
      runs: try parsed.integer("--runs", in: Self.runsRange, default: 11),
      rounds: try parsed.integer("--rounds", in: Self.roundsRange, default: 3),
      seconds: try parsed.integer("--seconds", in: Self.secondsRange, default: 10),
      usesPeer: !parsed.has("--no-peer"))
  }
}

extension RestyleBenchmark: CommandLineBenchmark {
  static let syntax = optionSyntax(["--pairs", "--batch"])

  init(_ parsed: ParsedArguments) throws(UsageError) {
    let range = Self.countRange
    self.init(
      pairs: try parsed.integer("--pairs", in: range, default: 21),
      batch: try parsed.integer("--batch", in: range, default: 20))
  }
}

/// The syntax of a frame benchmark beside the C replay (`player`, `banner`, `swipe-card`).
private func frameSyntax(_ name: String) -> CommandSyntax {
  CommandSyntax(command: name, flags: ["--no-peer"], options: ["--pairs", "--batch", "--out"])
}

extension ParsedArguments {
  /// `--out <dir>` as a folder, if given.
  fileprivate func directory(_ option: String) -> URL? {
    value(option).map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  /// The options of a frame benchmark beside the C replay (`--pairs`, `--batch`, `--out`,
  /// `--no-peer`), with the counts in `range`.
  fileprivate func frameOptions(
    range: ClosedRange<Int>
  ) throws(UsageError) -> (pairs: Int, batch: Int, usesPeer: Bool, output: URL?) {
    (
      try integer("--pairs", in: range, default: 21), try integer("--batch", in: range, default: 10),
      !has("--no-peer"), directory("--out")
    )
  }
}
