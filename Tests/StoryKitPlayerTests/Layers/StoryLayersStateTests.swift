import Foundation
import StoryKit
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// Polls, quizzes, reactions and countdowns: what a tap changes, what is stored, what is shown
/// again, and the countdown at given dates.
@MainActor
@Suite struct StoryLayersStateTests {
  typealias F = LayerFixtures

  @Test func aPollVoteIsSentStoredAndShownAndASecondTapDoesNothing() throws {
    let store = InMemoryStoryInteractionStore()
    let host = LayerHost(F.story([F.poll]), store: store)
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    host.tap(poll.optionViews[1])
    #expect(host.interactions == [.pollVote(layerID: "poll", option: 1)])
    #expect(store.selectedOption(for: StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "poll")) == 1)
    #expect(poll.optionViews[1].look == .result(fraction: 1, percent: 100, isChosen: true))
    #expect(
      poll.optionViews[0].look == .result(fraction: 0, percent: 0, isChosen: false), "no invented votes")
    host.tap(poll.optionViews[0])
    #expect(host.interactions.count == 1 && poll.votedOption == 1)
    #expect(host.advances == 0)
  }

  @Test func aStoredVoteShowsOnReopeningForThatUserOnly() throws {
    let store = InMemoryStoryInteractionStore()
    let first = LayerHost(F.story([F.poll]), store: store)
    first.tap(try #require(first.view("poll", as: PollLayerView.self)).optionViews[0])
    let again = LayerHost(F.story([F.poll]), store: store)
    #expect(try #require(again.view("poll", as: PollLayerView.self)).votedOption == 0)
    let otherUser = LayerHost(F.story([F.poll]), store: store, userID: "u2")
    #expect(try #require(otherUser.view("poll", as: PollLayerView.self)).votedOption == nil)
  }

  struct Counts: PollResultsProviding {
    var counts: [Int]
    func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] { counts }
  }

  @Test func theProvidersCountsReplaceTheLocalResult() async throws {
    let host = LayerHost(F.story([F.poll]))
    host.layers.pollResults = Counts(counts: [30, 10, 99])
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    host.tap(poll.optionViews[1])
    await poll.resultsTask?.value
    #expect(
      poll.optionViews.map(\.look) == [
        .result(fraction: 0.75, percent: 75, isChosen: false),
        .result(fraction: 0.25, percent: 25, isChosen: true),
      ])
  }

  @Test func percentagesAddUpToAHundred() {
    #expect(PollLayerView.percentages([1, 1, 1]) == [34, 33, 33])
    #expect(PollLayerView.percentages([0, 0]) == [0, 0])
    #expect(PollLayerView.percentages([-5, 3]) == [0, 100])
    #expect(PollLayerView.percentages([Int.max, Int.max]) == [50, 50])
  }

  @Test func aRightQuizAnswerTurnsGreen() throws {
    let store = InMemoryStoryInteractionStore()
    let host = LayerHost(F.story([F.quiz]), store: store)
    let quiz = try #require(host.view("quiz", as: QuizLayerView.self))
    host.tap(quiz.optionViews[1])
    #expect(host.interactions == [.quizAnswer(layerID: "quiz", option: 1, isCorrect: true)])
    #expect(quiz.optionViews[1].look == .answer(isChosen: true, isCorrect: true))
    #expect(store.count == 1)
  }

  @Test func aWrongQuizAnswerTurnsRedAndMarksTheRightOne() throws {
    let host = LayerHost(F.story([F.quiz]))
    let quiz = try #require(host.view("quiz", as: QuizLayerView.self))
    host.tap(quiz.optionViews[2])
    host.tap(quiz.optionViews[1])
    #expect(host.interactions == [.quizAnswer(layerID: "quiz", option: 2, isCorrect: false)], "answered once")
    #expect(
      quiz.optionViews.map(\.look) == [
        .answer(isChosen: false, isCorrect: false), .answer(isChosen: false, isCorrect: true),
        .answer(isChosen: true, isCorrect: false),
      ])
    let reopened = LayerHost(F.story([F.quiz]), store: host.layers.interactionStore)
    #expect(try #require(reopened.view("quiz", as: QuizLayerView.self)).chosenOption == 2)
  }

  @Test func aReactionPopsOnTheClockAndThenRests() throws {
    let host = LayerHost(F.story([F.reaction]))
    let reaction = try #require(host.view("reaction", as: EmojiReactionLayerView.self))
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == nil, "idle: no frames")
    host.tap(reaction.emojiViews[1])
    #expect(host.interactions == [.reaction(layerID: "reaction", emoji: "🔥")])
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == host.clock.now)
    host.clock.advance(by: 0.3)
    #expect(reaction.popProgress(now: host.clock.now).map { abs($0 - 0.5) < 1e-9 } == true)
    host.clock.advance(by: 0.31)
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == nil, "done after 0.6 s")
    #expect(reaction.emojiViews[1].isHighlighted)
  }

  @Test func underReduceMotionAReactionOnlyHighlights() throws {
    let host = LayerHost(F.story([F.reaction]))
    host.root.isReduceMotionEnabled = true
    let reaction = try #require(host.view("reaction", as: EmojiReactionLayerView.self))
    host.tap(reaction.emojiViews[0])
    #expect(host.interactions == [.reaction(layerID: "reaction", emoji: "😍")])
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == nil, "no motion")
    #expect(reaction.emojiViews[0].isHighlighted)
  }

  @Test func theCountdownShowsTheTimeLeftAndTicksOnceASecond() throws {
    let host = LayerHost(F.story([F.countdown]))
    let countdown = try #require(host.view("countdown", as: CountdownLayerView.self))
    #expect(countdown.remaining.components == [2, 13, 45, 9])
    #expect(countdown.titleView.accessibilityValue == "2 days, 13 hours, 45 minutes, 9 seconds")
    #expect(countdown.nextFrameTime(now: 100) == 101)
    host.date = F.now.addingTimeInterval(0.25)
    #expect(countdown.remaining.components == [2, 13, 45, 9], "rounded up")
    #expect(countdown.nextFrameTime(now: 100).map { abs($0 - 100.75) < 1e-3 } == true)
    host.tap(countdown.remindButton)
    #expect(host.interactions == [.remindMe(layerID: "countdown", endDate: countdown.endDate)])
  }

  @Test func aPastCountdownHasEndedNeverGoesNegativeAndOffersNoReminder() throws {
    let host = LayerHost(F.story([F.countdown]))
    host.date = F.now.addingTimeInterval(10 * 86_400)
    let countdown = try #require(host.view("countdown", as: CountdownLayerView.self))
    #expect(countdown.remaining == CountdownRemaining(from: .distantFuture, to: .distantPast))
    #expect(countdown.remaining.isEnded && countdown.remaining.components == [0, 0, 0, 0])
    #expect(countdown.nextFrameTime(now: 100) == nil)
    #expect(countdown.titleView.accessibilityValue == "Ended")
    host.tap(countdown.remindButton)
    #expect(host.interactions.isEmpty)
    #expect(!countdown.remindButton.isAccessibilityElement)
  }

  @Test func countdownArithmetic() {
    let end = F.now
    #expect(CountdownRemaining(from: end.addingTimeInterval(-1), to: end).components == [0, 0, 0, 1])
    #expect(CountdownRemaining(from: end.addingTimeInterval(-86_400), to: end).components == [1, 0, 0, 0])
    #expect(CountdownRemaining(from: end, to: end).isEnded)
    #expect(CountdownRemaining(from: .distantPast, to: .distantFuture).days == CountdownRemaining.maximumDays)
    #expect(
      CountdownRemaining.secondsUntilChange(from: end.addingTimeInterval(-2.75), to: end).map {
        abs($0 - 0.75) < 1e-3
      }
        == true)
  }
}
