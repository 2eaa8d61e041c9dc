import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// ``StoryPlayerView``: opening, time on a manual clock, a failed picture skipped, the app's
/// controls; and a moment of playback in pixels, left to right and right to left.
@MainActor
@Suite struct StoryPlayerViewTests {
  typealias Pictures = PlayerPictures

  static func group(_ id: String, _ count: Int, broken: Set<Int> = []) -> StoryGroup {
    PlayerFixture.group(id, count, broken: broken)
  }

  let clock = ManualClock()

  func makePlayer(_ groups: [StoryGroup], at index: Int = 0) -> (StoryPlayerView, [StoryPlayback.Event]) {
    (PlayerFixture.makePlayer(groups, at: index, clock: clock), [])
  }

  @Test func opensAtTheGroupWithItsHeaderAndBars() throws {
    let (player, _) = makePlayer([Self.group("a", 2), Self.group("b", 3)], at: 1)
    #expect(player.headerView.group?.id == "b")
    #expect(player.progressView.content == .init(count: 3, current: 0, progress: 0))
    #expect(player.mediaView.url?.path == "/cdn/b/photo0.jpg")
  }

  @Test func theStoryRunsOnTheClockAndTheNextFollows() {
    var events: [StoryPlayback.Event] = []
    let (player, _) = makePlayer([Self.group("a", 2)])
    player.onEvent = { events.append($0) }
    clock.advance(by: 2.5)
    player.tick()
    #expect(player.progressView.content.progress == 0.5)
    clock.advance(by: 2.5)
    player.tick()
    #expect(player.playback?.position == .init(group: 0, story: 1))
    #expect(events.contains(.storyCompleted(.init(group: 0, story: 0))))
  }

  @Test func aBrokenPictureIsSkippedWithAnEvent() async throws {
    var events: [StoryPlayback.Event] = []
    let (player, _) = makePlayer([Self.group("a", 2, broken: [0])])
    player.onEvent = { events.append($0) }
    for _ in 0..<2_000
    where player.mediaView.loadState == .loading(player.mediaView.url ?? URL(fileURLWithPath: "/")) {
      try await Task.sleep(for: .milliseconds(5))
    }
    // The failure shows a notice first, with the spinner gone and the time still held.
    player.tick()
    #expect(events.isEmpty)
    #expect(player.currentPage.noticeView.isHidden == false)
    #expect(player.currentPage.noticeView.text == player.failureNotice)
    #expect(player.loadingView.view.isHidden)
    #expect(player.nextFrameTime(now: clock.now) == clock.now + player.failureNoticeDuration)
    clock.advance(by: player.failureNoticeDuration)
    player.tick()
    #expect(events.first == .storyFailed(.init(group: 0, story: 0)))
    #expect(player.playback?.position == .init(group: 0, story: 1))
    #expect(player.currentPage.noticeView.isHidden)
  }

  @Test func aPictureThatNeverArrivesTimesOutIntoTheSameSkip() {
    var events: [StoryPlayback.Event] = []
    let slow = StoryGroup(
      id: "s", title: "Slow",
      stories: [
        Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/slow.jpg"))),
        Story(id: "s1", media: .image(url: URL(fileURLWithPath: "/cdn/s/photo1.jpg"))),
      ])
    let (player, _) = makePlayer([slow])
    player.onEvent = { events.append($0) }
    #expect(player.playback?.pauseReasons == [.loading])
    #expect(player.loadingView.view.isHidden == false, "the spinner shows while the picture loads")
    clock.advance(by: player.loadTimeout - 0.1)
    player.tick()
    #expect(events.isEmpty && player.progressView.content.progress == 0, "no time runs while loading")
    clock.advance(by: 0.1)
    player.tick()
    #expect(player.currentPage.noticeView.isHidden == false)
    clock.advance(by: player.failureNoticeDuration)
    player.tick()
    #expect(events.first == .storyFailed(.init(group: 0, story: 0)))
    #expect(player.playback?.position == .init(group: 0, story: 1))
    #expect(player.loadingView.view.isHidden)
  }

