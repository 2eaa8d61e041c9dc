import Foundation
import StoryKit
import StoryKitLayers
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The like button in the whole player's header, beside the share button, off and on: light,
/// dark, right to left, large text, and in Japanese.
@MainActor
@Suite struct StoryPlayerLikeSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)

  func player(liked: Bool, locale: String = "en_US") -> StoryPlayerView {
    let store = InMemoryStoryInteractionStore()
    if liked { store.setOn(true, for: .like(userID: "u1", storyID: "l0")) }
    let group = StoryGroup(
      id: "l", title: "Summer drop", stories: [LayerFixtures.story([LayerFixtures.caption], id: "l0")])
    return PlayerFixture.makePlayer([group], clock: clock, size: Self.size) { player in
      player.interactionStore = store
      player.userID = "u1"
      player.styling.header.isLikeButtonVisible = true
      player.locale = Locale(identifier: locale)
    }
  }

  @Test func likeButtonOff() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(liked: false) }
  }

  @Test func likeButtonOn() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(liked: true) }
  }

  @Test func likeButtonInJapanese() async {
    await assertSnapshot(size: Self.size, scale: 1, variants: [.light], named: "off") {
      player(liked: false, locale: "ja_JP")
    }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.light], named: "on") {
      player(liked: true, locale: "ja_JP")
    }
  }
}
