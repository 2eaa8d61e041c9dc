import Foundation
import StoryKit

/// The SDK's strings in one language, with the app's overrides, and the locale's formatting of
/// numbers, percentages, durations and ages. A view reads its own through ``View/strings``.
///
/// ```swift
/// let strings = StoryKitStrings(locale: Locale(identifier: "ar-EG"))
/// strings[.playerFailureNotice]                 // the Arabic notice
/// strings.plural(.countdownDays, count: 3)      // "٣ أيام"
/// strings.format(.playerStoryPosition, "Travel", strings.number(2), strings.number(5))
/// ```
///
/// The language: the locale's when StoryKit ships it, else the first of the system's preferred
/// languages that it ships, else English. Numbers are written with the locale's own digits
/// (Arabic-Indic in `ar-EG`, Persian in `fa`).
public struct StoryKitStrings: Sendable {
  /// The languages StoryKit ships strings for, as BCP 47 tags.
  public static let languages = [
    "en", "de", "fr", "es", "pt-BR", "it", "tr", "ru", "ar", "he", "fa", "hi", "ja", "ko", "zh-Hans",
  ]

  /// The language the strings are in: one of ``languages``.
  public let language: String
  /// The locale numbers and times are formatted with.
  public let locale: Locale
  /// The app's own strings, which win over the SDK's.
  public let overrides: StringOverrides
  private let tables: StringTables

  /// The strings for `locale`, with `overrides`.
  /// - Parameters:
  ///   - preferredLanguages: the languages tried after the locale's; by default the system's
  ///     preferred languages, as they were when StoryKit first read them.
  public init(
    locale: Locale, overrides: StringOverrides = StringOverrides(),
    preferredLanguages: [String] = StoryKitStrings.systemLanguages
  ) {
    self.init(locale: locale, overrides: overrides, preferredLanguages: preferredLanguages, tables: .shared)
  }

  init(locale: Locale, overrides: StringOverrides, preferredLanguages: [String], tables: StringTables) {
    self.locale = locale
    self.overrides = overrides
    self.tables = tables
    language = Self.language(for: [locale.identifier] + preferredLanguages)
  }

  /// StoryKit's own English strings, without overrides: what the English-only conveniences
  /// (such as ``IconName/spokenName``) read.
  public static let english = StoryKitStrings(locale: Locale(identifier: "en"), preferredLanguages: [])

  /// The system's preferred languages, read once.
  public static let systemLanguages = Locale.preferredLanguages

  /// The direction of the language the SDK's strings take in `locale` (with the system's
  /// preferred languages after it): what a view tree without a direction of its own uses.
  public static func layoutDirection(of locale: Locale) -> LayoutDirection {
    let identifier = locale.identifier
    if let known = directions.withLock({ $0[identifier] }) { return known }
    let direction = StoryKitStrings(locale: locale).layoutDirection
    directions.withLock { $0[identifier] = direction }
    return direction
  }

  private static let directions = Mutex<[String: LayoutDirection]>([:])

  /// The text of `key`: the app's, else the SDK's in ``language``, else English. Never empty.
  /// A plural key gives its form for many (use ``plural(_:count:)``).
  public subscript(key: StoryKitStringKey) -> String {
    if let text = overrides.text(for: key, language: language) { return text }
    if key.isPlural { return plural(key, count: 5) }
    if language != "en", let text = tables.table(for: language).strings[key.rawValue], !text.isEmpty {
      return text
    }
    return key.english
  }

  /// The text of `key` with `arguments` in place of its `%@` (or `%1$@`, `%2$@`…); numbers among
  /// them should be formatted first (``number(_:)``).
  public func format(_ key: StoryKitStringKey, _ arguments: String...) -> String {
    FormatText.substitute(self[key], arguments: arguments)
  }

  /// The form of plural `key` for `count`, with the count written in the locale's digits: the
  /// language's plural rules (ICU's, from CLDR) choose among the forms of its `.stringsdict`
  /// entry.
  public func plural(_ key: StoryKitStringKey, count: Int) -> String {
    let number = self.number(count)
    if let text = overrides.text(for: key, language: language) {
      return FormatText.substitute(text, arguments: [number])
    }
    for candidate in language == "en" ? ["en"] : [language, "en"] {
      guard let entry = tables.table(for: candidate).plurals[key.rawValue] else { continue }
      let category = PluralRules.category(of: Double(count), in: candidate)
      let text = FormatText.pluralText(entry, category: category)
      if !text.isEmpty { return FormatText.substitute(text, arguments: [number]) }
    }
    return FormatText.substitute(key.english, arguments: [number])
  }

