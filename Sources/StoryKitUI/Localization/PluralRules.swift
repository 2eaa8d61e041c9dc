import CStoryKitPlurals
import StoryKit

/// The CLDR plural category of a number in a language, from ICU: which form of a `.stringsdict`
/// entry a count takes ("one", "few", "many"…). Arabic has six categories, Russian four,
/// Japanese one. Rules are opened once per language and kept.
enum PluralRules {
  /// ICU's rules for one language. Sendable because ICU's plural rules are immutable once
  /// opened, and every use goes through ``opened``'s lock anyway.
  private struct Rules: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
  }

  /// Rules by ICU locale ID (a `nil` pointer when ICU knows none). Never closed: there is one per
  /// language asked for, and the SDK ships fifteen.
  private static let opened = Mutex<[String: Rules]>([:])

  /// The category of `number` in `language` (a BCP 47 tag such as "ar" or "pt-BR"): "zero",
  /// "one", "two", "few", "many" or "other"; "other" when ICU has no rules for it.
  static func category(of number: Double, in language: String) -> String {
    let id = language.replacingOccurrences(of: "-", with: "_")
    return opened.withLock { opened in
      let rules = opened[id] ?? Rules(pointer: id.withCString { storykit_plural_rules_open($0) })
      opened[id] = rules
      guard let pointer = rules.pointer else { return "other" }
      var keyword = [CChar](repeating: 0, count: 16)
      let length = storykit_plural_rules_select(pointer, number, &keyword, 16)
      guard length > 0 else { return "other" }
      return String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
}
