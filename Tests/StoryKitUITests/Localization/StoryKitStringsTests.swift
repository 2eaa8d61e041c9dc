import Foundation
import Testing

@testable import StoryKitUI

/// The string table: SwiftPM's localized resources found and read on Linux, plural forms chosen
/// by ICU's rules, the locale's digits, the language chosen, the app's overrides, and the
/// direction a language gives a tree.
@MainActor
@Suite struct StoryKitStringsTests {
  static func strings(_ identifier: String, preferred: [String] = []) -> StoryKitStrings {
    StoryKitStrings(locale: Locale(identifier: identifier), preferredLanguages: preferred)
  }

  @Test func theResourceBundleIsFoundAndReadOnLinux() throws {
    let tables = StringTables.shared
    let folder = try #require(tables.folder, "StoryKit_StoryKitUI.resources beside the test bundle")
    #expect(folder.lastPathComponent == StringTables.bundleName)
    #expect(tables.languages.isSuperset(of: ["en", "ar"]), "\(tables.languages)")
    #expect(Self.strings("ar")[.playerFailureNotice] == "تعذّر تحميل هذه القصة")
    #expect(Self.strings("en")[.playerFailureNotice] == "This story could not be loaded")
  }

  @Test func arabicTakesAllSixPluralFormsWithItsDigits() {
    let arabic = Self.strings("ar-EG")
    let forms = [0, 1, 2, 3, 11, 100].map { arabic.plural(.countdownDays, count: $0) }
    #expect(forms == ["٠ يوم", "يوم واحد", "يومان", "٣ أيام", "١١ يومًا", "١٠٠ يوم"])
    #expect(
      Self.strings("ar").plural(.countdownDays, count: 3) == "3 أيام", "ar alone writes Latin digits (CLDR)")
    #expect(Self.strings("en").plural(.countdownDays, count: 1) == "1 day")
    #expect(Self.strings("en").plural(.countdownDays, count: 5) == "5 days")
  }

  /// SwiftPM writes "pt-br.lproj" and "zh-hans.lproj": the tags still find them.
  @Test func everyShippedLanguageIsFoundWhateverTheCaseOfItsFolder() {
    #expect(Self.strings("pt_BR")[.controlClose] == "Fechar")
    #expect(Self.strings("zh_CN")[.controlClose] == "关闭")
    #expect(Self.strings("zh-Hans")[.countdownEnded] == "已结束")
    for language in StoryKitStrings.languages where language != "en" {
      #expect(Self.strings(language)[.playerNextStory] != "Next story", "\(language)")
    }
  }

  @Test func russianAndHebrewTakeTheirOwnForms() {
    let russian = Self.strings("ru")
    #expect(
      [1, 2, 5, 21, 22, 25].map { russian.plural(.countdownDays, count: $0) } == [
        "1 день", "2 дня", "5 дней", "21 день", "22 дня", "25 дней",
      ])
    #expect(russian.plural(.countdownDaysLabel, count: 5) == "дней")
    let hebrew = Self.strings("he")
    #expect([1, 2, 3].map { hebrew.plural(.countdownHours, count: $0) } == ["שעה אחת", "שעתיים", "3 שעות"])
    #expect(Self.strings("ja").plural(.countdownMinutes, count: 1) == "1分")
  }

  @Test func positionsAndAgesAreWrittenInTheLocalesDigits() {
    let arabic = Self.strings("ar-EG")
    let position = arabic.format(.playerStoryPosition, "رحلات", arabic.number(2), arabic.number(5))
    #expect(position == "رحلات، القصة ٢ من ٥")
    #expect(arabic.age(seconds: 300) == "٥د")
    #expect(Self.strings("en").age(seconds: 300) == "5m")
    #expect(Self.strings("en").age(seconds: 30) == "now")
    #expect(Self.strings("en").duration(seconds: 47.9) == "0:47")
    #expect(Self.strings("ar-EG").percent(0.42).contains("٤٢"))
  }

  @Test func theLanguageIsTheLocalesThenThePreferredOnesThenEnglish() {
    #expect(StoryKitStrings.language(for: ["de_AT"]) == "de")
    #expect(StoryKitStrings.language(for: ["pt_PT"]) == "pt-BR")
    #expect(StoryKitStrings.language(for: ["zh_CN"]) == "zh-Hans")
    #expect(
      StoryKitStrings.language(for: ["zh-Hant-TW", "ja-JP"]) == "ja", "no Traditional Chinese: the next one")
    #expect(StoryKitStrings.language(for: ["sw_KE", "fr-CA"]) == "fr")
    #expect(StoryKitStrings.language(for: ["C", "nl"]) == "en")
    #expect(Self.strings("sw_KE", preferred: ["he-IL"]).language == "he")
  }

  @Test func anAppOverridesAKeyForEveryLanguageOrForOne() {
    var overrides = StringOverrides()
    overrides[.playerFailureNotice] = "Couldn't load this one"
    overrides[.liveBadge, language: "ar"] = "بث"
    overrides[.barSeen] = ""  // empty: the SDK's own
    let arabic = StoryKitStrings(
      locale: Locale(identifier: "ar"), overrides: overrides, preferredLanguages: [])
    let english = StoryKitStrings(
      locale: Locale(identifier: "en"), overrides: overrides, preferredLanguages: [])
    #expect(arabic[.playerFailureNotice] == "Couldn't load this one")
    #expect(english[.playerFailureNotice] == "Couldn't load this one")
    #expect(arabic[.liveBadge] == "بث")
    #expect(english[.liveBadge] == "LIVE", "the Arabic override is Arabic only")
    #expect(arabic[.barSeen] == "تمت المشاهدة" && english[.barSeen] == "seen", "a missing key is the SDK's")
  }

  @Test func aWrongPlaceholderInAnOverrideShowsAndNeverCrashes() {
    var overrides = StringOverrides()
    overrides[.playerStoryPosition] = "%5$@ %d %s %1$ 100% %%"
    overrides[.countdownDays] = "%@ %@ days %x"
    let strings = StoryKitStrings(
      locale: Locale(identifier: "en"), overrides: overrides, preferredLanguages: [])
    #expect(strings.format(.playerStoryPosition, "a", "b") == " a %s %1$ 100% %", "no 5th argument: empty")
    #expect(strings.plural(.countdownDays, count: 3) == "3  days %x")
  }

  @Test func aRightToLeftLanguageTurnsATreeWithoutADirection() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View()
    root.addSubview(child)
    root.locale = Locale(identifier: "ar")
    #expect(child.effectiveLayoutDirection == .rightToLeft)
    child.fallbackLayoutDirection = .leftToRight  // a widget's server styling
    #expect(child.effectiveLayoutDirection == .leftToRight)
    child.fallbackLayoutDirection = nil
    root.layoutDirection = .leftToRight  // the app's, or a placement config's
    #expect(child.effectiveLayoutDirection == .leftToRight)
    root.layoutDirection = nil
    root.locale = Locale(identifier: "de")
    #expect(child.effectiveLayoutDirection == .leftToRight)
  }
}
