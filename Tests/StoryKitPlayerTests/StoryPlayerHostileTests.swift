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

  @Test func twoHundredStoriesAndATwoThousandCharacterTitle() async {
    let group = StoryGroup(
      id: "long", title: String(repeating: "Very long title ", count: 125),
      stories: PlayerFixture.group("x", 200).stories)
    await assertSnapshot(size: Size(width: 240, height: 200), variants: [.light, .rtl]) {
      let player = PlayerFixture.makePlayer([group], clock: clock, size: Size(width: 240, height: 200))
      player.open([group], at: 0, story: 120)
      return player
    }
  }
}

/// The header's time since a story was posted.
@MainActor
@Suite struct StoryPostedTimeTests {
  @Test func theTimeSincePostedReadsShort() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let cases: [(Double, String)] = [
      (0, "now"), (59, "now"), (60, "1m"), (3_599, "59m"), (3_600, "1h"), (86_399, "23h"),
      (86_400, "1d"),
      (6 * 86_400, "6d"), (7 * 86_400, "1w"), (-3_600, "now"), (.infinity, "now"),
    ]
    for (ago, text) in cases {
      #expect(StoryHeaderView.timeSincePosted(now.addingTimeInterval(-ago), now: now) == text, "\(ago)")
    }
    #expect(StoryHeaderView.timeSincePosted(.distantPast, now: now).hasSuffix("w"))
  }

  @Test func theHeaderShowsIt() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let group = StoryGroup(
      id: "p", title: "Posted",
      stories: [
        Story(id: "p0", media: .image(url: URL(fileURLWithPath: "/cdn/p/photo0.jpg")), postedAt: now - 7_200),
        Story(id: "p1", media: .image(url: URL(fileURLWithPath: "/cdn/p/photo1.jpg"))),
      ])
    let player = PlayerFixture.makePlayer([], clock: ManualClock())
    player.currentDate = { now }
    player.open([group], at: 0)
    #expect(player.headerView.subtitle == "2h")
    player.next(by: .tap)
    #expect(player.headerView.subtitle == nil)
  }
}