  @Test func nextPreviousPauseResumeAndCloseForTheApp() {
    let (player, _) = makePlayer([Self.group("a", 3)])
    player.next(by: .tap)
    player.next(by: .tap)
    #expect(player.playback?.position.story == 2)
    player.previous(by: .tap)
    #expect(player.playback?.position.story == 1)
    player.pause()
    #expect(player.playback?.pauseReasons == [.app])
    player.resume()
    #expect(player.playback?.isRunning == true)
    player.close()
    #expect(player.playback?.dismissReason == .closed)
  }

  /// Taps at `x` on the player, through the pointer dispatcher.
  func tap(_ player: StoryPlayerView, x: Double, at time: Double) {
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: x, y: 400), time: time))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: x, y: 400), time: time + 0.05))
  }

  @Test func aTapOnTheLeadingThirdGoesBackAndElsewhereOnMirroredRightToLeft() {
    let (player, _) = makePlayer([Self.group("a", 4)])
    tap(player, x: 300, at: 0)
    tap(player, x: 200, at: 1)
    #expect(player.playback?.position.story == 2, "the trailing two thirds: next, twice")
    tap(player, x: 60, at: 2)
    #expect(player.playback?.position.story == 1, "the leading third: back")
    player.layoutDirection = .rightToLeft
    tap(player, x: 60, at: 3)
    #expect(player.playback?.position.story == 2, "right to left, the left side is the trailing part")
    tap(player, x: 330, at: 4)
    #expect(player.playback?.position.story == 1, "and the right third goes back")
  }

  @Test func holdingPausesAndHidesTheChromeUntilTheFingerLifts() {
    let (player, _) = makePlayer([Self.group("a", 2)])
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 200, y: 400), time: 0))
    dispatcher.advanceTime(to: 0.3)
    #expect(player.isChromeHidden && player.progressView.isHidden && player.headerView.isHidden)
    #expect(player.playback?.pauseReasons == [.hold])
    clock.advance(by: 10)
    player.tick()
    #expect(player.playback?.progress == 0, "held: the story's time stands still")
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 200, y: 400), time: 10.3))
    #expect(!player.isChromeHidden && player.playback?.isRunning == true)
    #expect(player.playback?.position.story == 0, "lifting after a hold is not a tap")
  }

  @Test func keysMoveByStoryAndGroupPauseAndClose() {
    let (player, _) = makePlayer([Self.group("a", 3), Self.group("b", 2)])
    _ = player.keyCommands.route(KeyEvent(.right, phase: .down, time: 0))
    #expect(player.playback?.position == .init(group: 0, story: 1))
    _ = player.keyCommands.route(KeyEvent(.right, phase: .down, time: 0, isShiftDown: true))
    #expect(player.playback?.position == .init(group: 1, story: 0))
    _ = player.keyCommands.route(KeyEvent(.left, phase: .down, time: 0, isShiftDown: true))
    #expect(player.playback?.position.group == 0)
    _ = player.keyCommands.route(KeyEvent(.space, phase: .down, time: 0))
    #expect(player.playback?.pauseReasons.contains(.hold) == true)
    _ = player.keyCommands.route(KeyEvent(.space, phase: .down, time: 0))
    #expect(player.playback?.pauseReasons.contains(.hold) == false)
    _ = player.keyCommands.route(KeyEvent(.escape, phase: .down, time: 0))
    #expect(player.playback?.dismissReason == .closed)
  }

  @Test func storiesShownAreMarkedSeenInTheStore() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "player-seen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SeenStore(directory: folder, userID: "u1")
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    player.clock = clock
    player.imageLoader = Pictures()
    player.seenStore = store
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    player.open([Self.group("a", 3)], at: 0)
    player.next(by: .tap)
    await player.waitForSeenWrites()
    #expect(store.isSeen(storyID: "a0", inGroup: "a") && store.isSeen(storyID: "a1", inGroup: "a"))
    #expect(!store.isSeen(storyID: "a2", inGroup: "a"), "not shown yet")
    let reopened = SeenStore(directory: folder, userID: "u1")
    #expect(reopened.isSeen(storyID: "a1", inGroup: "a"), "on disk")
  }

  @Test func aMomentOfPlayback() async {
    await assertSnapshot(size: Size(width: 390, height: 300), variants: [.light, .rtl]) {
      let (player, _) = makePlayer([Self.group("a", 4), Self.group("b", 2)])
      player.frame = Rect(x: 0, y: 0, width: 390, height: 300)
      player.next(by: .tap)
      clock.advance(by: 2)
      player.tick()
      return player
    }
  }
}
