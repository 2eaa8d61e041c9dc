import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Synchronization
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The image quiz in the whole player: a tap on a picture through the pointer dispatcher, or a
/// screen reader's activation, answers once, reveals the right picture, is recorded as
/// `quizAnswered` with `kind: image`, is remembered for the next player, and does not advance
/// the story. Then a session with the rating and the image quiz, event by event.
@MainActor
@Suite struct StoryPlayerImageQuizTests {
  let clock = ManualClock()
  static let quiz = LayerFixtures.layer(
    "image-quiz", 0.06, 0.12, 0.88, 0.32,
    .imageQuiz(
      ImageQuizLayer(
        question: "Which one is Lisbon?",
        options: [
          .init(imageURL: URL(fileURLWithPath: "/cdn/q/lisbon.jpg"), label: "Lisbon"),
          .init(imageURL: URL(fileURLWithPath: "/cdn/q/porto.jpg")),
          .init(imageURL: URL(fileURLWithPath: "/cdn/q/faro.jpg"), label: "Faro"),
        ],
        correctIndex: 0)))

  final class Delegate: StoryPlayerDelegate {
    var ratings: [Double] = []
    func storyPlayer(_ player: StoryPlayerView, didRate value: Double, layerID: String, in story: Story) {
      ratings.append(value)
    }
  }

  func player(
    _ layers: [ContentLayer], store: any StoryInteractionStore = InMemoryStoryInteractionStore()
  ) -> (StoryPlayerView, RecordedAnalytics, Delegate) {
    let (player, recorded) = PlayerFixture.layerPlayer(layers, group: "q", title: "Quiz", clock: clock) {
      player in
      player.interactionStore = store
      player.userID = "user-42"
    }
    let delegate = Delegate()
    player.delegate = delegate
    return (player, recorded, delegate)
  }

  func quizView(_ player: StoryPlayerView) throws -> ImageQuizLayerView {
    try #require(player.currentPage.layersView.layerView(id: "image-quiz") as? ImageQuizLayerView)
  }

