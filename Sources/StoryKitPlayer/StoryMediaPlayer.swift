import Foundation
import StoryKit
import StoryKitUI

/// Where a video story's playback is.
public enum StoryMediaState: Sendable, Hashable {
  /// Nothing loaded.
  case idle
  /// Loading or buffering: the story's time waits.
  case loading
  /// Playing, or ready to play.
  case ready
  /// This build cannot play the video; the poster shows instead, for the story's duration.
  case unavailable(reason: String)
  /// The video failed; the story is skipped like a picture that failed.
  case failed(reason: String)
}

/// Plays a video story's media for the player. The player shows the poster through the image
/// pipeline first, adds ``view`` (when there is one) over it, and follows ``state``: `loading`
/// holds the story's time, `failed` skips the story, `unavailable` keeps the poster with a notice.
///
/// The default, ``PosterStoryMediaPlayer``, plays nothing: video playback comes with StoryKit's
/// video module, which supplies a conforming player.
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
