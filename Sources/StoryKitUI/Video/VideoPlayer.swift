import Foundation

/// Plays one video at a time and hands its current frame to views for drawing.
///
/// StoryKit's views talk to video only through this protocol. On Linux `GStreamerVideoPlayer`
/// (module `StoryKitGStreamer`) implements it; on Apple platforms an AVPlayer-backed type would take
/// its place, and tests can use a scripted fake.
///
/// ## Thread-safety
/// A video player is bound to the main actor: every property and method is used from the main
/// actor, and ``onChange`` is called there. Implementations decode on their own threads and hop to
/// the main actor before they change anything a view can see.
///
/// ## Lifecycle
/// ``load(_:)`` starts at ``VideoPlayerState/loading`` and prepares the first frame without playing;
/// ``play()`` may be called at once (playback starts when the video is ready). A player holds at
/// most one video: loading another releases the first, and ``stop()`` (or releasing the player)
/// releases everything. Problems never crash the app: they end in ``VideoPlayerState/failed(_:)``
/// with a ``VideoPlayerError``.
@MainActor
public protocol VideoPlayer: AnyObject {
  /// Where playback is.
  var state: VideoPlayerState { get }

  /// The time of the frame on screen, in seconds from the start of the video (0 before the first).
  var position: Double { get }

  /// The video's length in seconds, `nil` until it is known (or for a live stream).
  var duration: Double? { get }

  /// Whether the sound is off. Setting it takes effect at once, in any state.
  var isMuted: Bool { get set }

  /// The frame to draw now, `nil` before the first frame; the previous frame stays while the
  /// player buffers, pauses or seeks.
  var currentFrame: (any CanvasImage)? { get }

  /// Called on the main actor after ``state``, ``position``, ``duration`` or ``currentFrame``
  /// changed, with what changed. Set it to redraw a view.
  var onChange: (@MainActor (VideoPlayerChange) -> Void)? { get set }

  /// Releases any video, then opens `url` (a file, http or https URL) and prepares its first
  /// frame. The state goes to ``VideoPlayerState/loading``, then ``VideoPlayerState/paused`` (or
  /// ``VideoPlayerState/playing`` if ``play()`` was called), or ``VideoPlayerState/failed(_:)``.
  func load(_ url: URL)

  /// Starts or resumes playback; after ``VideoPlayerState/ended`` it starts again from the
  /// beginning. Does nothing when nothing is loaded or loading failed.
  func play()

  /// Pauses playback; the current frame stays.
  func pause()

  /// Moves playback to `seconds` from the start, clamped to the video; a paused player shows the
  /// frame there.
  func seek(to seconds: Double)

  /// Releases the video and everything decoding it; the state goes back to
  /// ``VideoPlayerState/idle`` and the frame to `nil`.
  func stop()
}

/// Where a ``VideoPlayer`` is.
public enum VideoPlayerState: Sendable, Hashable, CustomStringConvertible {
  /// Nothing loaded.
  case idle
  /// Opening the video and preparing its first frame.
  case loading
  /// Waiting for data during playback (a network stream); playback resumes by itself.
  case buffering
  /// Playing.
  case playing
  /// Paused (also after loading, until ``VideoPlayer/play()``).
  case paused
  /// Played to the end.
  case ended
  /// Stopped by a problem; ``VideoPlayer/load(_:)`` tries again.
  case failed(VideoPlayerError)

  public var description: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .buffering: "buffering"
    case .playing: "playing"
    case .paused: "paused"
    case .ended: "ended"
    case .failed(let error): "failed: \(error)"
    }
  }

  /// Whether the state is ``failed(_:)``, with any error.
  public var isFailed: Bool {
    if case .failed = self { true } else { false }
  }
}

/// What changed on a ``VideoPlayer``; passed to ``VideoPlayer/onChange``.
public struct VideoPlayerChange: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// ``VideoPlayer/state`` changed.
  public static let state = VideoPlayerChange(rawValue: 1 << 0)
  /// ``VideoPlayer/currentFrame`` changed (a new frame to draw).
  public static let frame = VideoPlayerChange(rawValue: 1 << 1)
  /// ``VideoPlayer/position`` changed.
  public static let position = VideoPlayerChange(rawValue: 1 << 2)
  /// ``VideoPlayer/duration`` changed.
  public static let duration = VideoPlayerChange(rawValue: 1 << 3)
}
