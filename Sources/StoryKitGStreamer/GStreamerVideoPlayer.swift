import Foundation
import StoryKitUI

/// ``VideoPlayer`` on GStreamer: a `playbin` for file, http and https URLs whose video goes
/// through `videoconvert` and `videoscale` into an `appsink` as BGRA frames, each wrapped, without
/// a copy, in a Cairo image (`CairoImage`) that a Cairo canvas draws.
///
/// - Sound goes to ``audioOutput``: the default audio device, or discarded when there is none
///   or when asked; ``isMuted`` sets `playbin`'s `mute`.
/// - Errors from the bus become ``VideoPlayerError`` values; no data for ``stallTimeout`` seconds
///   while loading or buffering fails with ``VideoPlayerError/stalled(timeout:)``, and so does
///   an error that comes after such a silence (the source giving up on the silent server: a
///   read timeout, a dropped connection, a retry the server refuses), however late the main
///   actor gets to either.
/// - A player holds at most one pipeline, and the appsink keeps at most 3 frames.
///
/// ## Thread-safety
/// The player is main-actor bound, like every ``VideoPlayer``. GStreamer's streaming and bus
/// threads never touch it: they post events and frames to a locked mailbox, and the main actor
/// takes them in order and then calls ``onChange``. Releasing the player (or ``stop()``) stops
/// the pipeline and joins its threads.
@MainActor
public final class GStreamerVideoPlayer: VideoPlayer {
  public private(set) var state: VideoPlayerState = .idle
  public private(set) var position: Double = 0
  public private(set) var duration: Double?
  public private(set) var currentFrame: (any CanvasImage)?
  public var onChange: (@MainActor (VideoPlayerChange) -> Void)?

  public var isMuted: Bool {
    didSet { pipeline?.setMuted(isMuted) }
  }

  /// Frames are scaled down, aspect kept, to fit inside this size; `nil` keeps the video's size.
  /// A change applies from the next ``load(_:)``.
  public var maximumFrameSize: PixelSize?

  /// How long, in seconds, loading or buffering may go without data before the player fails
  /// with ``VideoPlayerError/stalled(timeout:)``. The network source waits 5 s longer on a silent
  /// server (from the next ``load(_:)``): the player, not the source's own 15 s, decides.
  public var stallTimeout: Double

  /// How many seconds of a streamed video are buffered before it plays, and again after it
  /// stalls; the default, 1 s, starts a short clip sooner than GStreamer's own 2 s. A change
  /// applies from the next ``load(_:)``; values outside 0.1–30 s are clamped, a non-finite one
  /// keeps the default. Local files do not buffer.
  public var bufferDuration: Double {
    get { storedBufferDuration }
    set { storedBufferDuration = newValue.isFinite ? min(max(newValue, 0.1), 30) : 1 }
  }
  private var storedBufferDuration = 1.0

  /// Where the sound goes; fixed at init.
  public let audioOutput: GStreamerAudioOutput

  /// The URL loaded last, `nil` when idle.
  public private(set) var url: URL?

  private(set) var pipeline: GStreamerPipeline?
  private var wantsToPlay = false
  private var isPrerolled = false
  private var isBuffering = false
  private var pendingSeek: Double?
  private var watchdog: Task<Void, Never>?

  /// A player with nothing loaded.
  /// - Parameters:
  ///   - maximumFrameSize: frames are scaled down to fit (the display size in pixels).
  ///   - audioOutput: where the sound goes: the default audio device (discarded when this machine
  ///     has none that works), or ``GStreamerAudioOutput/discarded``.
  ///   - isMuted: whether the sound starts off.
  ///   - stallTimeout: seconds without data before loading or buffering fails.
  ///   - bufferDuration: seconds of a streamed video buffered before it plays (see
  ///     ``bufferDuration``).
  public init(
    maximumFrameSize: PixelSize? = nil, audioOutput: GStreamerAudioOutput = .defaultDevice,
    isMuted: Bool = true, stallTimeout: Double = 10, bufferDuration: Double = 1
  ) {
    self.maximumFrameSize = maximumFrameSize
    self.audioOutput = audioOutput
    // Found out in the background now, so the first load rarely waits for it.
    if audioOutput == .defaultDevice { GStreamerAudioDeviceProbe.start() }
    self.isMuted = isMuted
    self.stallTimeout = stallTimeout.isFinite && stallTimeout > 0 ? stallTimeout : 10
    self.bufferDuration = bufferDuration
  }

  isolated deinit {
    watchdog?.cancel()
  }

