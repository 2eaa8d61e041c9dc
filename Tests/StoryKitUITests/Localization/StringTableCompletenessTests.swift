import Foundation
import Testing

@testable import StoryKitUI

/// The string table is whole: every key has English; the shipped `.lproj` folders name only keys
/// StoryKit has, each plain key in `Localizable.strings` and each plural key in
/// `Localizable.stringsdict`; every plural key has its English forms; a translation takes the
/// same arguments as its English.
@Suite struct StringTableCompletenessTests {
  static let tables = StringTables.shared
  static let keys = Set(StoryKitStringKey.allCases.map(\.rawValue))

  /// The placeholders of a text, sorted: `%@`, `%1$@`, `%lld`…
  static func placeholders(_ text: String) -> [String] {
    let pattern = /%(?:\d+\$)?(?:@|lld|ld|d)/
    return text.matches(of: pattern).map { String($0.output) }.sorted()
  }

  @Test func everyKeyHasEnglish() {
    for key in StoryKitStringKey.allCases {
      #expect(!key.english.isEmpty, "\(key.rawValue)")
      #expect(StoryKitStrings.english[key] == key.english || key.isPlural, "\(key.rawValue)")
    }
    #expect(Set(StoryKitStringKey.allCases.map(\.rawValue)).count == StoryKitStringKey.allCases.count)
  }

  @Test func everyPluralKeyHasItsEnglishForms() throws {
    let english = Self.tables.table(for: "en").plurals
    for key in StoryKitStringKey.allCases where key.isPlural {
      let entry = try #require(english[key.rawValue], "en.lproj/Localizable.stringsdict: \(key.rawValue)")
      let forms = try #require(entry.forms["count"], "\(key.rawValue): the count variable")
      #expect(forms["one"] != nil && forms["other"] != nil, "\(key.rawValue): \(forms)")
      #expect(forms["other"].map(Self.placeholders) == Self.placeholders(key.english), "\(key.rawValue)")
    }
    #expect(Set(english.keys).isSubset(of: Self.keys), "\(Set(english.keys).subtracting(Self.keys))")
  }

  @Test func theShippedFilesNameOnlyKeysStoryKitHas() throws {
    #expect(!Self.tables.languages.isEmpty)
    for language in Self.tables.languages.sorted() {
      let table = Self.tables.table(for: language)
      let stale = Set(table.strings.keys).union(table.plurals.keys).subtracting(Self.keys)
      #expect(stale.isEmpty, "\(language).lproj names keys StoryKit does not have: \(stale.sorted())")
      for (name, text) in table.strings {
        let key = try #require(StoryKitStringKey(rawValue: name))
        #expect(!key.isPlural, "\(language): \(name) is plural; it belongs in Localizable.stringsdict")
        #expect(!text.isEmpty, "\(language): \(name) is empty")
        #expect(
          Self.placeholders(text) == Self.placeholders(key.english),
          "\(language): \(name) takes \(Self.placeholders(text)), English \(Self.placeholders(key.english))")
      }
      for name in table.plurals.keys {
        #expect(StoryKitStringKey(rawValue: name)?.isPlural == true, "\(language): \(name) is not plural")
      }
    }
  }

  @Test func theShippedLanguagesAreTheOnesStoryKitNames() {
    #expect(Self.tables.languages == Set(StoryKitStrings.languages), "\(Self.tables.languages)")
  }

  /// The plural categories whole numbers take in `language`, by ICU's rules: what a countdown's
  /// count can ask a `.stringsdict` entry for ("other" always, for the fractions).
  static func categories(of language: String) -> Set<String> {
    let counts = Array(0...200) + [1_000, 1_001, 10_000, 100_000, 1_000_000, 2_000_000]
    return Set(counts.map { PluralRules.category(of: Double($0), in: language) }).union(["other"])
  }

  @Test(arguments: StoryKitStrings.languages.filter { $0 != "en" })
  func everyKeyHasAValueInEveryShippedLanguage(_ language: String) throws {
    let table = Self.tables.table(for: language)
    let categories = Self.categories(of: language)
    for key in StoryKitStringKey.allCases {
      if key.isPlural {
        let entry = try #require(
          table.plurals[key.rawValue], "\(language): \(key.rawValue) has no plural entry")
        let forms = entry.forms["count"] ?? [:]
        let missing = categories.subtracting(forms.filter { !$0.value.isEmpty }.keys)
        #expect(missing.isEmpty, "\(language): \(key.rawValue) lacks the forms \(missing.sorted())")
      } else {
        #expect(table.strings[key.rawValue]?.isEmpty == false, "\(language): \(key.rawValue) has no text")
      }
    }
  }

  @Test func theCategoriesAreTheLanguagesOwn() {
    #expect(Self.categories(of: "ar") == ["zero", "one", "two", "few", "many", "other"])
    #expect(Self.categories(of: "ru") == ["one", "few", "many", "other"])
    #expect(Self.categories(of: "ja") == ["other"] && Self.categories(of: "zh-Hans") == ["other"])
    #expect(Self.categories(of: "de") == ["one", "other"])
  }
}
