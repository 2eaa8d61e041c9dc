import Foundation
import StoryKit
import StoryKitGTK

/// `storykit preview <feed.json> [--theme light|dark] [--direction ltr|rtl] [--width 420]
/// [--height 760] [--watch]`: a window with the feed's story bar; a tap opens the player.
///
/// For scripts, standard output carries one line per event, flushed at once: `ready` once the
/// first frame with the bar's pictures on screen is painted, then
/// `action url=<url> payload=<json>` for each story action. Diagnostics go to standard error
/// (and, with `--watch`, to a strip in the window). Exit status: 0 when the window was closed,
/// 1 when the feed could not be read or there is no display, 2 for usage errors.
@MainActor
enum PreviewCommand {
  /// The parsed command line.
  struct Options: Equatable {
    var feedPath: String
    /// `nil`: follow GTK's dark preference.
    var theme: Theme?
    /// `nil`: the feed's (or left to right).
    var direction: LayoutDirection?
    var width: Double = 420
    var height: Double = 760
    var watch = false
    /// A file that gets a line per painted frame: `<frame> <ms on the monotonic clock>`.
    var frameLogPath: String?
  }

  nonisolated static let syntax = CommandSyntax(
    command: "preview", flags: ["--watch"],
    options: ["--theme", "--direction", "--width", "--height", "--frame-log"],
    operands: ["a feed file"],
    usage: """
      storykit preview <feed.json> [--theme light|dark] [--direction ltr|rtl] [--width 420 --height 760] [--watch]
        [--frame-log <file>]
        opens a window with the feed's story bar; a tap on a group opens the player.
        Prints "ready" once the first frame is drawn, and "action url=… payload=…" for each action.
        --frame-log appends "<frame> <ms>" for each painted frame (frame pacing, for tests and bench host).
        Headless: xvfb-run -a storykit preview <feed.json>
      """)

  /// Reads the arguments after `preview`.
  nonisolated static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    var options = Options(feedPath: parsed.operands[0])
    options.theme = try parsed.choice("--theme", from: Theme.allCases.map { ($0.rawValue, $0) })
    options.direction = try parsed.choice(
      "--direction", from: LayoutDirection.allCases.map { ($0.rawValue, $0) })
    if let width = try parsed.number("--width", in: 120...4_096) { options.width = width }
    if let height = try parsed.number("--height", in: 120...4_096) { options.height = height }
    options.watch = parsed.has("--watch")
    options.frameLogPath = parsed.value("--frame-log")
    return options
  }

  /// Opens the window and runs until it is closed; returns the process status. Must run on the
  /// main thread, outside Swift's async main (GTK and the main actor share that thread).
  static func run(_ options: Options) -> Int32 {
    let url = URL(fileURLWithPath: options.feedPath)
    let result = FeedDecoder().decode(contentsOf: url)
    for diagnostic in result.diagnostics { printError("\(options.feedPath): \(diagnostic)") }
    guard let feed = result.feed else {
      printError("preview: the feed could not be decoded")
      return 1
    }
    do {
      try GTKMainLoop.initialize(accessibilityBus: false)
    } catch {
      printError("preview: \(error)")
      return 1
    }
    let session = PreviewSession(options: options, feed: feed, diagnostics: result.diagnostics)
    session.present()
    GTKMainLoop.run()
    session.finish()
    return 0
  }

  /// One line on standard error.
  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