  /// The GStreamer pipelines alive now, in every player (`storykit-bench soak` reports them).
  package nonisolated static var livePipelineCount: Int { GStreamerPipeline.liveCount }

  /// Whether GStreamer started on this machine; when it did not, every load fails with
  /// ``VideoPlayerError/other(message:)`` naming why.
  public nonisolated static var isAvailable: Bool {
    GStreamerRuntime.initializationError == nil
  }

  public func load(_ url: URL) {
    release()
    self.url = url
    var changes: VideoPlayerChange = [.state, .position, .duration, .frame]
    defer { onChange?(changes) }
    guard let scheme = url.scheme?.lowercased(), ["file", "http", "https"].contains(scheme) else {
      state = .failed(.unsupportedURL(url))
      return
    }
    if url.isFileURL, !FileManager.default.fileExists(atPath: url.path) {
      state = .failed(.noSuchFile(url))
      return
    }
    let mailbox = GStreamerMailbox { [weak self] mailbox in
      Task { @MainActor in self?.drain(mailbox) }
    }
    do {
      let pipeline = try GStreamerPipeline(
        url: url, maximumFrameSize: maximumFrameSize, audioOutput: audioOutput, isMuted: isMuted,
        bufferDuration: bufferDuration, sourceTimeout: stallTimeout + 5, mailbox: mailbox)
      self.pipeline = pipeline
      state = .loading
      armWatchdog(after: stallTimeout)
      if !pipeline.setState(.paused) {
        fail(.other(message: "GStreamer could not open \(url.absoluteString)"), changes: &changes)
      }
    } catch {
      state = .failed(error)
    }
  }

  public func play() {
    guard let pipeline else { return }
    wantsToPlay = true
    if state == .ended {
      pendingSeek = nil
      if pipeline.seek(to: 0) { pipeline.mailbox.discardBeforeSeek() }
      position = 0
      state = .loading
      onChange?([.state, .position])
    }
    if !isBuffering { pipeline.setState(.playing) }
  }

  public func pause() {
    guard let pipeline else { return }
    wantsToPlay = false
    pipeline.setState(.paused)
  }

  public func seek(to seconds: Double) {
    guard let pipeline, seconds.isFinite else { return }
    let target = min(max(0, seconds), duration ?? .greatestFiniteMagnitude)
    var changes: VideoPlayerChange = .position
    position = target
    if isPrerolled, pipeline.seek(to: target) {
      // An end or a frame the pipeline reported before the seek, not yet drained, would undo it.
      pipeline.mailbox.discardBeforeSeek()
      pendingSeek = nil
    } else {
      pendingSeek = target
    }
    if state == .ended {
      state = wantsToPlay ? .loading : .paused
      changes.insert(.state)
    }
    onChange?(changes)
  }

  public func stop() {
    release()
    url = nil
    onChange?([.state, .position, .duration, .frame])
  }

  /// Drops the pipeline and resets everything to idle, without telling ``onChange``.
  private func release() {
    watchdog?.cancel()
    watchdog = nil
    pipeline = nil
    state = .idle
    position = 0
    duration = nil
    currentFrame = nil
    wantsToPlay = false
    isPrerolled = false
    isBuffering = false
    pendingSeek = nil
  }

  // MARK: - Events from GStreamer

  /// Applies what the pipeline's threads left in `mailbox`, if it is the current pipeline's.
  private func drain(_ mailbox: GStreamerMailbox) {
    let (entries, frame) = mailbox.take()
    guard let pipeline, pipeline.mailbox === mailbox else { return }
    var changes: VideoPlayerChange = []
    if let frame {
      currentFrame = frame.image
      changes.insert(.frame)
      if pendingSeek == nil, let time = frame.time, time != position, state != .ended {
        position = time
        changes.insert(.position)
      }
    }
    var hasSeeked = false
    for entry in entries {
      // A seek made while applying this batch flushed the stream: an end after it is stale.
      if hasSeeked, entry.event == .endOfStream { continue }
      // The stream had already gone silent for the timeout when this error came: the stall came
      // first, and the error (souphttpsrc's retry after its read timeout, say, refused by a
      // server without ranges as "does not support seeking") is its consequence.
      if case .error = entry.event, isWatchingForStall, entry.silence >= stallTimeout {
        fail(.stalled(timeout: stallTimeout), changes: &changes)
        break
      }
      hasSeeked = apply(entry.event, to: pipeline, changes: &changes) || hasSeeked
      if self.pipeline == nil { break }
    }
    if !changes.isEmpty { onChange?(changes) }
  }

