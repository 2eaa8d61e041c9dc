import Foundation
import StoryKit
import StoryKitBenchmarks
import StoryKitCairo
import StoryKitCommandLine
import StoryKitGTK
import StoryKitImages
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

/// One run of `storykit-bench host`: a window like `storykit preview`'s (the feed's bar, the
/// player over the stage, the real clock), driven through its phases on GTK's loop:
///
/// 1. the bar's pictures on screen load (up to 2 s), then the presenter opens the group;
/// 2. once the player is on screen, 0.5 s of warm-up, then the scale and size are checked (2 and
///    420 × 760 pt, or the run fails) and every frame is recorded for the set seconds, with the process's CPU time;
/// 3. the player closes; once nothing has moved for 0.3 s, the CPU time of the idle seconds;
/// 4. the loop quits with a ``report``, or a ``failure``.
@MainActor
final class HostBenchSession {
  private enum Phase {
    case loading, opening, warmingUp, playing, closing, idle, done
  }

  static let warmUp = 0.5
  static let quietPeriod = 0.3
  static let phaseTimeout = 10.0

  let settings: HostBenchmark
  let group: StoryGroup
  let root = PreviewRootView()
  let bar: StoryBarView
  let presenter: StoryBarPresenter
  let host: GTKHostView
  private let seenDirectory: URL
  private let playerStyling: StoryPlayerStyling
  private var window: GTKHostWindow?
  private var phase = Phase.loading
  private var timer: GTKTimer?
  private var timings = HostFrameTimings()
  private var repaintedShares: [Double] = []
  private var playingStart: ProcessCPUSample?
  private var cpuPlaying = Double.nan
  private var quietSince: Double?
  private var closingSince = 0.0
  private var openedSince = 0.0
  private var idleStart: ProcessCPUSample?
  private var idleFramesStart = 0
  private var swipe = HostBenchSwipe()
  private(set) var report: HostBenchmarkReport?
  private(set) var failure: String?

  init(settings: HostBenchmark, feed: Feed, group: StoryGroup) {
    self.settings = settings
    self.group = group
    var rendering = StoryBarRendering()
    rendering.width = HostBenchmark.size.width
    bar = rendering.makeBar(for: feed)
    playerStyling = StoryBarRendering.playerStyling(of: feed)
    seenDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-bench-host-\(UUID().uuidString.lowercased())")
    presenter = StoryBarPresenter(
      bar: bar, container: root.stage, seenStore: SeenStore(directory: seenDirectory, userID: "bench"),
      presenter: StoryPlayerPresenter())
    host = GTKHostView(root: root)
    root.placement = bar
    let barHeight = bar.fittingSize(for: Size(width: HostBenchmark.size.width, height: .infinity)).height
    root.ratio = HostBenchmark.size.width / max(barHeight, 1)
    root.imageLoader = ImagePipeline.cairo()
    root.clock = SystemClock()
    root.frame = Rect(x: 0, y: 0, width: HostBenchmark.size.width, height: HostBenchmark.size.height)
    host.theme = .light
    host.onFrame = { [weak self] now in self?.frameTicked(at: now) }
    host.onFrameDrawn = { [weak self] now in self?.frameDrawn(at: now) }
    host.onFramePainted = { [weak self] _ in self?.framePainted() }
    presenter.request.serverStyling = playerStyling
  }

  /// Opens the window; the phases follow on GTK's loop, which quits at the end.
  func start() {
    let window = GTKHostWindow(
      host: host, title: "storykit-bench host", width: Int(HostBenchmark.size.width),
      height: Int(HostBenchmark.size.height))
    window.onClose = { [weak self] in self?.fail("the window was closed during the run") }
    self.window = window
    window.present()
    Task { @MainActor [weak self] in
      guard let self else { return }
      _ = await self.bar.waitForVisibleImages(timeout: 2)
      self.openPlayer()
    }
  }

  /// After the loop: stop the timer and remove the seen marks' folder.
  func finish() {
    timer?.invalidate()
    timer = nil
    try? FileManager.default.removeItem(at: seenDirectory)
  }

  // MARK: - Phases

  private func openPlayer() {
    guard phase == .loading else { return }
    phase = .opening
    presenter.select(group)
    host.setNeedsDisplay()
    openedSince = root.clock.now
    // The presenter opens the player on a tick once the first picture is in; the cell's ring
    // may stop turning before, and the window with it, so frames are asked for until then.
    timer = GTKTimer(every: 0.05) { [weak self] in self?.waitForPlayer() }
  }

