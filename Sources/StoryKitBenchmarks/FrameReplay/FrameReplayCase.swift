import Foundation
import StoryKitCairo
import StoryKitUI

/// One case of `storykit-bench banner`, `swipe-card` or `player`: a ``FrameReplayScene`` drawn
/// by us beside a C program that replays the same Cairo and Pango calls, the floor for drawing
/// this frame through Cairo.
///
/// As `bench images case=frame` (``ImagesFrameCase``) does it:
/// 1. **Ours.** `Bitmap.render(view)` into one reused bitmap (1,170 × 585 px for the banner,
///    1,080 × 1,440 for the swipe cards, 1,170 × 2,532 for the player), the draw alone (laid out
///    once; the replay has no layout): the view tree, `CairoCanvas`, Cairo, Pango.
/// 2. **The replay.** The frame is drawn once more into a ``CairoReplayRecorder``, written as a
///    ``CairoReplay`` file and replayed by `Benchmarks/peers/cairo_replay.c` (``CairoReplayPeer``),
///    resources made once as ours are, each frame timed around the frame alone.
/// 3. **Pixel check.** The replay's frame must match ours (``ReplayPixelCheck``), else the case
///    fails.
/// 4. **Rounds.** `pairs` rounds of one batch of `batch` frames per side, ours then the
///    replay's (``InterleavedBatches``); the ratio is the median of the per-pair ratios.
@MainActor
struct FrameReplayCase<Scene: FrameReplayScene> {
  /// `swipe-frame`, `fly-out-frame`, `frame` or `cube`: the final line's `case=`.
  let name: String
  /// The final line's parameters after the case, e.g. `scale=3` or `px=1170x2532 layers=4`.
  let parameters: String
  /// What the frame shows, for the table.
  let summary: String
  let scene: Scene

  /// Runs the case: prints its table and returns its final line and whether its checks held.
  ///
  /// - Parameter folder: Where to keep `<name>-ours.png`, `<name>-replay.png` and the replay file.
  func run(
    pairs: Int, batch: Int, usesPeer: Bool, keepingFilesIn folder: URL? = nil
  ) -> (
    line: String, passed: Bool
  ) {
    let pairs = max(1, pairs)
    let batch = max(1, batch)
    _ = InterleavedBatches.time(runs: batch) { scene.draw() }
    let recorded = scene.record()
    var run = FrameReplayRun(case: self, replay: recorded.replay, pairs: pairs, batch: batch)
    run.problems = recorded.problems
    let bytes = recorded.replay.encoded()
    if (try? CairoReplay(decoding: bytes)) != recorded.replay {
      run.problems.append("the replay file does not read back as it was written")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-\(Scene.benchmarkName)-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    defer { try? FileManager.default.removeItem(at: work) }
    var peer: CairoReplayPeer?
    if !usesPeer {
      run.peerNote = "--no-peer"
    } else if !run.problems.isEmpty {
      run.peerNote = "the frame could not be recorded faithfully"
    } else {
      peer = startPeer(bytes: bytes, in: work, run: &run)
    }
    if let folder { keep(work: work, bytes: bytes, in: folder) }

    var sides: [() throws -> [Double]] = [{ InterleavedBatches.time(runs: batch) { scene.draw() } }]
    if let peer {
      _ = try? peer.process.batch("frame", runs: batch)
      sides.append { try peer.process.batch("frame", runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: pairs, sides: sides)
    peer?.process.stop()
    run.ours = batches.sides[0]
    if peer != nil {
      if let failure = batches.failures[1] { run.peerNote = failure }
      run.comparison = PairedComparison(ours: batches.sides[0], peer: batches.sides[1]) { $0 * 1e3 }
    }
    return run.report()
  }

  /// Starts the C replay of the recorded frame and checks its frame against ours.
  private func startPeer(bytes: [UInt8], in work: URL, run: inout FrameReplayRun<Scene>) -> CairoReplayPeer? {
    let start = CairoReplayPeer.startFrame(
      bytes: bytes, name: name, in: work, ours: PixelBuffer(scene.bitmap), mismatchPlace: "the replay")
    run.peerNote = start.note ?? run.peerNote
    run.peerInfo = start.peer
    run.pixelCheck = start.pixelCheck
    run.problems += start.problems
    return start.peer
  }

  /// Copies the replay file and both frames to `folder`, to look at.
  private func keep(work: URL, bytes: [UInt8], in folder: URL) {
    do {
      try CairoReplayPeer.keepFrame(name: name, bytes: bytes, ours: scene.bitmap, work: work, in: folder)
    } catch {
      printError(
        "bench \(Scene.benchmarkName): could not keep the \(name) files in \(folder.path): \(error.localizedDescription)"
      )
    }
  }
}
