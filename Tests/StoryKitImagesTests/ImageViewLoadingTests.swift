import Foundation
import StoryKit
import Testing

@testable import StoryKitImages
@testable import StoryKitUI

/// ``ImageView``'s URL loading through a real ``ImagePipeline`` with fake stages: the size it
/// asks for, reuse, failure, the fade, and waiting for what is on screen.
@MainActor
@Suite struct ImageViewLoadingTests {
  let loader = FakeDataLoader()
  let pipeline: ImagePipeline
  let clock = ManualClock()

  init() {
    pipeline = ImagePipeline(configuration: .init(dataLoader: loader, decoder: FakeDecoder()))
  }

  /// A prepared root of 300 × 100 with the pipeline, the clock and scale 3.
  func makeRoot() -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    root.imageLoader = pipeline
    root.clock = clock
    root.displayScale = 3
    root.prepareIfNeeded()
    return root
  }

  func waitUntilShown(_ view: ImageView) async {
    // Up to 60 s: the view finishes on the main actor, which other suites keep busy.
    for _ in 0..<12_000 {
      if case .loading = view.loadState { try? await Task.sleep(for: .milliseconds(5)) } else { return }
    }
  }

  @Test func asksForItsOwnSizeTimesTheDisplayScaleOnceLaidOut() async throws {
    let root = makeRoot()
    let view = ImageView()
    root.addSubview(view)
    view.url = pictureURL("icon.png")
    try await Task.sleep(for: .milliseconds(20))
    #expect(loader.calls.isEmpty, "nothing is fetched for a view without a size")
    view.frame = Rect(x: 0, y: 0, width: 60, height: 40)
    root.layoutIfNeeded()
    await waitUntilShown(view)
    #expect(view.loadState == .loaded(pictureURL("icon.png")))
    #expect(view.image?.pixelWidth == 180 && view.image?.pixelHeight == 120)
    #expect(view.image?.scale == 3)
    #expect(loader.calls == [pictureURL("icon.png")])
  }

  @Test func aReusedViewDropsTheOldAnswerAndCancelsItsRequest() async throws {
    let root = makeRoot()
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    loader.hold()
    view.url = pictureURL("old.png")
    #expect(await eventually(upTo: pipelineTaskBound) { self.loader.heldCount == 1 })
    view.url = pictureURL("new.png")
    #expect(await eventually { self.loader.heldCount == 2 })
    loader.releaseAll()
    await waitUntilShown(view)
    #expect(view.loadState == .loaded(pictureURL("new.png")))
    #expect(await eventually { self.loader.cancelled == 1 }, "the old request was withdrawn")
    let shown = try #require(view.image as? FakeImage)
    #expect(shown.bytes == Data("new.png".utf8))
  }

  @Test func removingTheViewWithdrawsItsRequest() async throws {
    let root = makeRoot()
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    loader.hold()
    view.url = pictureURL("leaving.png")
    #expect(await eventually(upTo: pipelineTaskBound) { self.loader.heldCount == 1 })
    view.removeFromSuperview()
    loader.releaseAll()
    #expect(await eventually { self.loader.cancelled == 1 }, "the download saw the cancellation")
    #expect(view.image == nil)
  }

  @Test func aHiddenCellWithdrawsItsRequestAndResumesWhenShown() async throws {
    let root = makeRoot()
    let cell = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    cell.addSubview(view)
    root.addSubview(cell)
    loader.hold()
    view.url = pictureURL("pooled.png")
    #expect(await eventually(upTo: pipelineTaskBound) { self.loader.heldCount == 1 })
    cell.isHidden = true
    #expect(view.loadState == .loading(pictureURL("pooled.png")), "still wanted, not asked for")
    loader.releaseAll()
    #expect(await eventually { self.loader.cancelled == 1 }, "the pooled cell's request was withdrawn")
    cell.isHidden = false
    await waitUntilShown(view)
    #expect(view.loadState == .loaded(pictureURL("pooled.png")), "shown again, it loads")
    #expect(loader.calls.count == 2)
  }

  @Test func aFailureShowsThePlaceholderAndSaysWhy() async throws {
    let root = makeRoot()
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    let url = pictureURL("missing.png")
    loader.state.withLock { _ = $0.failing.insert(url) }
    let placeholder = FakeImage(width: 10, height: 10)
    view.placeholderColor = .red
    view.setImage(url: url, placeholder: placeholder)
    await waitUntilShown(view)
    #expect(view.loadState == .failed(.fetchFailed(url, reason: "HTTP status 500")))
    #expect(view.image == nil)
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    let bounds = Rect(x: 0, y: 0, width: 50, height: 50)
    #expect(canvas.commands.contains(.fill(.roundedRect(bounds, cornerRadius: 0), .solid(.red))))
    #expect(
      canvas.commands.contains(.image(ObjectIdentifier(placeholder), in: bounds, contentMode: .aspectFill)))
  }

  @Test func aPictureInMemoryShowsAtOnceWithoutAFade() async throws {
    let root = makeRoot()
    let url = pictureURL("warm.png")
    let request = ImageRequest(url: url, targetSize: PixelSize(width: 150, height: 150), scale: 3)
    _ = try await pipeline.image(for: request)
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    root.render(in: RecordingCanvas())
    view.url = url
    #expect(view.loadState == .loaded(url), "in the same frame")
    #expect(view.fadeOpacity(now: clock.now) == 1)
  }

  @Test func anArrivalAfterThePlaceholderWasDrawnFadesInOnTheClock() async throws {
    let root = makeRoot()
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    view.setImage(url: pictureURL("fade.png"), transition: .fadeIn(0.2))
    root.render(in: RecordingCanvas())
    await waitUntilShown(view)
    #expect(view.nextFrameTime(now: clock.now) == clock.now, "animating")
    clock.advance(by: 0.1)
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    #expect(canvas.commands.contains(.beginLayer(alpha: 0.5)))
    clock.advance(by: 0.1)
    #expect(view.nextFrameTime(now: clock.now) == nil, "done after 0.2 s")
    let done = RecordingCanvas()
    view.render(in: done)
    #expect(!done.commands.contains { if case .beginLayer = $0 { true } else { false } })
  }

  @Test func reduceMotionShowsTheArrivalAtOnce() async throws {
    let root = makeRoot()
    root.isReduceMotionEnabled = true
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    view.url = pictureURL("calm.png")
    root.render(in: RecordingCanvas())
    await waitUntilShown(view)
    #expect(view.fadeOpacity(now: clock.now) == 1)
    #expect(view.nextFrameTime(now: clock.now) == nil)
  }

  @Test func aPictureArrivingBeforeTheFirstFrameDoesNotFade() async throws {
    let root = makeRoot()
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    view.url = pictureURL("early.png")
    await waitUntilShown(view)
    #expect(view.fadeOpacity(now: clock.now) == 1)
  }

  @Test func waitingCoversOnlyWhatIsOnScreenAndReportsWhatDidNotArrive() async throws {
    let root = makeRoot()
    let shown = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let broken = ImageView(frame: Rect(x: 60, y: 0, width: 50, height: 50))
    let slow = ImageView(frame: Rect(x: 120, y: 0, width: 50, height: 50))
    let offscreen = ImageView(frame: Rect(x: 400, y: 0, width: 50, height: 50))
    for view in [shown, broken, slow, offscreen] { root.addSubview(view) }
    loader.state.withLock { _ = $0.failing.insert(pictureURL("broken.png")) }
    shown.url = pictureURL("shown.png")
    broken.url = pictureURL("broken.png")
    await waitUntilShown(shown)
    await waitUntilShown(broken)
    loader.hold()
    slow.url = pictureURL("slow.png")
    offscreen.url = pictureURL("offscreen.png")
    let report = await root.waitForVisibleImages(timeout: 0.2)
    #expect(report.loaded == [pictureURL("shown.png")])
    #expect(report.missing.map(\.url) == [pictureURL("broken.png"), pictureURL("slow.png")])
    #expect(report.missing.last?.reason == "did not arrive within 0.2 s")
    loader.releaseAll()
  }
}
