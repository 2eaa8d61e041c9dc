import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// ``StoryProgressView``: segments per story, the current one filling, a continuous bar when
/// segments would be specks, mirrored right to left; pixels and geometry.
@MainActor
@Suite struct StoryProgressViewTests {
  /// Bars on a dark photo-like band, as they sit over a story.
  func strip(_ rows: [(StoryProgressView.Content, ProgressBarColors?)]) -> View {
    let strip = View()
    strip.backgroundColor = Color(red8: 0x3A, green8: 0x2E, blue8: 0x4F)
    for (index, row) in rows.enumerated() {
      let bar = StoryProgressView(frame: Rect(x: 8, y: 8 + Double(index) * 14, width: 358, height: 6))
      bar.content = row.0
      if let colors = row.1 { bar.colors = colors }
      strip.addSubview(bar)
    }
    return strip
  }

  static let rows: [(StoryProgressView.Content, ProgressBarColors?)] = [
    (.init(count: 1, current: 0, progress: 0.3), nil),
    (.init(count: 4, current: 1, progress: 0.5), nil),
    (.init(count: 4, current: 3, progress: 1), nil),
    (.init(count: 12, current: 7, progress: 0.25), nil),
    (.init(count: 200, current: 99, progress: 0.5), nil),
    (
      .init(count: 5, current: 2, progress: 0.6),
      ProgressBarColors(
        track: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF).withAlpha(0.2),
        fill: Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A))
    ),
  ]

  @Test func segmentsInTheirStates() async {
    await assertSnapshot(size: Size(width: 374, height: 96), variants: [.light, .dark, .rtl]) {
      strip(Self.rows)
    }
  }

  @Test func segmentsShareTheWidthWithGaps() {
    let bar = StoryProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 6))
    bar.content = .init(count: 4, current: 0, progress: 0)
    let rects = bar.segmentRects
    #expect(rects.count == 4)
    #expect(rects.map(\.width).allSatisfy { abs($0 - 22) < 1e-9 }, "(100 − 3 × 4) / 4")
    #expect(abs(rects[1].minX - 26) < 1e-9)
    #expect(rects.allSatisfy { abs($0.minY - 1.75) < 1e-9 && $0.height == 2.5 }, "centred")
  }

  @Test func twoHundredStoriesBecomeOneContinuousBarFilledToTheGroupsProgress() {
    let bar = StoryProgressView(frame: Rect(x: 0, y: 0, width: 358, height: 6))
    bar.content = .init(count: 200, current: 99, progress: 0.5)
    #expect(bar.isContinuous)
    let canvas = RecordingCanvas()
    bar.render(in: canvas)
    let fills = canvas.commands.filter { command in
      if case .fill(_, .solid(.white)) = command { true } else { false }
    }
    let expected = Rect(x: 0, y: 1.75, width: 358 * 99.5 / 200, height: 2.5)
    #expect(fills == [.fill(.rect(expected), .solid(.white))], "one fill, to 99.5 of 200 stories")
  }

  @Test func contentIsClampedAndEqualContentDoesNotRedraw() {
    let content = StoryProgressView.Content(count: 3, current: 9, progress: .nan)
    #expect(content.current == 2 && content.progress == 0)
    #expect(StoryProgressView.Content(count: -1, current: -1, progress: 7).count == 0)
    let bar = StoryProgressView(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    bar.content = .init(count: 5, current: 1, progress: 0.5)
    #expect(bar.segmentRects.isEmpty, "no width: nothing drawn, no trap")
    var requests = 0
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(bar)
    root.displayRequestHandler = { requests += 1 }
    root.render(in: RecordingCanvas())
    bar.content = .init(count: 5, current: 1, progress: 0.5)
    #expect(requests == 0)
    bar.content = .init(count: 5, current: 1, progress: 0.6)
    #expect(requests == 1)
  }
}
