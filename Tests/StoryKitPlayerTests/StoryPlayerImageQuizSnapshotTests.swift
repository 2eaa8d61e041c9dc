import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The image quiz as the whole player shows it, open and answered wrong (the right picture
/// revealed), with three labelled pictures and four unlabelled in two rows, in light, dark,
/// right to left, large text and Arabic.
@MainActor
@Suite struct StoryPlayerImageQuizSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static func url(_ name: String) -> URL { URL(fileURLWithPath: "/cdn/q/\(name).jpg") }
  static let three = LayerFixtures.layer(
    "three", 0.05, 0.12, 0.9, 0.3,
    .imageQuiz(
      ImageQuizLayer(
        question: "Which one is Lisbon?",
        options: [
          .init(imageURL: url("lisbon"), label: "Lisbon"), .init(imageURL: url("porto"), label: "Porto"),
          .init(imageURL: url("faro"), label: "Faro"),
        ],
        correctIndex: 0)))
  static let four = LayerFixtures.layer(
    "four", 0.05, 0.45, 0.9, 0.45,
    .imageQuiz(
      ImageQuizLayer(
        question: "Pick the summer look",
        options: ["a", "b", "c", "d"].map { .init(imageURL: url($0)) }, correctIndex: 3)))

  func player(locale: String = "en_US", answered: Bool = false) -> StoryPlayerView {
    let group = StoryGroup(
      id: "q", title: "Quiz", stories: [LayerFixtures.story([Self.three, Self.four], id: "q0")])
    let player = PlayerFixture.makePlayer([group], clock: clock)
    player.locale = Locale(identifier: locale)
    if answered {
      for (id, option) in [("three", 1), ("four", 0)] {
        (player.currentPage.layersView.layerView(id: id) as? ImageQuizLayerView)?.optionTapped(option)
      }
    }
    return player
  }

  @Test func open() async {
    await assertSnapshot(size: Self.size, scale: 1) { player() }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") { player(locale: "ar") }
  }

  @Test func answeredWrong() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(answered: true) }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "ar") {
      player(locale: "ar", answered: true)
    }
  }
}
