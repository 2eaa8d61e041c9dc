// docs/localization.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitUI

func arabicEgyptConfig() throws -> PlacementConfig {
  let config = try PlacementConfig.Builder().locale("ar-EG").build(token: "home-top")
  return config
}

@MainActor
func overrideStoryKitStrings() {
  var appearance = Appearance.default
  appearance.strings[.playerFailureNotice] = "Couldn't load this one"  // every language
  appearance.strings[.liveBadge, language: "de"] = "JETZT LIVE"  // German only
  appearance.strings[.countdownDays] = "%lld d"  // a plural key: one format for every count
  Appearance.default = appearance
}

func persianPosition() -> (String, String) {
  let strings = StoryKitStrings(locale: Locale(identifier: "fa"))
  let position = strings.format(.swipeCardPosition, strings.number(2), strings.number(5))
  let days = strings.plural(.countdownDays, count: 3)
  return (position, days)
}
