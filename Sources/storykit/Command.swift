import Foundation
import StoryKitCommandLine

/// A `storykit` command line, parsed: which command, with its options.
///
/// ```swift
/// let command = try Command.parse(["validate", "--strict", "feed.json"])
/// let status = await command.run()  // 0 ok, 1 failure
/// ```
@MainActor
enum Command {
  case validate(ValidateCommand.Options)
  case demo(DemoCommand.Options)
  case renderExamples(URL)
  case renderStoryBar(RenderStoryBarCommand.Options)
  case renderPlayer(RenderPlayerCommand.Options)
  case renderPlacement(RenderPlacementCommand.Options)
  case fetch(FetchCommand.Options)
  case preview(PreviewCommand.Options)
  /// Prints a usage text and exits 0: `help`, or `--help` / `-h` on any command.
  case help(String)

  nonisolated static let usage = """
    usage: storykit <command> [options]

    commands:
      validate <feed.json> [--strict] [--json]   check a feed; exit 0 clean, 1 with errors, 2 usage
      demo [--feed <feed.json>] [--out <folder>]  summarize the demo feed and render its widgets as PNGs
      render <feed.json> [--user-id U] [--label L]… [--test-mode] [--widget banner|swipe-card|canvas|video-feed]
             [--width 390] [--scale 2] [--theme T] [--direction D] [--locale L] --out <file.png>
                                                 render what the placement shows this user
      render <feed.json> --widget story-bar [options] --out <file.png>   render a feed's story bar
      render <feed.json> --widget player --group <id> [--story N] [--time S] [--paused] [--transition F]
             [--filmstrip 0,1.5,3] [options] --out <file.png>   render a moment of playback, or a row of them
      render --examples <folder>                 render the view-layer example gallery
      fetch <endpoint> --token T [--user-id U] [--label L]… [--property k=v]… [--test-mode] [--cache DIR]
            [--timeout S]                        load a placement: its source, chosen variant and why
      preview <feed.json> [--theme light|dark] [--direction ltr|rtl] [--locale L] [--width 420 --height 760] [--watch]
                                                 a window with the widget the placement picks, and the player
                                                 it opens (headless: xvfb-run -a); without --theme, GTK's
                                                 dark preference; without --direction, the feed's, else the
                                                 language's; --locale (a BCP 47 tag such as de or ar-EG): the
                                                 language of StoryKit's strings and its digits (every render takes it too)
      help                                       this text
    Every command takes --help (or -h): its own usage.

    Options take their value as the next argument or after "=" (--out=file.png); "--" ends the options.
    The benchmarks are a tool of their own, storykit-bench (Benchmarks/README.md).
    """

  /// What `storykit-bench` says: the benchmarks left the tool a user installs (issue 30).
  nonisolated static let benchMoved =
    "the benchmarks moved to their own tool: storykit-bench <benchmark> [options] "
    + "(swift build -c release --product storykit-bench; storykit-bench help lists them)"

  /// Reads a whole command line (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let name = arguments.first else { throw UsageError(command: "", .missingCommand) }
    let rest = Array(arguments.dropFirst())
    if CommandHelp.asksForHelp(rest), let usage = CommandHelp.text(for: name, rest) { return .help(usage) }
    switch name {
    case "validate": return .validate(try ValidateCommand.parse(rest))
    case "demo": return .demo(try DemoCommand.parse(rest))
    case "render":
      // Each widget has its own options; `--widget` chooses it (the story bar unless `player`).
      // Without `--widget`, the placement's resolver chooses (banner, swipe card and canvas can be
      // forced with `--widget` there too); `--examples` renders the view-layer gallery.
      if RenderPlayerCommand.isPlayer(rest) { return .renderPlayer(try RenderPlayerCommand.parse(rest)) }
      if rest.contains(where: { $0 == "--examples" || $0.hasPrefix("--examples=") }) {
        return .renderExamples(try RenderCommand.parse(rest))
      }
      if isStoryBar(rest) { return .renderStoryBar(try RenderStoryBarCommand.parse(rest)) }
      return .renderPlacement(try RenderPlacementCommand.parse(rest))
    case "fetch": return .fetch(try FetchCommand.parse(rest))
    case "preview": return .preview(try PreviewCommand.parse(rest))
    case "bench": throw UsageError(command: "bench", .invalid(benchMoved))
    case "help", "--help", "-h":
      guard rest.isEmpty else { throw UsageError(command: "help", .unexpectedOperand(rest[0])) }
      return .help(usage)
    default: throw UsageError(command: "", .unknownCommand(name))
    }
  }

  /// Whether a `render` command line asks for the story bar's own options (`--widget story-bar`,
  /// or a widget the placement path does not force).
  nonisolated static func isStoryBar(_ arguments: [String]) -> Bool {
    for (index, argument) in arguments.enumerated() {
      let value: String?
      if argument == "--widget" {
        value = index + 1 < arguments.count ? arguments[index + 1] : nil
      } else if argument.hasPrefix("--widget=") {
        value = String(argument.dropFirst("--widget=".count))
      } else {
        continue
      }
      return !RenderPlacementCommand.forcedKinds.contains { $0.0 == value }
    }
    return false
  }

  /// Runs the command; returns 0 when it succeeded, 1 when it failed.
  func run() async -> Int32 {
    switch self {
    case .validate(let options): return ValidateCommand.run(options)
    case .demo(let options): return await DemoCommand.run(options)
    case .renderExamples(let directory): return RenderCommand.run(directory)
    case .renderStoryBar(let options): return await RenderStoryBarCommand.run(options)
    case .renderPlayer(let options): return await RenderPlayerCommand.run(options)
    case .renderPlacement(let options): return await RenderPlacementCommand.run(options)
    case .fetch(let options): return await FetchCommand.run(options)
    // StoryKitTool runs the preview on the main thread before any async work; from here GTK
    // reports that it is off the main thread.
    case .preview(let options): return PreviewCommand.run(options)
    case .help(let usage):
      print(usage)
      return 0
    }
  }
}
