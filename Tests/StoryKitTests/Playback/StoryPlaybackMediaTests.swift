import Foundation
import Testing

@testable import StoryKit

/// ``StoryPlayback/followMedia(position:duration:hasEnded:now:)``: a video story's time is its
/// video's.
@Suite struct StoryPlaybackMediaTests {
  typealias Position = StoryPlayback.Position

  /// Group "v": a video story whose feed says 5 s, then an image story of 4 s.
  static let groups = [
    StoryGroup(
      id: "v", title: "v",
      stories: [
        Story(
          id: "v0", duration: 5,
          media: .video(VideoMedia(url: URL(fileURLWithPath: "/v/clip.webm"), duration: 5))),
        Story(id: "v1", duration: 4, media: .image(url: URL(fileURLWithPath: "/v/1.jpg"))),
      ])
  ]

  @Test func theProgressIsTheVideosPositionAndTheDurationTheVideos() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    #expect(playback.duration == 5, "the feed's duration until the video says")
    playback.followMedia(position: 3, duration: 12, hasEnded: false, now: 1)
    #expect(playback.duration == 12)
    #expect(playback.elapsed == 3)
    #expect(playback.progress == 0.25)
    // The clock alone no longer moves the story: 6 s of clock with the video still at 3 s.
    #expect(playback.update(now: 7).isEmpty)
    #expect(playback.progress == 0.25)
    playback.followMedia(position: 6, duration: nil, hasEnded: false, now: 8)
    #expect(playback.progress == 0.5, "a duration not given keeps the last one")
  }

  @Test func theStoryEndsWhenTheVideoDoesAndTheNextRunsOnTheClock() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.followMedia(position: 2.9, duration: 3, hasEnded: false, now: 3)
    #expect(playback.position == Position(group: 0, story: 0))
    let events = playback.followMedia(position: 3, duration: 3, hasEnded: true, now: 3.1)
    #expect(
      events == [
        .storyCompleted(Position(group: 0, story: 0)),
        .navigated(
          from: Position(group: 0, story: 0), to: Position(group: 0, story: 1), trigger: .auto, forward: true),
        .storyStarted(Position(group: 0, story: 1)),
      ])
    #expect(!playback.isMediaTimed && playback.mediaDuration == nil, "the image story runs on the clock")
    #expect(playback.duration == 4)
    playback.update(now: 5.1)
    #expect(abs(playback.progress - 0.5) < 1e-9)
  }

  @Test func aPausedStoryDoesNotEndWithItsVideoUntilItRuns() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.pause(.hold, now: 1)
    #expect(playback.followMedia(position: 5, duration: 5, hasEnded: true, now: 2).isEmpty)
    #expect(playback.progress == 1)
    let events = playback.resume(.hold, now: 3) + playback.update(now: 3)
    #expect(events.contains(.storyCompleted(Position(group: 0, story: 0))))
  }

  @Test func nonsenseFromTheVideoIsIgnoredOrClamped() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    for duration in [0, -3, .nan, .infinity] as [Double] {
      playback.followMedia(position: 1, duration: duration, hasEnded: false, now: 0)
      #expect(playback.duration == 5, "duration \(duration) is not a video's length")
    }
    playback.followMedia(position: .nan, duration: nil, hasEnded: false, now: 0)
    #expect(playback.elapsed == 1, "a position that is not a number keeps the last")
    playback.followMedia(position: -2, duration: nil, hasEnded: false, now: 0)
    #expect(playback.elapsed == 0)
    playback.followMedia(position: 0, duration: 0.01, hasEnded: false, now: 0)
    #expect(playback.duration == StoryPlayback.minimumDuration, "a story lasts at least 0.1 s")
    playback.followMedia(position: 4.9, duration: nil, hasEnded: false, now: 0)
    #expect(playback.position == Position(group: 0, story: 1), "past its (tiny) length: the story ended")
  }

  @Test func aDismissedPlaybackIgnoresItsVideo() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.dismiss(.closed, now: 1)
    #expect(playback.followMedia(position: 5, duration: 5, hasEnded: true, now: 2).isEmpty)
    #expect(!playback.isMediaTimed)
  }
}
