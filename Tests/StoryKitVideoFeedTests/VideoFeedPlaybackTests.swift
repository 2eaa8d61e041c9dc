import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// Video in the feed, through scripted players: the item most on screen plays muted, the next
/// waits preloaded at its poster, at most two players live, failures show the poster and a
/// notice, and the app's pause holds it all.
@MainActor
@Suite struct VideoFeedPlaybackTests {
  typealias Fixtures = VideoFeedFixtures

  @Test func theItemMostOnScreenPlaysMutedAndTheNextWaitsAtItsPoster() throws {
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(5), players: players)
    let current = try #require(players.player(for: "v0"))
    let next = try #require(players.player(for: "v1"))
    #expect(current.state == .playing && current.isMuted)
    #expect(next.state == .paused && next.isMuted, "preloaded, paused")
    #expect(feed.visibleItemViews[0]?.playback == .loading, "no frame from this player: the poster shows")
    #expect(feed.visibleItemViews[1]?.playback == .poster)
    #expect(feed.visibleItemViews[1]?.frameView.isHidden == true)
    #expect(feed.visibleItemViews[1]?.playGlyphView.isHidden == false)
    #expect(players.made.count == 2)
  }

  @Test func scrollingHandsThePlayersOnAndPlaysTheNewItem() throws {
    let clock = ManualClock()
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(5), clock: clock, players: players)
    let first = try #require(players.player(for: "v0"))
    let second = try #require(players.player(for: "v1"))
    feed.setScroll(fraction: 0.6)
    feed.tick()
    #expect(feed.currentIndex == 1, "more of the second item shows now")
    #expect(second.state == .playing, "the preloaded player plays at once")
    #expect(first.url?.lastPathComponent == "v2.webm", "the first item's player preloads the third item")
    #expect(first.state == .paused)
    #expect(feed.visibleItemViews[0]?.playback == .poster, "the item leaving waits at its poster")
    feed.scroll(to: 1)
    clock.advance(by: 1)
    feed.tick()
    feed.scroll(to: 0)
    clock.advance(by: 1)
    feed.tick()
    #expect(feed.currentIndex == 0)
    #expect(players.player(for: "v0")?.state == .playing)
    #expect(players.player(for: "v1")?.state == .paused)
    #expect(players.made.count == 2, "still the same two players")
  }

  @Test func neverMoreThanTwoPlayersHoldAVideo() {
    let clock = ManualClock()
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(40), clock: clock, players: players)
    let dispatcher = PointerDispatcher(root: feed)
    var most = 0
    for step in 0..<20 {
      dispatcher.drag(from: 450, by: step % 5 == 4 ? 60 : -60, fling: true, time: Double(step))
      for _ in 0..<10 {
        clock.advance(by: 0.05)
        feed.tick()
        most = max(most, players.loaded.count)
        #expect(players.made.filter { $0.state == .playing }.count <= 1, "one video plays at a time")
      }
    }
    feed.scroll(to: 39)
    clock.advance(by: 1)
    feed.tick()
    #expect(players.made.count <= 2 && most <= 2, "\(players.made.count) made, \(most) loaded at once")
    #expect(players.player(for: "v39")?.state == .playing)
  }

  @Test func theItemOnScreenLoopsAndFramesRedraw() throws {
    let players = ScriptedPlayers { _ in RecordingImage() }
    let feed = Fixtures.feed(Fixtures.items(2), players: players)
    let player = try #require(players.player(for: "v0"))
    #expect(feed.visibleItemViews[0]?.playback == .playing)
    #expect(feed.visibleItemViews[0]?.frameView.hasFrame == true)
    player.advance(by: 3)
    #expect(player.state == .playing && player.position == 0, "ended, and started again")
  }

  @Test func aFailedVideoShowsThePosterAndANoticeAndFreesItsPlayer() throws {
    let players = ScriptedPlayers()
    var failures: [String] = []
    let feed = Fixtures.feed(Fixtures.items(3), players: players) { feed in
      feed.onVideoFailed = { item, _ in failures.append(item.id) }
    }
    let player = try #require(players.player(for: "v0"))
    player.fail(.unsupportedFormat(detail: "text/plain"))
    feed.tick()
    let view = try #require(feed.visibleItemViews[0])
    #expect(view.playback == .failed && !view.noticeBadge.isHidden && view.frameView.isHidden)
    #expect(view.playGlyphView.isHidden)
    #expect(view.accessibilityValue == "item 1 of 3, This video could not be played")
    #expect(failures == ["v0"])
    #expect(players.player(for: "v0") == nil, "its player was stopped")
    feed.tick()
    #expect(failures == ["v0"], "reported once")
    feed.scroll(to: 1, animated: false)
    feed.tick()
    #expect(players.player(for: "v1")?.state == .playing, "the next item plays")
  }

  @Test func withoutAFactoryItemsShowPostersAndThePlayGlyph() {
    let feed = Fixtures.feed(Fixtures.items(3))
    #expect(feed.videoPlayers.isEmpty)
    for view in feed.visibleItemViews.values {
      #expect(view.playback == .poster && !view.playGlyphView.isHidden && view.frameView.isHidden)
    }
  }

  @Test func pausingHoldsTheVideoAndResumingPlaysIt() throws {
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(3), players: players)
    let player = try #require(players.player(for: "v0"))
    feed.pausePlayback()
    feed.tick()
    #expect(player.state == .paused && feed.isPlaybackPaused)
    feed.pausePlayback()
    feed.resumePlayback()
    feed.tick()
    #expect(player.state == .playing && !feed.isPlaybackPaused)
    let plays = player.calls.filter { $0 == "play" }.count
    feed.tick()
    feed.tick()
    #expect(player.calls.filter { $0 == "play" }.count == plays, "layout does not call play again")
  }

  @Test func aPlayerThatLoadsLateShowsThePosterUntilItsFirstFrame() throws {
    let players = ScriptedPlayers { _ in RecordingImage() }
    players.loadsAtOnce = false
    let feed = Fixtures.feed(Fixtures.items(2), players: players)
    let player = try #require(players.player(for: "v0"))
    #expect(feed.visibleItemViews[0]?.playback == .loading)
    player.finishLoading()
    #expect(player.state == .playing, "play was asked for while it loaded")
    #expect(feed.visibleItemViews[0]?.playback == .playing)
  }
}

/// A frame that is not a picture: the recording canvas notes it.
final class RecordingImage: CanvasImage {
  let pixelWidth = 9
  let pixelHeight = 16
  let scale = 1.0
}
