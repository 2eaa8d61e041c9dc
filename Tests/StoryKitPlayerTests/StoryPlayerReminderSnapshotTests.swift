import Foundation
import StoryKit
import StoryKitLayers
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The countdown in the whole player, before and after "Remind me": light, dark, right to left,
/// large text, and a Japanese story (its group and countdown titled in Japanese).
@MainActor
@Suite struct StoryPlayerReminderSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  /// The fixture's countdown as a Japanese feed titles it.
  static let japaneseCountdown: ContentLayer = {
    var layer = LayerFixtures.countdown
    if case .countdown(_, let endDate) = layer.kind {
      layer.kind = .countdown(title: "サマーセール終了まで", endDate: endDate)
    }
    return layer
  }()

  /// A player showing the countdown story; with `isSet`, the user set the reminder earlier (the
  /// store remembers it, as a player opened again sees it).
  func player(isSet: Bool, locale: String = "en_US") -> StoryPlayerView {
    let store = InMemoryStoryInteractionStore()
    if isSet {
      store.setOn(true, for: StoryInteractionKey(userID: "u1", storyID: "l0", layerID: "countdown"))
    }
    let isJapanese = locale.hasPrefix("ja")
    let countdown = isJapanese ? Self.japaneseCountdown : LayerFixtures.countdown
    let group = StoryGroup(
      id: "l", title: isJapanese ? "サマー" : "Summer", stories: [LayerFixtures.story([countdown], id: "l0")])
    let player = PlayerFixture.makePlayer([group], clock: clock, size: Self.size) { player in
      player.interactionStore = store
      player.userID = "u1"
      player.currentDate = { LayerFixtures.now }
      player.locale = Locale(identifier: locale)
    }
    player.currentPage.layersView.currentDate = { LayerFixtures.now }
    return player
  }

  @Test func countdownReminderNotSet() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(isSet: false) }
  }

  @Test func countdownReminderSet() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(isSet: true) }
  }

  @Test func countdownReminderInJapanese() async {
    await assertSnapshot(size: Self.size, scale: 1, variants: [.light], named: "notSet") {
      player(isSet: false, locale: "ja_JP")
    }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.light], named: "set") {
      player(isSet: true, locale: "ja_JP")
    }
  }
}
