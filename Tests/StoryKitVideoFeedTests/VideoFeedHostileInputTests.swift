import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// Input a server or an app should not send, and the feed still survives: no items, no poster,
/// absurd durations, duplicate IDs, sizes that are not sizes, videos that fail.
@MainActor
@Suite struct VideoFeedHostileInputTests {
  typealias Fixtures = VideoFeedFixtures

  @Test func noItemsDrawOnlyTheEmptyLabelAndNeverTick() {
    let clock = ManualClock()
    let players = ScriptedPlayers()
    let feed = Fixtures.feed([], clock: clock, players: players)
    #expect(feed.visibleItemViews.isEmpty && feed.createdItemViewCount == 0 && players.made.isEmpty)
    #expect(feed.nextFrameTime(now: 0) == nil && feed.currentIndex == nil && feed.currentItem == nil)
    let canvas = RecordingCanvas()
    feed.render(in: canvas)
    let texts = canvas.drawingCommands.compactMap { command -> String? in
      guard case .text(let layout, _) = command else { return nil }
      return layout.text
    }
    #expect(texts == ["No videos yet"] && canvas.drawingCommands.count == 1, "the empty state only")
    feed.scrollToNextItem()
    feed.scroll(to: 3)
    feed.setScroll(fraction: 0.5)
    _ = feed.scrollWheel(by: Point(x: 0, y: 500))
    feed.keyCommands.route(KeyEvent(.down, phase: .down, time: 0))
    feed.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    let dispatcher = PointerDispatcher(root: feed)
    dispatcher.drag(from: 400, by: -200, fling: true, time: 0)
    dispatcher.tap(at: Point(x: 100, y: 100), time: 1)
    clock.advance(by: 5)
    feed.tick()
    #expect(feed.visibleItemViews.isEmpty && players.made.isEmpty)
    let widget = VideoFeedWidget.withPlayer()
    #expect(!widget.hasContent)
    widget.presenter.present(at: 0)
    #expect(widget.player == nil)
  }

  @Test func missingPostersAbsurdDurationsAndDuplicateIDsShowWhatTheyCan() throws {
    let durations: [Double?] = [nil, .nan, .infinity, -5, 0, 1e300, 0.2, 359_999]
    let items = durations.enumerated().map { index, duration in
      Fixtures.item("same", title: index % 2 == 0 ? "" : "  ", duration: duration, poster: false)
    }
    let clock = ManualClock()
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(items, clock: clock, players: players)
    let badges = (0..<items.count).map { index -> String? in
      feed.scroll(to: index, animated: false)
      feed.tick()
      guard let view = feed.visibleItemViews[index] else { return "missing" }
      return view.durationBadge.isHidden ? nil : view.durationBadge.text
    }
    #expect(badges == [nil, nil, nil, nil, nil, nil, "0:01", "99:59:59"])
    #expect(feed.accessibilityElements().allSatisfy { $0.label?.hasPrefix("Video") == true })
    let groups = items.enumerated().map { $1.storyGroup(index: $0) }
    #expect(groups.map(\.stories[0].duration).allSatisfy { $0.isFinite && $0 > 0 })
    #expect(groups[5].stories[0].duration == Story.defaultImageDuration, "1e300 s is not kept")
    let widget = VideoFeedWidget.withPlayer()
    let root = View(frame: Rect(origin: .zero, size: Fixtures.size))
    root.clock = clock
    widget.show(
      PlacementWidgetContent(
        feed: Feed(placement: Placement(token: "t", variants: []), videoFeed: items),
        variant: WidgetVariant(id: "v", kind: .videoFeed, ratio: 0.5625)))
    widget.view.frame = root.bounds
    root.addSubview(widget.view)
    root.layoutIfNeeded()
    PointerDispatcher(root: root).tap(at: Point(x: 160, y: 200), time: 0)
    let player = try #require(widget.player, "the player opens on items with duplicate IDs")
    player.close(.closed)
    #expect(widget.player == nil)
  }

  @Test func sizesThatAreNotSizesLayOutNothing() {
    for size in [
      Size(width: 0, height: 0), Size(width: -10, height: 300), Size(width: 300, height: .nan),
      Size(width: .infinity, height: .infinity), Size(width: 1, height: 1),
    ] {
      let feed = Fixtures.feed(Fixtures.items(3), size: size, players: ScriptedPlayers())
      feed.setScroll(fraction: 0.9)
      feed.tick()
      _ = feed.scrollWheel(by: Point(x: 0, y: .nan))
      _ = feed.itemIndex(at: Point(x: .nan, y: 10))
      #expect(feed.visibleItemViews.count <= 3)
    }
  }

  @Test func absurdStylingFallsBackOrIsClamped() {
    var styling = VideoFeedStyling()
    styling.cornerRadius = .nan
    styling.itemSpacing = -40
    styling.nextItemPeek = 1e9
    styling.verticalEdgePadding = .infinity
    styling.titleLines = 900
    styling.maximumVisibleProducts = -3
    let resolved = ResolvedVideoFeedStyling(styling, appearance: Appearance())
    #expect(resolved.cornerRadius == 12 && resolved.itemSpacing == 0 && resolved.titleLines == 5)
    #expect(resolved.maximumVisibleProducts == 0 && resolved.verticalEdgePadding == 0)
    let feed = Fixtures.feed(Fixtures.items(3)) { $0.styling = styling }
    #expect(feed.visibleItemViews.values.allSatisfy { $0.frame.height >= 568 / 3 - 0.5 })
    #expect(feed.visibleItemViews.values.allSatisfy { $0.productViews.allSatisfy(\.isHidden) })
  }

  @Test func everyFailureEndsAtThePosterWithANotice() throws {
    let errors: [VideoPlayerError] = [
      .noSuchFile(URL(fileURLWithPath: "/x")), .unsupportedURL(URL(fileURLWithPath: "/x")),
      .httpStatus(500, URL(fileURLWithPath: "/x")), .unsupportedFormat(detail: ""),
      .corruptStream(detail: "cut"), .stalled(timeout: 10), .other(message: ""),
    ]
    let players = ScriptedPlayers()
    let feed = Fixtures.feed(Fixtures.items(errors.count + 1), players: players)
    for (index, error) in errors.enumerated() {
      feed.scroll(to: index, animated: false)
      feed.tick()
      try #require(players.player(for: "v\(index)")).fail(error)
      feed.tick()
      #expect(feed.visibleItemViews[index]?.playback == .failed)
      #expect(players.loaded.count <= 2)
    }
    feed.scroll(to: 0, animated: false)
    feed.tick()
    #expect(feed.visibleItemViews[0]?.playback == .failed, "a failed item is not retried until new content")
    #expect(players.player(for: "v0") == nil)
  }
}
