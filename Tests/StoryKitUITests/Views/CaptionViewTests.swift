import StoryKit
import Testing

@testable import StoryKitUI

/// The caption view's box, text and sizes, drawn into a recording canvas with fixed metrics.
@MainActor
@Suite struct CaptionViewTests {
  func captions(_ cues: [CaptionCue], width: Double = 200, height: Double = 100) -> CaptionView {
    let view = CaptionView(frame: Rect(x: 0, y: 0, width: width, height: height))
    view.textEngine = fixedMetrics
    view.content = .init(cues: cues)
    view.prepareIfNeeded()
    return view
  }

  func cue(_ runs: [CaptionCue.Run], _ start: Double = 0, _ end: Double = 1) -> CaptionCue {
    CaptionCue(start: start, end: end, runs: runs)
  }

  func texts(_ view: CaptionView) -> [TextLayout] {
    let canvas = RecordingCanvas()
    view.draw(in: canvas)
    return canvas.commands.compactMap { if case .text(let layout, _) = $0 { layout } else { nil } }
  }

  @Test func nothingShowsWithoutCues() {
    let view = captions([])
    let canvas = RecordingCanvas()
    view.draw(in: canvas)
    #expect(canvas.commands.isEmpty)
    #expect(view.sizeThatFits(Size(width: 200, height: 100)) == .zero)
  }

  @Test func eachCueLineIsACentredParagraphInOneBoxAtTheBottom() throws {
    let view = captions([cue([.init("Hello\nworld")]), cue([.init("Again")])])
    let canvas = RecordingCanvas()
    view.draw(in: canvas)
    guard case .fill(_, let paint) = try #require(canvas.commands.first) else {
      Issue.record("expected the box first")
      return
    }
    #expect(paint == .solid(view.boxColor))
    let layouts = texts(view)
    #expect(layouts.map(\.text) == ["Hello", "world", "Again"])
    #expect(layouts.allSatisfy { $0.style.alignment == .center && $0.style.direction == nil })
    #expect(layouts.allSatisfy { $0.style.color == .white })
    let box = view.sizeThatFits(Size(width: 200, height: 100))
    #expect(box.width <= 200 * 0.9)
  }

  @Test func theBoxIsAtMostNinetyPercentWideAndLongTextWraps() {
    let view = captions([cue([.init(String(repeating: "word ", count: 40))])])
    let box = view.sizeThatFits(Size(width: 200, height: 100))
    #expect(box.width <= 180)
    #expect((texts(view).first?.lineCount ?? 0) > 1)
  }

  @Test func aLineAllInBoldIsDrawnBoldAndOtherStylesArePlain() {
    let view = captions([
      cue([.init("Loud", style: .bold)]),
      cue([.init("soft", style: .italic), .init(" mixed", style: .bold)]),
    ])
    #expect(texts(view).map(\.style.font.weight) == [.bold, .regular])
  }

  @Test func textScalesWithTheSizeMultiplier() {
    let view = captions([cue([.init("Hi")])])
    let regular = view.effectiveFont.size
    var appearance = Appearance.default
    appearance.fonts.sizeMultiplier = 2
    view.appearance = appearance
    #expect(view.effectiveFont.size == regular * 2)
    #expect(texts(view).first?.style.font.size == regular * 2)
  }

  @Test func whiteTextOnTheBoxIsReadableOverAnyBackground() {
    for background in [Color.white, .black, Color(red: 1, green: 1, blue: 0)] {
      let alpha = CaptionView().boxColor.alpha
      let box = CaptionView().boxColor
      let composited = Color(
        red: box.red * alpha + background.red * (1 - alpha),
        green: box.green * alpha + background.green * (1 - alpha),
        blue: box.blue * alpha + background.blue * (1 - alpha))
      #expect(Color.white.contrastRatio(with: composited) >= 4.5, "over \(background)")
    }
  }

  @Test func showPicksTheActiveCuesOfATrack() {
    let track = CaptionTrack(cues: [cue([.init("a")], 0, 2), cue([.init("b")], 1, 3)])
    let view = captions([])
    view.show(track, at: 1.5)
    #expect(view.content?.cues.map(\.text) == ["a", "b"])
    view.show(track, at: 5)
    #expect(view.content?.cues.isEmpty == true)
  }
}
