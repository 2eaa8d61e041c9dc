import StoryKitCommandLine

/// What `--help` (or `-h`) prints for a command line: the command's own usage when it has one
/// (`preview`, `render --widget player`…), else its lines of the tool's usage.
///
/// ```swift
/// CommandHelp.asksForHelp(["feed.json", "--help"])   // true
/// CommandHelp.text(for: "validate", [])              // "usage: storykit <command> [options]\n\n  validate …"
/// ```
enum CommandHelp {
  /// Whether `arguments` (those after the command's name) ask for help before `--`.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    UsageEntries.asksForHelp(arguments)
  }

  /// The usage of the command `name` with `arguments`, or `nil` for a name that is no command
  /// (`bench` among them: the benchmarks are `storykit-bench`).
  static func text(for name: String, _ arguments: [String]) -> String? {
    switch name {
    case "validate", "demo", "fetch": return lines(of: [name])
    case "preview": return PreviewCommand.syntax.usage
    case "render":
      if RenderPlayerCommand.isPlayer(arguments) { return RenderPlayerCommand.syntax.usage }
      if Command.isStoryBar(arguments) { return RenderStoryBarCommand.syntax.usage }
      if arguments.contains(where: { $0 == "--widget" || $0.hasPrefix("--widget=") }) {
        return RenderPlacementCommand.syntax.usage
      }
      return lines(of: [name])
    case "help": return Command.usage
    default: return nil
    }
  }

  /// The entries of the tool's usage whose command starts with `words`, under the usage's first
  /// line and above its closing notes (``UsageEntries/lines(of:in:)``).
  static func lines(of words: [String]) -> String {
    UsageEntries.lines(of: words, in: Command.usage)
  }
}
