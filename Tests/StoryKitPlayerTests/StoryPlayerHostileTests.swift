import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// Hostile content and arguments never crash the player, and what can be shown is shown.
@MainActor
@Suite struct StoryPlayerHostileTests {
  let clock = ManualClock()

  @Test func nothingToPlayAndIndicesOutOfRange() {
    let empty = PlayerFixture.makePlayer([], clock: clock)
    empty.tick()
    empty.next(by: .tap)
    empty.setGroupTransition(forward: true, fraction: 0.5)
    #expect(empty.playback?.group == nil || empty.playback?.isDismissed == true)
    let far = PlayerFixture.makePlayer([PlayerFixture.group("a", 2)], at: 99, clock: clock)
    #expect(far.playback?.group?.id == "a", "an index past the end opens the last group")
    let none = StoryGroup(id: "z", title: "Empty", stories: [])
    let player = PlayerFixture.makePlayer([none, PlayerFixture.group("a", 1)], clock: clock)
    #expect(player.playback?.group?.id == "a" || player.playback?.isDismissed == true)
  }

  @Test func nonFiniteFractionsAndAZeroSizedPlayer() {
    let player = PlayerFixture.makePlayer(
      [PlayerFixture.group("a", 2), PlayerFixture.group("b", 1)], clock: clock,
      size: Size(width: 0, height: 0))
    player.setGroupTransition(forward: true, fraction: .nan)
    #expect(player.groupTransition?.fraction == 0)
    player.setGroupTransition(forward: true, fraction: .infinity)
    #expect(player.groupTransition?.fraction == 0)
    player.endGroupTransition(commit: true, velocity: .nan)
    player.setDismissDrag(fraction: -.infinity)
    #expect(player.dismissDrag?.fraction == 0)
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      player.tick()
    }
    #expect(player.playback?.isDismissed == false)
  }

  @Test func aGroupOfOneStoryMovesOnToTheNextGroupThenCloses() {
    var reasons: [StoryPlayback.DismissReason] = []
    let player = PlayerFixture.makePlayer(
      [PlayerFixture.group("a", 1), PlayerFixture.group("b", 1)], clock: clock)
    player.onDismiss = { reasons.append($0) }
    player.next(by: .tap)
    #expect(player.playback?.group?.id == "b" && player.progressView.content.count == 1)
    clock.advance(by: 5)
    player.tick()
    #expect(reasons == [.endOfFeed])
  }

  @Test func twoHundredStoriesAndATwoThousandCharacterTitle() {
    let group = StoryGroup(
      id: "long", title: String(repeating: "Very long title ", count: 125),
      stories: PlayerFixture.group("x", 200).stories)
    assertSnapshot(size: Size(width: 240, height: 200), variants: [.light, .rtl]) {
      let player = PlayerFixture.makePlayer([group], clock: clock, size: Size(width: 240, height: 200))
      player.open([group], at: 0, story: 120)
      return player
    }
  }
}
