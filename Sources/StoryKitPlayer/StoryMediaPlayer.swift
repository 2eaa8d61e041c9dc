import Foundation
import StoryKit
import StoryKitUI

/// Where a video story's playback is.
public enum StoryMediaState: Sendable, Hashable {
  /// Nothing loaded.
  case idle
  /// Loading or buffering: the story's time waits.
  case loading
  /// Playing, or ready to play (the first frame is there).
  case ready
  /// Played to its end; the story completes.
  case ended
  /// This build cannot play the video; the poster shows instead, for the story's duration.
  case unavailable(reason: String)
  /// The video failed; the story is skipped like a picture that failed.
  case failed(reason: String)
}

/// Plays a video story's media for the player. The player shows the poster through the image
/// pipeline first, adds ``view`` (when there is one) over it, and follows ``state``: `loading`
/// holds the story's time (and shows the loading view), `ready` lets it run with the story's
/// progress following ``position``, `ended` completes the story, `failed` skips it, and
/// `unavailable` keeps the poster with a notice.
///
/// The default, ``PosterStoryMediaPlayer``, plays nothing. ``VideoStoryMediaPlayer`` plays video
/// through any `VideoPlayer` (on Linux, `GStreamerVideoPlayer` from StoryKitGStreamer).
///
/// ``position``, ``duration``, ``isMuted``, ``captions`` and ``preload(_:)`` have defaults (no
/// video: 0, `nil`, muted, none, nothing), so a poster-only player need not write them.
@MainActor
public protocol StoryMediaPlayer: AnyObject {
  /// The view showing the video's frames, placed over the poster; `nil` when the poster is all
  /// there is to show.
  var view: View? { get }
  /// Where playback is.
  var state: StoryMediaState { get }
  /// Loads a story's video; playback starts with ``play()``.
  func load(_ video: VideoMedia)
  /// Plays (or resumes) the loaded video.
  func play()
  /// Pauses it, as a hold or the app's pause does.
  func pause()
  /// Stops and unloads it, as leaving the story does.
  func stop()

  /// Where the video is, in seconds from its start.
  var position: Double { get }
  /// The video's length in seconds, once known.
  var duration: Double? { get }
  /// Whether the sound is off; the player sets it from its mute button.
  var isMuted: Bool { get set }
  /// The loaded video's captions, once they have arrived; `nil` when it has none.
  var captions: CaptionTrack? { get }
  /// Gets the story the user is likely to see next ready (its first frame decoded), so it starts
  /// at once; ``load(_:)`` of the same video then takes it over.
  func preload(_ video: VideoMedia)
  /// Releases everything held for playback, the preloaded video too, as closing the player does.
  func release()
}

extension StoryMediaPlayer {
  /// No video: 0.
  public var position: Double { 0 }
  /// No video: `nil`.
  public var duration: Double? { nil }
  /// No sound: always muted, and setting it does nothing.
  public var isMuted: Bool {
    get { true }
    set {}
  }
  /// No captions.
  public var captions: CaptionTrack? { nil }
  /// Nothing to get ready.
  public func preload(_ video: VideoMedia) {}
  /// Stops.
  public func release() { stop() }
}

/// The media player of a build without video playback: the poster stands in for the video, and
/// the state says why.
public final class PosterStoryMediaPlayer: StoryMediaPlayer {
  /// Shows nothing over the poster.
  public var view: View? { nil }
  /// `unavailable` once a video is loaded.
  public private(set) var state: StoryMediaState = .idle

  /// Creates the poster-only player.
  public init() {}

  /// Notes that the video cannot play here.
  public func load(_ video: VideoMedia) {
    state = .unavailable(reason: "video playback is not part of this build; the poster is shown")
  }

  /// Nothing plays.
  public func play() {}
  /// Nothing plays.
  public func pause() {}
  /// Back to idle.
  public func stop() { state = .idle }
}
