import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI
import Testing

/// Opening a story by ID or deep link through the placement, with the story bar: a request made
/// before the feed arrives waits for it, then opens down a tap's path; every other ending is a
/// typed failure, through the completion and the delegate.
@MainActor @Suite struct PlacementOpeningTests {
  let registry = WidgetRegistry()
  let delegate = OpeningDelegate()
  let clock = ManualClock()
  let timer = ManualTimeoutScheduler()

  /// Two groups: `g1` with `s1`, `g2` with `s2a` and `s2b`; `groups` leaves some out.
  static func feed(groups: [String] = ["g1", "g2"]) -> Data {
    let stories = ["g1": ["s1"], "g2": ["s2a", "s2b"]]
    let groupText = groups.map { group in
      let items = (stories[group] ?? []).map {
        #"{"id": "\#($0)", "media": {"type": "image", "url": "https://cdn.example.com/\#($0).png"}}"#
      }
      return #"{"id": "\#(group)", "title": "\#(group)", "stories": [\#(items.joined(separator: ","))]}"#
    }
    let text = """
      {"schemaVersion": 1,
       "placement": {"token": "home", "variants": [{"id": "v-bar", "kind": "storyBar", "ratio": 4}]},
       "storyGroups": [\(groupText.joined(separator: ","))]}
      """
    return Data(text.utf8)
  }

