import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import Testing

@testable import StoryKitImages
@testable import StoryKitPlayer
@testable import StoryKitUI

/// The prefetch budget (docs/player.md, "Prefetching and the byte budget"), set where an app sets
/// it, on a view above the player, and played against a loopback server that counts requests,
/// through a real ``ImagePipeline``. The tests wait only for loads and prefetches to end.
@MainActor
@Suite(.enabled(if: ImageTestServer.isAvailable, "python3 is not installed"))
struct StoryPlayerPrefetchBudgetTests {
  let clock = ManualClock()
  /// The roots the players are in (a view holds its superview weakly).
  let roots = Roots()
  @MainActor final class Roots { var views: [View] = [] }
  nonisolated static let folder = Fixtures.url("Examples/feeds/images")
  /// The picture on screen, the next story's, the next group's and the previous group's.
  nonisolated static let names = [
    "story-new-in-1.png", "story-deals-1.png", "banner-spring.png", "card-bag.png",
  ]

  static func size(_ name: String) throws -> Int {
    try Data(contentsOf: folder.appendingPathComponent(name)).count
  }

  /// Groups p (one story), g (the picture on screen, then the next story) and n (one story),
  /// pictures from `server` in `mode` (`len` or `nolen`; the one on screen always `len`).
  static func groups(_ server: ImageTestServer, mode: String = "len") -> [StoryGroup] {
    let story = { (id: String, name: String, mode: String) in
      Story(id: id, media: .image(url: server.url(mode, name)))
    }
    return [
      StoryGroup(id: "p", title: "P", stories: [story("p0", names[3], mode)]),
      StoryGroup(id: "g", title: "G", stories: [story("g0", names[0], "len"), story("g1", names[1], mode)]),
      StoryGroup(id: "n", title: "N", stories: [story("n0", names[2], mode)]),
    ]
  }

  /// A player at group g under a root whose `prefetchPolicy` is `policy`, through `pipeline`.
  func open(
    _ groups: [StoryGroup], at index: Int = 1, policy: PrefetchPolicy, pipeline: ImagePipeline
  ) async -> StoryPlayerView {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    roots.views.append(root)
    root.prefetchPolicy = policy
    root.imageLoader = pipeline
    let player = StoryPlayerView(frame: root.bounds)
    player.clock = clock
    player.displayScale = 1
    root.addSubview(player)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    player.open(groups, at: index)
    player.layoutIfNeeded()
    player.tick()
    await player.mediaView.waitForLoad()
    await pipeline.waitForPrefetches()
    return player
  }

  /// Taps to the next story and waits for its picture to load.
  func tapToNext(_ player: StoryPlayerView) async {
    player.next(by: .tap)
    player.layoutIfNeeded()
    player.tick()
    await player.mediaView.waitForLoad()
    player.tick()
  }

  func prefetchedBytes(_ pipeline: ImagePipeline) -> Int {
    (pipeline.transferCounter?.transfers(since: 0) ?? []).filter(\.prefetched).reduce(0) { $0 + $1.bytes }
  }

  @Test func theBytesPrefetchedNeverExceedTheBudget() async throws {
    let server = try await ImageTestServer(serving: Self.folder)
    defer { server.stop() }
    let next = try Self.size(Self.names[1])
    let budget = next + 1  // the next story fits; neither neighbouring group's picture does
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    let player = await open(
      Self.groups(server), policy: PrefetchPolicy(byteBudget: budget), pipeline: pipeline)

    #expect(player.prefetchBudget?.limit == budget)
    #expect(player.prefetchBudget?.spentBytes == next)
    #expect(prefetchedBytes(pipeline) == next, "only the next story was read")
    #expect(prefetchedBytes(pipeline) <= budget)
    #expect(player.prefetchBudget?.skippedCount == 2, "the neighbouring groups' pictures were stopped")
    #expect(try await server.count("/len/\(Self.names[1])") == 1)
    player.close()
    let report = player.qualityReport
    #expect(report.bytesPrefetched == next)
    #expect(report.prefetchesSkippedByBudget == 2)
    #expect(report.bytesPrefetchedUnshown == next, "the next story was never shown")
  }

