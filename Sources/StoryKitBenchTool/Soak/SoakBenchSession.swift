import Foundation
import StoryKit
import StoryKitBenchmarks
import StoryKitCairo
import StoryKitCommandLine
import StoryKitGStreamer
import StoryKitGTK
import StoryKitImages
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

/// One run of `storykit-bench soak`: the real `storykit preview` window (``PreviewSession``) on a
/// feed, opened and closed as a user would, cycle after cycle:
///
/// 1. once the bar's pictures are painted and nothing has moved for a moment, the resident set
///    is read: the bar alone;
/// 2. each cycle scrolls the bar to the next group it shows (in order, round and round), taps
///    its cell through the host's pointer dispatcher, waits for the player and its picture, lets
///    it play for the dwell, presses Esc through the host's key commands, waits until the player
///    is gone and the window still, and reads the resident set and what holds it;
/// 3. the loop quits with a ``report``, or a ``failure``.
@MainActor
final class SoakBenchSession {
  /// How long a step may take before the run fails, in seconds.
  static let stepTimeout = 15.0
  /// How long the window must stay still before a sample, in seconds.
  static let quietPeriod = 0.3

  let settings: SoakBenchmark
  let preview: PreviewSession
  /// The groups the bar shows, opened in turn.
  private var groups: [StoryGroup] = []
  private var baseline: SoakSample?
  private var samples: [SoakSample] = []
  /// Every player opened so far, to count those still alive after they closed.
  private var players: [WeakPlayer] = []
  private(set) var report: SoakReport?
  private(set) var failure: String?

  init(settings: SoakBenchmark, preview: PreviewSession) {
    self.settings = settings
    self.preview = preview
    preview.announcesReady = false
  }

  /// Opens the window; the cycles follow on GTK's loop, which quits at the end.
  func start() {
    preview.onReady = { [weak self] in
      Task { @MainActor in await self?.run() }
    }
    preview.present()
  }

  private func run() async {
    defer { GTKMainLoop.quit() }
    let host = preview.host
    guard host.scaleFactor == settings.scale else {
      failure = "the window draws at scale \(host.scaleFactor), not \(settings.scale): GDK_SCALE needs X11"
      return
    }
    // `ready` can come at the 2 s deadline, before the feed has loaded.
    guard
      await wait(until: { !(Self.storyBar(in: self.preview.placement)?.displayedGroups.isEmpty ?? true) }),
      let bar = Self.storyBar(in: preview.placement)
    else {
      failure = "the placement showed no story bar with groups within \(Self.stepTimeout) s"
      return
    }
    groups = bar.displayedGroups
    _ = await bar.waitForVisibleImages(timeout: 5)
    await settle()
    baseline = sample(cycle: 0, groupID: "")
    printError("bench soak: the bar alone: \(String(format: "%.1f", baseline?.resident ?? 0)) MiB resident")
    for cycle in 1...settings.cycles {
      let group = groups[(cycle - 1) % groups.count]
      var problem = await open(group, in: bar)
      if problem == nil { problem = await close() }
      if let problem {
        failure = "cycle \(cycle) (\(group.id)): \(problem)"
        return
      }
      await settle()
      let sample = sample(cycle: cycle, groupID: group.id)
      samples.append(sample)
      if cycle % 10 == 0 || cycle == 1 || cycle == settings.cycles {
        printError("bench soak: cycle \(cycle): \(String(format: "%.1f", sample.resident)) MiB resident")
      }
    }
    guard let baseline else { return }
    report = SoakReport(
      baseline: baseline, samples: samples, cacheBound: Double(SoakBenchmark.cacheBound) / 1_048_576,
      scale: settings.scale)
  }

