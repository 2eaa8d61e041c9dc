/// An app's own text for the SDK's strings, keyed as the SDK keys them: for every language, or
/// for one. Set it on the appearance (``Appearance/strings``), for the whole app or for one tree:
///
/// ```swift
/// var appearance = Appearance.default
/// appearance.strings[.playerFailureNotice] = "Couldn't load this one"   // every language
/// appearance.strings[.liveBadge, language: "de"] = "JETZT LIVE"          // German only
/// Appearance.default = appearance
/// ```
///
/// A key the app leaves out, or sets to an empty string, falls back to the SDK's own text in the
/// language in use, never to an empty one. For a plural key (``StoryKitStringKey/isPlural``) the
/// override is a format for every count, with `%lld` where the number goes.
public struct StringOverrides: Sendable, Hashable {
  /// Text for every language, by key.
  public var everyLanguage: [StoryKitStringKey: String] = [:]
  /// Text for one language, by language tag ("de", "pt-BR", "zh-Hans") and key; it wins over
  /// ``everyLanguage``.
  public var byLanguage: [String: [StoryKitStringKey: String]] = [:]

  /// No overrides: the SDK's own strings.
  public init() {}

  /// The text for `key` in every language; `nil` removes it.
  public subscript(key: StoryKitStringKey) -> String? {
    get { everyLanguage[key] }
    set { everyLanguage[key] = newValue }
  }

  /// The text for `key` in `language` (a BCP 47 tag, as the SDK's languages are named); `nil`
  /// removes it.
  public subscript(key: StoryKitStringKey, language language: String) -> String? {
    get { byLanguage[language]?[key] }
    set { byLanguage[language, default: [:]][key] = newValue }
  }

  /// The app's text for `key` in `language`, if it set one that is not empty.
  func text(for key: StoryKitStringKey, language: String) -> String? {
    if let text = byLanguage[language]?[key], !text.isEmpty { return text }
    if let text = everyLanguage[key], !text.isEmpty { return text }
    return nil
  }

  /// Whether no string is overridden.
  public var isEmpty: Bool { everyLanguage.isEmpty && byLanguage.values.allSatisfy(\.isEmpty) }
}
