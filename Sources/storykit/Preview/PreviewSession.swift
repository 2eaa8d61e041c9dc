import Foundation
import StoryKit
import StoryKitCairo
import StoryKitGTK
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

/// One `storykit preview` window: the feed's story bar (drawn as `storykit render` draws it), the
/// player it opens on the real clock, the actions it prints, and with `--watch`, the reloads.
@MainActor
final class PreviewSession {
  let options: PreviewCommand.Options
  let feedURL: URL
  let rendering: StoryBarRendering
  let root = PreviewRootView()
  let bar: StoryBarView
  let presenter: StoryBarPlayerPresenter
  let host: GTKHostView
  let actionPrinter = PreviewActionPrinter()
  /// Keys while no player is open (and under the player's, for keys it does not take).
  let windowKeys = KeyCommandRouter()
  let seenDirectory: URL
  private var playerStyling: StoryPlayerStyling
  private var window: GTKHostWindow?
  private var watcher: PreviewFeedWatcher?
  private var isReady = false
  private var isWaitingForReadyFrame = false
  /// Where painted frames are logged (`--frame-log`).
  private var frameLog: FileHandle?
  private let frameClock = SystemClock()

  init(options: PreviewCommand.Options, feed: Feed, diagnostics: [Diagnostic]) {
    self.options = options
    feedURL = URL(fileURLWithPath: options.feedPath)
    var rendering = StoryBarRendering()
    rendering.width = options.width
    if let direction = options.direction { rendering.styling.layoutDirection = direction }
    self.rendering = rendering
    bar = rendering.makeBar(for: feed)
    playerStyling = PlayerRendering.serverStyling(of: feed)
    seenDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-preview-\(UUID().uuidString.lowercased())")
    presenter = StoryBarPlayerPresenter(
      bar: bar, container: root.stage, seenStore: SeenStore(directory: seenDirectory, userID: "preview"))
    host = GTKHostView(root: root)
    root.bar = bar
    root.imageLoader = ImagePipeline.cairo()
    root.clock = SystemClock()
    if let direction = options.direction { root.layoutDirection = direction }
    root.frame = Rect(x: 0, y: 0, width: options.width, height: options.height)
    host.theme = options.theme
    host.keyCommands = windowKeys
    host.onFrame = { [weak self] _ in self?.presenter.tick() }
    host.onFramePainted = { [weak self] frame in self?.framePainted(frame) }
    presenter.configurePlayer = { [weak self] player in self?.configure(player) }
    showDiagnostics(diagnostics, isStale: false)
    if let path = options.frameLogPath {
      if FileManager.default.createFile(atPath: path, contents: nil) {
        frameLog = FileHandle(forWritingAtPath: path)
      } else {
        PreviewCommand.printError("preview: cannot write the frame log at \(path); frames are not logged")
      }
    }
  }

  /// Opens the window; `ready` follows once the bar's pictures on screen are drawn (or after 2 s).
  func present() {
    let window = GTKHostWindow(
      host: host, title: "StoryKit preview — \(feedURL.lastPathComponent)", width: Int(options.width),
      height: Int(options.height))
    self.window = window
    window.present()
    Task { @MainActor [weak self] in
      guard let self else { return }
      _ = await self.bar.waitForVisibleImages(timeout: 2)
      self.isWaitingForReadyFrame = true
      self.host.setNeedsDisplay()
    }
    if options.watch {
      watcher = PreviewFeedWatcher(url: feedURL) { [weak self] in self?.reload() }
    }
  }

  /// After the loop: stop watching and remove the seen marks' folder.
  func finish() {
    watcher?.stop()
    try? frameLog?.close()
    try? FileManager.default.removeItem(at: seenDirectory)
  }

  private func configure(_ player: StoryPlayerView) {
    player.delegate = actionPrinter
    player.serverStyling = playerStyling
    player.keyCommands.next = windowKeys
    host.keyCommands = player.keyCommands
    player.onDismiss = { [weak self] _ in self?.host.keyCommands = self?.windowKeys }
  }

  private func framePainted(_ frame: Int) {
    if let frameLog {
      let line = "\(frame) \(String(format: "%.3f", frameClock.now * 1_000))\n"
      frameLog.write(Data(line.utf8))
    }
    guard isWaitingForReadyFrame, !isReady else { return }
    isReady = true
    print("ready")
    fflush(nil)  // every stream: `stdout` is not concurrency-safe to name
  }

  // MARK: - Watching

  /// The file changed: show the new feed (keeping the open group and story), or keep the last
  /// good one with its diagnostics when it no longer decodes.
  func reload() {
    let result = FeedDecoder().decode(contentsOf: feedURL)
    for diagnostic in result.diagnostics { PreviewCommand.printError("\(options.feedPath): \(diagnostic)") }
    guard let feed = result.feed else {
      showDiagnostics(result.diagnostics, isStale: true)
      return
    }
    showDiagnostics(result.diagnostics, isStale: false)
    rendering.show(feed, in: bar)
    playerStyling = PlayerRendering.serverStyling(of: feed)
    reopenPlayer()
    host.setNeedsDisplay()
  }

  /// Gives the open player the new groups, at the group and story it showed where they still exist.
  private func reopenPlayer() {
    guard let player = presenter.player, let playback = player.playback, !playback.isDismissed else { return }
    player.serverStyling = playerStyling
    let groups = bar.displayedGroups
    guard !groups.isEmpty else {
      player.close(.closed)
      return
    }
    let index =
      playback.group.flatMap { group in groups.firstIndex { $0.id == group.id } }
      ?? min(playback.position.group, groups.count - 1)
    let storyCount = groups[index].stories.count
    player.open(groups, at: index, story: storyCount > 0 ? min(playback.position.story, storyCount - 1) : nil)
  }

  private func showDiagnostics(_ diagnostics: [Diagnostic], isStale: Bool) {
    root.strip.content = PreviewDiagnosticStrip.content(
      for: diagnostics, fileName: feedURL.lastPathComponent, isStale: isStale)
    root.setNeedsLayout()
  }
}
