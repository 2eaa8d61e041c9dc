import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The rating slider as the whole player shows it, before rating, rated, and rated with an
/// average, in light, dark, right to left (the track fills from the right), large text and Arabic.
@MainActor
@Suite struct StoryPlayerRatingSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static let rating = LayerFixtures.layer(
    "rating", 0.08, 0.5, 0.84, 0.18,
    .rating(RatingLayer(question: "How much do you love this look?", emoji: "😍")))

  /// The player on the rating's story, in `locale`, after `act` on the rating's view.
  func player(locale: String = "en_US", _ act: (RatingLayerView) -> Void = { _ in }) -> StoryPlayerView {
    let group = StoryGroup(id: "r", title: "Rating", stories: [LayerFixtures.story([Self.rating], id: "r0")])
    let player = PlayerFixture.makePlayer([group], clock: clock)
    player.locale = Locale(identifier: locale)
    if let view = player.currentPage.layersView.layerView(id: "rating") as? RatingLayerView { act(view) }
    return player
  }

  @Test func open() async {
    await assertSnapshot(size: Self.size, scale: 1) { player() }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") { player(locale: "ar") }
  }

  @Test func rated() async {
    await assertSnapshot(size: Self.size, scale: 1) { player { $0.rate(0.85) } }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") {
      player(locale: "ar") { $0.rate(0.85) }
    }
  }

  @Test func ratedWithAnAverage() async {
    await assertSnapshot(size: Self.size, scale: 1) {
      player {
        $0.rate(0.85)
        $0.showAverage(0.4)
      }
    }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") {
      player(locale: "ar") {
        $0.rate(0.85)
        $0.showAverage(0.4)
      }
    }
  }
}
