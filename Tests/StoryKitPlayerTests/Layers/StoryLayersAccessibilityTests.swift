import Foundation
import StoryKit
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// Every layer is an element with a role: buttons, a poll or quiz as its question and its options
/// as buttons, a countdown read as its title and the time left.
@MainActor
@Suite struct StoryLayersAccessibilityTests {
  typealias F = LayerFixtures

  func spoken(_ host: LayerHost) -> [String] {
    host.root.layoutIfNeeded()
    return host.root.accessibilityElements().map(\.spokenDescription)
  }

  @Test func eachLayerIsAnElementWithItsRole() {
    let host = LayerHost(F.story([F.caption, F.sticker, F.button, F.tag]))
    #expect(
      spoken(host) == [
        "Summer drop is here", "Trail sneakers · $89.00, button", "image", "Shop now, button",
      ])
  }

  @Test func aPollIsItsQuestionAndItsOptionsAsButtons() throws {
    let host = LayerHost(F.story([F.poll]))
    #expect(spoken(host) == ["Poll: Which colour?, heading", "Sunset orange, button", "Ocean blue, button"])
    host.tap(try #require(host.view("poll", as: PollLayerView.self)).optionViews[0])
    #expect(
      spoken(host) == [
        "Poll: Which colour?, heading", "Sunset orange, button, selected, 100%, your vote",
        "Ocean blue, button, 0%",
      ])
  }

  @Test func aQuizSaysWhichAnswerIsRight() throws {
    let host = LayerHost(F.story([F.quiz]))
    host.tap(try #require(host.view("quiz", as: QuizLayerView.self)).optionViews[0])
    #expect(
      spoken(host) == [
        "Quiz: Where was this shot?, heading", "Lisbon, button, selected, wrong answer",
        "Porto, button, correct answer", "Faro, button, wrong answer",
      ])
  }

  @Test func theCountdownIsReadAsItsTitleAndTheTimeLeft() {
    let host = LayerHost(F.story([F.countdown]))
    #expect(
      spoken(host) == ["Summer sale ends, 2 days, 13 hours, 45 minutes, 9 seconds", "Remind me, button"])
  }

  @Test func reactionsAndTheSwipeUpAreButtons() {
    let host = LayerHost(F.story([F.reaction, F.swipeUp]))
    #expect(spoken(host) == ["😍, button", "🔥, button", "😂, button", "👏, button", "See more, button"])
  }

  @Test func theProductCardReadsItsProductAndControls() {
    let host = LayerHost(F.story([F.tag]))
    host.tap(host.centre(of: F.tag))
    #expect(spoken(host) == ["Trail sneakers, heading", "Close, button", "$89.00", "Add to cart, button"])
  }
}
