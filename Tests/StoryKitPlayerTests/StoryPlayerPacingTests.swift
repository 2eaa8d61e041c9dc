import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The player's pace set where an app sets it: on the view tree above the player (as a host does
/// while a screen reader runs) and on the player itself.
@MainActor
@Suite struct StoryPlayerPacingTests {
  let clock = ManualClock()

  @Test func aSelfPacedTreeHoldsEachStoryAndTheUsersNextStillWorks() {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.storyPacing = .selfPaced
    let player = PlayerFixture.makePlayer([PlayerFixture.group("a", 3)], clock: clock) { player in
      root.addSubview(player)
    }
    // Twice the story's 5 s: the bar is full, the story stays.
    for _ in 0..<10 {
      clock.advance(by: 1)
      player.tick()
    }
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 0))
    #expect(player.progressView.content.progress == 1)
    #expect(player.playback?.endTime == nil)
    // The accessibility action a screen reader invokes.
    player.next()
    player.tick()
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 1))
    #expect(player.progressView.content.progress == 0)
  }

  @Test func aPaceChangedWhileAStoryShowsAppliesToIt() {
    let player = PlayerFixture.makePlayer([PlayerFixture.group("a", 2)], clock: clock)
    player.storyPacing = .scaled(2)
    clock.advance(by: 6)
    player.tick()
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 0), "10 s now, not 5")
    #expect(abs((player.progressView.content.progress) - 0.6) < 1e-9)
    player.storyPacing = .automatic
    player.tick()
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 1), "6 s of 5: on")
  }
}
