import Foundation
import StoryKit
import StoryKitTestSupport
import StoryKitUI
import Synchronization
import Testing

@testable import StoryKitPlayer

/// A scripted session through the player, with the exact analytics it records; and the rest of
/// the player's services: prefetching what comes next, the loading view, video posters, the
/// host's background, and what an assistive technology reads and does.
@MainActor
@Suite struct StoryPlayerSessionTests {
  let clock = ManualClock()

  @Test func aScriptedSessionRecordsExactlyTheseEvents() {
    let recorded = Mutex<[AnalyticsEvent]>([])
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let player = PlayerFixture.makePlayer(
      [PlayerFixture.group("a", 2), PlayerFixture.group("b", 2), PlayerFixture.group("c", 1)], clock: clock)
    player.analytics = StoryPlayerAnalytics(placementToken: "home", widgetVariantID: "bar-a", now: { start })
    {
      event in recorded.withLock { $0.append(event) }
    }
    clock.advance(by: 5)  // a0 runs out: a1
    player.tick()
    player.next(by: .tap)  // the end of a: b
    player.pause(.hold)
    player.resume(.hold)
    _ = player.keyCommands.route(KeyEvent(.left, phase: .down, time: 0))  // back to a1
    player.setGroupTransition(forward: true, fraction: 0.7)
    player.endGroupTransition(commit: true)
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      player.tick()
    }
    player.share()
    player.close()
    let events = recorded.withLock { $0 }
    #expect(
      events.map(\.line) == [
        "storyCompleted a/a0",
        "storyImpression a/a1",
        "storyMediaShown a/a1 media=image milliseconds=0 trigger=auto",  // preloaded: on screen at once
        "storyNext a/a1 trigger=tap",
        "groupClosed a/- reason=tap",
        "groupOpened b/-",
        "storyImpression b/b0",
        "storyMediaShown b/b0 media=image milliseconds=0 trigger=tap",
        "storyPaused b/b0 reason=hold",
        "storyResumed b/b0 reason=hold",
        "storyPrevious b/b0 trigger=key",
        "groupClosed b/- reason=key",
        "groupOpened a/-",
        "storyImpression a/a1",
        "storyMediaShown a/a1 media=image milliseconds=0 trigger=key",
        "groupSwiped a/a1 direction=next",
        "groupClosed a/- reason=swipe",
        "groupOpened b/-",
        "storyImpression b/b1",  // b0 was seen a moment ago: b opens at b1
        "storyMediaShown b/b1 media=image milliseconds=0 trigger=swipe",
        "shared b/b1",
        "groupClosed b/- reason=closed",
        "closed b/b1 reason=closed",
        // One per group visit, as the player closes (a0 was shown at the opening).
        PlayerFixture.instantSessionLine("a", shown: 2),
        PlayerFixture.instantSessionLine("b", shown: 1),
        PlayerFixture.instantSessionLine("a", shown: 1),
        PlayerFixture.instantSessionLine("b", shown: 1),
      ])
    #expect(
      events.allSatisfy { $0.placementToken == "home" && $0.widgetVariantID == "bar-a" && $0.time == start })
    #expect(
      events[1].properties["storyIndex"] == .number(1) && events[1].properties["groupIndex"] == .number(0))
  }

  @Test func theOpeningIsRecordedToo() {
    let recorded = Mutex<[String]>([])
    let analytics = StoryPlayerAnalytics { event in recorded.withLock { $0.append(event.line) }
    }
    let playback = StoryPlayback(groups: [PlayerFixture.group("a", 2)], openingGroup: 0, now: 0)
    analytics.record(playback.openingEvents, in: playback)
    #expect(recorded.withLock { $0 } == ["groupOpened a/-", "storyImpression a/a0"])
  }

  @Test func theNextStoryAndTheNeighbourGroupsArePrefetched() {
    let pictures = PlayerPictures()
    let player = PlayerFixture.makePlayer(
      [PlayerFixture.group("a", 2), PlayerFixture.group("b", 2), PlayerFixture.group("c", 2)], at: 1,
      clock: clock, pictures: pictures)
    #expect(
      player.upcomingPictureURLs.map(\.path) == [
        "/cdn/b/photo1.jpg", "/cdn/c/photo0.jpg", "/cdn/a/photo0.jpg",
      ])
    #expect(pictures.prefetches.withLock { $0.last?.map(\.path) } == player.upcomingPictureURLs.map(\.path))
    player.next(by: .tap)
    #expect(pictures.cancelled.withLock { $0.map(\.path) } == ["/cdn/b/photo1.jpg"], "now shown, not ahead")
    player.close()
    #expect(pictures.cancelled.withLock { $0.count } == 3, "closing cancels what is still ahead")
  }

  final class BrandLoader: StoryLoadingView {
    let view = View()
    var shows = 0
    func show() {
      shows += 1
      view.isHidden = false
    }
    func hide() { view.isHidden = true }
  }

  @Test func anAppsLoadingViewShowsWhileThePictureLoads() {
    let slow = StoryGroup(
      id: "s", title: "Slow",
      stories: [Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/slow.jpg")))])
    let player = PlayerFixture.makePlayer([PlayerFixture.group("a", 1)], clock: clock)
    let loader = BrandLoader()
    player.loadingView = loader
    #expect(loader.view.superview === player.currentPage && loader.view.isHidden, "a loaded story: hidden")
    #expect(player.currentPage.overlay(of: loader.view) == .loading, "under the notice, over the chrome")
    player.open([slow], at: 0)
    #expect(loader.shows == 1 && !loader.view.isHidden)
    #expect(player.nextFrameTime(now: clock.now) == clock.now, "frames keep coming for the spinner")
    player.close()
    #expect(loader.view.isHidden)
  }

  @Test func aVideoStoryShowsItsPosterWithANoticeAndRunsItsDuration() {
    let video = PlayerFixture.videoGroup()
    let (player, warnings) = StoryKitLog.collectingWarnings {
      PlayerFixture.makePlayer([video], clock: clock)
    }
    #expect(player.mediaView.url?.path == "/cdn/v/photo0.jpg")
    #expect(
      player.mediaPlayer.state
        == .unavailable(reason: "video playback is not part of this build; the poster is shown"))
    #expect(
      !player.currentPage.noticeView.isHidden
        && player.currentPage.noticeView.text == player.videoUnavailableNotice)
    #expect(warnings.contains { $0.contains("v0") })
    clock.advance(by: 4)
    player.tick()
    #expect(player.playback?.progress == 0.5, "the video's 8 s run over the poster")
  }

  @Test func theBackgroundPausesUntilTheHostReturns() {
    let player = PlayerFixture.makePlayer([PlayerFixture.group("a", 2)], clock: clock)
    player.hostDidEnterBackground()
    player.pause(.app)
    player.hostWillEnterForeground()
    #expect(player.playback?.pauseReasons == [.app], "the app's own pause stays")
    player.resume(.app)
    #expect(player.playback?.isRunning == true)
  }

  @Test func aScreenReaderHearsTheStoryAndHasItsActions() {
    let player = PlayerFixture.makePlayer(
      [PlayerFixture.group("a", 5), PlayerFixture.group("b", 1)], clock: clock)
    player.next(by: .tap)
    let elements = player.accessibilityElements()
    let title = elements.first { $0.label?.hasPrefix("Group a") == true }
    #expect(title?.label == "Group a, story 2 of 5")
    #expect(elements.contains { $0.label == "Close" } && elements.contains { $0.label == "Share" })
    let story = elements.first { $0.traits.contains(.image) && $0.value == "2 of 5" }
    #expect(
      story?.customActionNames == [
        "Next story", "Previous story", "Next group", "Previous group", "Pause", "Close",
      ])
    #expect(story?.performCustomAction(named: "Next story") == true)
    #expect(player.playback?.position.story == 2)
    #expect(
      player.accessibilityElements().first { $0.traits.contains(.image) }?.performCustomAction(
        named: "Next group")
        == true)
    #expect(player.playback?.position.group == 1)
    #expect(story?.performCustomAction(named: "Fly") == false)
  }
}
