import Foundation
import StoryKit
import StoryKitBenchmarks
import StoryKitCommandLine
import StoryKitGTK

/// `storykit-bench soak [--cycles N] [--dwell S] [--scale 1|2] [--feed <feed.json>]`: the preview's resident
/// set over open-and-close cycles of the player (``SoakBenchSession``), with the lines of
/// ``SoakReport``.
///
/// It runs GTK's loop on the main thread, so `BenchTool.main` calls ``run(_:)`` before any
/// async work, as for `preview`. Without a `DISPLAY` it re-runs itself under `xvfb-run -a`
/// (``HostBenchDisplay``). Exit status: 0 measured, 1 when it could not run (no display, the feed
/// missing, a cycle that did not open or close), 2 for usage errors. Missing the goal is not a
/// failure: the lines say by how much.
@MainActor
enum SoakBenchCommand {
  nonisolated static let syntax = CommandSyntax(
    command: "soak", options: ["--cycles", "--dwell", "--feed", "--scale"],
    usage: """
      storykit-bench soak [--cycles N] [--dwell S] [--scale 1|2] [--feed <feed.json>]
        opens and closes the player --cycles times (default 60, 1…1000) in the preview's window, 420 × 760 pt at
        --scale (default 1), each group in turn, playing --dwell seconds (default 1, 0…30) once its picture shows; the resident
        set after each cycle beside the bar alone, against the image cache's bound + 10 MiB, and its slope over
        the last 25 cycles. The feed defaults to Examples/feeds/demo.json. Without a DISPLAY it re-runs itself
        under xvfb-run -a.
      """)

  /// Reads the options after `soak`.
  nonisolated static func settings(_ parsed: ParsedArguments) throws(UsageError) -> SoakBenchmark {
    var settings = SoakBenchmark()
    settings.cycles = try parsed.integer("--cycles", in: SoakBenchmark.cyclesRange, default: settings.cycles)
    if let dwell = try parsed.number("--dwell", in: SoakBenchmark.dwellRange) {
      settings.dwellSeconds = dwell
    }
    if let feed = parsed.value("--feed") { settings.feedPath = feed }
    if let scale = try parsed.choice("--scale", from: SoakBenchmark.scales.map { ("\($0)", $0) }) {
      settings.scale = scale
    }
    return settings
  }

  /// Runs the benchmark and prints its table and lines; returns the exit status. Must run on the
  /// main thread, outside Swift's async main.
  static func run(_ settings: SoakBenchmark) -> Int32 {
    let url = HostBenchCommand.feedURL(settings.feedPath)
    let result = FeedDecoder().decode(contentsOf: url)
    guard let feed = result.feed, !feed.storyGroups.isEmpty else {
      for diagnostic in result.diagnostics { printError("\(url.path): \(diagnostic)") }
      return fail("the feed \(url.path) has no story groups")
    }
    // The feed is checked first, so a mistake does not wait for an X server.
    if let problem = HostBenchDisplay.reexecIfNeeded() { return fail(problem) }
    // Scale 2 on X11: GDK reads GDK_SCALE when it opens the display.
    setenv("GDK_SCALE", "\(settings.scale)", 1)
    setenv("GDK_BACKEND", "x11", 0)
    var options = PreviewCommand.Options(source: .file(url.path))
    options.theme = .light
    options.width = SoakBenchmark.size.width
    options.height = SoakBenchmark.size.height
    let provider: PlacementDataProvider
    switch PreviewCommand.makeProvider(options) {
    case .success(let made): provider = made
    case .failure(let problem): return fail(problem.description)
    }
    do {
      try GTKMainLoop.initialize(accessibilityBus: false)
    } catch {
      return fail("\(error)")
    }
    let preview = PreviewSession(options: options, provider: provider)
    let session = SoakBenchSession(settings: settings, preview: preview)
    session.start()
    GTKMainLoop.run()
    preview.finish()
    guard let report = session.report else { return fail(session.failure ?? "the run did not finish") }
    for line in report.table + [""] + report.finalLines { print(line) }
    fflush(nil)  // every stream: `stdout` is not concurrency-safe to name
    return 0
  }

  private static func fail(_ message: String) -> Int32 {
    printError("bench soak: \(message)")
    return 1
  }

}

extension SoakBenchmark: CommandLineBenchmark, MainLoopBenchmark {
  static var syntax: CommandSyntax { SoakBenchCommand.syntax }

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self = try SoakBenchCommand.settings(parsed)
  }

  package func runLoop() -> BenchmarkOutcome {
    SoakBenchCommand.run(self) == 0 ? .passed : .failed
  }
}