  /// The direction ``language`` is written in: right to left for Arabic, Hebrew and Persian.
  public var layoutDirection: LayoutDirection {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: - Formatting

  /// `value` in the locale's digits and grouping: "5", "٥", "1,234".
  public func number(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  /// `value` in the locale's digits with at least `minimumDigits` of them and no grouping, as a
  /// countdown shows it: "05", "٠٥", "۰۵", "1234".
  public func number(_ value: Int, minimumDigits: Int) -> String {
    let minimum = min(max(1, minimumDigits), 20)
    return value.formatted(.number.precision(.integerLength(minimum...)).grouping(.never).locale(locale))
  }

  /// `fraction` (0.42) as a whole percentage in the locale's form: "42%", "42 %", "٤٢٪".
  public func percent(_ fraction: Double) -> String {
    let fraction = fraction.isFinite ? fraction : 0
    return fraction.formatted(.percent.precision(.fractionLength(0)).locale(locale))
  }

  /// `seconds` as minutes and seconds, as a player shows a video's length: "0:47", "۰:۴۷".
  public func duration(seconds: Double) -> String {
    let seconds = seconds.isFinite ? max(0, seconds.rounded(.down)) : 0
    let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3_600 ? .hourMinuteSecond : .minuteSecond
    return Duration.seconds(Int64(min(seconds, 359_999))).formatted(.time(pattern: pattern).locale(locale))
  }

  /// How long ago something was posted, `seconds` before now, as short as a story header
  /// wants it: ``StoryKitStringKey/headerPostedNow`` under a minute, then "5m", "2h", "3d"
  /// (the locale's narrow units: "5 min", "٥د", "5分").
  public func age(seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 60 else { return self[.headerPostedNow] }
    let (unit, amount): (Duration.UnitsFormatStyle.Unit, Double) =
      seconds < 3_600
      ? (.minutes, seconds / 60)
      : seconds < 86_400
        ? (.hours, seconds / 3_600)
        : seconds < 7 * 86_400 ? (.days, seconds / 86_400) : (.weeks, seconds / (7 * 86_400))
    let whole = Int64(min(amount.rounded(.down), 9_999))
    let duration: Duration =
      switch unit {
      case .minutes: .seconds(whole * 60)
      case .hours: .seconds(whole * 3_600)
      case .days: .seconds(whole * 86_400)
      default: .seconds(whole * 7 * 86_400)
      }
    return duration.formatted(.units(allowed: [unit], width: .narrow).locale(locale))
  }

  // MARK: - Language

  /// The first of `identifiers` (locale IDs or language tags) that StoryKit ships strings for,
  /// else English.
  static func language(for identifiers: [String]) -> String {
    let key = identifiers.joined(separator: ",")
    if let known = resolved.withLock({ $0[key] }) { return known }
    let language = identifiers.lazy.compactMap(shippedLanguage(matching:)).first ?? "en"
    resolved.withLock { $0[key] = language }
    return language
  }

  /// Languages already resolved, by the identifiers asked for.
  private static let resolved = Mutex<[String: String]>([:])

  /// The shipped language for `identifier`: the same tag, else the same language ("de-AT" is
  /// "de", any Portuguese is "pt-BR", Chinese in Simplified script is "zh-Hans"); `nil` when
  /// none ships (Traditional Chinese among them).
  static func shippedLanguage(matching identifier: String) -> String? {
    let tag =
      identifier.replacingOccurrences(of: "_", with: "-").split(separator: "@").first.map(String.init) ?? ""
    guard !tag.isEmpty, tag.lowercased() != "c", tag.lowercased() != "posix" else { return nil }
    if let exact = languages.first(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) { return exact }
    let language = Locale.Language(identifier: tag)
    guard let code = language.languageCode?.identifier.lowercased() else { return nil }
    switch code {
    case "pt": return "pt-BR"
    case "zh":
      let script = language.script?.identifier
      let region = language.region?.identifier
      let traditional = script == "Hant" || (script == nil && ["TW", "HK", "MO"].contains(region ?? ""))
      return traditional ? nil : "zh-Hans"
    case "iw": return "he"
    default: return languages.contains(code) ? code : nil
    }
  }
}