  /// Taps the group's cell and waits for its player and picture; the problem, if any.
  private func open(_ group: StoryGroup, in bar: StoryBarView) async -> String? {
    bar.scrollToGroup(id: group.id)
    preview.root.layoutIfNeeded()
    guard let cell = bar.visibleCells.values.first(where: { $0.storyGroup?.id == group.id }) else {
      return "no cell for the group after scrolling to it"
    }
    let center = cell.convert(Point(x: cell.bounds.width / 2, y: cell.bounds.height / 2), to: preview.root)
    let host = preview.host
    let now = preview.root.clock.now
    host.pointerDispatcher.dispatch(PointerEvent(.down, at: center, time: now))
    host.pointerDispatcher.dispatch(PointerEvent(.up, at: center, time: now + 0.05))
    host.setNeedsDisplay()
    guard await wait(until: { self.preview.player?.superview != nil }) else {
      return "the player did not open within \(Self.stepTimeout) s"
    }
    guard let player = preview.player else { return "the player went away as it opened" }
    players.append(WeakPlayer(player: player))
    _ = await player.waitForVisibleImages(timeout: 5)
    try? await Task.sleep(for: .seconds(settings.dwellSeconds))
    return nil
  }

  /// Presses Esc and waits until the player is gone; the problem, if any.
  private func close() async -> String? {
    let host = preview.host
    guard let keys = host.keyCommands else { return "the window takes no keys" }
    let now = preview.root.clock.now
    _ = keys.route(KeyEvent(.escape, phase: .down, time: now))
    _ = keys.route(KeyEvent(.escape, phase: .up, time: now + 0.05))
    host.setNeedsDisplay()
    guard await wait(until: { self.preview.player?.superview == nil }) else {
      return "the player did not close within \(Self.stepTimeout) s"
    }
    return nil
  }

  /// Waits until the window has not drawn for ``quietPeriod`` (up to ``stepTimeout``).
  private func settle() async {
    let host = preview.host
    var frames = host.framesDrawn
    var still = 0.0
    var waited = 0.0
    while still < Self.quietPeriod, waited < Self.stepTimeout {
      try? await Task.sleep(for: .milliseconds(50))
      waited += 0.05
      still = host.framesDrawn == frames && !host.isTicking ? still + 0.05 : 0
      frames = host.framesDrawn
    }
  }

  /// Polls `condition` every 50 ms; whether it held within ``stepTimeout``.
  private func wait(until condition: @MainActor () -> Bool) async -> Bool {
    var waited = 0.0
    while !condition() {
      guard waited < Self.stepTimeout else { return false }
      try? await Task.sleep(for: .milliseconds(50))
      waited += 0.05
    }
    return true
  }

  private func sample(cycle: Int, groupID: String) -> SoakSample {
    let mebibyte = 1_048_576.0
    let cache =
      ((preview.root.imageLoader as? ImagePipeline)?.configuration.memoryCache as? MemoryImageCache)?
      .totalCost ?? 0
    let current = preview.player
    let malloc = MallocHeaps.bytes()
    return SoakSample(
      cycle: cycle, groupID: groupID, resident: Self.statusMiB("VmRSS"),
      fileBacked: Self.statusMiB("RssFile"),
      cache: Double(cache) / mebibyte,
      pictures: Double(CairoImage.liveBytes) / mebibyte, mallocInUse: malloc.inUse / mebibyte,
      mallocFree: malloc.free / mebibyte,
      playersAlive: players.filter { $0.player != nil && $0.player !== current }.count,
      videoPlayersAlive: GStreamerVideoPlayer.livePipelineCount)
  }

  /// The story bar inside `view`'s subtree, if any.
  static func storyBar(in view: View) -> StoryBarView? {
    if let bar = view as? StoryBarView { return bar }
    for child in view.subviews {
      if let bar = storyBar(in: child) { return bar }
    }
    return nil
  }

  /// A field of `/proc/self/status` in kB (`VmRSS`, `RssFile`), in MiB; 0 when it cannot be read.
  static func statusMiB(_ field: String) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
      let kibibytes = line.split(separator: " ").compactMap({ Double($0) }).first
    else { return 0 }
    return kibibytes / 1024
  }

}

/// A player seen by the run, not kept alive by it.
private struct WeakPlayer {
  weak var player: StoryPlayerView?
}
