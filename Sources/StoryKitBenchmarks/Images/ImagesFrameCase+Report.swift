import Foundation
import StoryKitUI

/// What one run of `case=frame` found, and its table.
@MainActor
struct FrameRun {
  let scene: ImagesFrameScene
  let replay: CairoReplay
  let pairs: Int
  let batch: Int
  /// Our batches (seconds per frame), every gradient drawn by Cairo as in the replay.
  var ours: [[Double]] = []
  /// Our median with the shared gradient tiles (the product's path), ms; timed after the pairs.
  var oursWithTiles: Double?
  /// Ours beside the replay, when the replay ran.
  var comparison: PairedComparison?
  /// The replay program as it reported itself.
  var peerInfo: CairoReplayPeer?
  /// Why the replay has no figures, if it has none.
  var peerNote: String?
  var pixelCheck: ReplayPixelCheck?
  /// Failed checks: each fails the case.
  var problems: [String] = []

  init(scene: ImagesFrameScene, replay: CairoReplay, pairs: Int, batch: Int) {
    self.scene = scene
    self.replay = replay
    self.pairs = pairs
    self.batch = batch
  }

  /// Prints the table; returns the final line and whether every check held.
  func report() -> (lines: [String], passed: Bool) {
    let bitmap = scene.bitmap
    let oursMedian = comparison?.oursMedian ?? SampleStatistics.median(ours.flatMap { $0 }) * 1e3
    print("")
    print(
      "bench images: frame, a \(Int(ImagesFrameScene.width)) pt StoryBarView at \(Int(bitmap.scale))x = "
        + "\(bitmap.pixelWidth)×\(bitmap.pixelHeight) px; \(scene.summary)")
    print(
      "  avatars: \(DownsampledIconLoader.sourceSide) px JPEGs decoded by ImageDecoder for the cells' pixel size "
        + "(targetSize); a white background repaints every pixel")
    print(
      "  ours: Bitmap.render(bar) into one reused bitmap, the draw alone (laid out once; the replay has no layout),"
    )
    print("    without the shared gradient tiles, so it makes the Cairo calls the replay makes")
    print("  replay: \(CairoReplayPeer.sourcePath) (cc -O2), the Cairo and Pango calls CairoCanvas makes for")
    print("    the frame recorded from ours: \(commandSummary)")
    if let info = peerInfo { print("    \(info.versions); 3 warm-up frames") }
    print("  \(pairs) pairs of \(batch) frames per side, interleaved (ours, replay, ours …)")
    print("")
    print(
      "  " + pad("side", 10) + pad("median ms", 11, left: true) + pad("fps", 8, left: true)
        + "   what is timed")
    print(
      "  " + pad("ours", 10) + pad(fixed(oursMedian, 3), 11, left: true)
        + pad(fixed(1000 / oursMedian, 0), 8, left: true) + "   view tree, CairoCanvas, Cairo, Pango")
    var line = "bench images case=frame scale=\(Int(bitmap.scale)) ours=\(fixed(oursMedian, 3))"
    if let comparison {
      print(
        "  " + pad("replay", 10) + pad(fixed(comparison.peerMedian, 3), 11, left: true)
          + pad(fixed(1000 / comparison.peerMedian, 0), 8, left: true)
          + "   the same Cairo and Pango calls, from C")
      print("")
      print("  ratio ours/replay = \(fixed(comparison.ratio, 2)) (ms: 1.00 is the floor), the median of the")
      print("  per-pair ratios; \(comparison.spreadText())")
      line += " replay=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2))"
    } else {
      print("  " + pad("replay", 10) + pad("-", 11, left: true) + pad("", 8) + "   not measured")
      print("")
      print("  note: replay omitted: \(peerNote ?? "no pairs")")
    }
    if let oursWithTiles {
      print(
        "  for reference, after the pairs: ours with gradient tiles (the product's path) "
          + "\(fixed(oursWithTiles, 3)) ms")
      line += " tiled=\(fixed(oursWithTiles, 3))"
    }
    if let note = peerNote, comparison != nil { print("  note: \(note)") }
    if let pixelCheck { print("  pixel check: \(pixelCheck.summary)") }
    for problem in problems {
      print("  FRAME CHECK FAILED: \(problem)")
      printError("bench images: FRAME CHECK FAILED: \(problem)")
    }
    return ([line + " unit=ms"], problems.isEmpty)
  }

  /// `81 commands: 10 strokes (5 angular), …; 5 images, 6 layouts, 1 gradient`.
  var commandSummary: String {
    var strokes = 0
    var angular = 0
    var fills = 0
    var texts = 0
    var images = 0
    var clips = 0
    for command in replay.commands {
      switch command {
      case .stroke(_, let paint, _):
        strokes += 1
        if case .angular = paint { angular += 1 }
      case .fill: fills += 1
      case .text: texts += 1
      case .image: images += 1
      case .clip: clips += 1
      default: break
      }
    }
    return "\(replay.commands.count) commands (\(strokes) strokes, \(angular) of them angular, "
      + "\(fills) fills, \(texts) texts, \(images) images, \(clips) clips); \(replay.images.count) images, "
      + "\(replay.texts.count) layouts, \(replay.gradients.count) gradients"
  }
}
