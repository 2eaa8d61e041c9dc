import Foundation
import StoryKit
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The video feed through the placement seam: registration, content, a tap that opens the story
/// player over the whole tree with the app's media player, products and impressions reported,
/// pausing.
@MainActor
@Suite struct VideoFeedWidgetTests {
  typealias Fixtures = VideoFeedFixtures

  /// A media player for the fullscreen player that writes down what it is asked.
  final class FakeMediaPlayer: StoryMediaPlayer {
    var calls: [String] = []
    var view: View? { nil }
    var state = StoryMediaState.idle
    func load(_ video: VideoMedia) {
      calls.append("load \(video.url.lastPathComponent)")
      state = .ready
    }
    func play() { calls.append("play") }
    func pause() { calls.append("pause") }
    func stop() { calls.append("stop") }
  }

  func content(
    _ items: [VideoFeedItem], playerStyling: StoryPlayerStyling = StoryPlayerStyling()
  )
    -> PlacementWidgetContent
  {
    var styling = WidgetStyling()
    styling.player = playerStyling
    let variant = WidgetVariant(id: "watch", kind: .videoFeed, ratio: 0.5625, styling: styling)
    return PlacementWidgetContent(
      feed: Feed(placement: Placement(token: "home", variants: [variant]), videoFeed: items), variant: variant
    )
  }

  /// A widget showing `items` in a 320 × 568 root, laid out.
  func widget(
    _ items: [VideoFeedItem], players: ScriptedPlayers? = nil, media: FakeMediaPlayer? = nil,
    clock: ManualClock = ManualClock()
  ) -> (VideoFeedWidget, View, RecordingEvents) {
    let widget = VideoFeedWidget.withPlayer(makeVideoPlayer: players?.make, media: media)
    let events = RecordingEvents()
    widget.events = events
    widget.now = { Date(timeIntervalSince1970: 1_700_000_000) }
    widget.feedView.locale = Locale(identifier: "en_US")
    widget.show(content(items))
    let root = View(frame: Rect(origin: .zero, size: Fixtures.size))
    root.clock = clock
    widget.view.frame = root.bounds
    root.addSubview(widget.view)
    root.layoutIfNeeded()
    return (widget, root, events)
  }

  @Test func registersTheVideoFeedKindAndUnregisters() throws {
    let registry = WidgetRegistry()
    let registration = VideoFeedWidget.register(
      in: registry, styling: VideoFeedStyling(cornerRadius: 20), actionDelivery: .whilePlaying)
    #expect(registry.isRegistered(.videoFeed) && registration.kind == .videoFeed)
    let widget = try #require(registry.makeWidget(for: .videoFeed) as? VideoFeedWidget)
    #expect(widget.kind == .videoFeed && widget.feedView.superview === widget.view)
    #expect(widget.feedView.styling.cornerRadius == 20 && widget.actionDelivery == .whilePlaying)
    #expect(widget.keyCommands === widget.feedView.keyCommands)
    registration.unregister()
    #expect(!registry.isRegistered(.videoFeed))
  }

  @Test func showsTheFeedsVideosAndHidesWithoutThem() {
    let widget = VideoFeedWidget()
    widget.show(content(Fixtures.items(3)))
    #expect(widget.hasContent && widget.feedView.items.map(\.id) == ["v0", "v1", "v2"])
    widget.show(content([]))
    #expect(!widget.hasContent)
  }

  @Test func aTapOpensThePlayerOverTheWholeTreeAtThatItem() throws {
    let players = ScriptedPlayers()
    let media = FakeMediaPlayer()
    let clock = ManualClock()
    let (widget, root, _) = widget(Fixtures.items(4), players: players, media: media, clock: clock)
    widget.feedView.scroll(to: 2, animated: false)
    root.layoutIfNeeded()
    PointerDispatcher(root: root).tap(at: Point(x: 160, y: 200), time: 0)
    let player = try #require(widget.player)
    #expect(player.superview === root && player.frame.size == root.bounds.size)
    #expect(player.playback?.position.group == 2, "at the item tapped")
    #expect(player.playback?.groups.map(\.id) == ["v0", "v1", "v2", "v3"], "every item, a group each")
    #expect(player.mediaPlayer === media && media.calls.contains("load v2.webm"))
    #expect(players.loaded.isEmpty, "the feed's players are stopped while the player shows")
    player.next()
    player.close(.closed)
    #expect(widget.player == nil && player.superview == nil)
    #expect(widget.feedView.currentIndex == 3, "the feed shows the item the player was on")
    #expect(players.player(for: "v3")?.state == .playing, "and plays again")
  }

