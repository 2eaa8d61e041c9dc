import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI
import Testing

/// The story bar widget on its own opens a story by ID or deep link: before its content it waits
/// (up to its timeout), then opens down a tap's path; otherwise a typed failure.
@MainActor @Suite struct StoryBarWidgetOpeningTests {
  let registry = WidgetRegistry()
  let clock = ManualClock()
  let timer = ManualTimeoutScheduler()

  /// A widget from the registry in a 390 × 700 root, with no content yet.
  func widget() throws -> (StoryBarWidget, View) {
    StoryBarWidget.register(in: registry)
    StoryPlayerPresenter.register(in: registry)
    let widget = try #require(registry.makeWidget(for: .storyBar) as? StoryBarWidget)
    widget.openingTimer = timer
    widget.openingTimeout = 3
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 700))
    root.clock = clock
    widget.view.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    root.addSubview(widget.view)
    return (widget, root)
  }

  func content(groups: [String] = ["g1", "g2"]) -> PlacementWidgetContent {
    let variant = WidgetVariant(id: "v-bar", kind: .storyBar, ratio: 4)
    let storyGroups = groups.enumerated().map { index, id in
      StoryGroup(
        id: id, title: id, index: index,
        stories: ["a", "b"].enumerated().map { storyIndex, suffix in
          Story(
            id: "\(id)\(suffix)", index: storyIndex,
            media: .image(ImageMedia(url: URL(fileURLWithPath: "/nonexistent/\(id)\(suffix).png"))))
        })
    }
    return PlacementWidgetContent(
      feed: Feed(placement: Placement(token: "home", variants: [variant]), storyGroups: storyGroups),
      variant: variant)
  }

  func runFrames(_ root: View) {
    root.layoutIfNeeded()
    clock.advance(by: 2.5)
    root.advanceFramesInSubtree(to: clock.now)
  }

  @Test func beforeItsContentItWaitsThenOpens() throws {
    let (widget, root) = try widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "g2", storyID: "g2b") { results.append($0) }
    #expect(results.isEmpty && widget.presentation == nil)
    widget.show(content())
    runFrames(root)
    #expect(results == [.success(OpenedStory(groupID: "g2", storyID: "g2b", groupIndex: 1, storyIndex: 1))])
    let player = try #require(widget.presentation?.view as? StoryPlayerView)
    #expect(player.superview === root, "over the whole tree, as after a tap")
  }

  @Test func withoutContentInTimeItFailsWithATimeout() throws {
    let (widget, _) = try widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(url: try #require(URL(string: "https://shop.example.com/s?group=g1"))) { results.append($0) }
    timer.advance(by: 3)
    #expect(results == [.failure(.timeout(seconds: 3))])
    widget.show(content())
    #expect(results.count == 1 && widget.presentation == nil)
  }

  @Test func unknownIDsAndMalformedLinksFailTyped() throws {
    let (widget, _) = try widget()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "g9") { results.append($0) }
    widget.show(content())
    widget.open(groupID: "g1", storyID: "zz") { results.append($0) }
    widget.open(url: try #require(URL(string: "myapp://s?group=g1&group=g2"))) { results.append($0) }
    #expect(results.count == 3)
    #expect(results[0] == .failure(.unknownGroup("g9")), "the waiting request fails once content comes")
    #expect(results[1] == .failure(.unknownStory(groupID: "g1", storyID: "zz")))
    if case .failure(.malformedURL) = results[2] {
    } else {
      Issue.record("expected malformed, found \(results[2])")
    }
  }

  @Test func withAPlayerOnScreenItMovesThePlayer() throws {
    let (widget, root) = try widget()
    widget.show(content())
    var results: [Result<OpenedStory, StoryOpenError>] = []
    widget.open(groupID: "g1") { results.append($0) }
    runFrames(root)
    widget.open(groupID: "g2", storyID: "g2b") { results.append($0) }
    let player = try #require(widget.presentation?.view as? StoryPlayerView)
    #expect(
      results.last == .success(OpenedStory(groupID: "g2", storyID: "g2b", groupIndex: 1, storyIndex: 1)))
    #expect(player.playback?.position.group == 1 && player.playback?.position.story == 1)
  }
}
