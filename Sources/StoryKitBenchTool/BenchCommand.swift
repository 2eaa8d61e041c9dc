import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine

/// `storykit-bench <name> [options]`: reads the options and runs the benchmark from
/// StoryKitBenchmarks (see Benchmarks/README.md). The ranges of the counts are the benchmarks'
/// own.
enum BenchCommand {
  /// A benchmark, configured.
  enum Benchmark {
    case decode(DecodeBenchmark)
    case layout(LayoutBenchmark)
    case render(RenderBenchmark)
    case storyBar(StoryBarBenchmark)
    case delivery(DeliveryBenchmark)
    case images(ImagesBenchmark)
    case player(PlayerBenchmark)
    case banner(BannerBenchmark)
    case swipeCard(SwipeCardBenchmark)
    /// Styling through the environment beside writing the values by hand.
    case restyle(RestyleBenchmark)
    /// The GStreamer video player: first frame, playback CPU and drops beside gst-launch-1.0.
    case video(VideoBenchmark)
    /// A cached feed to its widget's first frame, each kind (runs per kind).
    case placement(runs: Int)
    /// From the tap to a story's first presented frame over loopback with an added latency.
    case playback(PlaybackBenchmark)
    /// The GTK host during playback; it runs GTK's loop, so `BenchTool.main` starts it.
    case host(HostBenchmark)
    /// The preview's resident set over open-and-close cycles; it runs GTK's loop too.
    case soak(SoakBenchmark)
  }

  /// The benchmark names, in the order `help` lists them.
  static let names = [
    "decode", "layout", "render", "story-bar", "delivery", "images", "player", "banner", "swipe-card",
    "placement", "playback", "video", "restyle",
    "host", "soak",
  ]

