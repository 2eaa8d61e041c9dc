import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The image quiz as the whole player shows it, open and answered wrong (the right picture
/// revealed), with three labelled pictures and four unlabelled in two rows, in light, dark,
/// right to left, large text and Arabic (Arabic question, labels and title, the player in Arabic).
@MainActor
@Suite struct StoryPlayerImageQuizSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static func url(_ name: String) -> URL { URL(fileURLWithPath: "/cdn/q/\(name).jpg") }
  /// The quiz's texts in English and in Arabic.
  struct Texts {
    var title: String
    var question: String
    var labels: [String]
    var summer: String

    static let english = Texts(
      title: "Quiz", question: "Which one is Lisbon?", labels: ["Lisbon", "Porto", "Faro"],
      summer: "Pick the summer look")
    static let arabic = Texts(
      title: "اختبار", question: "أيّ واحدة هي لشبونة؟", labels: ["لشبونة", "بورتو", "فارو"],
      summer: "اختر إطلالة الصيف")
  }

  static func layers(_ texts: Texts) -> [ContentLayer] {
    let pictures = ["lisbon", "porto", "faro"]
    let three = LayerFixtures.layer(
      "three", 0.05, 0.12, 0.9, 0.3,
      .imageQuiz(
        ImageQuizLayer(
          question: texts.question,
          options: zip(pictures, texts.labels).map { .init(imageURL: url($0), label: $1) }, correctIndex: 0)))
    let four = LayerFixtures.layer(
      "four", 0.05, 0.45, 0.9, 0.45,
      .imageQuiz(
        ImageQuizLayer(
          question: texts.summer, options: ["a", "b", "c", "d"].map { .init(imageURL: url($0)) },
          correctIndex: 3)))
    return [three, four]
  }

  /// The player on the quizzes' story, in English or, with `locale` "ar", in Arabic (the feed's
  /// texts and the player's own strings).
  func player(locale: String = "en_US", answered: Bool = false) -> StoryPlayerView {
    let texts = locale == "ar" ? Texts.arabic : .english
    let group = StoryGroup(
      id: "q", title: texts.title, stories: [LayerFixtures.story(Self.layers(texts), id: "q0")])
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
