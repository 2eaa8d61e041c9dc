import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// Content a server should not send, and the banner still survives: no items, one item, 500
/// items, pictures that never arrive, items without text.
@MainActor
@Suite struct BannerHostileContentTests {
  typealias Fixtures = BannerFixtures

  @Test func noItemsDrawNothingAndNeverTick() {
    let clock = ManualClock()
    let banner = Fixtures.banner(0, clock: clock)
    #expect(banner.visibleItemViews.isEmpty && banner.createdPageCount == 0)
    #expect(banner.pageIndicator.isHidden)
    #expect(banner.nextFrameTime(now: 0) == nil)
    #expect(banner.currentItem == nil && banner.item(at: Point(x: 10, y: 10)) == nil)
    let canvas = RecordingCanvas()
    banner.render(in: canvas)
    #expect(canvas.drawingCommands.isEmpty, "nothing is drawn")
    banner.showNextPage()
    banner.showPage(at: 3)
    banner.keyCommands.route(KeyEvent(.right, phase: .down, time: 0))
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 200, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 100, y: 100), time: 0.1))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 50, y: 100), time: 0.2))
    clock.advance(by: 60)
    banner.tick()
    #expect(banner.visibleItemViews.isEmpty && banner.currentIndex == 0)

    let widget = BannerWidget()
    #expect(!widget.hasContent)
  }

  @Test func oneItemNeverAdvancesShowsNoDotsAndSpringsBack() throws {
    let clock = ManualClock()
    let banner = Fixtures.banner(1, clock: clock)
    #expect(banner.nextFrameTime(now: 0) == nil, "no auto-advance")
    #expect(banner.pageIndicator.isHidden, "no dots for one page")
    let dispatcher = PointerDispatcher(root: banner)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 300, y: 100), time: 0))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 200, y: 100), time: 0.1))
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 0, y: 100), time: 0.2))
    banner.tick()
    #expect(banner.pagePosition > 0 && banner.pagePosition < 0.34, "it resists, following a third of the way")
    #expect(banner.visibleItemViews.count == 1, "the one page, never a copy of it beside")
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: -100, y: 100), time: 0.25))
    clock.advance(by: 1)
    banner.tick()
    #expect(banner.pagePosition == 0 && banner.currentIndex == 0, "it springs back")
    let page = try #require(banner.visibleItemViews[0])
    #expect(page.frame == Rect(x: 0, y: 0, width: 420, height: 210))
    #expect(banner.accessibilityElements().first?.traits.contains(.adjustable) == false)
    clock.advance(by: 60)
    banner.tick()
    #expect(banner.currentIndex == 0)
  }

  @Test func fiveHundredItemsMakeOnlyTheVisiblePages() {
    let clock = ManualClock()
    let banner = Fixtures.banner(500, clock: clock)
    #expect(banner.createdPageCount == 1)
    for _ in 0..<40 {
      clock.advance(by: 5.1)
      banner.tick()
      clock.advance(by: 0.2)
      banner.tick()
    }
    banner.showPage(at: 499, animated: true)
    clock.advance(by: 0.1)
    banner.tick()
    #expect(banner.createdPageCount <= 3, "pages are reused: \(banner.createdPageCount) made")
    #expect(banner.subviews.count <= 4, "the pages and the dots")
    #expect(banner.pageIndicator.shownPages.count == BannerPageIndicatorView.maximumDots)
    #expect(banner.pageIndicator.shownPages.contains(banner.currentIndex))
    clock.advance(by: 1)
    banner.tick()
    #expect(banner.currentIndex == 499)
    banner.showNextPage(animated: false)
    banner.tick()
    #expect(banner.currentIndex == 0 && banner.pageIndicator.shownPages == 0..<9)
  }

  @Test func picturesThatNeverLoadKeepTheBackgroundColourAndDoNotHang() async throws {
    let clock = ManualClock()
    let banner = BannerView(frame: Rect(x: 0, y: 0, width: 420, height: 210))
    banner.clock = clock
    banner.imageLoader = NeverLoads()
    banner.content = .init(items: Fixtures.items(2))
    banner.layoutIfNeeded()
    let page = try #require(banner.visibleItemViews[0])
    #expect(page.imageView.placeholderColor == Color(red8: 0x58, green8: 0x56, blue8: 0xD6))
    let bitmap = Bitmap(size: Size(width: 420, height: 210), scale: 1, background: .white)
    bitmap.render(banner)
    let pixel = PixelBuffer(bitmap).pixel(x: 20, y: 20)
    #expect(pixel.red == 0x58 && pixel.green == 0x56 && pixel.blue == 0xD6, "the item's colour")
    clock.advance(by: 5.5)
    banner.tick()
    #expect(banner.currentIndex == 1, "auto-advance does not wait for pictures")
  }

  @Test func anItemWithoutAColourShowsTheSkeletonColour() throws {
    var item = Fixtures.item("plain")
    item.backgroundColor = nil
    let banner = BannerView(frame: Rect(x: 0, y: 0, width: 420, height: 210))
    banner.content = .init(items: [item])
    banner.layoutIfNeeded()
    let page = try #require(banner.visibleItemViews[0])
    #expect(page.imageView.placeholderColor == banner.appearance.colors.skeleton)
  }

  @Test func missingTitleOrSubtitleHideTheirLabels() throws {
    let items = [
      Fixtures.item("none", title: nil, subtitle: nil), Fixtures.item("title", subtitle: nil),
      Fixtures.item("subtitle", title: "", subtitle: "Only a subtitle"),
    ]
    let banner = BannerView(frame: Rect(x: 0, y: 0, width: 420, height: 210))
    banner.content = .init(items: items)
    banner.layoutIfNeeded()
    var page = try #require(banner.visibleItemViews[0])
    #expect(page.titleLabel.isHidden && page.subtitleLabel.isHidden && page.scrimView.isHidden)
    #expect(banner.accessibilityElements().first?.label == "Banner")
    banner.showPage(at: 1, animated: false)
    banner.tick()
    page = try #require(banner.visibleItemViews[1])
    #expect(!page.titleLabel.isHidden && page.subtitleLabel.isHidden && !page.scrimView.isHidden)
    banner.showPage(at: 2, animated: false)
    banner.tick()
    page = try #require(banner.visibleItemViews[2])
    #expect(page.titleLabel.isHidden && !page.subtitleLabel.isHidden)
    #expect(banner.accessibilityElements().first?.label == "Only a subtitle")
  }

  @Test func degenerateSizesAndStylingDoNotCrash() {
    for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 420, height: 0)] {
      let banner = Fixtures.banner(3, size: size)
      banner.render(in: RecordingCanvas())
      banner.showNextPage()
      banner.tick()
    }
    let banner = Fixtures.banner(3) {
      $0.styling = BannerStyling(
        autoAdvanceInterval: .nan, cornerRadius: -.infinity, titleLines: -4, itemSpacing: .nan,
        horizontalEdgePadding: 1e9, verticalEdgePadding: -5)
    }
    #expect(banner.resolvedStyling.autoAdvanceInterval == 5)
    #expect(banner.resolvedStyling.cornerRadius == 12 && banner.resolvedStyling.titleLines == 1)
    #expect(banner.visibleItemViews.isEmpty, "padding wider than the banner leaves no page")
    banner.render(in: RecordingCanvas())
  }
}

/// A loader whose pictures never arrive.
final class NeverLoads: ImageLoading {
  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? { nil }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    while !Task.isCancelled {
      await Task.yield()
      try? await Task.sleep(for: .seconds(3600))
    }
    throw .cancelled(request.url)
  }
}
