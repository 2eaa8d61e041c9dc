/// What `--help` (or `-h`) prints for a command line: the command's own usage when it has one
/// (`preview`, `render --widget player`, `bench host`…), else its lines of the tool's usage.
///
/// ```swift
/// CommandHelp.asksForHelp(["decode", "--help"])   // true
/// CommandHelp.text(for: "bench", ["decode"])      // "usage: storykit <command> [options]\n\n  bench decode …"
/// ```
enum CommandHelp {
  /// Whether `arguments` (those after the command's name) ask for help before `--`.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--help" || argument == "-h" { return true }
    }
    return false
  }

  /// The usage of the command `name` with `arguments`, or `nil` for a name that is no command.
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
    case "bench":
      guard let benchmark = arguments.first, !benchmark.hasPrefix("-") else { return lines(of: [name]) }
      switch benchmark {
      case "host": return HostBenchCommand.syntax.usage
      case "soak": return SoakBenchCommand.syntax.usage
      default:
        return BenchCommand.names.contains(benchmark) ? lines(of: [name, benchmark]) : lines(of: [name])
      }
    case "help": return Command.usage
    default: return nil
    }
  }

  /// The entries of the tool's usage whose command starts with `words` (a word of an entry may
  /// list alternatives, `banner|swipe-card`), with their continuation lines, under the usage's
  /// first line and above its closing notes.
  static func lines(of words: [String]) -> String {
    let all = Command.usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var picked: [String] = []
    var isPicking = false
    for line in all {
      let indent = line.prefix { $0 == " " }.count
      if indent == 2 {
        let entry = line.dropFirst(2).split(separator: " ").prefix(words.count)
        isPicking =
          entry.count == words.count
          && zip(entry, words).allSatisfy { $0.split(separator: "|").contains(Substring($1)) }
      } else if indent < 2 {
        isPicking = false
      }
      if isPicking { picked.append(line) }
    }
    let notes = all.drop { !$0.hasPrefix("Options take") }
    return ([all[0], ""] + picked + [""] + notes).joined(separator: "\n")
  }
}
