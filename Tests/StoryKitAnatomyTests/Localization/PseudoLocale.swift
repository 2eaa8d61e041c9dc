import Foundation
import StoryKit
import StoryKitUI

/// A pseudo-locale made of app overrides: every one of StoryKit's strings wrapped in "⟦…⟧", its
/// letters accented and the text 40 % longer, its placeholders kept. A text drawn or spoken that
/// is neither inside the markers nor feed content came from somewhere else than the table.
enum PseudoLocale {
  static let open: Character = "⟦"
  static let close: Character = "⟧"

  /// Every key, pseudo-localized, for every language.
  static var overrides: StringOverrides {
    var overrides = StringOverrides()
    for key in StoryKitStringKey.allCases { overrides[key] = text(key.english) }
    return overrides
  }

  /// `english` wrapped, accented and lengthened; `%@`, `%1$@`, `%lld` and `%%` stay as they are.
  static func text(_ english: String) -> String {
    var result = ""
    var letters = 0
    var index = english.startIndex
    while index < english.endIndex {
      if let end = placeholderEnd(in: english, at: index) {
        result += english[index..<end]
        index = end
        continue
      }
      let character = english[index]
      if character.isLetter { letters += 1 }
      result.append(accents[character] ?? character)
      index = english.index(after: index)
    }
    let padding = letters == 0 ? 0 : Int((Double(english.count) * 0.4).rounded(.up))
    return "\(open)\(result)\(String(repeating: "~", count: padding))\(close)"
  }

  private static func placeholderEnd(in text: String, at index: String.Index) -> String.Index? {
    guard text[index] == "%" else { return nil }
    let rest = text[index...]
    for pattern in ["%%", "%@", "%lld", "%ld", "%d"] where rest.hasPrefix(pattern) {
      return text.index(index, offsetBy: pattern.count)
    }
    // %1$@ … %9$@
    let chars = Array(rest.prefix(4))
    if chars.count == 4, chars[1].isNumber, chars[2] == "$", chars[3] == "@" {
      return text.index(index, offsetBy: 4)
    }
    return nil
  }

  private static let accents: [Character: Character] = [
    "a": "á", "e": "é", "i": "î", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "s": "š", "y": "ý", "z": "ž",
    "A": "Å", "E": "É", "I": "Î", "O": "Ø", "U": "Ü", "C": "Ç", "N": "Ñ", "S": "Š", "Y": "Ý", "Z": "Ž",
  ]

  /// What is left of `text` once the pseudo-localized parts (innermost first, and one cut short
  /// by an ellipsis) and the known `content` are taken out.
  static func remainder(of text: String, content: [String]) -> String {
    var rest = normalized(text)
    while let range = innermostWrapped(in: rest) { rest.replaceSubrange(range, with: " ") }
    if let start = rest.firstIndex(of: open) { rest = String(rest[..<start]) }
    for item in content where !item.isEmpty { rest = rest.replacingOccurrences(of: item, with: " ") }
    return rest
  }

  /// The first "⟦…⟧" with no marker inside.
  private static func innermostWrapped(in text: String) -> Range<String.Index>? {
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == open { start = index }
      if text[index] == close, let from = start { return from..<text.index(after: index) }
      index = text.index(after: index)
    }
    return nil
  }

  /// White space of any kind (a line break a layer put in to wrap) as one space.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Whether `text`, apart from pseudo-localized parts and content, has a letter: words that did
  /// not come from the table. A quiz option's lone letter ("A") is not a word.
  static func hasStrayWords(_ text: String, content: [String]) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.count == 1, let letter = trimmed.unicodeScalars.first, ("A"..."Z").contains(letter) {
      return false
    }
    return remainder(of: text, content: content).contains { $0.isLetter }
  }
}
