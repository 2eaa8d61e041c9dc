/// Fills the SDK's format strings: `%@`, `%1$@`…, and the integer forms of a plural entry
/// (`%lld`, `%ld`, `%d`), all with text the caller formatted; `%%` is a percent sign. Anything
/// else is left as written, so a wrong placeholder in an app's override shows, never crashes.
enum FormatText {
  static func substitute(_ format: String, arguments: [String]) -> String {
    var result = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        result.append(character)
        index = format.index(after: index)
        continue
      }
      let (consumed, end) = placeholder(in: format, at: index)
      switch consumed {
      case .percent:
        result.append("%")
      case .argument(let position):
        let slot = position.map { $0 - 1 } ?? next
        if position == nil { next += 1 }
        result += arguments.indices.contains(slot) ? arguments[slot] : ""
      case .none:
        result += format[index..<end]
      }
      index = end
    }
    return result
  }

  private enum Placeholder {
    case percent
    case argument(Int?)
    case none
  }

  /// The placeholder starting at `start` (a `%`) and where it ends.
  private static func placeholder(in format: String, at start: String.Index) -> (Placeholder, String.Index) {
    var index = format.index(after: start)
    guard index < format.endIndex else { return (.none, index) }
    if format[index] == "%" { return (.percent, format.index(after: index)) }
    var digits = ""
    while index < format.endIndex, let digit = format[index].wholeNumberValue, digit >= 0 {
      digits.append(format[index])
      index = format.index(after: index)
    }
    var position: Int?
    if !digits.isEmpty {
      guard index < format.endIndex, format[index] == "$", let number = Int(digits), number > 0 else {
        return (.none, index)
      }
      position = number
      index = format.index(after: index)
    }
    for conversion in ["@", "lld", "ld", "d"] where format[index...].hasPrefix(conversion) {
      return (.argument(position), format.index(index, offsetBy: conversion.count))
    }
    return (.none, index)
  }

  /// The text of a `.stringsdict` entry for `category`: its format with each `%#@name@` replaced
  /// by that variable's form for the category (or its "other" form).
  static func pluralText(_ entry: StringTables.PluralEntry, category: String) -> String {
    var text = entry.format
    for (name, forms) in entry.forms {
      let token = "%#@\(name)@"
      guard text.contains(token), let form = forms[category] ?? forms["other"] else { continue }
      text = text.replacingOccurrences(of: token, with: form)
    }
    return text
  }
}
