import StoryKit

/// A command line read by ``CommandSyntax/parse(_:)``: its flags, option values and operands, with
/// typed accessors that throw a ``UsageError`` for a value that does not fit.
///
/// ```swift
/// let pairs = try parsed.integer("--pairs", in: 1...100_000, default: 21)
/// let theme = try parsed.choice("--theme", from: [("light", Theme.light), ("dark", .dark)])
/// ```
package struct ParsedArguments {
  /// The syntax it was read with, for errors.
  package let syntax: CommandSyntax
  /// The flags given.
  package var flags: Set<String> = []
  /// The values given, by option, in order.
  package var values: [String: [String]] = [:]
  /// The operands, in order.
  package var operands: [String] = []

  package init(syntax: CommandSyntax) {
    self.syntax = syntax
  }

  /// Whether `flag` was given.
  package func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of `option`, if given.
  package func value(_ option: String) -> String? { values[option]?.last }

  /// Every value of a repeatable `option`, in order.
  package func allValues(_ option: String) -> [String] { values[option] ?? [] }

  /// The user's values for a feed's per-user placeholders (`{{user.firstName|there}}`), from a
  /// repeatable `--user-data KEY=VALUE`: the key as placeholders name it (letters, digits, `_`,
  /// `-`, `.`), the value everything after the first `=` (it may be empty, or hold `=`). A key
  /// given twice keeps its last value.
  package func userData(_ option: String = "--user-data") throws(UsageError) -> [String: String] {
    var data: [String: String] = [:]
    for entry in allValues(option) {
      guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex,
        entry[..<equals].unicodeScalars.allSatisfy(Self.isPlaceholderKeyScalar)
      else {
        throw syntax.error(
          .invalidValue(
            option: option, value: entry,
            expected: "KEY=VALUE, the key of letters, digits, _, - and . (--user-data firstName=Ana)"))
      }
      data[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
    }
    return data
  }

  /// Whether `scalar` may be in a placeholder's key: an ASCII letter or digit, `_`, `-` or `.`.
  private static func isPlaceholderKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
    default: false
    }
  }

  /// The value of `option`, which must be given.
  package func required(_ option: String) throws(UsageError) -> String {
    guard let value = value(option) else { throw syntax.error(.missingOption(option)) }
    return value
  }

  /// The integer value of `option` in `range`, or `nil` when it is not given.
  package func integer(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw syntax.error(
        .invalidNumber(
          option: option, value: text, expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
      )
    }
    return number
  }

  /// The integer value of `option` in `range`, or `fallback` when it is not given.
  package func integer(
    _ option: String, in range: ClosedRange<Int>, default fallback: Int
  ) throws(UsageError) -> Int {
    try integer(option, in: range) ?? fallback
  }

  /// The finite number value of `option` in `range`, or `nil` when it is not given.
  package func number(_ option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
    guard let text = value(option) else { return nil }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw syntax.error(
        .invalidNumber(
          option: option, value: text,
          expected: "a number from \(plain(range.lowerBound)) to \(plain(range.upperBound))"))
    }
    return number
  }

  /// The value of `option` as one of `choices` (by name), or `nil` when it is not given.
  package func choice<Value>(_ option: String, from choices: [(String, Value)]) throws(UsageError) -> Value? {
    guard let text = value(option) else { return nil }
    guard let match = choices.first(where: { $0.0 == text }) else {
      let names = choices.map(\.0).joined(separator: ", ")
      throw syntax.error(.invalidValue(option: option, value: text, expected: "one of \(names)"))
    }
    return match.1
  }

  /// The value of `option` as a BCP 47 language tag ("de", "ar-EG", "zh-Hans"), or `nil` when it
  /// is not given.
  package func languageTag(_ option: String) throws(UsageError) -> String? {
    guard let text = value(option) else { return nil }
    guard PlacementConfig.Builder.isLanguageTag(text) else {
      throw syntax.error(
        .invalidValue(
          option: option, value: text, expected: "a BCP 47 language tag such as de, ar-EG or zh-Hans"))
    }
    return text
  }

  /// `4096` rather than `4096.0`, for messages.
  private func plain(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
