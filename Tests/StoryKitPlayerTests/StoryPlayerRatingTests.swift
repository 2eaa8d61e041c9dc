import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Synchronization
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The rating slider in the whole player: dragged through the pointer dispatcher, stepped by a
/// screen reader's increment and decrement; the value reaches the delegate and analytics, is
/// remembered for the next player, shows the provider's average, and the drag never turns the
/// story.
@MainActor
@Suite struct StoryPlayerRatingTests {
  let clock = ManualClock()
  static let rating = LayerFixtures.layer(
    "rating", 0.08, 0.5, 0.84, 0.18,
    .rating(RatingLayer(question: "How much do you love it?", emoji: "🔥")))

  final class Delegate: StoryPlayerDelegate {
    var ratings: [Double] = []
    func storyPlayer(_ player: StoryPlayerView, didRate value: Double, layerID: String, in story: Story) {
      ratings.append(value)
    }
  }

  struct Averages: PollResultsProviding {
    func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] { [] }
    func averageRating(forRating layerID: String, in story: Story) async throws -> Double? { 0.64 }
  }

  /// A player on the rating's story, with a second group a horizontal swipe would turn to.
  func player(
    store: any StoryInteractionStore = InMemoryStoryInteractionStore(),
    results: (any PollResultsProviding)? = nil
  ) -> (StoryPlayerView, Delegate, RecordedAnalytics) {
    let (player, recorded) = PlayerFixture.layerPlayer(
      [Self.rating], group: "r", title: "Rating", after: [PlayerFixture.group("b", 1)], clock: clock
    ) { player in
      player.interactionStore = store
      player.userID = "user-42"
      player.pollResults = results
    }
    let delegate = Delegate()
    player.delegate = delegate
    return (player, delegate, recorded)
  }

  func ratingView(_ player: StoryPlayerView) throws -> RatingLayerView {
    try #require(player.currentPage.layersView.layerView(id: "rating") as? RatingLayerView)
  }

  /// Drags the emoji from where it sits to `value` along the track, slowly, and lets go.
  func drag(_ player: StoryPlayerView, to value: Double, time: Double) throws {
    let track = try ratingView(player).trackView
    let y = track.bounds.midY
    let start = track.convert(Point(x: track.x(for: track.value), y: y), to: player)
    let end = track.convert(Point(x: track.x(for: value), y: y), to: player)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: start, time: time))
    for step in 1...10 {
      let x = start.x + (end.x - start.x) * Double(step) / 10
      dispatcher.dispatch(PointerEvent(.move, at: Point(x: x, y: start.y), time: time + Double(step) * 0.05))
      if step == 5 {
        #expect(try ratingView(player).trackView.showsFill, "the fill follows the drag")
        #expect(player.playback?.pauseReasons.contains(.hold) == true, "the story holds while dragging")
      }
    }
    dispatcher.dispatch(PointerEvent(.up, at: end, time: time + 0.6))
    #expect(player.playback?.pauseReasons.contains(.hold) == false, "and goes on once let go")
  }

  @Test func draggingTheEmojiRatesWithoutTurningTheStoryAndIsRemembered() throws {
    let store = InMemoryStoryInteractionStore()
    let (player, delegate, recorded) = player(store: store)
    try drag(player, to: 0.75, time: 1)
    #expect(delegate.ratings == [0.75])
    #expect(try ratingView(player).ratedValue == 0.75)
    #expect(
      player.playback?.position == StoryPlayback.Position(group: 0, story: 0), "the drag was the layer's")
    let rated = recorded.all.filter { $0.name == .ratingAnswered }
    #expect(rated.map { $0.properties["value"] } == [.number(0.75)])
    #expect(rated.first?.properties["layerID"] == .string("rating") && rated.first?.storyID == "r0")

    let (again, _, _) = self.player(store: store)
    let view = try ratingView(again)
    #expect(view.ratedValue == 0.75 && view.trackView.value == 0.75 && view.trackView.showsFill)
  }

  @Test func aScreenReaderStepsTheRatingByATenth() throws {
    let (player, delegate, _) = player()
    let track = try ratingView(player).trackView
    let element = try #require(player.accessibilityElements().first { $0.view === track })
    #expect(element.traits.contains(.adjustable))
    #expect(element.label == "Rating: How much do you love it?")
    #expect(element.value == "0%")
    track.accessibilityIncrement()
    track.accessibilityIncrement()
    track.accessibilityDecrement()
    #expect(delegate.ratings == [0.1, 0.2, 0.1])
    #expect(track.accessibilityValue == "10%")
  }

  @Test func theAverageFromTheProviderIsShownAndSpoken() async throws {
    let (player, _, _) = player(results: Averages())
    try drag(player, to: 0.3, time: 1)
    let view = try ratingView(player)
    await view.resultsTask?.value
    #expect(view.average == 0.64 && view.trackView.average == 0.64)
    #expect(view.averageView.text == "Average: 64%" && !view.averageView.isHidden)
    #expect(view.trackView.accessibilityValue == "30%, Average: 64%")
  }

  /// With a results provider set, the card keeps room for the average from the start: the track
  /// does not move when the average arrives, and the Arabic caption is drawn at its full size.
  @Test func theTrackStaysPutWhenTheAverageArrivesAndTheArabicCaptionIsNotShrunk() async throws {
    let (player, _, _) = player(results: Averages())
    player.locale = Locale(identifier: "ar")
    player.layoutIfNeeded()
    let view = try ratingView(player)
    let before = view.trackView.convert(view.trackView.bounds, to: player)
    try drag(player, to: 0.3, time: 1)
    await view.resultsTask?.value
    player.layoutIfNeeded()
    #expect(view.average == 0.64)
    #expect(view.trackView.convert(view.trackView.bounds, to: player) == before)
    let caption = try #require(view.averageView.fittedLayout)
    #expect(view.averageView.text.hasPrefix("المتوسط"), "the caption is Arabic")
    #expect(!caption.isTruncated)
    #expect(caption.style.font.size == view.averageView.font.size, "not shrunk to fit its room")
  }

  /// A session: a drag to 0.75, then a screen reader's increment and decrement, then the next
  /// story: exactly these events, in order.
  @Test func theEventsOfAScriptedSession() throws {
    let (player, _, recorded) = player()
    let before = recorded.all.count
    try drag(player, to: 0.75, time: 1)
    let track = try ratingView(player).trackView
    track.accessibilityIncrement()
    track.accessibilityDecrement()
    let events = Array(recorded.all.dropFirst(before))
    // The drag holds the story (paused, resumed on release), then each rating is recorded.
    #expect(
      events.map(\.name) == [.storyPaused, .storyResumed, .ratingAnswered, .ratingAnswered, .ratingAnswered])
    #expect(events.map { $0.properties["value"] } == [nil, nil, .number(0.75), .number(0.8), .number(0.7)])
    #expect(
      events.dropFirst(2).allSatisfy { $0.properties["layerID"] == .string("rating") && $0.storyID == "r0" })
  }
}
