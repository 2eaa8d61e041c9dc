import Foundation
import StoryKit
import StoryKitCairo
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// What the layers look like, beyond the snapshots: contrast, the sizes polls and quizzes keep,
/// centred text, the countdown's ended state and the text shadow.
@MainActor
@Suite struct StoryLayersLookTests {
  typealias F = LayerFixtures

  /// WCAG's contrast ratio of two opaque colours.
  static func contrast(_ first: Color, _ second: Color) -> Double {
    func channel(_ value: Double) -> Double {
      value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func luminance(_ color: Color) -> Double {
      0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
    let (high, low) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
    return (high + 0.05) / (low + 0.05)
  }

  @Test(arguments: [Theme.light, .dark])
  func whiteTextOnRightAndWrongReachesAAAndCardsAreOpaque(theme: Theme) {
    let palette = LayerPalette(Appearance(theme: theme))
    #expect(Self.contrast(.white, palette.correct) >= 4.5)
    #expect(Self.contrast(.white, palette.wrong) >= 4.5)
    #expect(palette.card.alpha == 1)
  }

  static let longPoll = F.layer(
    "poll", 0.08, 0.36, 0.84, 0.22,
    .poll(
      question: StoryLayersHostileContentTests.long, options: [StoryLayersHostileContentTests.long, "Short"]))

  @Test func aPollsTextNeverShrinksBelowThreeQuartersAndItsOptionsShareOneSize() throws {
    let host = LayerHost(F.story([Self.longPoll]))
    host.render()
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    let scale = poll.storyScale * poll.textScale
    let question = try #require(poll.questionView.fittedLayout)
    #expect(question.style.font.size >= 18 * scale * 0.75 - 0.01)
    #expect(question.isTruncated && question.lines.last?.hasSuffix("…") == true)
    let sizes = poll.optionViews.map { $0.titleSize ?? 0 }
    #expect(Set(sizes).count == 1, "one size for every option")
    #expect((sizes.first ?? 0) >= 16 * scale * 0.75 - 0.01)
    #expect(poll.cardRect.height <= poll.bounds.height + 0.5)
  }

  @Test func shortOptionsKeepTheFullSizeAndTheTitleStaysPutWhenTheResultShows() throws {
    let host = LayerHost(F.story([F.poll]))
    host.render()
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    let option = poll.optionViews[0]
    #expect(option.titleSize == option.font.size)
    let before = option.parts.title
    host.tap(poll.optionViews[1])
    host.render()
    #expect(option.parts.title == before)
  }

  @Test func quizAnswersAreLetteredAndPollOptionsAreNot() throws {
    let host = LayerHost(F.story([F.quiz, F.layer("poll", 0.1, 0.65, 0.8, 0.25, F.poll.kind)]))
    let quiz = try #require(host.view("quiz", as: QuizLayerView.self))
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    #expect(quiz.optionViews.map(\.letter) == ["A", "B", "C"])
    #expect(poll.optionViews.allSatisfy { $0.letter == nil })
    #expect(StoryLayerStrings.optionLetter(26) == nil && StoryLayerStrings.optionLetter(-1) == nil)
  }

  @Test func spacesAtTheEndsOfLinesAreNotDrawnSoCentredTextIsCentred() {
    #expect(LayerTextFitter.trimmed("  Centred caption  ") == "Centred caption")
    #expect(LayerTextFitter.trimmed("\nOne \n  two\t\n\n") == "One\ntwo")
    #expect(LayerTextFitter.trimmed("Plain") == "Plain")
    #expect(LayerTextFitter.trimmed(" \n ") == "")
    let engine = PangoTextEngine.shared
    let style = TextStyle(font: FontDescriptor(size: 22), alignment: .center)
    let spaced = LayerTextFitter.fit(
      LayerTextRequest(
        text: "Centred caption  ", style: style, size: Size(width: 300, height: 100), maxLines: 0,
        minimumScale: 1), engine: engine)
    let plain = engine.layout("Centred caption", style: style, maxWidth: 300, maxLines: 0)
    #expect(spaced?.size == plain.size)
  }

  @Test func anEndedCountdownShowsOneEndedAndNoZeros() throws {
    let host = LayerHost(F.story([F.countdown]))
    host.date = F.now.addingTimeInterval(30 * 86_400)
    let countdown = try #require(host.view("countdown", as: CountdownLayerView.self))
    host.root.layoutIfNeeded()
    let canvas = RecordingCanvas()
    countdown.draw(in: canvas)
    let texts = canvas.commands.compactMap { command -> String? in
      if case .text(let layout, _) = command { return layout.text }
      return nil
    }
    #expect(texts == ["Ended"])
  }

  @Test func theTextShadowIsSoftAndWide() {
    let shadow = LayerTextShadow(for: .white, scale: 1)
    #expect(shadow.color == .black && shadow.strength == 0.4 && shadow.blur == 8)
    let reach = shadow.offsets.map {
      (($0.x * $0.x) + ($0.y - shadow.drop) * ($0.y - shadow.drop)).squareRoot()
    }
    #expect(reach.allSatisfy { $0 <= 8 + 1e-9 } && (reach.max() ?? 0) > 6)
    // About half the copies cover a point beside a glyph; together they reach the strength.
    let half = Double(shadow.offsets.count) / 2
    #expect(abs((1 - pow(1 - shadow.copyAlpha, half)) - 0.4) < 1e-9)
    #expect(LayerTextShadow(for: .black, scale: 1).color == .white)
  }
}
