import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer
@testable import StoryKitStoryBar

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

  @Test func whileAScreenReaderRunsAutomaticPacingWaitsAndTimedDoesNot() {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.isScreenReaderRunning = true  // as the GTK host sets it from the AT-SPI bus
    let waiting = PlayerFixture.makePlayer([PlayerFixture.group("a", 2)], clock: clock) {
      root.addSubview($0)
    }
    let timed = PlayerFixture.makePlayer([PlayerFixture.group("b", 2)], clock: clock) { player in
      player.storyPacing = .timed
      root.addSubview(player)
    }
    clock.advance(by: 12)
    waiting.tick()
    timed.tick()
    #expect(waiting.playback?.position == StoryPlayback.Position(group: 0, story: 0), "automatic: held")
    #expect(waiting.progressView.content.progress == 1)
    #expect(timed.playback?.position == StoryPlayback.Position(group: 0, story: 1), "timed: moved on")
    // The screen reader stops: the held story, long over, moves on by itself.
    root.isScreenReaderRunning = false
    waiting.tick()
    #expect(waiting.playback?.position == StoryPlayback.Position(group: 0, story: 1))
  }

  @Test func thePlayerTheBarOpensTakesThePacingSetOnTheBar() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pacing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.clock = clock
    root.imageLoader = PlayerPictures()
    let bar = StoryBarView(frame: Rect(x: 0, y: 40, width: 390, height: 110))
    bar.content = .init(storyGroups: [PlayerFixture.group("a", 2), PlayerFixture.group("b", 1)])
    bar.storyPacing = .selfPaced
    root.addSubview(bar)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    let presenter = StoryBarPresenter(
      bar: bar, container: root, seenStore: SeenStore(directory: folder, userID: "u1"),
      presenter: StoryPlayerPresenter())
    bar.visibleCells[0]?.send(.select)
    let player = try #require(presenter.player)
    for _ in 0..<10 {
      clock.advance(by: 1)
      presenter.tick()
    }
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 0), "held, as the bar says")
    player.next()
    player.tick()
    #expect(player.playback?.position == StoryPlayback.Position(group: 0, story: 1))
  }
}
