import Foundation
import StoryKit
import Testing

@testable import StoryKitUI

/// What a live host relies on: views ask to be drawn again, the tree says whether anything
/// animates and when, and an arriving picture redraws its view.
@MainActor
@Suite struct LiveHostTests {
  @MainActor final class Host {
    var requests = 0
    func attach(to root: View) { root.displayRequestHandler = { [unowned self] in self.requests += 1 } }
  }

  @Test func aChangeAnywhereReachesTheHostOnceUntilTheNextFrame() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let label = Label()
    root.addSubview(child)
    child.addSubview(label)
    let host = Host()
    host.attach(to: root)
    root.render(in: RecordingCanvas())
    host.requests = 0
    child.backgroundColor = .red
    label.text = "new"
    label.textColor = .blue
    #expect(host.requests == 1, "coalesced until the host draws")
    root.render(in: RecordingCanvas())
    child.alpha = 0.5
    #expect(host.requests == 2, "after a frame, the next change asks again")
    root.render(in: RecordingCanvas())
    child.alpha = 0.5
    child.backgroundColor = .red
    #expect(host.requests == 2, "setting what is already there asks nothing")
  }

  @Test func aViewWithoutAHostAsksNobody() {
    let view = View()
    view.setNeedsDisplay()
    view.backgroundColor = .red
    #expect(!view.isDisplayRequested)
  }

  @Test func anIdleTreeNeedsNoFramesAndATurningRingNeedsThemNow() {
    let clock = ManualClock(start: 10)
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.clock = clock
    let ring = StoryRingView(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    ring.colors = [.red, .blue]
    root.addSubview(ring)
    root.prepareIfNeeded()
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == nil, "nothing animates: the host idles")
    #expect(!root.isAnimatingInSubtree)
    ring.startTurning(speed: 1)
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == 10)
    #expect(root.isAnimatingInSubtree)
    ring.isHidden = true
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == nil, "a hidden view asks for no frames")
    ring.isHidden = false
    ring.isReduceMotionEnabled = true
    ring.dashStyle = StoryRingView.DashStyle(segments: 8)
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == nil, "still dashes under Reduce Motion: idle")
    ring.dashStyle = nil
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == 10, "the Reduce Motion pulse needs frames")
    ring.stopTurning()
    #expect(root.nextFrameTimeInSubtree(now: clock.now) == nil)
  }

  @Test func theEarliestTimeInTheTreeWins() {
    final class Timer: View {
      var due: Double?
      override func nextFrameTime(now: Double) -> Double? { due }
    }
    let root = View()
    let early = Timer()
    let late = Timer()
    root.addSubview(late)
    late.addSubview(early)
    late.due = 9
    early.due = 4
    #expect(root.nextFrameTimeInSubtree(now: 0) == 4)
    early.due = nil
    #expect(root.nextFrameTimeInSubtree(now: 0) == 9)
  }

  @Test func drawingNeverChangesATurningRing() {
    let clock = ManualClock()
    let ring = StoryRingView(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    ring.clock = clock
    ring.colors = [.red, .blue]
    ring.prepareIfNeeded()
    ring.startTurning(speed: 0.5)
    clock.set(to: 0.5)
    let first = RecordingCanvas()
    ring.render(in: first)
    let second = RecordingCanvas()
    ring.render(in: second)
    #expect(first.commands == second.commands, "the same time draws the same frame")
    #expect(abs(ring.rotation - Double.pi / 2) < 1e-9, "a quarter turn at 0.5 turns per second")
    #expect(ring.transform == .identity, "the paint turns, not the view")
  }

  @Test func anArrivingPictureRedrawsItsView() async throws {
    final class Loader: ImageLoading, @unchecked Sendable {
      let picture = TestPicture()
      func cachedImage(for request: ImageRequest) -> (any CanvasImage)? { nil }
      func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage { picture }
    }
    final class TestPicture: CanvasImage {
      let pixelWidth = 10
      let pixelHeight = 10
      let scale = 1.0
    }
    let loader = Loader()
    let root = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.imageLoader = loader
    let image = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(image)
    let host = Host()
    host.attach(to: root)
    root.render(in: RecordingCanvas())
    host.requests = 0
    image.url = URL(string: "https://cdn.example.com/a.png")
    for _ in 0..<100 where image.image == nil { await Task.yield() }
    #expect(image.image === loader.picture)
    #expect(host.requests == 1, "the picture's arrival asked for a frame")
  }

  @Test func aStackForgetsAViewRemovedFromIt() {
    let stack = StackView(axis: .vertical)
    let a = View()
    let b = View()
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === b)
    final class Watching: View {
      var removed: [View] = []
      override func willRemoveSubview(_ view: View) {
        super.willRemoveSubview(view)
        removed.append(view)
      }
    }
    let parent = Watching()
    parent.addSubview(a)
    a.removeFromSuperview()
    #expect(parent.removed.first === a, "any view hears it")
  }

  @Test func collectedWarningsStayWithTheirTask() async {
    let (_, mine) = await StoryKitLog.collectingWarnings {
      StoryKitLog.warning("one")
      await Task { @MainActor in StoryKitLog.warning("from a task it started") }.value
    }
    #expect(mine == ["one", "from a task it started"])
    let (_, nested) = StoryKitLog.collectingWarnings {
      StoryKitLog.collectingWarnings { StoryKitLog.warning("inner") }
    }
    #expect(nested.isEmpty, "the innermost collector takes it")
  }
}
