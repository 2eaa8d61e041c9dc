import Foundation
import StoryKit
import StoryKitCairo
import StoryKitGStreamer
import StoryKitGTK
import StoryKitImages
import StoryKitPlacement
import StoryKitPlayer
import StoryKitUI

#if canImport(CMalloc)
  import CMalloc
#endif

/// One `storykit preview` window: the placement an app would show (config → provider → resolver
/// → the registered widget), the player its story bar opens on the real clock, the actions it
/// prints, and with `--watch`, the reloads.
@MainActor
package final class PreviewSession: PlacementDelegate {
  package let options: PreviewCommand.Options
  package let provider: PlacementDataProvider
  package let registry = WidgetRegistry()
  package let root = PreviewRootView()
  package let placement: PlacementView
  package let host: GTKHostView
  package let actionPrinter = PreviewActionPrinter()
  /// Keys while no player is open (and under the player's, for keys it does not take).
  package let windowKeys = KeyCommandRouter()
  package let seenDirectory: URL
  private var window: GTKHostWindow?
  private var watcher: PreviewFeedWatcher?
  private var refreshTimer: GTKTimer?
  private var isReady = false
  private var shownDiagnostics: [Diagnostic]?
  private var shownStale: Bool?
  private var stateObservation: Observation?
  private var isWaitingForReadyFrame = false
  /// The pictures the wait for `ready` gave up on (not arrived within their timeout).
  private var givenUpPictures: Set<URL> = []
  /// Where painted frames are logged (`--frame-log`).
  private var frameLog: FileHandle?
  /// Waits for a closed player to be freed, then trims glibc's heaps.
  private var heapTrim: Task<Void, Never>?
  /// Whether `ready` is printed on standard output (`bench soak` drives the window without it).
  package var announcesReady = true
  /// Runs once the first frame with the placement's pictures is painted.
  package var onReady: (@MainActor () -> Void)?
  /// The player the story bar opened last, while it lives (for `bench soak`).
  package private(set) weak var player: StoryPlayerView?
  private let frameClock = SystemClock()

  package init(options: PreviewCommand.Options, provider: PlacementDataProvider) {
    self.options = options
    self.provider = provider
    seenDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-preview-\(UUID().uuidString.lowercased())")
    let seenStore = SeenStore(directory: seenDirectory, userID: "preview")
    placement = PlacementView(dataProvider: provider, delegate: nil, registry: registry)
    host = GTKHostView(root: root)
    CLIWidgets.register(
      in: registry, seenStore: seenStore,
      makeVideoPlayer: { GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 1080, height: 1920)) }
    ) { [weak self] player in self?.configure(player) }
    root.placement = placement
    root.imageLoader = ImagePipeline.cairo(timeout: Self.pictureTimeout)
    root.clock = SystemClock()
    if options.selfPaced { root.storyPacing = .selfPaced }
    root.frame = Rect(x: 0, y: 0, width: options.width, height: options.height)
    host.theme = options.theme
    host.keyCommands = windowKeys
    host.onFramePainted = { [weak self] frame in self?.framePainted(frame) }
    if let path = options.frameLogPath {
      if FileManager.default.createFile(atPath: path, contents: nil) {
        frameLog = FileHandle(forWritingAtPath: path)
      } else {
        PreviewCommand.printError("preview: cannot write the frame log at \(path); frames are not logged")
      }
    }
    placement.delegate = self
    stateObservation = provider.observeState { [weak self] _ in
      guard let self else { return }
      self.showDiagnostics(isStale: self.provider.lastFailure != nil)
    }
    showDiagnostics(isStale: false)
  }

  /// How long one picture's fetch may take, in seconds (the image pipeline's timeout).
  package static let pictureTimeout = 15.0

  /// Opens the window; `ready` follows with the first frame that shows the placement complete
  /// (``waitUntilComplete()``).
  package func present() {
    let window = GTKHostWindow(
      host: host, title: "StoryKit preview — \(options.source.title)", width: Int(options.width),
      height: Int(options.height))
    self.window = window
    window.present()
    Task { @MainActor [weak self] in
      guard let self else { return }
      await self.waitUntilComplete()
      self.isWaitingForReadyFrame = true
      self.host.setNeedsDisplay()
    }
    guard options.watch else { return }
    switch options.source {
    case .file(let path):
      watcher = PreviewFeedWatcher(url: URL(fileURLWithPath: path)) { [weak self] in self?.reload() }
    case .endpoint:
      refreshTimer = GTKTimer(every: PreviewCommand.endpointRefreshInterval) { [weak self] _ in self?.reload()
      }
    }
  }

  /// Waits until the window's content is loaded (or failed) and the pictures on screen arrived
  /// (or failed; the pipeline ends every fetch within its timeout and a second). `ready` then
  /// waits for the first painted frame in which each of them was drawn faded in
  /// (``View/visibleImagesAreSettled(givenUp:)``), so a script's screenshot at `ready` shows them
  /// as they stay.
  private func waitUntilComplete() async {
    switch provider.state {
    case .idle, .loading: await provider.load()
    case .loaded, .failed: break
    }
    root.layoutIfNeeded()
    let report = await placement.waitForVisibleImages(timeout: Self.pictureTimeout + 1)
    givenUpPictures = Set(report.missing.map(\.url))
  }

  /// After the loop: stop watching and remove the seen marks' folder.
  package func finish() {
    watcher?.stop()
    heapTrim?.cancel()
    refreshTimer?.invalidate()
    try? frameLog?.close()
    try? FileManager.default.removeItem(at: seenDirectory)
  }

  private func configure(_ player: StoryPlayerView) {
    self.player = player
    // Video stories play through GStreamer, at most at a phone's full-screen size.
    player.mediaPlayer = VideoStoryMediaPlayer {
      GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 1080, height: 1920))
    }
    player.keyCommands.next = windowKeys
    host.keyCommands = player.keyCommands
    let onDismiss = player.onDismiss
    player.onDismiss = { [weak self] reason in
      onDismiss?(reason)
      self?.host.keyCommands = self?.windowKeys
      self?.trimHeapsOnceThePlayerIsGone()
    }
  }

  /// Gives the pages of glibc's freed heap blocks back once the closed player has been freed.
  /// glibc keeps them in its arenas: 2–3 MiB a close at scale 1, about 9 MiB at scale 2, the
  /// player's view tree and its drawing buffers (`bench soak`). The player outlives the dismiss
  /// call for a moment, so this looks every 50 ms, for up to 5 s (or until another opens).
  private func trimHeapsOnceThePlayerIsGone() {
    heapTrim?.cancel()
    heapTrim = Task { @MainActor [weak self] in
      for _ in 0..<100 {
        guard self?.player != nil, !Task.isCancelled else { break }
        try? await Task.sleep(for: .milliseconds(50))
      }
      guard !Task.isCancelled else { return }
      #if canImport(CMalloc)
        malloc_trim(0)
      #endif
    }
  }

  private func framePainted(_ frame: Int) {
    if let frameLog {
      let line = "\(frame) \(String(format: "%.3f", frameClock.now * 1_000))\n"
      frameLog.write(Data(line.utf8))
    }
    guard isWaitingForReadyFrame, !isReady, placement.visibleImagesAreSettled(givenUp: givenUpPictures) else {
      return
    }
    isReady = true
    if announcesReady {
      print("ready")
      fflush(nil)  // every stream: `stdout` is not concurrency-safe to name
    }
    onReady?()
  }

  // MARK: - The placement's reports

  package func onWidgetReady(widget: any WidgetController, ratio: Double) {
    root.ratio = ratio
    windowKeys.next = placement.keyCommands  // arrows page a banner, swipe a card
    host.setNeedsDisplay()
  }

  package func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
    if !isVisible {
      root.ratio = nil
      PreviewCommand.printError("preview: the placement shows nothing (\(hiddenReason))")
    }
    host.setNeedsDisplay()
  }

  package func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
    actionPrinter.write(PreviewActionLine.format(ContentAction(url: url, payload: payload)))
  }

  private var hiddenReason: String {
    switch provider.state {
    case .failed(let error): return "\(error)"
    case .loaded(let content, _):
      guard let kind = content.variant?.kind else { return content.resolution.summary }
      return registry.isRegistered(kind)
        ? "the \(kind.name) widget has nothing to show" : "no \(kind.name) widget"
    case .idle, .loading: return "nothing loaded"
    }
  }

  // MARK: - Watching

  /// The feed changed (or, for an endpoint, it is time to ask again): the provider reloads; the
  /// new content shows (keeping the open group and story), or the last good one stays with the
  /// broken edit's diagnostics in the strip.
  package func reload() {
    Task { @MainActor [weak self] in
      guard let self else { return }
      await self.provider.refresh()
      self.showDiagnostics(isStale: self.provider.lastFailure != nil)
      self.host.setNeedsDisplay()
    }
  }

  private func showDiagnostics(isStale: Bool) {
    var diagnostics: [Diagnostic] = []
    if isStale, case .invalidDocument(let problems) = provider.lastFailure {
      diagnostics = problems
    } else if isStale, let failure = provider.lastFailure {
      diagnostics = [Diagnostic(.error, .invalidValue, at: .root, failure.description)]
    } else if case .loaded(let content, _) = provider.state {
      diagnostics = content.diagnostics
    }
    guard diagnostics != shownDiagnostics || isStale != shownStale else { return }
    shownDiagnostics = diagnostics
    shownStale = isStale
    for diagnostic in diagnostics { PreviewCommand.printError("\(options.source.title): \(diagnostic)") }
    root.strip.content = PreviewDiagnosticStrip.content(
      for: diagnostics, fileName: options.source.title, isStale: isStale)
    root.setNeedsLayout()
  }
}
