import Foundation
import Testing

@testable import StoryKit

/// ``StoryPlayback``: every transition, driven by a stepped time; no sleeps.
@Suite struct StoryPlaybackTests {
  typealias Position = StoryPlayback.Position

  /// Group `id` with `count` image stories of `duration` s; `seen` marks stories seen.
  static func group(_ id: String, _ count: Int, seen: Set<Int> = [], duration: Double? = nil) -> StoryGroup {
    StoryGroup(
      id: id, title: id,
      stories: (0..<count).map { index in
        Story(
          id: "\(id)-\(index)", index: index, isSeen: seen.contains(index), duration: duration,
          media: .image(url: URL(fileURLWithPath: "/\(id)/\(index).jpg")))
      })
  }

  static let feed = [group("a", 3), group("b", 2), group("c", 1)]

  @Test func opensAtTheFirstStoryNotSeenOrTheOneAskedFor() {
    let groups = [Self.group("a", 4, seen: [0, 1]), Self.group("b", 2, seen: [0, 1])]
    #expect(StoryPlayback(groups: groups, now: 0).position == Position(group: 0, story: 2))
    #expect(
      StoryPlayback(groups: groups, openingGroup: 1, now: 0).position == Position(group: 1, story: 0),
      "all seen: the first")
    #expect(
      StoryPlayback(groups: groups, openingGroup: 0, story: 3, now: 0).position
        == Position(group: 0, story: 3))
    #expect(
      StoryPlayback(groups: groups, openingGroup: 9, story: -4, now: 0).position
        == Position(group: 1, story: 0), "clamped")
    let playback = StoryPlayback(groups: Self.feed, now: 0)
    #expect(playback.openingEvents == [.groupOpened(group: 0), .storyStarted(Position(group: 0, story: 0))])
  }

  @Test func aStoryRunsForItsDurationThenTheNextStarts() {
    var playback = StoryPlayback(groups: Self.feed, now: 10)
    #expect(playback.update(now: 12.5).isEmpty)
    #expect(playback.progress == 0.5, "2.5 of the default 5 s")
    #expect(playback.endTime == 15)
    let events = playback.update(now: 15)
    #expect(
      events == [
        .storyCompleted(Position(group: 0, story: 0)),
        .navigated(
          from: Position(group: 0, story: 0), to: Position(group: 0, story: 1), trigger: .auto, forward: true),
        .storyStarted(Position(group: 0, story: 1)),
      ])
    #expect(playback.progress == 0)
  }

  @Test func aLongStallNeverSkipsStories() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.update(now: 1_000)
    #expect(playback.position == Position(group: 0, story: 1), "one story ends per update")
    #expect(playback.progress == 0)
  }

  @Test func theStorysDurationRulesAndNonsenseDurationsFallBack() {
    let groups = [
      StoryGroup(
        id: "v", title: "v",
        stories: [
          Story(id: "long", duration: 12, media: .image(url: URL(fileURLWithPath: "/a.jpg"))),
          Story(id: "tiny", duration: 0.001, media: .image(url: URL(fileURLWithPath: "/b.jpg"))),
          Story(id: "nan", duration: .nan, media: .image(url: URL(fileURLWithPath: "/c.jpg"))),
        ])
    ]
    var playback = StoryPlayback(groups: groups, now: 0)
    #expect(playback.duration == 12)
    playback.update(now: 12)
    #expect(playback.duration == StoryPlayback.minimumDuration)
    playback.update(now: 12.2)
    #expect(playback.duration == Story.defaultImageDuration, "NaN: the default")
  }

  @Test func theEndOfAGroupLeadsToTheNextGroupWithAStoryNotSeen() {
    let groups = [Self.group("a", 1), Self.group("b", 2, seen: [0, 1]), Self.group("c", 2, seen: [0])]
    var playback = StoryPlayback(groups: groups, now: 0)
    let events = playback.update(now: 5)
    #expect(playback.position == Position(group: 2, story: 1), "b is all seen: c, at its first unseen story")
    #expect(events.contains(.groupClosed(group: 0)) && events.contains(.groupOpened(group: 2)))
  }

  @Test func whenEveryLaterGroupIsSeenTheNextOneFollows() {
    let groups = [Self.group("a", 1), Self.group("b", 2, seen: [0, 1]), Self.group("c", 1, seen: [0])]
    var playback = StoryPlayback(groups: groups, now: 0)
    playback.update(now: 5)
    #expect(playback.position == Position(group: 1, story: 0))
  }

  @Test func theEndOfTheFeedDismisses() {
    var playback = StoryPlayback(groups: Self.feed, openingGroup: 2, now: 0)
    let events = playback.update(now: 5)
    #expect(
      events == [
        .storyCompleted(Position(group: 2, story: 0)), .groupClosed(group: 2), .dismissed(.endOfFeed),
      ])
    #expect(playback.isDismissed && !playback.isRunning)
    #expect(playback.update(now: 100).isEmpty && playback.next(by: .tap, now: 101).isEmpty, "nothing after")
  }

  @Test func backFromAGroupsFirstStoryGoesToThePreviousGroupsLast() {
    var playback = StoryPlayback(groups: Self.feed, openingGroup: 1, now: 0)
    let events = playback.previous(by: .tap, now: 1)
    #expect(playback.position == Position(group: 0, story: 2))
    #expect(
      events == [
        .navigated(
          from: Position(group: 1, story: 0), to: Position(group: 0, story: 2), trigger: .tap, forward: false),
        .groupClosed(group: 1), .groupOpened(group: 0), .storyStarted(Position(group: 0, story: 2)),
      ])
  }

  @Test func backFromTheFeedsFirstStoryRestartsIt() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.update(now: 3)
    let events = playback.previous(by: .key, now: 3)
    #expect(playback.position == Position(group: 0, story: 0) && playback.progress == 0)
    #expect(events == [.storyStarted(Position(group: 0, story: 0))])
  }

  @Test func rapidTapsEachMoveOneStoryAndEndAtTheFeedsEnd() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    var positions: [Position] = []
    for tap in 0..<5 {
      playback.next(by: .tap, now: Double(tap) * 0.01)
      positions.append(playback.position)
    }
    #expect(
      positions == [
        Position(group: 0, story: 1), Position(group: 0, story: 2), Position(group: 1, story: 0),
        Position(group: 1, story: 1), Position(group: 2, story: 0),
      ])
    #expect(playback.next(by: .tap, now: 0.06).last == .dismissed(.endOfFeed))
    var back = StoryPlayback(groups: Self.feed, openingGroup: 2, now: 0)
    for tap in 0..<10 { back.previous(by: .tap, now: Double(tap) * 0.01) }
    #expect(
      back.position == Position(group: 0, story: 0) && !back.isDismissed, "back stops at the first story")
  }

  @Test func pausedTimeDoesNotCountAndReasonsStack() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.update(now: 1)
    #expect(playback.pause(.hold, now: 1) == [.paused(.hold)])
    #expect(playback.pause(.background, now: 2).isEmpty, "already paused")
    playback.update(now: 100)
    #expect(playback.progress == 0.2)
    #expect(playback.endTime == nil)
    #expect(playback.resume(.hold, now: 101).isEmpty, "the background still pauses")
    #expect(playback.resume(.background, now: 102) == [.resumed(.background)])
    playback.update(now: 103)
    #expect(abs(playback.progress - 0.4) < 1e-9, "only the second after resuming counted")
    #expect(playback.resume(.sheet, now: 103).isEmpty, "a reason that was not there")
  }

  @Test func aPauseDuringATransitionHoldsTheNewStory() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.pause(.hold, now: 1)
    playback.nextGroup(by: .swipe, now: 1.2)
    #expect(playback.position == Position(group: 1, story: 0))
    #expect(!playback.isRunning && playback.pauseReasons == [.hold])
    playback.update(now: 50)
    #expect(playback.progress == 0, "the new story waits for the finger to lift")
    playback.resume(.hold, now: 50)
    playback.update(now: 52.5)
    #expect(playback.progress == 0.5)
  }

  @Test func loadingHoldsTheProgressUntilTheMediaArrives() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.pause(.loading, now: 0)
    playback.update(now: 3)
    #expect(playback.progress == 0)
    playback.resume(.loading, now: 3)
    playback.update(now: 4)
    #expect(playback.progress == 0.2)
  }

  @Test func aGroupWhoseStoriesAllFailIsPassedOverWithAnEventEach() {
    var playback = StoryPlayback(groups: [Self.group("broken", 3), Self.group("ok", 1)], now: 0)
    var failed: [Position] = []
    for step in 0..<3 {
      for event in playback.storyFailed(now: Double(step)) {
        if case .storyFailed(let position) = event { failed.append(position) }
      }
    }
    #expect(failed == (0..<3).map { Position(group: 0, story: $0) })
    #expect(playback.position == Position(group: 1, story: 0) && !playback.isDismissed)
    #expect(playback.storyFailed(now: 4).last == .dismissed(.endOfFeed))
  }

  @Test func groupsMoveByGroupAtTheirFirstStoryNotSeen() {
    var playback = StoryPlayback(groups: [Self.group("a", 2), Self.group("b", 3, seen: [0])], now: 0)
    playback.nextGroup(by: .key, now: 1)
    #expect(playback.position == Position(group: 1, story: 1))
    playback.previousGroup(by: .swipe, now: 2)
    #expect(playback.position == Position(group: 0, story: 1), "a's first story was shown: its second")
    playback.previousGroup(by: .swipe, now: 3)
    #expect(playback.position == Position(group: 0, story: 1), "no group before: the story again")
    playback.nextGroup(by: .key, now: 4)
    #expect(playback.nextGroup(by: .key, now: 5).last == .dismissed(.endOfFeed))
  }

  @Test func shownStoriesAreRememberedForSeenStateAndProgressSegments() {
    var playback = StoryPlayback(groups: Self.feed, now: 0)
    playback.next(by: .tap, now: 1)
    #expect(playback.shownStories == [.init(group: "a", story: "a-0"), .init(group: "a", story: "a-1")])
    #expect(playback.progress(ofStory: 0) == 1 && playback.progress(ofStory: 2) == 0)
  }

  @Test func dismissingClosesOnceAndTimeNeverRunsBackwards() {
    var playback = StoryPlayback(groups: Self.feed, now: 10)
    playback.update(now: 5)
    #expect(playback.progress == 0, "an earlier time is ignored")
    playback.update(now: .infinity)
    #expect(playback.progress == 0, "a non-finite time is ignored")
    #expect(playback.dismiss(.swipedDown, now: 11) == [.groupClosed(group: 0), .dismissed(.swipedDown)])
    #expect(playback.dismiss(.closed, now: 12).isEmpty)
    #expect(playback.dismissReason == .swipedDown)
  }

  @Test func noGroupsOrEmptyGroupsDismissAtOnce() {
    let empty = StoryPlayback(groups: [], now: 0)
    #expect(empty.isDismissed && empty.openingEvents == [.dismissed(.endOfFeed)])
    let hollow = StoryPlayback(
      groups: [StoryGroup(id: "x", title: "", stories: []), Self.group("y", 1)], now: 0)
    #expect(
      hollow.groups.map(\.id) == ["y"] && hollow.story?.id == "y-0", "a group without stories is left out")
  }
}
