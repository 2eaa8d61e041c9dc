import Foundation
import StoryKit
import StoryKitBenchmarks
import StoryKitCommandLine
import StoryKitGTK

/// `storykit-bench host [--case playback|transition] [--seconds N] [--idle N] [--group ID]
/// [--feed <feed.json>]`: the GTK host during playback or cube swipes (``HostBenchSession``), with
/// the lines of ``HostBenchmarkReport``.
///
/// It runs GTK's loop on the main thread, so `BenchTool.main` calls ``run(_:)`` before any
/// async work, as for `preview`. Without a `DISPLAY` it re-runs itself under `xvfb-run -a`
/// (``HostBenchDisplay``). Exit status: 0 measured, 1 when it could not run or a check failed
/// (no display, the feed or group missing, the drawing not at scale 2), 2 for usage errors.
@MainActor
enum HostBenchCommand {
  nonisolated static let syntax = CommandSyntax(
    command: "host", options: ["--case", "--seconds", "--idle", "--group", "--feed"],
    usage: """
      storykit-bench host [--case playback|transition] [--seconds N] [--idle N] [--group ID] [--feed <feed.json>]
        plays the player in a 420 × 760 pt GTK window at scale 2 for --seconds (default 10, 1…600), then
        sits idle for --idle seconds (default 5, 1…60): tick-to-draw median and p99, dropped frames at 60 Hz,
        CPU % playing and idle. The group (default new-in) of the feed (default Examples/feeds/demo.json).
        --case transition records cube swipes instead of playback (a scripted finger turns the cube
        towards the next group and lets go short of half way, once a second): the share of late frames,
        beside a floor (Benchmarks/peers/gtk_host_floor.c, built with cc) run first on the same display.
        Without a DISPLAY it re-runs itself under xvfb-run -a.
      """)

  /// Reads the options after `host`.
  nonisolated static func settings(_ parsed: ParsedArguments) throws(UsageError) -> HostBenchmark {
    var settings = HostBenchmark()
    settings.seconds = try parsed.integer(
      "--seconds", in: HostBenchmark.secondsRange, default: settings.seconds)
    settings.idleSeconds = try parsed.integer(
      "--idle", in: HostBenchmark.idleSecondsRange, default: settings.idleSeconds)
    if let scenario = try parsed.choice(
      "--case", from: HostBenchmark.Scenario.allCases.map { ($0.rawValue, $0) })
    {
      settings.scenario = scenario
    }
    if let group = parsed.value("--group") { settings.groupID = group }
    if let feed = parsed.value("--feed") { settings.feedPath = feed }
    return settings
  }

  /// Runs the benchmark and prints its table and lines; returns the exit status. Must run on the
  /// main thread, outside Swift's async main.
  static func run(_ settings: HostBenchmark) -> Int32 {
    let url = feedURL(settings.feedPath)
    let result = FeedDecoder().decode(contentsOf: url)
    guard let feed = result.feed else {
      for diagnostic in result.diagnostics { printError("\(url.path): \(diagnostic)") }
      return fail("the feed \(url.path) could not be decoded")
    }
    guard let group = feed.storyGroups.first(where: { $0.id == settings.groupID }) else {
      let known = feed.storyGroups.map(\.id).joined(separator: ", ")
      return fail("no group \"\(settings.groupID)\" in \(url.lastPathComponent) (its groups: \(known))")
    }
    if case .video = group.stories.first?.media {
      printError("bench host: the first story of \"\(group.id)\" is a video; its frames wait for loads")
    }
    // The feed and group are checked first, so a mistake does not wait for an X server.
    if let problem = HostBenchDisplay.reexecIfNeeded() { return fail(problem) }
    // Scale 2 on X11: GDK reads GDK_SCALE when it opens the display.
    setenv("GDK_SCALE", "\(HostBenchmark.scale)", 1)
    setenv("GDK_BACKEND", "x11", 0)
    // The floor first, on the same X server, so that no window of ours sits over its window.
    let floor = settings.scenario == .transition ? HostFloorPeer.run(seconds: settings.seconds) : nil
    do {
      try GTKMainLoop.initialize(accessibilityBus: false)
    } catch {
      return fail("\(error)")
    }
    let session = HostBenchSession(settings: settings, feed: feed, group: group)
    session.start()
    GTKMainLoop.run()
    session.finish()
    guard var report = session.report else { return fail(session.failure ?? "the run did not finish") }
    report.floor = floor
    for line in report.table + [""] + report.finalLines { print(line) }
    fflush(nil)  // every stream: `stdout` is not concurrency-safe to name
    return 0
  }

  /// The feed at `path`, or, for the default path outside the repository, the demo feed beside
  /// the source tree this was built from.
  static func feedURL(_ path: String) -> URL {
    let url = URL(fileURLWithPath: path)
    guard path == HostBenchmark.defaultFeedPath, !FileManager.default.fileExists(atPath: url.path) else {
      return url
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(path)
  }

  private static func fail(_ message: String) -> Int32 {
    printError("bench host: \(message)")
    return 1
  }

}

extension HostBenchmark: CommandLineBenchmark, MainLoopBenchmark {
  static var syntax: CommandSyntax { HostBenchCommand.syntax }

  init(_ parsed: ParsedArguments) throws(UsageError) {
    self = try HostBenchCommand.settings(parsed)
  }

  package func runLoop() -> BenchmarkOutcome {
    HostBenchCommand.run(self) == 0 ? .passed : .failed
  }
}
