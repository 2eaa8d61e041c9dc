/// A command line that does not fit its command's syntax: the process exits with status 2 after
/// printing ``description`` and the usage.
///
/// Parsing never exits the process; it throws this, and `main` decides.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  package enum Reason: Equatable {
    /// No command was given.
    case missingCommand
    /// The first argument is not a command.
    case unknownCommand(String)
    /// An option the command does not have.
    case unknownOption(String)
    /// An option that takes a value came last, or before another option, or with an empty value.
    case missingValue(option: String)
    /// A flag was given a value (`--strict=yes`).
    case unexpectedValue(flag: String)
    /// An option that may be given once was given again.
    case repeatedOption(String)
    /// A required option is missing.
    case missingOption(String)
    /// Fewer operands than the command needs; names what is missing.
    case missingOperand(String)
    /// More operands than the command takes; the first extra one.
    case unexpectedOperand(String)
    /// An option's value is not a number, or not in the accepted range.
    case invalidNumber(option: String, value: String, expected: String)
    /// An option's value is not one the option accepts.
    case invalidValue(option: String, value: String, expected: String)
    /// Anything else, in a sentence.
    case invalid(String)
  }

  /// The command the error is about, e.g. `bench layout`; empty for the command name itself.
  package var command: String
  package var reason: Reason
  /// The command's own usage, printed instead of the tool's when there is one.
  package var usage: String?

  package init(command: String, _ reason: Reason, usage: String? = nil) {
    self.command = command
    self.reason = reason
    self.usage = usage
  }

  /// `bench layout: --pairs expects an integer from 1 to 100000, found "0"`.
  package var description: String {
    let prefix = command.isEmpty ? "" : command + ": "
    switch reason {
    case .missingCommand: return prefix + "a command is required"
    case .unknownCommand(let name): return prefix + "unknown command \"\(name)\""
    case .unknownOption(let option): return prefix + "unknown option \"\(option)\""
    case .missingValue(let option): return prefix + "\(option) needs a value"
    case .unexpectedValue(let flag): return prefix + "\(flag) takes no value"
    case .repeatedOption(let option): return prefix + "\(option) is given more than once"
    case .missingOption(let option): return prefix + "\(option) is required"
    case .missingOperand(let what): return prefix + "\(what) is required"
    case .unexpectedOperand(let operand): return prefix + "unexpected argument \"\(operand)\""
    case .invalidNumber(let option, let value, let expected),
      .invalidValue(let option, let value, let expected):
      return prefix + "\(option) expects \(expected), found \"\(value)\""
    case .invalid(let sentence): return prefix + sentence
    }
  }
}
