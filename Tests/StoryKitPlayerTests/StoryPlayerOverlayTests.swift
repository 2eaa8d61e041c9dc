import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The player's overlays stack in one order (``StoryPageView/Overlay``), whatever part an app
/// replaced: a loading view never covers a notice, the spinner stays centred on its page while
/// the cube turns, and the notice of a video this build cannot play names the product to link.
@MainActor
@Suite struct StoryPlayerOverlayTests {
  let clock = ManualClock()

  /// An app's loading view that covers the whole page, as a brand's full-screen shimmer might.
  final class PageCoveringLoader: StoryLoadingIndicator {
    override func sizeThatFits(_ proposal: Size) -> Size { Size(width: 10_000, height: 10_000) }
  }

  static let slowThenBroken = StoryGroup(
    id: "s", title: "Slow",
    stories: [Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/s/broken0.jpg")))])

  func index(of view: View, in page: StoryPageView) -> Int {
    page.subviews.firstIndex { $0 === view } ?? -1
  }

  @Test func aCustomLoadingViewNeverCoversTheNotice() {
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    player.clock = clock
    player.imageLoader = PlayerPictures()
    player.components.storyLoading = PageCoveringLoader.self  // the app's, before the player is set up
    player.layoutIfNeeded()
    player.open([Self.slowThenBroken], at: 0)
    player.tick()
    let page = player.currentPage
    let loader = player.loadingView.view
    #expect(loader is PageCoveringLoader && loader.superview === page)
    clock.advance(by: player.loadTimeout + 0.1)
    player.tick()
    player.layoutIfNeeded()
    #expect(!page.noticeView.isHidden, "the failure notice shows")
    #expect(index(of: page.noticeView, in: page) > index(of: loader, in: page), "over the loading view")
    #expect(index(of: page.headerView, in: page) < index(of: loader, in: page), "which is over the chrome")
    #expect(page.overlay(of: page.shadeView) == .shade && page.subviews.last === page.shadeView)
  }

  @Test func viewsAnAppAddsToAPageStayUnderItsChrome() {
    let player = PlayerFixture.makePlayer([PlayerFixture.group("a", 2)], clock: clock)
    let page = player.currentPage
    let sticker = View()
    page.addSubview(sticker)
    page.layoutIfNeeded()
    #expect(
      index(of: sticker, in: page) < index(of: page.noticeView, in: page), "the next layout puts it back")
    page.place(sticker, as: .layers)
    #expect(index(of: sticker, in: page) < index(of: page.progressView, in: page), "placed among the layers")
  }

  @Test func theSpinnerStaysCentredOnItsPageWhileTheCubeTurns() {
    let loading = StoryGroup(
      id: "l", title: "Loading",
      stories: [Story(id: "l0", media: .image(url: URL(fileURLWithPath: "/cdn/l/slow.jpg")))])
    let player = PlayerFixture.makePlayer([loading, PlayerFixture.group("b", 1)], clock: clock)
    #expect(!player.loadingView.view.isHidden)
    player.setGroupTransition(forward: true, fraction: 0.5)
    player.layoutIfNeeded()
    let spinner = player.loadingView.view
    #expect(spinner.superview === player.currentPage, "it turns with its page")
    #expect(abs(spinner.frame.midX - player.currentPage.bounds.midX) < 0.5)
    #expect(abs(spinner.frame.midY - player.currentPage.bounds.midY) < 0.5)
  }

  @Test func theNoticeOfAVideoThatCannotPlayNamesTheProduct() {
    let player = StoryKitLog.collectingWarnings {
      PlayerFixture.makePlayer([PlayerFixture.videoGroup()], clock: clock)
    }.0
    #expect(!player.currentPage.noticeView.isHidden)
    #expect(player.currentPage.noticeView.text.contains("StoryKitGStreamer"))
  }
}
