import StoryKitCairo
import StoryKitUI

/// A frame that a benchmark draws beside the C replay of its Cairo and Pango calls
/// (``FrameReplayCase``): `bench banner`'s swipe, `bench swipe-card`'s fly-out, `bench player`'s
/// frames. The scene is built, laid out and drawn once at its creation; ``draw()`` is then the
/// draw alone, as the replay has no layout.
@MainActor
protocol FrameReplayScene: AnyObject {
  /// The benchmark's name, as its lines spell it (`bench <name> case=…`).
  static var benchmarkName: String { get }
  /// The view drawn, as the table names it (`BannerView`).
  static var viewName: String { get }
  /// The view drawn, as the table writes our draw (`Bitmap.render(banner)`).
  static var viewVariable: String { get }
  /// The one bitmap every frame is drawn into.
  var bitmap: Bitmap { get }
  /// One frame, the draw alone.
  func draw()
  /// The frame's Canvas calls, as the Cairo calls they stand for; what could not be recorded.
  func record() -> (replay: CairoReplay, problems: [String])
}

extension BannerFrameScene: FrameReplayScene {
  static let benchmarkName = BannerBenchmark.name
  static let viewName = "BannerView"
  static let viewVariable = "banner"
}

extension SwipeCardFrameScene: FrameReplayScene {
  static let benchmarkName = SwipeCardBenchmark.name
  static let viewName = "SwipeCardStackView"
  static let viewVariable = "stack"
}

extension PlayerFrameScene: FrameReplayScene {
  static let benchmarkName = PlayerBenchmark.name
  static let viewName = "StoryPlayerView"
  static let viewVariable = "player"
}
