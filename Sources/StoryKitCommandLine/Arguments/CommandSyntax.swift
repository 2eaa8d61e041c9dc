/// What a command accepts — flags, options with one value, options that may repeat, and how many
/// operands — and the one parser every `storykit` command uses.
///
/// ```swift
/// let syntax = CommandSyntax(command: "validate", flags: ["--strict", "--json"], operands: ["feed file"])
/// let parsed = try syntax.parse(["--strict", "feed.json"])
/// // parsed.has("--strict") == true, parsed.operands == ["feed.json"]
/// ```
///
/// The rules, the same for every command:
/// - An option's value is the next argument (`--out file.png`) or follows `=` (`--out=file.png`).
///   A missing or empty value, or one that starts with `--` (the next option), is a usage error.
/// - Flags take no value. An option or flag given twice is an error unless it is repeatable.
/// - Everything after `--` is an operand, even if it starts with `-`.
/// - Any other argument starting with `-` (but `-` alone) is an unknown option.
/// - The operand count must fit: fewer is ``UsageError/Reason/missingOperand(_:)``, more is
///   ``UsageError/Reason/unexpectedOperand(_:)``.
package struct CommandSyntax: Sendable {
  /// The command's name in messages, e.g. `bench layout`.
  package var command: String
  /// Options without a value.
  package var flags: Set<String> = []
  /// Options with one value, given at most once.
  package var options: Set<String> = []
  /// Options with one value that may be given several times.
  package var repeatableOptions: Set<String> = []
  /// The operands, by what they are ("feed file"); all of them are required.
  package var operands: [String] = []
  /// The command's own usage text, printed with its errors; `nil` prints the tool's.
  package var usage: String?

  package init(
    command: String, flags: Set<String> = [], options: Set<String> = [], repeatableOptions: Set<String> = [],
    operands: [String] = [], usage: String? = nil
  ) {
    self.command = command
    self.flags = flags
    self.options = options
    self.repeatableOptions = repeatableOptions
    self.operands = operands
    self.usage = usage
  }

  /// Reads `arguments` (those after the command's name); throws the first problem.
  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(syntax: self)
    var remaining = arguments[...]
    var seen: Set<String> = []
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.operands += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.operands.append(argument)
        continue
      }
      let (name, attached) = split(argument)
      if flags.contains(name) {
        if attached != nil { throw error(.unexpectedValue(flag: name)) }
        if !seen.insert(name).inserted { throw error(.repeatedOption(name)) }
        parsed.flags.insert(name)
      } else if options.contains(name) || repeatableOptions.contains(name) {
        if !seen.insert(name).inserted && !repeatableOptions.contains(name) {
          throw error(.repeatedOption(name))
        }
        let value = attached ?? remaining.first.flatMap { $0.hasPrefix("--") ? nil : $0 }
        if attached == nil, value != nil { remaining.removeFirst() }
        guard let value, !value.isEmpty else { throw error(.missingValue(option: name)) }
        parsed.values[name, default: []].append(value)
      } else {
        throw error(.unknownOption(name))
      }
    }
    if parsed.operands.count < operands.count {
      throw error(.missingOperand(operands[parsed.operands.count]))
    }
    if parsed.operands.count > operands.count {
      throw error(.unexpectedOperand(parsed.operands[operands.count]))
    }
    return parsed
  }

  /// A usage error of this command.
  package func error(_ reason: UsageError.Reason) -> UsageError {
    UsageError(command: command, reason, usage: usage)
  }

  /// `--name=value` into its name and value; anything else is a name alone.
  private func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
