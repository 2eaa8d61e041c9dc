import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The countdown counts on the view clock; pause holds it and the emoji pops still.
@MainActor
@Suite struct CanvasTimeTests {
  typealias F = CanvasFixtures

  func countdown(_ host: CanvasHost) throws -> CountdownLayerView {
    try #require(host.view("ends", as: CountdownLayerView.self))
  }

  @Test func theCountdownRunsOnTheViewClock() throws {
    let host = CanvasHost()
    let countdown = try countdown(host)
    #expect(countdown.remaining.components == [3, 12, 30, 0])
    host.clock.advance(by: 61)
    #expect(countdown.remaining.components == [3, 12, 28, 59])
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) != nil, "it asks for the next second")
  }

  @Test func pauseHoldsTheCountdownAndAsksForNoFramesUntilResume() throws {
    let host = CanvasHost()
    let countdown = try countdown(host)
    host.clock.advance(by: 10)
    host.widget.pause()
    #expect(host.widget.isPaused)
    #expect(host.layers.isPaused)
    let held = countdown.remaining
    host.clock.advance(by: 120)
    #expect(countdown.remaining == held)
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == nil)

    host.widget.resume()
    #expect(!host.widget.isPaused)
    // Resumed, the countdown shows the wall clock's time left again.
    #expect(countdown.remaining.components == [3, 12, 30, 0])
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) != nil)
  }

  @Test func pausingTwiceIsPausingOnce() {
    let host = CanvasHost()
    host.widget.pause()
    host.widget.pause()
    host.widget.resume()
    #expect(!host.layers.isPaused)
  }

  @Test func pauseHoldsAnEmojiPopWhereItWas() throws {
    let canvas = CanvasContent(aspectRatio: 0.8, layers: [F.reaction])
    let host = CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant))
    let reaction = try #require(host.view("reaction", as: EmojiReactionLayerView.self))
    reaction.react(0)
    host.clock.advance(by: 0.2)
    let progress = try #require(reaction.popProgress(now: reaction.animationTime))
    host.widget.pause()
    host.clock.advance(by: 5)
    #expect(reaction.popProgress(now: reaction.animationTime) == progress)
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == nil)

    host.widget.resume()
    #expect(reaction.popProgress(now: reaction.animationTime) == progress, "it carries on from there")
    #expect(host.root.nextFrameTimeInSubtree(now: host.clock.now) == host.clock.now)
    host.clock.advance(by: 0.5)
    #expect(reaction.popProgress(now: reaction.animationTime) == nil)
  }
}
