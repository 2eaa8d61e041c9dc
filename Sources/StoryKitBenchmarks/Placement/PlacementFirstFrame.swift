import Foundation
import StoryKit
import StoryKitCairo
import StoryKitPlacement
import StoryKitUI

/// One kind of `bench placement`: the timed runs and the replay of the first frame.
@MainActor
struct PlacementFirstFrame {
  /// Why a kind did not run; not fatal when its widget is simply not linked.
  struct Failure: Error {
    var message: String
    var isFatal = true
  }

  var ours: [Double] = []
  var replay: [Double] = []
  var pixels = ""
  var peerNote: String?

  /// Median of ours, in milliseconds.
  var oursMilliseconds: Double { SampleStatistics.median(ours) * 1_000 }
  var replayMilliseconds: Double { SampleStatistics.median(replay) * 1_000 }

  func row(kind: String) -> String {
    let replayText =
      replay.isEmpty
      ? "no replay (\(peerNote ?? "not run"))"
      : "replay \(fixed(replayMilliseconds, 2)) ms" + (peerNote.map { " (\($0))" } ?? "")
    return "  \(kind): \(pixels), first frame \(fixed(oursMilliseconds, 2)) ms "
      + "(p95 \(fixed(SampleStatistics.quantile(ours, 0.95) * 1_000, 2))), \(replayText)"
  }

  func line(kind: String) -> String {
    var line = "bench placement case=\(kind) ours=\(fixed(oursMilliseconds, 3))"
    if !replay.isEmpty {
      line +=
        " replay=\(fixed(replayMilliseconds, 3)) ratio=\(fixed(oursMilliseconds / replayMilliseconds, 2))"
    }
    return line + " goal=16 unit=ms"
  }

  /// Times `runs` first frames of `document` (after 3 warm-ups), then replays the last one in C.
  static func measure(
    document: Data, baseURL: URL, registry: WidgetRegistry, runs: Int
  ) async -> Result<PlacementFirstFrame, Failure> {
    let decoded = FeedDecoder(baseURL: baseURL).decode(document)
    guard let token = decoded.feed?.placement.token,
      let config = try? PlacementConfig.Builder().build(token: token)
    else { return .failure(Failure(message: "the feed does not decode")) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-bench-placement-\(UUID().uuidString.lowercased())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FeedCache(directory: folder)
    do {
      try cache.store(FeedCache.Entry(token: token, document: document, validators: .none, fetchedAt: Date()))
    } catch {
      return .failure(Failure(message: "the cache could not be written: \(error)"))
    }
    var result = PlacementFirstFrame()
    var last: (PlacementView, Bitmap)?
    let clock = ManualClock()
    for index in 0..<(runs + 3) {
      let start = DispatchTime.now().uptimeNanoseconds
      let provider = PlacementDataProvider(
        config: config, cache: cache, decoder: FeedDecoder(baseURL: baseURL))
      let placement = PlacementView(dataProvider: provider, registry: registry)
      placement.clock = clock  // the replay draws the same moment of any animation
      placement.displayScale = PlacementBenchmark.scale  // as a host sets it, before layout
      await provider.load()
      guard placement.isVisible == true, let ratio = placement.ratio else {
        let kind = placement.content?.variant?.kind
        let linked = kind.map(registry.isRegistered) ?? true
        return .failure(
          Failure(
            message: linked ? "the placement shows nothing" : "no \(kind?.name ?? "") widget linked; skipped",
            isFatal: linked))
      }
      let size = Size(width: PlacementBenchmark.width, height: (PlacementBenchmark.width / ratio).rounded())
      placement.frame = Rect(origin: .zero, size: size)
      placement.layoutIfNeeded()
      let bitmap = Bitmap(
        size: size, scale: PlacementBenchmark.scale, background: placement.appearance.colors.background)
      bitmap.render(placement)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if index >= 3 { result.ours.append(seconds) }
      last = (placement, bitmap)
    }
    if let (placement, bitmap) = last {
      result.pixels = "\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px"
      result.replayFrame(placement, bitmap: bitmap, runs: runs, in: folder)
    }
    return .success(result)
  }

  /// Records the frame, starts the C replay, checks its pixels and times it.
  private mutating func replayFrame(_ placement: PlacementView, bitmap: Bitmap, runs: Int, in folder: URL) {
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale,
      background: placement.appearance.colors.background)
    placement.render(in: recorder)
    let replay = recorder.finish()
    guard recorder.problems.isEmpty else {
      peerNote = "the frame could not be recorded faithfully: \(recorder.problems.joined(separator: "; "))"
      return
    }
    // The replay makes the Cairo calls without the shared gradient tiles; so does the frame it
    // is checked against.
    let direct = Bitmap(
      size: placement.frame.size, scale: bitmap.scale, background: placement.appearance.colors.background)
    direct.render(placement, shapeTiles: false)
    let start = CairoReplayPeer.startFrame(
      bytes: replay.encoded(), name: "placement", in: folder.appendingPathComponent("replay"),
      ours: PixelBuffer(direct), mismatchPlace: "the replay")
    guard let peer = start.peer else {
      peerNote = start.note ?? start.problems.joined(separator: "; ")
      return
    }
    // The replay draws the same shapes; where its anti-aliasing differs from ours (ring strokes
    // through gradients), the table says so and the floor is still timed.
    if !start.problems.isEmpty { peerNote = start.problems.joined(separator: "; ") }
    _ = try? peer.process.batch("frame", runs: 3)
    self.replay = (try? peer.process.batch("frame", runs: runs)) ?? []
    peer.process.stop()
    if self.replay.isEmpty { peerNote = "the replay did not run" }
  }
}