  /// Reads `<name> [options]`, the arguments after the program's name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Benchmark {
    guard let name = arguments.first, !name.hasPrefix("-") else {
      throw UsageError(
        command: "", .missingOperand("a benchmark name (\(names.joined(separator: ", ")))"))
    }
    let options = Array(arguments.dropFirst())
    switch name {
    case "decode":
      let parsed = try syntax(name, options: ["--groups", "--stories", "--pairs", "--batch"]).parse(options)
      let range = DecodeBenchmark.countRange
      return .decode(
        DecodeBenchmark(
          groups: try parsed.integer("--groups", in: range, default: 1000),
          stories: try parsed.integer("--stories", in: range, default: 10),
          pairs: try parsed.integer("--pairs", in: range, default: 21),
          batch: try parsed.integer("--batch", in: range, default: 1), usesPeer: !parsed.has("--no-peer")))
    case "layout":
      let parsed = try syntax(name, options: ["--pairs", "--batch", "--row", "--tree"]).parse(options)
      let range = LayoutBenchmark.countRange
      return .layout(
        LayoutBenchmark(
          pairs: try parsed.integer("--pairs", in: range, default: 21),
          batch: try parsed.integer("--batch", in: range, default: 3),
          rowChildren: try parsed.integer("--row", in: range, default: 1000),
          treeSide: try parsed.integer("--tree", in: LayoutBenchmark.treeSideRange, default: 100),
          usesPeer: !parsed.has("--no-peer")))
    case "render":
      let parsed = try syntax(name, options: ["--frames", "--pairs", "--batch", "--out"]).parse(options)
      let range = RenderBenchmark.countRange
      return .render(
        RenderBenchmark(
          frames: try parsed.integer("--frames", in: range, default: 240),
          pairs: try parsed.integer("--pairs", in: range, default: 21),
          batch: try parsed.integer("--batch", in: range, default: 3), usesPeer: !parsed.has("--no-peer"),
          outputDirectory: parsed.value("--out").map { URL(fileURLWithPath: $0, isDirectory: true) }))
    case "story-bar":
      let parsed = try CommandSyntax(command: "story-bar", options: ["--frames"]).parse(options)
      return .storyBar(
        StoryBarBenchmark(
          frames: try parsed.integer("--frames", in: StoryBarBenchmark.framesRange, default: 120)))
    case "restyle":
      let parsed = try CommandSyntax(command: "restyle", options: ["--pairs", "--batch"]).parse(options)
      let range = RestyleBenchmark.countRange
      return .restyle(
        RestyleBenchmark(
          pairs: try parsed.integer("--pairs", in: range, default: 21),
          batch: try parsed.integer("--batch", in: range, default: 20)))
    case "delivery":
      let parsed = try CommandSyntax(command: "delivery", options: ["--runs"]).parse(options)
      return .delivery(
        DeliveryBenchmark(runs: try parsed.integer("--runs", in: DeliveryBenchmark.runsRange, default: 50)))
    case "images":
      let parsed = try syntax(name, options: ["--pairs", "--batch"]).parse(options)
      let range = ImagesBenchmark.countRange
      return .images(
        ImagesBenchmark(
          pairs: try parsed.integer("--pairs", in: range, default: 21),
          batch: try parsed.integer("--batch", in: range, default: 5), usesPeer: !parsed.has("--no-peer")))
    case "player":
      let frame = try frameOptions(name, options, range: PlayerBenchmark.countRange)
      return .player(
        PlayerBenchmark(
          pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output))
    case "banner":
      let frame = try frameOptions(name, options, range: BannerBenchmark.countRange)
      return .banner(
        BannerBenchmark(
          pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output))
    case "swipe-card":
      let frame = try frameOptions(name, options, range: SwipeCardBenchmark.countRange)
      return .swipeCard(
        SwipeCardBenchmark(
          pairs: frame.pairs, batch: frame.batch, usesPeer: frame.usesPeer, outputDirectory: frame.output))
    case "placement":
      let parsed = try CommandSyntax(command: "placement", options: ["--runs"]).parse(options)
      return .placement(runs: try parsed.integer("--runs", in: 1...1_000, default: 30))
    case "playback":
      let parsed = try CommandSyntax(command: "playback", options: ["--runs", "--latency"]).parse(
        options)
      return .playback(
        PlaybackBenchmark(
          runs: try parsed.integer("--runs", in: PlaybackBenchmark.runsRange, default: 11),
          latency: try parsed.integer("--latency", in: PlaybackBenchmark.latencyRange, default: 100)))
    case "video":
      let parsed = try syntax(name, options: ["--runs", "--rounds", "--seconds"]).parse(options)
      return .video(
        VideoBenchmark(
          runs: try parsed.integer("--runs", in: VideoBenchmark.runsRange, default: 11),
          rounds: try parsed.integer("--rounds", in: VideoBenchmark.roundsRange, default: 3),
          seconds: try parsed.integer("--seconds", in: VideoBenchmark.secondsRange, default: 10),
          usesPeer: !parsed.has("--no-peer")))
    case "host": return .host(try HostBenchCommand.parse(options))
    case "soak": return .soak(try SoakBenchCommand.parse(options))
    default:
      throw UsageError(
        command: "", .invalid("unknown benchmark \"\(name)\" (known: \(names.joined(separator: ", ")))"))
    }
  }

  /// The options of a frame benchmark beside the C replay (`--pairs`, `--batch`, `--out`,
  /// `--no-peer`), with the counts in `range`.
  private static func frameOptions(
    _ name: String, _ options: [String], range: ClosedRange<Int>
  ) throws(UsageError) -> (pairs: Int, batch: Int, usesPeer: Bool, output: URL?) {
    let parsed = try syntax(name, options: ["--pairs", "--batch", "--out"]).parse(options)
    return (
      try parsed.integer("--pairs", in: range, default: 21),
      try parsed.integer("--batch", in: range, default: 10),
      !parsed.has("--no-peer"), parsed.value("--out").map { URL(fileURLWithPath: $0, isDirectory: true) }
    )
  }

  /// The syntax of a benchmark with a peer: its options and `--no-peer`.
  private static func syntax(_ name: String, options: Set<String>) -> CommandSyntax {
    CommandSyntax(command: name, flags: ["--no-peer"], options: options)
  }

  /// Runs the benchmark; 0 when its checks held, 1 otherwise.
  @MainActor
  static func run(_ benchmark: Benchmark) async -> Int32 {
    let outcome: BenchmarkOutcome
    switch benchmark {
    case .decode(let decode): outcome = decode.run()
    case .layout(let layout): outcome = layout.run()
    case .render(let render): outcome = render.run()
    case .storyBar(let storyBar): outcome = storyBar.run()
    case .delivery(let delivery): outcome = await delivery.run()
    case .images(let images): outcome = await images.run()
    case .player(let player): outcome = player.run()
    case .banner(let banner): outcome = banner.run()
    case .swipeCard(let swipeCard): outcome = swipeCard.run()
    case .restyle(let restyle): outcome = restyle.run()
    case .video(let video): outcome = await video.run()
    case .playback(let playback): outcome = await playback.run()
    case .placement(let runs):
      outcome = await PlacementBenchmark(runs: runs) { CLIWidgets.register(in: $0) }.run()
    // BenchTool runs it on the main thread before any async work; from here GTK reports that
    // it is off the main thread.
    case .host(let host): outcome = HostBenchCommand.run(host) == 0 ? .passed : .failed
    case .soak(let soak): outcome = SoakBenchCommand.run(soak) == 0 ? .passed : .failed
    }
    return outcome == .passed ? 0 : 1
  }
}
