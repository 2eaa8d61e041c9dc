import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer
@testable import StoryKitStoryBar

/// Opening the player from the bar: the cell's ring turns while the first picture loads, the
/// player opens at the tapped group in the bar's order, shrinks into its cell when swiped down,
/// and the bar's rings show what was seen once it has closed.
@MainActor
@Suite struct StoryBarPlayerPresenterTests {
  let clock = ManualClock()

  func scene(_ groups: [StoryGroup]) -> (View, StoryBarView, StoryBarPresenter, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "presenter-\(UUID().uuidString)")
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.clock = clock
    root.imageLoader = PlayerPictures()
    root.displayScale = 1
    let bar = StoryBarView(frame: Rect(x: 0, y: 40, width: 390, height: 110))
    bar.content = .init(storyGroups: groups)
    bar.movesSeenGroupsToEnd = true
    root.addSubview(bar)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    let presenter = StoryBarPresenter(
      bar: bar, container: root, seenStore: SeenStore(directory: folder, userID: "u1"),
      presenter: StoryPlayerPresenter())
    return (root, bar, presenter, folder)
  }

  static func slowGroup() -> StoryGroup {
    StoryGroup(
      id: "s", title: "Slow",
      stories: [Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/slow.jpg")))])
  }

  @Test func theRingTurnsWhileTheFirstPictureLoadsThenThePlayerOpensAnyway() throws {
    let (root, bar, presenter, folder) = scene([PlayerFixture.group("a", 1), Self.slowGroup()])
    defer { try? FileManager.default.removeItem(at: folder) }
    bar.visibleCells[1]?.send(.select)
    #expect(presenter.player == nil && presenter.opening?.group.id == "s")
    #expect((bar.visibleCells[1] as? DefaultStoryGroupView)?.isOpening == true)
    clock.advance(by: presenter.maximumOpeningDelay)
    presenter.tick()
    let player = try #require(presenter.player)
    #expect(player.superview === root && player.frame == root.bounds)
    #expect(player.playback?.group?.id == "s" && player.playback?.pauseReasons == [.loading])
    #expect((bar.visibleCells[1] as? DefaultStoryGroupView)?.isOpening == false)
  }

  @Test func aGroupWhosePictureIsThereOpensAtOnceAndTheBarUpdatesOnClose() async throws {
    let (_, bar, presenter, folder) = scene([
      PlayerFixture.group("a", 2), PlayerFixture.group("b", 1), PlayerFixture.group("c", 1),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    var closed: [StoryPlayback.DismissReason] = []
    presenter.onDismiss = { closed.append($0) }
    bar.visibleCells[1]?.send(.select)
    let player = try #require(presenter.player, "b's picture is cached: no wait")
    #expect(player.playback?.group?.id == "b")
    // The swipe down shrinks into b's cell.
    let cell = try #require(presenter.cellFrame(of: PlayerFixture.group("b", 1)))
    #expect(player.dismissTarget?(PlayerFixture.group("b", 1)) == cell)
    #expect(cell.minY >= 40 && cell.maxY <= 150)
    player.close()
    for _ in 0..<500 where closed.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(closed == [.closed] && presenter.player == nil && player.superview == nil)
    #expect(bar.displayedGroups.map(\.id) == ["a", "c", "b"], "b is seen now, and moves to the end")
    #expect(bar.displayedGroups.last?.isSeen == true)
  }
}

/// A group selected by the app (not by a tap on its cell) keeps the host's frames coming until
/// the player opens.
@MainActor
@Suite struct StoryBarPlayerPresenterFrameTests {
  @Test func framesAreAskedForWhileAGroupOpens() throws {
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.clock = clock
    root.imageLoader = PlayerPictures()
    let bar = StoryBarView(frame: Rect(x: 0, y: 0, width: 390, height: 110))
    bar.content = .init(storyGroups: [StoryBarPlayerPresenterTests.slowGroup()])
    root.addSubview(bar)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    let presenter = StoryBarPresenter(bar: bar, container: root, presenter: StoryPlayerPresenter())
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == nil, "idle")
    presenter.select(StoryBarPlayerPresenterTests.slowGroup())
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == clock.now, "opening: frames go on")
    clock.advance(by: presenter.maximumOpeningDelay)
    presenter.tick()
    #expect(presenter.player != nil && presenter.opening == nil)
  }
}

extension StoryBarPresenter {
  /// The player opened through the seam, for tests.
  var player: StoryPlayerView? { presentation?.view as? StoryPlayerView }
}
