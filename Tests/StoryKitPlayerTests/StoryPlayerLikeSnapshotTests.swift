import Foundation
import StoryKit
import StoryKitLayers
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The like button in the whole player's footer, at the bottom corner beside a swipe-up layer,
/// off and on: light, dark, right to left, large text, and a Japanese story.
@MainActor
@Suite struct StoryPlayerLikeSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)

  /// A Japanese headline, for the story in Japanese.
  static let japaneseCaption = LayerFixtures.layer(
    "caption", 0.08, 0.1, 0.84, 0.1,
    .text(TextLayer(text: "夏の新作が登場", color: .white, fontSize: 30, alignment: .leading)))
  /// A Japanese swipe-up.
  static let japaneseSwipeUp = LayerFixtures.layer(
    "swipe", 0.25, 0.88, 0.5, 0.1, .swipeUp(title: "もっと見る", action: LayerFixtures.action))

  func player(liked: Bool, locale: String = "en_US") -> StoryPlayerView {
    let store = InMemoryStoryInteractionStore()
    if liked { store.setOn(true, for: .like(userID: "u1", storyID: "l0")) }
    let japanese = locale.hasPrefix("ja")
    let layers =
      japanese
      ? [Self.japaneseCaption, Self.japaneseSwipeUp] : [LayerFixtures.caption, LayerFixtures.swipeUp]
    let group = StoryGroup(
      id: "l", title: japanese ? "夏のセール" : "Summer drop", stories: [LayerFixtures.story(layers, id: "l0")])
    return PlayerFixture.makePlayer([group], clock: clock, size: Self.size) { player in
      player.interactionStore = store
      player.userID = "u1"
      player.styling.footer.isLikeButtonVisible = true
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
