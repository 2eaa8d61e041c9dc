import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The widget seam: registration, content, and every layer interaction reaching the host.
@MainActor
@Suite struct CanvasWidgetTests {
  typealias F = CanvasFixtures

  @Test func registeringMakesCanvasWidgetsWithTheAppsStylingAndUnregisterRemovesThem() throws {
    let registry = WidgetRegistry()
    var styling = CanvasStyling()
    styling.cornerRadius = 24
    let registration = CanvasWidget.register(in: registry, styling: styling)
    #expect(registration.kind == .canvas)
    let widget = try #require(registry.makeWidget(for: .canvas) as? CanvasWidget)
    #expect(widget.kind == .canvas)
    #expect(widget.canvasView.styling.cornerRadius == 24)
    registration.unregister()
    #expect(!registry.isRegistered(.canvas))
  }

  @Test func showTakesTheFeedsCanvasTheServerStylingAndThePlacementToken() {
    var variant = F.variant
    variant.styling.canvas.cornerRadius = 9
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed, variant: variant))
    #expect(host.widget.hasContent)
    #expect(host.canvas.content == F.canvas)
    #expect(host.canvas.serverStyling.cornerRadius == 9)
    #expect(host.canvas.resolvedStyling.cornerRadius == 9)
    #expect(host.layers.content?.interactionScope == "placement/demo-canvas/canvas")
    #expect(host.layers.layerViews.count == F.canvas.layers.count)
  }

  @Test(arguments: [
    (nil, false),
    (CanvasContent(aspectRatio: 1), false),
    (CanvasContent(aspectRatio: 1, backgroundColor: .white), true),
    (CanvasContent(aspectRatio: 1, layers: [CanvasFixtures.poll]), true),
  ])
  func hasContentNeedsLayersOrABackground(canvas: CanvasContent?, expected: Bool) {
    let widget = CanvasWidget()
    widget.show(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    #expect(widget.hasContent == expected)
  }

  @Test func theButtonSendsItsActionToTheHost() throws {
    let host = CanvasHost()
    host.tap(host.view("shop"))
    let button = try #require(F.canvas.layers.first { $0.id == "shop" })
    guard case .button(let layer) = button.kind else { return }
    #expect(host.events.events == [.action(layer.action)])
    #expect(layer.action.url.absoluteString == "maison://sale")
  }

  @Test func theSwipeUpLayerSendsItsActionToo() {
    let host = CanvasHost(
      PlacementWidgetContent(
        feed: F.feed(with: CanvasContent(aspectRatio: 0.8, layers: [F.swipeUp])), variant: F.variant))
    host.tap(host.view("swipe"))
    #expect(host.events.events == [.action(ContentAction(url: F.url("maison://more"), payload: [:]))])
  }

  @Test func aProductTagSelectsTheProductOpensTheCardAndAddToCartReachesTheHost() throws {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.tag], products: [F.bag])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    host.tap(host.view("tag"))
    #expect(host.events.events == [.selected(F.bag)])
    let card = try #require(host.layers.productCard)
    host.root.layoutIfNeeded()
    card.onAddToCart?(F.bag)
    #expect(
      host.events.events == [.selected(F.bag), .addedToCart(F.bag, quantity: 1, price: F.bag.price)])
  }

  @Test func aProductTagWithoutItsProductIsNotDrawn() {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.tag])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    #expect(host.view("tag") == nil)
  }

  @Test func aPollVoteIsRecordedAndKeptUnderThePlacementTokenAndLayer() throws {
    let store = InMemoryStoryInteractionStore()
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll])
    let content = PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant)
    let host = CanvasHost(content, store: store)
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    host.tap(poll.optionViews[1])
    #expect(host.events.events == [.recorded(.pollAnswered, ["layerID": "poll", "option": 1])])
    let key = StoryInteractionKey(userID: "u1", storyID: "placement/demo-canvas/canvas", layerID: "poll")
    #expect(store.selectedOption(for: key) == 1)

    // The same canvas shown again shows the vote and does not take another.
    let again = CanvasHost(content, store: store)
    let shown = try #require(again.view("poll", as: PollLayerView.self))
    #expect(shown.votedOption == 1)
    again.tap(shown.optionViews[0])
    #expect(again.events.events.isEmpty)
  }

  @Test func aQuizAnswerIsRecordedWithWhetherItWasRight() throws {
    let store = InMemoryStoryInteractionStore()
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.quiz])
    let host = CanvasHost(
      PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant), store: store)
    let quiz = try #require(host.view("quiz", as: QuizLayerView.self))
    host.tap(quiz.optionViews[1])
    #expect(
      host.events.events == [.recorded(.quizAnswered, ["layerID": "quiz", "option": 1, "correct": true])])
    let key = StoryInteractionKey(userID: "u1", storyID: "placement/demo-canvas/canvas", layerID: "quiz")
    #expect(store.selectedOption(for: key) == 1)
  }

  /// The canvas's layers include the new ones: an image quiz's answer says `kind: image`, a
  /// rating sends its value.
  @Test func anImageQuizAnswerAndARatingAreRecorded() throws {
    let imageQuiz = F.layer(
      "image-quiz", 0.06, 0.05, 0.88, 0.4,
      .imageQuiz(
        ImageQuizLayer(
          question: "Which bag?",
          options: [
            .init(imageURL: URL(fileURLWithPath: "/cdn/a.png")),
            .init(imageURL: URL(fileURLWithPath: "/cdn/b.png")),
          ],
          correctIndex: 1)))
    let rating = F.layer("rating", 0.06, 0.6, 0.88, 0.3, .rating(RatingLayer(question: "Rate it")))
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [imageQuiz, rating])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    let quiz = try #require(host.view("image-quiz", as: ImageQuizLayerView.self))
    host.tap(quiz.optionViews[1])
    let track = try #require(host.view("rating", as: RatingLayerView.self)).trackView
    track.accessibilityIncrement()
    #expect(
      host.events.events == [
        .recorded(.quizAnswered, ["layerID": "image-quiz", "option": 1, "correct": true, "kind": "image"]),
        .recorded(.ratingAnswered, ["layerID": "rating", "value": 0.1]),
      ])
  }

  @Test func votesOfTwoPlacementsAreKeptApart() throws {
    let store = InMemoryStoryInteractionStore()
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.poll])
    var other = F.feed(with: canvas)
    other.placement.token = "other-placement"
    let first = CanvasHost(
      PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant), store: store)
    first.tap(try #require(first.view("poll", as: PollLayerView.self)).optionViews[0])
    let second = CanvasHost(PlacementWidgetContent(feed: other, variant: F.variant), store: store)
    #expect(try #require(second.view("poll", as: PollLayerView.self)).votedOption == nil)
    #expect(store.count == 1)
  }

  @Test func reactionsAndRemindersAreRecorded() throws {
    var countdown = try #require(F.canvas.layers.first { $0.id == "ends" })
    countdown.frame = UnitRect(x: 0.06, y: 0.2, width: 0.88, height: 0.4)
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [countdown, F.reaction])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    let reaction = try #require(host.view("reaction", as: EmojiReactionLayerView.self))
    host.tap(reaction.emojiViews[1])
    host.tap(try #require(host.view("ends", as: CountdownLayerView.self)).remindButton)
    #expect(
      host.events.events == [
        .recorded(.reacted, ["layerID": "reaction", "emoji": "🔥"]),
        .recorded(.reminderRequested, ["layerID": "ends", "endDate": "2027-06-21T22:00:00Z"]),
      ])
  }

  @Test func eventsAreHeldWeakly() {
    let widget = CanvasWidget()
    do {
      let events = RecordingEvents()
      widget.events = events
      #expect(widget.events != nil)
    }
    #expect(widget.events == nil)
  }
}