  @Test func aPrefetchWithoutALengthStopsBeingReadAtTheBudget() async throws {
    let server = try await ImageTestServer(serving: Self.folder)
    defer { server.stop() }
    let budget = try Self.size(Self.names[1]) / 2
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    let player = await open(
      Self.groups(server, mode: "nolen"), policy: PrefetchPolicy(byteBudget: budget, nextStoryOnly: true),
      pipeline: pipeline)

    #expect(try await server.count("/nolen/\(Self.names[1])") == 1)
    #expect(player.prefetchBudget?.spentBytes == budget, "read up to the budget, and no further")
    #expect(player.prefetchBudget?.skippedCount == 1)
    #expect(prefetchedBytes(pipeline) == 0, "a picture cut short is not kept")
    // The viewer moves on: the picture they now look at is fetched whatever the budget.
    await tapToNext(player)
    #expect(player.playback?.story?.id == "g1")
    #expect(player.playback?.pauseReasons.contains(.loading) == false, "the picture is on screen")
  }

  @Test func constrainedModeFetchesOnlyTheNextStory() async throws {
    let server = try await ImageTestServer(serving: Self.folder)
    defer { server.stop() }
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    let player = await open(Self.groups(server), policy: .constrained, pipeline: pipeline)

    #expect(try await server.count("/len/\(Self.names[1])") == 1, "the next story")
    #expect(try await server.count("/len/\(Self.names[2])") == 0, "not the next group's")
    #expect(try await server.count("/len/\(Self.names[3])") == 0, "not the previous group's")
    // At a group's last story the next story is the next group's first.
    await tapToNext(player)
    await pipeline.waitForPrefetches()
    #expect(try await server.count("/len/\(Self.names[2])") == 1)
    #expect(try await server.count("/len/\(Self.names[3])") == 0)
  }

  @Test func theStandardPolicyPrefetchesTheNextStoryThenTheNeighbouringGroups() async throws {
    let server = try await ImageTestServer(serving: Self.folder)
    defer { server.stop() }
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    let player = await open(Self.groups(server), policy: .standard, pipeline: pipeline)
    #expect(player.prefetchBudget == nil)
    #expect(player.upcomingPictureURLs == [1, 2, 3].map { server.url("len", Self.names[$0]) })
    for name in Self.names { #expect(try await server.count("/len/\(name)") == 1) }
  }

  /// What the default policy fetches ahead over a session of the demo feed watched from its
  /// first story to its last, each story tapped through once its picture is on screen: the
  /// figure docs/player.md gives for the default.
  @Test func theDefaultPolicyOverTheDemoFeed() async throws {
    let server = try await ImageTestServer(serving: Fixtures.url("Examples/feeds"))
    defer { server.stop() }
    let decoded = FeedDecoder(baseURL: server.url("len", "demo.json"))
      .decode(try Fixtures.data("Examples/feeds/demo.json"))
    let groups = try #require(decoded.feed?.storyGroups)
    let pipeline = ImagePipeline(configuration: .init(decoder: ImageDecoder()))
    let player = await open(groups, at: 0, policy: .standard, pipeline: pipeline)
    var steps = 0
    while player.playback?.isDismissed == false, steps < 500 {
      await pipeline.waitForPrefetches()
      await tapToNext(player)
      steps += 1
    }
    let report = player.qualityReport
    print(
      "demo feed: \(steps) stories, prefetched \(report.bytesPrefetched) bytes, \(report.bytesPrefetchedUnshown) unshown, downloaded \(report.bytesDownloaded)"
    )
    #expect(steps == 33)
    #expect(report.bytesPrefetched == 864_276, "the figure docs/player.md gives")
    #expect(report.bytesPrefetchedUnshown == 70_608)
  }

  @Test func aPlayerOpenedFromTheBarAdoptsThePolicy() {
    let bar = View()
    bar.prefetchPolicy = .constrained
    let player = StoryPlayerView()
    StoryPlayerPresenter.adopt(environmentOf: bar, in: player)
    #expect(player.prefetchPolicy == .constrained)
  }
}