  func tap(_ view: View, in player: StoryPlayerView, time: Double) {
    let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: player)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: time + 0.05))
  }

  @Test func aTapOnAPictureAnswersOnceRevealsAndIsRemembered() throws {
    let store = InMemoryStoryInteractionStore()
    let (player, recorded, _) = player([Self.quiz], store: store)
    let quiz = try quizView(player)
    #expect(
      quiz.optionViews.map { $0.imageView.url?.lastPathComponent } == ["lisbon.jpg", "porto.jpg", "faro.jpg"])
    #expect(quiz.optionViews.allSatisfy { $0.imageView.image != nil }, "loaded through the player's pipeline")
    tap(quiz.optionViews[1], in: player, time: 1)
    tap(quiz.optionViews[0], in: player, time: 2)
    #expect(player.playback?.position.story == 0, "the quiz took both taps")
    #expect(
      quiz.optionViews.map(\.look) == [
        .answer(isChosen: false, isCorrect: true), .answer(isChosen: true, isCorrect: false),
        .answer(isChosen: false, isCorrect: false),
      ])
    let answers = recorded.all.filter { $0.name == .quizAnswered }
    #expect(answers.count == 1, "answers once")
    let properties = answers.first?.properties
    #expect(properties?["layerID"] == .string("image-quiz") && properties?["option"] == .number(1))
    #expect(properties?["correct"] == .bool(false) && properties?["kind"] == .string("image"))

    let (again, _, _) = self.player([Self.quiz], store: store)
    #expect(try quizView(again).chosenOption == 1)
    #expect(try quizView(again).optionViews[0].look == .answer(isChosen: false, isCorrect: true))
  }

  @Test func aScreenReaderHearsLabelsOrPositionsAndTheAnswer() throws {
    let (player, recorded, _) = player([Self.quiz])
    let labels = player.accessibilityElements().filter { $0.traits.contains(.button) }.compactMap(\.label)
    #expect(labels.contains("Lisbon") && labels.contains("Option 2 of 3") && labels.contains("Faro"))
    let lisbon = try #require(player.accessibilityElements().first { $0.label == "Lisbon" })
    #expect(lisbon.view?.accessibilityActivate() == true)
    let after = player.accessibilityElements()
    #expect(after.first { $0.label == "Lisbon" }?.value == "correct answer")
    #expect(after.first { $0.label == "Lisbon" }?.traits.contains(.selected) == true)
    #expect(after.first { $0.label == "Faro" }?.value == "wrong answer")
    #expect(recorded.all.filter { $0.name == .quizAnswered }.first?.properties["correct"] == .bool(true))
  }

  /// The whole player's pixels, light theme: once answered, a picture neither chosen nor right
  /// is dimmed darker (not washed out with white), and its caption strip stays dark enough for
  /// its white label (4.5:1 or more).
  @Test func aDimmedPictureStaysLegibleAndItsLabelReadable() throws {
    let (player, _, _) = player([Self.quiz])
    player.appearance = Appearance(theme: .light)
    func render() -> Bitmap {
      player.layoutIfNeeded()
      let bitmap = Bitmap(size: player.frame.size, scale: 1, background: .black)
      bitmap.render(player)
      return bitmap
    }
    let faro = try quizView(player).optionViews[2]
    let tile = faro.convert(faro.bounds, to: player)
    func colour(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> Color {
      let pixel = bitmap.pixel(x: Int(x), y: Int(y))
      return Color(red8: pixel.red, green8: pixel.green, blue8: pixel.blue)
    }
    let centre = (tile.midX, tile.minY + tile.height * 0.3)
    // Inside the caption strip, beside the centred label.
    let strip = (tile.minX + tile.width * 0.15, tile.maxY - 4)
    let before = render()
    tap(try quizView(player).optionViews[1], in: player, time: 1)
    let after = render()
    let open = colour(before, centre.0, centre.1)
    let dimmed = colour(after, centre.0, centre.1)
    #expect(dimmed.relativeLuminance < open.relativeLuminance * 0.7, "darker: \(open) to \(dimmed)")
    #expect(dimmed.contrastRatio(with: .black) > 2, "still a picture, not black: \(dimmed)")
    let behindLabel = colour(after, strip.0, strip.1)
    #expect(Color.white.contrastRatio(with: behindLabel) >= 4.5, "white label on \(behindLabel)")
  }

  /// A session with both new layers: the rating dragged to the end (the story held meanwhile), a
  /// screen reader's decrement, then the image quiz's right picture tapped: exactly these events,
  /// in order.
  @Test func theEventsOfAScriptedSessionWithBothLayers() throws {
    let rating = LayerFixtures.layer(
      "rating", 0.08, 0.55, 0.84, 0.16, .rating(RatingLayer(question: "Rate it")))
    let (player, recorded, delegate) = player([Self.quiz, rating])
    let before = recorded.all.count
    let ratingView = try #require(player.currentPage.layersView.layerView(id: "rating") as? RatingLayerView)
    let track = ratingView.trackView
    let start = track.convert(Point(x: track.x(for: 0), y: track.bounds.midY), to: player)
    let end = track.convert(Point(x: track.x(for: 1) + 40, y: track.bounds.midY), to: player)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: start, time: 1))
    for step in 1...8 {
      let x = start.x + (end.x - start.x) * Double(step) / 8
      dispatcher.dispatch(PointerEvent(.move, at: Point(x: x, y: start.y), time: 1 + Double(step) * 0.05))
    }
    dispatcher.dispatch(PointerEvent(.up, at: end, time: 1.6))
    track.accessibilityDecrement()
    tap(try quizView(player).optionViews[0], in: player, time: 3)
    let events = recorded.all.dropFirst(before).map { ($0.name, $0.properties) }
    #expect(
      events.map(\.0) == [.storyPaused, .storyResumed, .ratingAnswered, .ratingAnswered, .quizAnswered])
    #expect(events.map { $0.1["value"] } == [nil, nil, .number(1), .number(0.9), nil])
    #expect(
      events.map { $0.1["layerID"] } == [
        nil, nil, .string("rating"), .string("rating"), .string("image-quiz"),
      ])
    #expect(events.last?.1["kind"] == .string("image") && events.last?.1["correct"] == .bool(true))
    #expect(delegate.ratings == [1, 0.9])
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 0))
  }
}
