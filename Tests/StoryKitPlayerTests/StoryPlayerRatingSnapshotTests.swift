import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The rating slider as the whole player shows it, before rating, rated, and rated with an
/// average, in light, dark, right to left (the track fills from the right), large text and Arabic
/// (an Arabic question and title, the player in Arabic). A results provider is set throughout,
/// so the track stays where it is when the average appears.
@MainActor
@Suite struct StoryPlayerRatingSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static func rating(question: String) -> ContentLayer {
    LayerFixtures.layer("rating", 0.08, 0.5, 0.84, 0.18, .rating(RatingLayer(question: question, emoji: "😍")))
  }

  /// A results provider, as an app sets on the player: `average` for every rating (`nil`: none
  /// yet), so the card keeps room for the average's caption in every state.
  struct Results: PollResultsProviding {
    var average: Double?
    func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] { [] }
    func averageRating(forRating layerID: String, in story: Story) async throws -> Double? { average }
  }

  /// The player on the rating's story, in `locale` (with "ar", an Arabic question and title as
  /// well), with a results provider answering `average`, after `act` on the rating's view.
  func player(
    locale: String = "en_US", average: Double? = nil, _ act: (RatingLayerView) -> Void = { _ in }
  ) -> StoryPlayerView {
    let arabic = locale == "ar"
    let rating = Self.rating(
      question: arabic ? "ما مدى إعجابك بهذه الإطلالة؟" : "How much do you love this look?")
    let group = StoryGroup(
      id: "r", title: arabic ? "تقييم" : "Rating", stories: [LayerFixtures.story([rating], id: "r0")])
    let player = PlayerFixture.makePlayer([group], clock: clock) {
      $0.pollResults = Results(average: average)
    }
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

  /// The provider's answer as it arrives (shown at once here, as the snapshot cannot wait).
  @Test func ratedWithAnAverage() async {
    await assertSnapshot(size: Self.size, scale: 1) {
      player(average: 0.4) {
        $0.rate(0.85)
        $0.showAverage(0.4)
      }
    }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") {
      player(locale: "ar", average: 0.4) {
        $0.rate(0.85)
        $0.showAverage(0.4)
      }
    }
  }
}
