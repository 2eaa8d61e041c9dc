import Foundation
import Testing

@testable import StoryKit

/// ``StoryPacing``: stories held at their end, or given longer, for someone who reads slowly or
/// listens to a screen reader.
@Suite struct StoryPacingTests {
  typealias Position = StoryPlayback.Position

  /// Group "a": two image stories of 4 s; group "v": a video story, then an image story.
  static let groups = [
    StoryGroup(
      id: "a", title: "a",
      stories: [
        Story(id: "a0", duration: 4, media: .image(url: URL(fileURLWithPath: "/a/0.jpg"))),
        Story(id: "a1", duration: 4, media: .image(url: URL(fileURLWithPath: "/a/1.jpg"))),
      ]),
    StoryGroup(
      id: "v", title: "v",
      stories: [
        Story(id: "v0", duration: 5, media: .video(VideoMedia(url: URL(fileURLWithPath: "/v/clip.webm")))),
        Story(id: "v1", media: .image(url: URL(fileURLWithPath: "/v/1.jpg"))),
      ]),
  ]

  @Test func aSelfPacedStoryFillsAndHoldsUntilSomeoneMovesOn() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.pacing = .selfPaced
    #expect(playback.update(now: 2).isEmpty)
    #expect(playback.progress == 0.5)
    #expect(playback.endTime == 4, "the host still animates the bar to its end")
    // Twice the story's duration and more: no completion, no move.
    #expect(playback.update(now: 9).isEmpty)
    #expect(playback.position == Position(group: 0, story: 0))
    #expect(playback.progress == 1)
    #expect(playback.elapsed == 4)
    #expect(playback.endTime == nil, "nothing is due: the host may stop ticking")
    // The user (or an assistive technology) moves on; the next story holds the same way.
    let events = playback.next(by: .program, now: 10)
    #expect(events.contains(.storyStarted(Position(group: 0, story: 1))))
    #expect(!events.contains(.storyCompleted(Position(group: 0, story: 0))), "left, not completed")
    #expect(playback.update(now: 100).isEmpty)
    #expect(playback.position == Position(group: 0, story: 1))
  }

  @Test func aSelfPacedVideoPlaysToItsEndAndHolds() {
    var playback = StoryPlayback(groups: Self.groups, openingGroup: 1, now: 0)
    playback.pacing = .selfPaced
    playback.followMedia(position: 2, duration: 6, hasEnded: false, now: 2)
    #expect(playback.progress == 2.0 / 6)
    #expect(playback.followMedia(position: 6, duration: 6, hasEnded: true, now: 6).isEmpty)
    #expect(playback.position == Position(group: 1, story: 0))
    #expect(playback.progress == 1)
  }

  @Test func aScaledPaceLengthensWhatTheClockTimesButNotTheVideo() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.pacing = .scaled(2)
    #expect(playback.duration == 8)
    #expect(playback.update(now: 7.9).isEmpty)
    #expect(playback.update(now: 8).contains(.storyCompleted(Position(group: 0, story: 0))))
    #expect(playback.position == Position(group: 0, story: 1))
    // A story without a duration: the default's 5 s, scaled.
    var video = StoryPlayback(groups: Self.groups, openingGroup: 1, story: 1, now: 0)
    video.pacing = .scaled(3)
    #expect(video.duration == Story.defaultImageDuration * 3)
    // A video runs at its own speed: it ends with the video.
    var clip = StoryPlayback(groups: Self.groups, openingGroup: 1, now: 0)
    clip.pacing = .scaled(2)
    clip.followMedia(position: 1, duration: 6, hasEnded: false, now: 1)
    #expect(clip.duration == 6)
    #expect(
      clip.followMedia(position: 6, duration: 6, hasEnded: true, now: 6).contains(
        .storyCompleted(Position(group: 1, story: 0))))
  }

  @Test(arguments: [Double.nan, 0, -2, .infinity])
  func aFactorThatIsNotFiniteAndPositiveCountsAsOne(_ factor: Double) {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.pacing = .scaled(factor)
    #expect(playback.duration == 4)
    #expect(playback.update(now: 4).contains(.storyCompleted(Position(group: 0, story: 0))))
  }

  @Test func switchingPaceKeepsTheProgressAndAHeldStoryMovesOnWhenItEnds() {
    var playback = StoryPlayback(groups: Self.groups, now: 0)
    playback.pacing = .selfPaced
    playback.update(now: 10)
    #expect(playback.progress == 1)
    // Back to automatic: the story that ran out moves on at the next update.
    playback.pacing = .automatic
    #expect(playback.update(now: 10.1).contains(.storyCompleted(Position(group: 0, story: 0))))
    #expect(playback.position == Position(group: 0, story: 1))
  }
}