  private func waitForPlayer() {
    guard phase == .opening else { return }
    if root.clock.now - openedSince > Self.phaseTimeout {
      fail("the player did not open on \"\(group.id)\" within \(Self.phaseTimeout) s")
    } else if !host.isTicking {
      host.setNeedsDisplay()
    }
  }

  private func frameTicked(at now: Double) {
    presenter.tick()
    switch phase {
    case .opening where presenter.presentation != nil:
      phase = .warmingUp
      after(Self.warmUp) { [weak self] in self?.startRecording() }
    case .playing:
      timings.tick(at: now)
      if settings.scenario == .transition, let player = presenter.presentation?.view as? StoryPlayerView {
        swipe.drive(player, at: now)
      }
    default:
      break
    }
  }

  private func frameDrawn(at now: Double) {
    guard phase == .playing else { return }
    timings.drawn(at: now)
    repaintedShares.append(host.lastFrameRepaintedShare * 100)
  }

  private func framePainted() {
    if phase == .playing { timings.painted(at: root.clock.now) }
  }

  private func startRecording() {
    let scale = host.scaleFactor
    guard scale == HostBenchmark.scale, root.displayScale == Double(HostBenchmark.scale) else {
      fail(
        "the window draws at scale \(scale) (the tree at \(root.displayScale)), not \(HostBenchmark.scale): "
          + "GDK_SCALE needs GTK's X11 backend")
      return
    }
    let size = root.bounds.size
    guard size.width == HostBenchmark.size.width, size.height == HostBenchmark.size.height else {
      fail(
        "the window is \(Int(size.width)) × \(Int(size.height)) pt, not \(Int(HostBenchmark.size.width)) × "
          + "\(Int(HostBenchmark.size.height)): the screen is too small for it at scale \(HostBenchmark.scale) "
          + "(an X screen of at least 840 × 1520 px: Xvfb -screen 0 1280x1600x24)")
      return
    }
    guard presenter.presentation?.isDismissed == false else {
      fail("the player closed before the recording began")
      return
    }
    phase = .playing
    swipe = HostBenchSwipe(start: root.clock.now)
    playingStart = ProcessCPUSample.now()
    after(Double(settings.seconds)) { [weak self] in self?.stopRecording() }
  }

  private func stopRecording() {
    if let playingStart { cpuPlaying = ProcessCPUSample.now().percent(since: playingStart) }
    guard presenter.presentation != nil else {
      fail("the player closed during the recording (the group ran out of stories: use fewer --seconds)")
      return
    }
    phase = .closing
    closingSince = root.clock.now
    presenter.presentation?.close()
    timer = GTKTimer(every: 0.05) { [weak self] in self?.waitForQuiet() }
  }

  /// Polled while closing: idle once no player is left and no tick has run for a while.
  private func waitForQuiet() {
    let now = root.clock.now
    guard presenter.presentation == nil, !host.isTicking else {
      quietSince = nil
      if now - closingSince > Self.phaseTimeout {
        fail("the window still animates \(Self.phaseTimeout) s after the player closed")
      }
      return
    }
    guard let since = quietSince else {
      quietSince = now
      return
    }
    guard now - since >= Self.quietPeriod else { return }
    timer?.invalidate()
    phase = .idle
    idleFramesStart = host.framesDrawn
    idleStart = ProcessCPUSample.now()
    after(Double(settings.idleSeconds)) { [weak self] in self?.stopIdle() }
  }

  private func stopIdle() {
    guard let idleStart else { return }
    let idleEnd = ProcessCPUSample.now()
    report = HostBenchmarkReport(
      width: root.bounds.width, height: root.bounds.height, scale: host.scaleFactor,
      seconds: Double(settings.seconds), timings: timings, cpuPlaying: cpuPlaying,
      cpuIdle: idleEnd.percent(since: idleStart), idleSeconds: idleEnd.wallSeconds - idleStart.wallSeconds,
      idleFrames: host.framesDrawn - idleFramesStart, machine: .current())
    report?.repaintedShares = repaintedShares
    report?.scenario = settings.scenario
    end()
  }

  // MARK: - Helpers

  /// One timer at a time: the phase's next step, or its deadline.
  private func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) {
    timer?.invalidate()
    timer = GTKTimer(every: seconds, repeats: false, action)
  }

  private func fail(_ message: String) {
    guard phase != .done else { return }
    failure = message
    end()
  }

  private func end() {
    phase = .done
    timer?.invalidate()
    timer = nil
    GTKMainLoop.quit()
  }
}
