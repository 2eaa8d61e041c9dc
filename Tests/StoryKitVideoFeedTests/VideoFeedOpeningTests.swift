import Foundation
import StoryKit
import StoryKitPlayer
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The video feed widget opens an item by ID or deep link: each item is a group of one story,
/// both named by the item's ID. Before its content a request waits (up to its timeout), then
/// opens as a tap on the item does.
@MainActor
@Suite struct VideoFeedOpeningTests {
  typealias Fixtures = VideoFeedFixtures
  let timer = ManualTimeoutScheduler()

  func content(_ items: [VideoFeedItem]) -> PlacementWidgetContent {
    let variant = WidgetVariant(id: "watch", kind: .videoFeed, ratio: 0.5625)
    return PlacementWidgetContent(
      feed: Feed(placement: Placement(token: "home", variants: [variant]), videoFeed: items), variant: variant
    )
  }

  /// A widget with the player registered, in a laid-out root, with no content yet.
  func widget() -> (VideoFeedWidget, View, RecordingEvents) {
    let widget = VideoFeedWidget.withPlayer()
    let events = RecordingEvents()
    widget.events = events
    widget.openingTimer = timer
    widget.openingTimeout = 4
    let root = View(frame: Rect(origin: .zero, size: Fixtures.size))
    root.clock = ManualClock()
    widget.view.frame = root.bounds
    root.addSubview(widget.view)
    root.layoutIfNeeded()
    return (widget, root, events)
  }

  @Test func beforeItsContentItWaitsThenOpensTheItem() throws {
    let (widget, root, _) = widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(url: try #require(URL(string: "myapp://watch?group=v2"))) { results.append($0) }
    #expect(results.isEmpty && widget.player == nil)
    widget.show(content(Fixtures.items(4)))
    root.layoutIfNeeded()
    #expect(results == [.success(OpenedStory(groupID: "v2", storyID: "v2", groupIndex: 2, storyIndex: 0))])
    let player = try #require(widget.player)
    root.advanceFramesInSubtree(to: 0.1)  // the player's first frame: its opening analytics
    #expect(player.superview === root && player.playback?.position.group == 2)
  }

  @Test func withoutContentInTimeItFailsWithATimeout() {
    let (widget, _, _) = widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "v1") { results.append($0) }
    timer.advance(by: 4)
    #expect(results == [.failure(.timeout(seconds: 4))])
    widget.show(content(Fixtures.items(2)))
    #expect(widget.player == nil)
  }

  @Test func unknownItemsStoriesAndMalformedLinksFailTyped() throws {
    let (widget, _, _) = widget()
    widget.show(content(Fixtures.items(3)))
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "v7") { results.append($0) }
    widget.open(groupID: "v1", storyID: "other") { results.append($0) }
    widget.open(url: try #require(URL(string: "myapp://watch?group="))) { results.append($0) }
    #expect(results.count == 3 && widget.player == nil)
    #expect(results[0] == .failure(.unknownGroup("v7")))
    #expect(results[1] == .failure(.unknownStory(groupID: "v1", storyID: "other")))
    if case .failure(.malformedURL) = results[2] {
    } else {
      Issue.record("expected malformed, found \(results[2])")
    }
  }

  @Test func contentWithoutItemsIsNoContent() {
    let (widget, _, _) = widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "v0") { results.append($0) }
    widget.show(content([]))
    guard case .failure(.noContent) = results.first else {
      Issue.record("expected no content, found \(results)")
      return
    }
  }
}
