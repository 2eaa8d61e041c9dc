// docs/localization.md's examples, compiled by the tests.
import Foundation
import StoryKitUI

@MainActor
func overrideStrings() {
  var appearance = Appearance.default
  appearance.strings[.playerFailureNotice] = "Couldn't load this one"  // every language
  appearance.strings[.liveBadge, language: "de"] = "JETZT LIVE"  // German only
  Appearance.default = appearance
}

/// `StoryKitStrings`' own example (its DocC comment).
func arabicStrings() -> [String] {
  let strings = StoryKitStrings(locale: Locale(identifier: "ar-EG"))
  return [
    strings[.playerFailureNotice],  // the Arabic notice
    strings.plural(.countdownDays, count: 3),  // "٣ أيام"
    strings.format(.playerStoryPosition, "Travel", strings.number(2), strings.number(5)),
  ]
}
