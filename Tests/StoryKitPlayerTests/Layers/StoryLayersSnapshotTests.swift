import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// Every layer in pixels over a photo-like backdrop: light and dark, right to left, large text,
/// and the states a tap leads to.
@MainActor
@Suite struct StoryLayersSnapshotTests {
  typealias F = LayerFixtures
  static let size = Size(width: 320, height: 568)
  let clock = ManualClock(start: 0)

  /// A story: the backdrop with the layers over it, laid out, after `act` has run on the layers.
  func stage(
    _ layers: [ContentLayer], date: Date = F.now, font: FontDescriptor? = nil,
    _ act: (StoryLayersView) -> Void = { _ in }
  ) -> View {
    let stage = PhotoBackdrop(frame: Rect(origin: .zero, size: Self.size))
    stage.clock = clock
    stage.imageLoader = SyntheticPictures()
    stage.textEngine = PangoTextEngine.shared
    let view = StoryLayersView(frame: stage.bounds)
    view.currentDate = { date }
    view.locale = Locale(identifier: "en_US")
    view.interactiveFont = font
    view.story = F.story(layers)
    stage.addSubview(view)
    stage.layoutIfNeeded()
    act(view)
    return stage
  }

  func option(_ view: StoryLayersView, _ id: String, _ index: Int) {
    (view.layerView(id: id) as? ChoiceLayerView)?.optionTapped(index)
  }

  @Test func textImageButtonAndSwipeUp() async {
    await assertSnapshot(size: Self.size) {
      stage([F.caption, F.sticker, F.button, F.swipeUp])
    }
  }

  static let pollHigh = F.layer(
    "poll", 0.08, 0.06, 0.84, 0.26,
    .poll(question: "Which colour?", options: ["Sunset orange", "Ocean blue"]))
  static let quizLow = F.layer(
    "quiz", 0.08, 0.48, 0.84, 0.34,
    .quiz(QuizLayer(question: "Where was this shot?", options: ["Lisbon", "Porto", "Faro"], correctIndex: 1)))

  @Test func pollAndQuizOpen() async {
    await assertSnapshot(size: Self.size) { stage([Self.pollHigh, Self.quizLow]) }
  }

  @Test func pollVotedAndQuizAnsweredRight() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl]) {
      stage([Self.pollHigh, Self.quizLow]) { view in
        option(view, "poll", 1)
        option(view, "quiz", 1)
      }
    }
  }

  @Test func quizAnsweredWrong() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      stage([Self.quizLow]) { view in option(view, "quiz", 2) }
    }
  }

  static let reactionHigh = F.layer(
    "reaction", 0.1, 0.12, 0.8, 0.09, .emojiReaction(emojis: ["😍", "🔥", "😂", "👏"]))

  @Test func reactionsAndCountdownRunning() async {
    await assertSnapshot(size: Self.size) { stage([Self.reactionHigh, F.countdown]) }
  }

  @Test func countdownEnded() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      stage([F.countdown], date: F.now.addingTimeInterval(30 * 86_400))
    }
  }

  @Test func emojiMidAnimation() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let stage = stage([Self.reactionHigh]) { view in
        (view.layerView(id: "reaction") as? EmojiReactionLayerView)?.react(1)
      }
      clock.advance(by: 0.2)
      return stage
    }
  }

  @Test func emojiUnderReduceMotionIsOnlyHighlighted() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let stage = stage([Self.reactionHigh])
      stage.isReduceMotionEnabled = true
      (stage.subviews.first as? StoryLayersView)?.layerView(id: "reaction").flatMap {
        $0 as? EmojiReactionLayerView
      }?
      .react(1)
      clock.advance(by: 0.2)
      return stage
    }
  }

  @Test func productTag() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl]) { stage([F.tag]) }
  }

  @Test func productCardOpen() async {
    await assertSnapshot(size: Self.size) {
      stage([F.tag]) { view in (view.layerView(id: "tag") as? ProductTagLayerView)?.activate() }
    }
  }

  @Test func theInteractiveFontsFamilyAndWeightAtTheSDKsSizes() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      stage(
        [
          Self.pollHigh, F.button, F.layer("caption", 0.08, 0.36, 0.84, 0.1, F.caption.kind),
          F.layer("reaction", 0.1, 0.5, 0.8, 0.09, Self.reactionHigh.kind),
        ],
        font: FontDescriptor(family: "DejaVu Serif", size: 40, weight: .bold))
    }
  }

  @Test func longTextsRotationsAndOverlaps() async {
    let long = StoryLayersHostileContentTests.long
    let layers = [
      F.layer(
        "text", 0.06, 0.04, 0.88, 0.14, .text(TextLayer(text: long, backgroundColor: .black, fontSize: 26))),
      F.layer(
        "centred", 0.1, 0.2, 0.8, 0.08, .text(TextLayer(text: "Centred caption", color: .black, fontSize: 22))
      ),
      F.layer(
        "trailing", 0.1, 0.27, 0.8, 0.06,
        .text(
          TextLayer(
            text: "Trailing", color: .white, backgroundColor: Color(red8: 0xD6, green8: 0x29, blue8: 0x76),
            fontSize: 20, alignment: .trailing))),
      F.layer("poll", 0.08, 0.36, 0.84, 0.22, .poll(question: long, options: [long, "Short"]), rotation: -6),
      F.layer(
        "button", 0.25, 0.55, 0.5, 0.06, .button(ButtonLayer(title: long, action: F.action)), rotation: 8),
      F.layer("swipe", 0.2, 0.88, 0.6, 0.1, .swipeUp(title: long, action: F.action)),
    ]
    await assertSnapshot(size: Self.size, variants: [.light, .rtl]) { stage(layers) }
  }
}
