import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitBenchmarks

/// The replay file the C peer of `bench images case=frame` reads: every record and command kind
/// reads back as written, and bad bytes are refused with a reason, never a crash.
@Suite struct CairoReplayFileTests {
  static let red = Color(red: 1, green: 0.25, blue: 0.125, alpha: 0.5)

  /// A path with every element kind.
  static let path = Path(elements: [
    .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3.5, y: -4)),
    .curve(to: Point(x: 9, y: 10), control1: Point(x: 5, y: 6), control2: Point(x: 7, y: 8)),
    .arc(center: Point(x: 20, y: 20), radius: 4.75, startAngle: -.pi / 2, endAngle: 0, clockwise: true),
    .arc(center: Point(x: 30, y: 20), radius: 2, startAngle: .pi, endAngle: 0.1, clockwise: false), .close,
  ])

  static func replay(_ commands: [CairoReplay.Command]) -> CairoReplay {
    var replay = CairoReplay(pixelWidth: 1170, pixelHeight: 330, scale: 3, background: .white)
    replay.images = [
      CairoReplay.Image(width: 2, height: 1, scale: 3, bgra: [1, 2, 3, 255, 0, 0, 0, 0]),
      CairoReplay.Image(width: 1, height: 1, scale: 2, format: .rgb24, bgra: [9, 8, 7, 0]),
    ]
    replay.gradients = [
      CairoReplay.Gradient(
        pixelRadius: 120,
        patches: [
          CairoReplay.MeshPatch(
            outline: Path(elements: [
              .move(to: Point(x: 120, y: 120)),
              .curve(
                to: Point(x: 240, y: 120), control1: Point(x: 160, y: 120), control2: Point(x: 200, y: 120)),
            ]), corners: [red, red, .white, .black])
        ])
    ]
    replay.texts = [
      CairoReplay.Text(
        text: "Today's headlines\u{2028}عروض", families: "Noto Sans,Noto Sans Arabic", weight: 700, size: 12,
        autoDirection: false, alignment: .center, width: 73_728, maxLines: 2, cutsMergedParagraphs: true,
        color: red),
      CairoReplay.Text(
        text: "LIVE", families: "Noto Sans", weight: 400, size: 9, autoDirection: true, alignment: .right,
        width: -1, maxLines: 0, cutsMergedParagraphs: false, color: .white),
    ]
    replay.commands = commands
    return replay
  }

  static func roundTrip(_ replay: CairoReplay) throws -> CairoReplay {
    try CairoReplay(decoding: replay.encoded())
  }

  @Test func stateCommandsReadBack() throws {
    let replay = Self.replay([
      .save, .transform(Transform(a: 1, b: 0.5, c: -0.5, d: 2, tx: 12, ty: 8.25)), .collapse,
      .clip(Self.path),
      .pushGroup, .popGroup(alpha: 0.375), .pushGroup, .dropGroup, .restore,
    ])
    #expect(try Self.roundTrip(replay) == replay)
  }

  @Test func fillsReadBackWithEveryPaint() throws {
    let stops = [GradientStop(location: 0, color: Self.red), GradientStop(location: 0.75, color: .black)]
    let replay = Self.replay([
      .fill(Self.path, .solid(Self.red)),
      .fill(Self.path, .linear(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 10, y: 30))),
      .fill(
        Self.path, .angular(gradient: 0, center: Point(x: 36, y: 36), startAngle: -.pi / 2, fallback: .black)),
      .fill(Self.path, .angular(gradient: nil, center: Point(x: 1, y: 2), startAngle: 0, fallback: Self.red)),
    ])
    #expect(try Self.roundTrip(replay) == replay)
  }

  @Test func strokesReadBackWithTheirStyle() throws {
    let dashed = StrokeStyle(width: 2.5, dash: [3, 1.5], dashPhase: 0.25, cap: .round, join: .bevel)
    let replay = Self.replay([
      .stroke(Self.path, .solid(.black), StrokeStyle(width: 1)),
      .stroke(
        Self.path, .angular(gradient: 0, center: Point(x: 36, y: 36), startAngle: 1, fallback: .black), dashed
      ),
      .stroke(Self.path, .solid(Self.red), StrokeStyle(width: 4, cap: .square, join: .round)),
    ])
    #expect(try Self.roundTrip(replay) == replay)
  }

  @Test func textsImagesAndResourcesReadBack() throws {
    let replay = Self.replay([
      .text(0, at: Point(x: 0, y: 78)), .text(1, at: Point(x: 4.5, y: 0)),
      .image(0, in: Rect(x: 0, y: 0, width: 61, height: 61), contentMode: .aspectFill),
      .image(1, in: Rect(x: 1, y: 2, width: 3, height: 4), contentMode: .center),
    ])
    let read = try Self.roundTrip(replay)
    #expect(read == replay)
    #expect(read.texts[0].text == "Today's headlines\u{2028}عروض")
    #expect(read.images[0].bgra == [1, 2, 3, 255, 0, 0, 0, 0])
    #expect(read.images[1].format == .rgb24)
    #expect(read.gradients[0].patches[0].corners == [Self.red, Self.red, .white, .black])
  }

  @Test func badBytesAreRefused() throws {
    let bytes = Self.replay([.save, .text(1, at: Point(x: 0, y: 0))]).encoded()
    #expect(throws: CairoReplayFormatError.badMagic) { try CairoReplay(decoding: Array("NOTAFILE".utf8)) }
    #expect(throws: CairoReplayFormatError.self) { try CairoReplay(decoding: Array(bytes.dropLast(3))) }
    #expect(throws: CairoReplayFormatError.self) { try CairoReplay(decoding: bytes + [0]) }
    let missing = Self.replay([.text(2, at: Point(x: 0, y: 0))]).encoded()
    #expect(throws: CairoReplayFormatError.self) { try CairoReplay(decoding: missing) }
    var unknown = Self.replay([]).encoded()
    unknown[unknown.count - 1] = 99
    #expect(throws: CairoReplayFormatError.self) { try CairoReplay(decoding: unknown + [0]) }
  }

  /// The real frame: recorded from the story bar, it reads back as written, draws what the bar
  /// draws, and one pair of ours alone gives a line.
  @MainActor @Test func theStoryBarFrameRecordsAndRunsWithoutThePeer() throws {
    let scene = ImagesFrameScene()
    let recorded = scene.record()
    #expect(recorded.problems.isEmpty)
    #expect(try Self.roundTrip(recorded.replay) == recorded.replay)
    let rings = recorded.replay.commands.filter {
      if case .stroke(_, .linear, _) = $0 { true } else { false }
    }
    #expect(rings.count == scene.bar.visibleCells.count, "the bar's rings are diagonal (linear) gradients")
    #expect(recorded.replay.images.count == scene.bar.visibleCells.count)
    #expect(
      recorded.replay.images.allSatisfy { $0.width == 183 && $0.height == 183 }, "downsampled to 61 pt × 3")
    let result = ImagesFrameCase.run(pairs: 1, batch: 1, usesPeer: false)
    #expect(result.passed)
    #expect(result.lines.count == 1)
    #expect(result.lines.first?.hasPrefix("bench images case=frame scale=3 ours=") == true)
    #expect(result.lines.first?.hasSuffix(" unit=ms") == true)
  }
}
