import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// Pixel snapshots of ``CaptionView``: a 360 × 200 pt frame (a strip of a story) with the
/// captions box 16 pt above its bottom, over the light and dark theme backgrounds, a mid grey,
/// and a white-to-black gradient.
@MainActor
@Suite struct CaptionViewSnapshotTests {
  static let size = Size(width: 360, height: 200)

  static func cues(_ text: String) -> [CaptionCue] {
    WebVTTParser().parse("WEBVTT\n\n00:00.000 --> 00:05.000\n" + text + "\n").cues
  }

  static func captions(_ cues: [CaptionCue], gradient: Bool = false) -> View {
    let view = CaptionView()
    view.content = .init(cues: cues)
    let stage = Stage()
    stage.drawsGradient = gradient
    stage.addSubview(view)
    return stage
  }

  /// Holds the caption view above a bottom margin, as a player places it above its progress.
  final class Stage: View {
    var drawsGradient = false

    override func layoutSubviews() {
      super.layoutSubviews()
      for view in subviews {
        view.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 16))
      }
    }

    override func draw(in canvas: Canvas) {
      guard drawsGradient else { return }
      canvas.fill(
        .rect(bounds),
        with: .linear(Gradient(.white, .black), from: Point(x: 0, y: 0), to: Point(x: bounds.width, y: 0)))
    }
  }

  /// One short line over the light and dark theme backgrounds.
  @Test func oneLine() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      Self.captions(Self.cues("Where are we going?"))
    }
  }

  /// Two lines of one cue, and a long line that wraps within 90 % of the width.
  @Test func twoLinesAndWrapping() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      Self.captions(
        Self.cues("Where are we going?\n— To the sea, and then a little further along the coast."))
    }
  }

  /// White text stays readable over a white-to-black gradient.
  @Test func overAGradient() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      Self.captions(Self.cues("Readable over white, grey and black backgrounds alike"), gradient: true)
    }
  }

  /// Two overlapping cues at once, stacked in start order.
  @Test func overlappingCues() async {
    let cues = WebVTTParser().parse(
      "WEBVTT\n\n00:00.000 --> 00:05.000\n[waves crashing]\n\n00:01.000 --> 00:04.000\nLook at that!\n"
    ).track.cues(at: 2)
    await assertSnapshot(
      size: Self.size, variants: [.light], background: Color(red: 0.55, green: 0.6, blue: 0.65)
    ) {
      Self.captions(cues)
    }
  }

  /// A bold line, an italic line (plain: the text engine has one style per string) and mixed markup.
  @Test func boldAndItalic() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      Self.captions(
        Self.cues("<b>Breaking news</b>\n<i>♪ soft music ♪</i>\nA <b>mixed</b> &amp; <u>styled</u> line"))
    }
  }

  /// Arabic and Hebrew captions read right to left, centred, in a right-to-left layout.
  @Test func rightToLeft() async {
    await assertSnapshot(size: Self.size, variants: [.rtl]) {
      Self.captions(Self.cues("إلى أين نحن ذاهبون؟\nלים, ואז עוד קצת לאורך החוף."))
    }
  }

  /// The text-size multiplier at 1.5: larger text, padding and corners.
  @Test func largeText() async {
    await assertSnapshot(size: Self.size, variants: [.largeText]) {
      Self.captions(Self.cues("Where are we going?\n— To the sea."))
    }
  }
}
