/// The parts of a tool's usage text that `--help` prints: a usage is a first line, entries
/// indented by two spaces (a command or benchmark and its options, with deeper continuation
/// lines), and closing notes from the line that starts with "Options take".
///
/// ```swift
/// UsageEntries.asksForHelp(["decode", "--help"])              // true
/// UsageEntries.lines(of: ["render"], in: Command.usage)       // the first line, render's entries, the notes
/// ```
package enum UsageEntries {
  /// Whether `arguments` (those after the command's name) ask for help before `--`.
  package static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--help" || argument == "-h" { return true }
    }
    return false
  }

  /// The entries of `usage` whose words start with `words` (a word of an entry may list
  /// alternatives, `banner|swipe-card`), with their continuation lines, under the usage's first
  /// line and above its closing notes.
  package static func lines(of words: [String], in usage: String) -> String {
    let all = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