  @Test func actionsFromThePlayerArriveAfterItCloses() throws {
    let (widget, root, events) = widget(Fixtures.items(2))
    PointerDispatcher(root: root).tap(at: Point(x: 160, y: 200), time: 0)
    let player = try #require(widget.player)
    player.openStoryAction()
    #expect(widget.player == nil, "the player closed first")
    #expect(events.calls.last == "action maison://v0")
  }

  @Test func productsAndImpressionsAreReported() throws {
    let items = [
      Fixtures.item("a", products: [Fixtures.product("p1"), Fixtures.product("p2")]),
      Fixtures.item("b", products: [Fixtures.product("p3")]),
    ]
    let clock = ManualClock()
    let (widget, root, events) = widget(items, clock: clock)
    #expect(events.calls == ["viewed p1", "viewed p2"], "the first item's products, once it has a size")
    let chip = try #require(widget.feedView.visibleItemViews[0]?.productViews.last)
    let center = chip.convert(Point(x: chip.bounds.midX, y: chip.bounds.midY), to: root)
    PointerDispatcher(root: root).tap(at: center, time: 0)
    #expect(events.calls.last == "selected p2")
    #expect(widget.player == nil, "a product tap does not open the player")
    widget.feedView.scrollToNextItem()
    clock.advance(by: 1)
    widget.feedView.tick()
    #expect(events.calls.last == "viewed p3")
    let names = events.recorded.map { "\($0.name) \($0.storyID ?? "-")" }
    #expect(names == ["storyImpression a", "productSelected a", "storyImpression b"])
    #expect(events.recorded[1].properties["productID"] == .string("p2"))
    #expect(events.recorded[2].properties["index"] == .number(1))
  }

  /// Whatever made an item's video fail, the feed reports it with the typed reason the player it
  /// opens gives the same failure.
  @Test(arguments: [
    VideoPlayerError.httpStatus(404, URL(fileURLWithPath: "/v0.webm")), .stalled(timeout: 10),
    .corruptStream(detail: "bad header"), .unsupportedFormat(detail: "video/x-flv"),
  ])
  func aFailedVideoIsRecordedWithThePlayersReason(error: VideoPlayerError) throws {
    let players = ScriptedPlayers()
    let (widget, _, events) = widget(Fixtures.items(2), players: players)
    try #require(players.player(for: "v0")).fail(error)
    let failed = try #require(events.recorded.last, "\(events.recorded.map(\.name))")
    #expect(failed.name == .storyFailed && failed.storyID == "v0")
    #expect(failed.properties["reason"] == .string(MediaFailureReason.videoFailed.rawValue))
    #expect(widget.feedView.visibleItemViews[0]?.playback == .failed)

    // The same failure in the player that a tap on the item opens.
    let clock = ManualClock()
    let (opened, root, openedEvents) = self.widget(
      Fixtures.items(2), players: ScriptedPlayers(), clock: clock)
    let inPlayer = ScriptedPlayers()
    opened.makeStoryVideoPlayer = inPlayer.make
    PointerDispatcher(root: root).tap(at: Point(x: 160, y: 200), time: 0)
    let player = try #require(opened.player)
    try #require(inPlayer.player(for: "v0")).fail(error)
    player.tick()
    clock.advance(by: player.failureNoticeDuration)
    player.tick()
    let reported = try #require(
      openedEvents.recorded.last { $0.name == .storyFailed }, "\(openedEvents.recorded.map(\.name))")
    #expect(reported.properties["reason"] == failed.properties["reason"])
  }

  @Test func pauseHoldsTheFeedAndAnOpenPlayer() throws {
    let players = ScriptedPlayers()
    let (widget, root, _) = widget(Fixtures.items(2), players: players)
    widget.pause()
    root.layoutIfNeeded()
    #expect(widget.isPaused && players.player(for: "v0")?.state == .paused)
    widget.resume()
    root.layoutIfNeeded()
    #expect(!widget.isPaused && players.player(for: "v0")?.state == .playing)
    PointerDispatcher(root: root).tap(at: Point(x: 160, y: 200), time: 0)
    let player = try #require(widget.player)
    widget.pause()
    #expect(player.playback?.pauseReasons.contains(.app) == true)
    widget.resume()
    #expect(player.playback?.pauseReasons.contains(.app) == false)
  }
}