  /// Applies one event; `true` when it issued the seek that was waiting for the preroll.
  @discardableResult
  private func apply(
    _ event: GStreamerEvent, to pipeline: GStreamerPipeline, changes: inout VideoPlayerChange
  ) -> Bool {
    var hasSeeked = false
    switch event {
    case .asyncDone:
      isPrerolled = true
      updateDuration(from: pipeline, changes: &changes)
      if let target = pendingSeek, pipeline.seek(to: target) {
        pipeline.mailbox.discardBeforeSeek()
        pendingSeek = nil
        hasSeeked = true
      }
      if state == .loading, !wantsToPlay {
        setState(.paused, changes: &changes)
      } else if wantsToPlay, !isBuffering {
        pipeline.setState(.playing)
      }
    case .pipelineState(.playing):
      // While buffering, a PLAYING asked for before the buffering began (and undone since, as
      // the player paused the pipeline) is not playback: the player still waits for data, and
      // its stall watch goes on.
      if state != .ended, !isBuffering { setState(.playing, changes: &changes) }
    case .pipelineState(.paused):
      if !wantsToPlay, !isBuffering, isPrerolled, state == .playing || state == .loading {
        setState(.paused, changes: &changes)
      }
    case .pipelineState:
      break
    case .buffering(let percent):
      if percent < 100 {
        isBuffering = true
        if wantsToPlay { pipeline.setState(.paused) }
        if state == .playing {
          setState(.buffering, changes: &changes)
          armWatchdog(after: stallTimeout)
        }
      } else if isBuffering {
        isBuffering = false
        if wantsToPlay {
          pipeline.setState(.playing)
        } else if state == .buffering {
          setState(.paused, changes: &changes)
        }
      }
    case .durationChanged:
      updateDuration(from: pipeline, changes: &changes)
    case .endOfStream:
      wantsToPlay = false
      pipeline.setState(.paused)
      updateDuration(from: pipeline, changes: &changes)
      if let duration, position != duration {
        position = duration
        changes.insert(.position)
      }
      setState(.ended, changes: &changes)
    case .error(let error):
      fail(error, changes: &changes)
    }
    return hasSeeked
  }

  private func updateDuration(from pipeline: GStreamerPipeline, changes: inout VideoPlayerChange) {
    guard let value = pipeline.duration(), value != duration else { return }
    duration = value
    changes.insert(.duration)
  }

  private func setState(_ newState: VideoPlayerState, changes: inout VideoPlayerChange) {
    guard newState != state else { return }
    state = newState
    changes.insert(.state)
  }

  /// Ends in `.failed(error)` and releases the pipeline; the last frame stays.
  private func fail(_ error: VideoPlayerError, changes: inout VideoPlayerChange) {
    watchdog?.cancel()
    watchdog = nil
    pipeline = nil
    wantsToPlay = false
    isBuffering = false
    pendingSeek = nil
    setState(.failed(error), changes: &changes)
  }

  // MARK: - Stalls

  /// Whether a silence of ``stallTimeout`` now fails the player: loading or buffering, watched.
  private var isWatchingForStall: Bool {
    watchdog != nil && (state == .loading || state == .buffering)
  }

  /// Checks for a stall in `delay` seconds.
  private func armWatchdog(after delay: Double) {
    watchdog?.cancel()
    watchdog = Task { [weak self] in
      try? await Task.sleep(for: .seconds(delay))
      guard !Task.isCancelled else { return }
      self?.checkStall()
    }
  }

  /// Fails with `.stalled` if loading or buffering has gone ``stallTimeout`` without the stream
  /// moving; else checks again when that would be the case.
  private func checkStall() {
    guard let mailbox = pipeline?.mailbox else { return }
    // What the pipeline's threads delivered while the main actor was busy elsewhere counts: a
    // busy main thread is not a stalled stream. The silence is measured from when the stream
    // last moved, as its threads posted it, not from when the main actor saw it.
    drain(mailbox)
    // Failed, or another load from a change handler: nothing to watch here any more.
    guard pipeline?.mailbox === mailbox else { return }
    guard state == .loading || state == .buffering else {
      watchdog = nil
      return
    }
    let silence = mailbox.silence
    guard silence >= stallTimeout else {
      armWatchdog(after: stallTimeout - silence)
      return
    }
    var changes: VideoPlayerChange = []
    fail(.stalled(timeout: stallTimeout), changes: &changes)
    onChange?(changes)
  }
}
