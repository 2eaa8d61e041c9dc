import Foundation
import StoryKitUI

/// A ``VideoPlayer`` for tests, driven by the test instead of a decoder: it loads at once (or
/// when told), plays only as far as ``advance(by:)`` moves it, buffers and fails on command, and
/// draws the frame a closure makes for each position. Every call is recorded in ``calls``.
///
/// ```swift
/// let video = ScriptedVideoPlayer(duration: 3) { time in frames.image(at: time) }
/// player.mediaPlayer = VideoStoryMediaPlayer { video }
/// video.advance(by: 1.5)   // the story's progress follows: 50 %
/// ```
@MainActor
public final class ScriptedVideoPlayer: VideoPlayer {
  public private(set) var state: VideoPlayerState = .idle
  public private(set) var position: Double = 0
  public private(set) var duration: Double?
  public private(set) var currentFrame: (any CanvasImage)?
  public var onChange: (@MainActor (VideoPlayerChange) -> Void)?
  public var isMuted: Bool {
    didSet { calls.append(isMuted ? "mute" : "unmute") }
  }

  /// The URL loaded last, `nil` when idle.
  public private(set) var url: URL?
  /// The calls made, in order: `load <url>`, `play`, `pause`, `seek <seconds>`, `stop`, `mute`,
  /// `unmute`.
  public private(set) var calls: [String] = []

  /// The video's length once loaded.
  public var scriptedDuration: Double?
  /// Whether ``load(_:)`` finishes at once (paused at the first frame); when `false`, the test
  /// calls ``finishLoading()``.
  public var loadsAtOnce: Bool
  private let frame: @MainActor (Double) -> (any CanvasImage)?
  private var wantsToPlay = false

  /// - Parameters:
  ///   - duration: the video's length, known once loaded (`nil` for a live stream).
  ///   - loadsAtOnce: whether loading finishes inside ``load(_:)``.
  ///   - isMuted: whether the sound starts off.
  ///   - frame: the frame shown at a position (seconds); `nil` shows none.
  public init(
    duration: Double? = 3, loadsAtOnce: Bool = true, isMuted: Bool = true,
    frame: @escaping @MainActor (Double) -> (any CanvasImage)? = { _ in nil }
  ) {
    scriptedDuration = duration
    self.loadsAtOnce = loadsAtOnce
    self.isMuted = isMuted
    self.frame = frame
  }

  public func load(_ url: URL) {
    calls.append("load \(url.lastPathComponent)")
    self.url = url
    state = .loading
    position = 0
    duration = nil
    currentFrame = nil
    wantsToPlay = false
    onChange?([.state, .position, .duration, .frame])
    if loadsAtOnce { finishLoading() }
  }

  public func play() {
    calls.append("play")
    guard url != nil else { return }
    if case .failed = state { return }
    wantsToPlay = true
    if state == .ended { position = 0 }
    if state == .paused || state == .ended { change(to: .playing, [.position, .frame]) }
  }

  public func pause() {
    calls.append("pause")
    wantsToPlay = false
    if state == .playing { change(to: .paused) }
  }

  public func seek(to seconds: Double) {
    calls.append("seek \(seconds)")
    guard url != nil, seconds.isFinite else { return }
    position = min(max(0, seconds), duration ?? .greatestFiniteMagnitude)
    currentFrame = frame(position)
    if state == .ended { state = .paused }
    onChange?([.state, .position, .frame])
  }

  public func stop() {
    calls.append("stop")
    url = nil
    wantsToPlay = false
    position = 0
    duration = nil
    currentFrame = nil
    state = .idle
    onChange?([.state, .position, .duration, .frame])
  }

  // MARK: - Script

  /// Ends loading: the duration is known and the first frame shows; playing if ``play()`` was
  /// called meanwhile.
  public func finishLoading() {
    guard state == .loading else { return }
    duration = scriptedDuration
    currentFrame = frame(position)
    change(to: wantsToPlay ? .playing : .paused, [.duration, .frame])
  }

  /// Plays `seconds` further when playing; at the duration it ends.
  public func advance(by seconds: Double) {
    guard state == .playing, seconds.isFinite, seconds > 0 else { return }
    position += seconds
    if let duration, position >= duration {
      position = duration
      wantsToPlay = false
      currentFrame = frame(position)
      change(to: .ended, [.position, .frame])
      return
    }
    currentFrame = frame(position)
    onChange?([.position, .frame])
  }

  /// Starts buffering, as a slow network does while playing.
  public func beginBuffering() {
    if state == .playing { change(to: .buffering) }
  }

  /// Ends buffering; playback goes on.
  public func endBuffering() {
    if state == .buffering { change(to: wantsToPlay ? .playing : .paused) }
  }

  /// Fails with `error`.
  public func fail(_ error: VideoPlayerError) {
    wantsToPlay = false
    change(to: .failed(error))
  }

  private func change(to newState: VideoPlayerState, _ extra: VideoPlayerChange = []) {
    state = newState
    onChange?(extra.union(.state))
  }
}
