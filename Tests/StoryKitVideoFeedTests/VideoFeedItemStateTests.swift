import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// What each item shows for its state: the play glyph on every item that does not play, centred
/// on the card and clear of the title; a failed item's notice with its glyph, no duration, and a
/// tap that tries the video again; the empty feed's label.
@MainActor
@Suite struct VideoFeedItemStateTests {
  typealias Fixtures = VideoFeedFixtures

  // MARK: - The play glyph

  @Test func everyItemThatDoesNotPlayShowsThePlayGlyph() throws {
    let players = ScriptedPlayers { _ in RecordingImage() }
    players.loadsAtOnce = false
    let feed = Fixtures.feed(Fixtures.items(3), players: players)
    let current = try #require(feed.visibleItemViews[0])
    let next = try #require(feed.visibleItemViews[1])
    #expect(current.playback == .loading && !current.playGlyphView.isHidden, "the poster and the glyph")
    #expect(next.playback == .poster && !next.playGlyphView.isHidden, "preloaded, at its poster")
    try #require(players.player(for: "v0")).finishLoading()
    try #require(players.player(for: "v1")).finishLoading()
    feed.tick()
    #expect(current.playback == .playing && current.playGlyphView.isHidden && !current.frameView.isHidden)
    #expect(next.playback == .poster && !next.playGlyphView.isHidden)
    feed.pausePlayback()
    feed.tick()
    #expect(current.playback == .paused, "held on its frame")
    #expect(!current.frameView.isHidden && !current.playGlyphView.isHidden)
    feed.resumePlayback()
    feed.tick()
    #expect(current.playback == .playing && current.playGlyphView.isHidden)
  }

  @Test func thePlayGlyphIsCentredOnTheCardUnlessTheTitleIsInTheWay() throws {
    let feed = Fixtures.feed([Fixtures.item("a", title: "Short"), Fixtures.item("b")])
    let view = try #require(feed.visibleItemViews[0])
    #expect(view.playGlyphView.frame.midY == view.bounds.midY)
    #expect(view.playGlyphView.frame.midX == view.bounds.midX)
    let long = String(repeating: "A long title that wraps ", count: 8)
    let products = (1...2).map { Fixtures.product("p\($0)") }
    let crowded = Fixtures.feed([Fixtures.item("a", title: long, products: products)]) { feed in
      feed.styling.titleLines = 5
      var appearance = Appearance.default
      appearance.fonts.sizeMultiplier = 1.5
      feed.appearance = appearance
    }
    let item = try #require(crowded.visibleItemViews[0])
    let glyph = item.playGlyphView.frame
    #expect(
      item.titleLabel.frame.minY < item.bounds.midY + glyph.height / 2 + 12, "the title reaches the middle")
    #expect(glyph.maxY == item.titleLabel.frame.minY - 12, "just above the title, not on it")
    #expect(glyph.midX == item.bounds.midX)
  }

  // MARK: - A failed video

  @Test func aFailedItemShowsTheNoticeWithItsGlyphCentredAndNoDuration() throws {
    let players = ScriptedPlayers()
    let feed = Fixtures.feed([Fixtures.item("a", title: "Short", duration: 47)], players: players)
    let view = try #require(feed.visibleItemViews[0])
    #expect(!view.durationBadge.isHidden)
    try #require(players.player(for: "a")).fail(.httpStatus(404, URL(fileURLWithPath: "/a.webm")))
    feed.tick()
    #expect(view.playback == .failed && !view.noticeBadge.isHidden && view.durationBadge.isHidden)
    #expect(view.noticeBadge.text == "This video could not be played\nTap to try again")
    #expect(
      view.noticeBadge.frame.midY == view.bounds.midY && view.noticeBadge.frame.midX == view.bounds.midX)
    let glyph = view.noticeBadge.glyphView.frame
    #expect(glyph.width > 0 && glyph.maxY < view.noticeBadge.label.frame.minY, "the glyph above the text")
    #expect(view.accessibilityHint == "Tries the video again")
    feed.retryNotice = ""
    #expect(view.noticeBadge.text == "This video could not be played")
  }

  @Test func aTapOnAFailedItemTriesItsVideoAgainInsteadOfOpeningIt() throws {
    let players = ScriptedPlayers()
    var selected: [Int] = []
    var failures: [String] = []
    let feed = Fixtures.feed(Fixtures.items(3), players: players) { feed in
      feed.onVideoFailed = { item, _ in failures.append(item.id) }
    }
    feed.onItemSelected = { _, index in selected.append(index) }
    try #require(players.player(for: "v0")).fail(.stalled(timeout: 10))
    feed.tick()
    #expect(players.player(for: "v0") == nil, "its player was freed")
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.tap(at: Point(x: 160, y: 200), time: 0)
    feed.tick()
    #expect(selected.isEmpty, "the tap tried again; the player did not open")
    let player = try #require(players.player(for: "v0"), "loaded again")
    #expect(player.state == .playing && feed.visibleItemViews[0]?.playback != .failed)
    player.fail(.stalled(timeout: 10))
    feed.tick()
    #expect(failures == ["v0", "v0"], "a failure after a retry is reported again")
    feed.keyCommands.route(KeyEvent(.enter, phase: .down, time: 1))
    feed.tick()
    #expect(selected.isEmpty && players.player(for: "v0")?.state == .playing, "Return tries again too")
    dispatcher.tap(at: Point(x: 160, y: 200), time: 2)
    #expect(selected == [0], "once it plays, a tap opens it")
  }

  @Test func aTapOnTheFailedNextItemTriesItAndShowsIt() throws {
    let clock = ManualClock()
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(3), clock: clock, players: players)
    var selected: [Int] = []
    feed.onItemSelected = { _, index in selected.append(index) }
    try #require(players.player(for: "v1")).fail(.noSuchFile(URL(fileURLWithPath: "/v1.webm")))
    feed.tick()
    #expect(feed.visibleItemViews[1]?.playback == .failed)
    PointerDispatcher(root: feed).tap(at: Point(x: 160, y: 550), time: 0)
    clock.advance(by: 1)
    feed.tick()
    #expect(selected.isEmpty && feed.currentIndex == 1)
    #expect(players.player(for: "v1")?.state == .playing)
  }

  // MARK: - No items

  @Test func aFeedWithoutItemsSaysSoInTheMiddle() throws {
    let feed = Fixtures.feed([])
    #expect(!feed.emptyLabel.isHidden && feed.emptyLabel.text == "No videos yet")
    #expect(abs(feed.emptyLabel.frame.midY - 284) <= 0.5 && feed.emptyLabel.frame.midX == 160)
    #expect(feed.emptyLabel.textColor == feed.appearance.colors.secondaryText)
    feed.emptyText = "Nothing here"
    feed.tick()
    #expect(feed.emptyLabel.text == "Nothing here")
    feed.content = .init(items: Fixtures.items(2))
    feed.tick()
    #expect(feed.emptyLabel.isHidden)
  }
}
