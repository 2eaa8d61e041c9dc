import Foundation
import StoryKitCommandLine

/// `storykit-bench <benchmark> [options]`: the benchmarks of Benchmarks/README.md, a tool of
/// their own so that the `storykit` a user installs links neither them nor their peers.
///
/// Parsing throws a ``UsageError`` instead of exiting; this is the one place that decides the
/// exit status: 0 ok, 1 failure (a check of the benchmark did not hold), 2 usage.
@main
enum BenchTool {
  /// A command line, read: a benchmark to run, or a usage to print.
  enum Invocation {
    case run(BenchCommand.Benchmark)
    /// `help`, or `--help` / `-h` after a benchmark's name: prints it and exits 0.
    case help(String)
  }

  nonisolated static let usage = """
    usage: storykit-bench <benchmark> [options]

    benchmarks:
      decode [--groups N] [--stories N] [--pairs N] [--batch N] [--no-peer]
                                           decoding throughput beside Python json
      layout [--pairs N] [--batch N] [--row N] [--tree N] [--no-peer]
                                           layout time per node beside Taffy
      render [--frames N] [--pairs N] [--batch N] [--no-peer] [--out <dir>]
                                           frames; JPEG decoding beside Pillow
      story-bar [--frames N]               ms per frame scrolling 10 / 1,000 / 100,000 groups
      delivery [--runs N]                  warm cache to content; targeting evaluations per second
      banner|swipe-card [--pairs N] [--batch N] [--no-peer] [--out <dir>]
                                           a page-swipe / card fly-out frame beside its C replay
      restyle [--pairs N] [--batch N]      styling through the environment beside writing the values by hand
      placement [--runs N]                 a cached feed to its widget's first frame, each kind
      playback [--runs N] [--latency MS]   tap to a story's first frame over slow loopback, beside the latency
      images [--pairs N] [--batch N] [--no-peer]
                                           decoding a photo for a small target beside Pillow
      player [--pairs N] [--batch N] [--no-peer] [--out <dir>]
                                           player frames at 1170×2532 px beside their C replay
      video [--runs N] [--rounds N] [--seconds N] [--no-peer]
                                           video first frame; playback CPU and drops beside gst-launch
      host [--seconds N] [--idle N] [--group ID] [--feed <feed.json>]
                                           GTK host: tick to drawn during playback, CPU % (no DISPLAY: xvfb-run)
      soak [--cycles N] [--dwell S] [--scale 1|2] [--feed <feed.json>]
                                           the preview's memory over open-and-close cycles (no DISPLAY: xvfb-run)
      help                                 this text
    Every benchmark takes --help (or -h): its own usage.

    Options take their value as the next argument or after "=" (--pairs=5); "--" ends the options.
    The benchmarks with a peer alternate batches with it; see Benchmarks/README.md. Run a release
    build (swift build -c release --product storykit-bench) from the repository root.
    """

  /// Reads a whole command line (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let name = arguments.first else {
      throw UsageError(
        command: "", .missingOperand("a benchmark name (\(BenchCommand.names.joined(separator: ", ")))"))
    }
    let rest = Array(arguments.dropFirst())
    switch name {
    case "help", "--help", "-h":
      guard rest.isEmpty else { throw UsageError(command: "help", .unexpectedOperand(rest[0])) }
      return .help(usage)
    default:
      if UsageEntries.asksForHelp(rest), let text = help(for: name) { return .help(text) }
      return .run(try BenchCommand.parse(arguments))
    }
  }

  /// The usage of the benchmark `name`: its own for `host` and `soak`, else its entry of the
  /// tool's; `nil` for a name that is no benchmark.
  static func help(for name: String) -> String? {
    switch name {
    case "host": return HostBenchCommand.syntax.usage
    case "soak": return SoakBenchCommand.syntax.usage
    default: return BenchCommand.names.contains(name) ? UsageEntries.lines(of: [name], in: usage) : nil
    }
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
    case .run(.host(let settings)): exit(status: HostBenchCommand.run(settings))
    case .run(.soak(let settings)): exit(status: SoakBenchCommand.run(settings))
    case .run(let benchmark):
      Task { @MainActor in exit(status: await BenchCommand.run(benchmark)) }
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
