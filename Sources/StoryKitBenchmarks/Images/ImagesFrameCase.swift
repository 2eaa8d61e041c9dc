import Foundation
import StoryKitCairo
import StoryKitUI

/// Figure 2 of `storykit-bench images` (`case=frame`): one frame of a 390 pt story bar at scale 3
/// with its avatars already decoded at the cells' pixel size, beside a C program that replays the
/// same Cairo and Pango calls, the floor for drawing this frame through Cairo.
///
/// 1. **Ours.** ``ImagesFrameScene``: a `StoryBarView` of 10 groups whose avatars were decoded
///    from 720 px JPEGs straight to the cells' 183 px (``DownsampledIconLoader``), laid out once; each frame is
///    `Bitmap.render(bar)` into one reused 1,170 px wide bitmap, the draw alone (the layout stays
///    clean, as the replay has none): the view tree's `render(in:)`, `CairoCanvas`, Cairo, Pango.
/// 2. **The replay.** The frame is drawn once more into a ``CairoReplayRecorder`` and written as a
///    ``CairoReplay`` file; `Benchmarks/peers/cairo_replay.c`, compiled with `cc -O2` into a
///    temporary folder, loads it (images, Pango layouts and gradient images made once, as ours
///    are), draws it 3 times to warm up and then serves batches of frames, each the same Cairo
///    and Pango calls `CairoCanvas` makes, timed with `clock_gettime` around the frame alone.
/// 3. **Pixel check.** The replay's frame must match ours: fewer than 1 % of the pixels may differ
///    by more than 2 levels (``ReplayPixelCheck``), and every gradient stroke must pick the same
///    rasterized gradient; otherwise the case fails.
/// 4. **Rounds.** `pairs` rounds of one batch of `batch` frames per side, ours then the replay's
///    (``InterleavedBatches``); the ratio is the median of the per-pair ratios.
///
/// Without `cc` or `pkg-config`, or when the program fails, the table says why and the line
/// carries our figure alone.
package enum ImagesFrameCase {
  /// Runs the case: prints its table and returns its final line and whether its checks held.
  ///
  /// ```text
  /// bench images case=frame scale=3 ours=<ms> replay=<ms> ratio=<ours/replay> unit=ms
  /// ```
  ///
  /// - Parameters:
  ///   - pairs: Rounds of one batch per side (at least 1).
  ///   - batch: Frames per batch (at least 1).
  ///   - usesPeer: Whether to build and time the C replay; without it the line has ours alone.
  ///   - folder: Where to keep `frame-ours.png`, `frame-replay.png` and the replay file, if given.
  @MainActor
  package static func run(
    pairs: Int, batch: Int, usesPeer: Bool, keepingFilesIn folder: URL? = nil
  ) -> (lines: [String], passed: Bool) {
    let pairs = max(1, pairs)
    let batch = max(1, batch)
    let scene = ImagesFrameScene()
    _ = InterleavedBatches.time(runs: batch) { scene.draw() }
    let recorded = scene.record()
    var run = FrameRun(scene: scene, replay: recorded.replay, pairs: pairs, batch: batch)
    run.problems = recorded.problems
    let bytes = recorded.replay.encoded()
    if (try? CairoReplay(decoding: bytes)) != recorded.replay {
      run.problems.append("the replay file does not read back as it was written")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-replay-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: work) }
    var peer: CairoReplayPeer?
    if !usesPeer {
      run.peerNote = "--no-peer"
    } else if !run.problems.isEmpty {
      run.peerNote = "the frame could not be recorded faithfully"
    } else {
      peer = startPeer(bytes: bytes, in: work, run: &run)
    }
    if let folder { keep(work: work, bytes: bytes, scene: scene, in: folder) }

    var sides: [() throws -> [Double]] = [{ InterleavedBatches.time(runs: batch) { scene.draw() } }]
    if let peer {
      _ = try? peer.process.batch("frame", runs: batch)
      sides.append { try peer.process.batch("frame", runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: pairs, sides: sides)
    peer?.process.stop()
    run.ours = batches.sides[0]
    // The product's frame, for the table: rings drawn before come from gradient tiles.
    _ = InterleavedBatches.time(runs: batch) { scene.draw(shapeTiles: true) }
    run.oursWithTiles =
      SampleStatistics.median(
        InterleavedBatches.time(runs: batch * pairs) { scene.draw(shapeTiles: true) }) * 1e3
    if peer != nil {
      if let failure = batches.failures[1] { run.peerNote = failure }
      run.comparison = PairedComparison(ours: batches.sides[0], peer: batches.sides[1]) { $0 * 1e3 }
    }
    return run.report()
  }

  /// Starts the C replay of the recorded frame and checks its frame against ours.
  @MainActor
  private static func startPeer(bytes: [UInt8], in work: URL, run: inout FrameRun) -> CairoReplayPeer? {
    let start = CairoReplayPeer.startFrame(
      bytes: bytes, name: "frame", in: work, ours: PixelBuffer(run.scene.bitmap),
      mismatchPlace: "the replay's warm-up frames")
    run.peerNote = start.note ?? run.peerNote
    run.peerInfo = start.peer
    run.pixelCheck = start.pixelCheck
    run.problems += start.problems
    return start.peer
  }

  /// Copies the replay file and both frames to `folder`, to look at.
  @MainActor
  private static func keep(work: URL, bytes: [UInt8], scene: ImagesFrameScene, in folder: URL) {
    do {
      try CairoReplayPeer.keepFrame(name: "frame", bytes: bytes, ours: scene.bitmap, work: work, in: folder)
    } catch {
      printError(
        "bench images: could not keep the frame files in \(folder.path): \(error.localizedDescription)")
    }
  }
}