  /// A placement in a 390 × 700 root over `provider`, not loaded yet unless the caller loads it.
  func placement(_ provider: PlacementDataProvider) -> (View, PlacementView) {
    StoryBarWidget.register(in: registry)
    StoryPlayerPresenter.register(in: registry)
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 700))
    root.clock = clock
    let placement = PlacementView(dataProvider: provider, delegate: delegate, registry: registry)
    placement.openingTimer = timer
    placement.openingTimeout = 5
    placement.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    root.addSubview(placement)
    root.layoutIfNeeded()
    return (root, placement)
  }

  func provider(_ feed: Data = feed()) throws -> PlacementDataProvider {
    PlacementDataProvider(config: try PlacementFeeds.config(), document: feed)
  }

  /// Lets the opening wait for the story's picture run out, as the tests' tap does.
  func runFrames(_ root: View) {
    root.layoutIfNeeded()
    clock.advance(by: 2.5)
    root.advanceFramesInSubtree(to: clock.now)
    clock.advance(by: 0.1)  // the player's first frame: its opening analytics
    root.advanceFramesInSubtree(to: clock.now)
  }

  @Test func byIDBeforeTheFeedLoadsItWaitsThenOpens() async throws {
    let provider = try provider()
    let (root, placement) = placement(provider)
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g2", storyID: "s2b") { results.append($0) }
    #expect(results.isEmpty && placement.widget == nil, "nothing to open yet: it waits")
    await provider.load()
    runFrames(root)
    let opened = OpenedStory(groupID: "g2", storyID: "s2b", groupIndex: 1, storyIndex: 1)
    #expect(results == [.success(opened)])
    let widget = try #require(placement.widget as? StoryBarWidget)
    let player = try #require(widget.presentation?.view as? StoryPlayerView)
    #expect(player.playback?.position.group == 1 && player.playback?.position.story == 1)
    #expect(delegate.calls.suffix(1) == ["opened storyBar g2 s2b"])
    #expect(timer.pendingCount == 0, "the timeout is cancelled")
  }

  @Test func afterTheTimeoutItFailsAndNothingOpensLater() async throws {
    let provider = try provider()
    let (root, placement) = placement(provider)
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g1") { results.append($0) }
    timer.advance(by: 4.9)
    #expect(results.isEmpty)
    timer.advance(by: 0.1)
    #expect(results == [.failure(.timeout(seconds: 5))])
    #expect(delegate.calls == ["failed g1 timeout"])
    await provider.load()
    runFrames(root)
    #expect((placement.widget as? StoryBarWidget)?.presentation == nil, "a failed request stays failed")
  }

  @Test func aDeepLinkOpensTheStoryItNames() async throws {
    let provider = try provider()
    let (root, placement) = placement(provider)
    await provider.load()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(url: try #require(URL(string: "myapp://stories?group=g2&story=s2a&utm=x"))) {
      results.append($0)
    }
    runFrames(root)
    #expect(results == [.success(OpenedStory(groupID: "g2", storyID: "s2a", groupIndex: 1, storyIndex: 0))])
  }

  @Test func unknownGroupsStoriesAndMalformedLinksFailTyped() async throws {
    let provider = try provider()
    let (_, placement) = placement(provider)
    await provider.load()
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g9") { results.append($0) }
    placement.open(groupID: "g1", storyID: "s9") { results.append($0) }
    placement.open(url: try #require(URL(string: "myapp://stories?story=s1"))) { results.append($0) }
    #expect(results.count == 3)
    #expect(results[0] == .failure(.unknownGroup("g9")))
    #expect(results[1] == .failure(.unknownStory(groupID: "g1", storyID: "s9")))
    guard case .failure(.malformedURL(let url, _)) = results[2] else {
      Issue.record("expected a malformed URL, found \(results[2])")
      return
    }
    #expect(url == "myapp://stories?story=s1")
    #expect(
      delegate.calls.filter { $0.hasPrefix("failed") } == [
        "failed g9 unknownGroup", "failed g1 unknownStory", "failed nil malformedURL",
      ])
  }

  @Test func aFailedLoadWithNothingCachedIsNoContent() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let provider = PlacementDataProvider(config: try PlacementFeeds.config(endpoint: folder))
    let (_, placement) = placement(provider)
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g1") { results.append($0) }
    await provider.load()
    guard case .failure(.noContent(let reason)) = results.first else {
      Issue.record("expected no content, found \(results)")
      return
    }
    #expect(reason.contains("did not load"), "\(reason)")
  }

  @Test func cachedContentWithoutTheGroupWaitsForTheFreshFeed() async throws {
    let folder = try PlacementFeeds.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("home.json")
    let cache = FeedCache(directory: folder.appendingPathComponent("cache"))
    try Self.feed(groups: ["g1"]).write(to: file)
    await PlacementDataProvider(config: try PlacementFeeds.config(endpoint: folder), cache: cache).load()
    try Self.feed().write(to: file)
    let provider = PlacementDataProvider(config: try PlacementFeeds.config(endpoint: folder), cache: cache)
    let (root, placement) = placement(provider)
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g2") { results.append($0) }
    await provider.load()
    runFrames(root)
    #expect(results == [.success(OpenedStory(groupID: "g2", storyID: "s2a", groupIndex: 1, storyIndex: 0))])
  }

  @Test func aLaterRequestSupersedesAWaitingOne() async throws {
    let provider = try provider()
    let (root, placement) = placement(provider)
    var results: [Result<OpenedStory, StoryOpenError>] = []
    placement.open(groupID: "g1") { results.append($0) }
    placement.open(groupID: "g2") { results.append($0) }
    #expect(results == [.failure(.superseded(by: StoryLink(groupID: "g2")))])
    await provider.load()
    runFrames(root)
    #expect(
      results.last == .success(OpenedStory(groupID: "g2", storyID: "s2a", groupIndex: 1, storyIndex: 0)))
  }

  @Test func anOpenedStoryReportsWhatATapReports() async throws {
    func session(byID: Bool) async throws -> [String] {
      let registry = WidgetRegistry()
      StoryBarWidget.register(in: registry)
      StoryPlayerPresenter.register(in: registry)
      let provider = try provider()
      await provider.load()
      let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 700))
      root.clock = clock
      let recorder = OpeningDelegate()
      let placement = PlacementView(dataProvider: provider, delegate: recorder, registry: registry)
      var events: [String] = []
      placement.analytics = { events.append("\($0.name.name) \($0.groupID ?? "-") \($0.storyID ?? "-")") }
      placement.frame = Rect(x: 0, y: 0, width: 390, height: 100)
      root.addSubview(placement)
      root.layoutIfNeeded()
      let widget = try #require(placement.widget as? StoryBarWidget)
      if byID {
        placement.open(groupID: "g2")
      } else {
        widget.bar.onStoryGroupSelected?(try #require(widget.bar.content?.storyGroups.last))
      }
      runFrames(root)
      return events + recorder.calls.filter { !$0.hasPrefix("opened") }
    }
    let tapped = try await session(byID: false)
    #expect(tapped.contains { $0.hasPrefix("widgetViewed") }, "\(tapped)")
    #expect(tapped.contains { $0.hasPrefix("groupOpened g2") }, "the player's own events: \(tapped)")
    #expect(try await session(byID: true) == tapped)
  }
}

/// The placement delegate's calls, opening ones included, as short lines.
@MainActor
final class OpeningDelegate: PlacementDelegate {
  var calls: [String] = []

  func onWidgetReady(widget: any WidgetController, ratio: Double) {
    calls.append("ready \(widget.kind.name)")
  }

  func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
    calls.append("visible \(isVisible)")
  }

  func onStoryOpened(widget: any WidgetController, story: OpenedStory) {
    calls.append("opened \(widget.kind.name) \(story.groupID) \(story.storyID ?? "nil")")
  }

  func onStoryOpenFailed(link: StoryLink?, error: StoryOpenError) {
    let kind =
      switch error {
      case .malformedURL: "malformedURL"
      case .unknownGroup: "unknownGroup"
      case .unknownStory: "unknownStory"
      case .timeout: "timeout"
      case .noContent: "noContent"
      case .cannotPresent: "cannotPresent"
      case .superseded: "superseded"
      }
    calls.append("failed \(link?.groupID ?? "nil") \(kind)")
  }
}
