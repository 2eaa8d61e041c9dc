import Foundation
import StoryKit
import StoryKitUI

/// Plays video stories through any ``VideoPlayer``: GStreamer's on Linux
/// (`GStreamerVideoPlayer`), AVPlayer's on Apple platforms, a scripted one in tests.
///
/// ```swift
/// player.mediaPlayer = VideoStoryMediaPlayer {
///   GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 1080, height: 1920))
/// }
/// ```
///
/// - **Frames.** ``view`` draws the video's current frame over the poster; until the first frame
///   it draws nothing, so the poster shows.
/// - **State.** Loading and buffering are ``StoryMediaState/loading`` (the story's time waits and
///   the loading view shows); playing and paused are ``StoryMediaState/ready``; the end is
///   ``StoryMediaState/ended``; a failure is ``StoryMediaState/failed(reason:)`` with the
///   player's error.
/// - **Preloading.** ``preload(_:)`` opens the next story's video in a second player, paused at its
///   first frame; loading that video then takes the second player over. At most two players (two
///   decoders) are alive: the current video and the next.
/// - **Captions.** A video with a ``VideoMedia/captionsURL`` has its WebVTT loaded off the main
///   actor by ``captionLoader``; ``captions`` holds them once they arrive. Malformed cues are
///   skipped, each with a warning naming the file and line.
@MainActor
public final class VideoStoryMediaPlayer: StoryMediaPlayer {
  /// The view showing the frames.
  public let frameView = VideoFrameView()
  /// Loads captions files.
  public var captionLoader = CaptionTrackLoader()
  /// Called after the video's state, position or frame changed (the story player redraws).
  public var onChange: (@MainActor () -> Void)?

  public var view: View? { frameView }
  public var state: StoryMediaState { Self.storyState(of: current) }
  public var position: Double { current?.position ?? 0 }
  public var duration: Double? { current?.duration }
  public private(set) var captions: CaptionTrack?
  /// How many frames the current and earlier videos have shown (renders wait for the next).
  public private(set) var framesShown = 0
  /// Whether the current video's captions are on their way.
  public var isLoadingCaptions: Bool { captionsTask != nil }

  public var isMuted = true {
    didSet {
      current?.isMuted = isMuted
      spare?.isMuted = isMuted
    }
  }

  /// The player of the current video; `nil` before the first load.
  public private(set) var current: (any VideoPlayer)?
  /// The video the current player holds.
  private var currentVideo: VideoMedia?
  /// The second player: the preloaded next video, or an idle one kept for it.
  private var spare: (any VideoPlayer)?
  /// The video the spare holds, if it was preloaded.
  private var spareVideo: VideoMedia?
  private var captionsTask: Task<Void, Never>?
  private let makePlayer: @MainActor () -> any VideoPlayer

  /// - Parameter makePlayer: makes a video player; called at most twice (the current video and
  ///   the next one).
  public init(makePlayer: @escaping @MainActor () -> any VideoPlayer) {
    self.makePlayer = makePlayer
  }

  public func load(_ video: VideoMedia) {
    if let spare, spareVideo?.url == video.url {
      // The preloaded video becomes the current one; the old current is kept for the next preload.
      let old = current
      current = spare
      self.spare = old
      spareVideo = nil
      old?.stop()
      old?.onChange = nil
    } else {
      let player = current ?? makePlayer()
      current = player
      player.isMuted = isMuted
      player.load(video.url)
    }
    currentVideo = video
    attach(current)
    loadCaptions(of: video)
  }

  public func preload(_ video: VideoMedia) {
    guard spareVideo?.url != video.url, currentVideo?.url != video.url else { return }
    let player = spare ?? makePlayer()
    spare = player
    spareVideo = video
    player.onChange = nil
    player.isMuted = isMuted
    player.load(video.url)
  }

  /// Moves the current video to `seconds` (a paused video shows the frame there).
  public func seek(to seconds: Double) { current?.seek(to: seconds) }

  public func play() { current?.play() }
  public func pause() { current?.pause() }

  public func stop() {
    current?.stop()
    currentVideo = nil
    captionsTask?.cancel()
    captionsTask = nil
    captions = nil
    frameView.frameDidChange()
  }

  /// Releases both players (the decoders and their memory), as closing the player does.
  public func release() {
    stop()
    spare?.stop()
    current = nil
    spare = nil
    spareVideo = nil
    frameView.player = nil
  }

  private func attach(_ player: (any VideoPlayer)?) {
    frameView.player = player
    player?.onChange = { [weak self] change in
      if change.contains(.frame) {
        self?.framesShown += 1
        self?.frameView.frameDidChange()
      }
      self?.onChange?()
    }
    frameView.frameDidChange()
  }

  private func loadCaptions(of video: VideoMedia) {
    captionsTask?.cancel()
    captions = nil
    guard let url = video.captionsURL else {
      captionsTask = nil
      return
    }
    let loader = captionLoader
    captionsTask = Task { [weak self] in
      let outcome: Result<WebVTTParser.Result, CaptionLoadError>
      do throws(CaptionLoadError) {
        outcome = .success(try await loader.load(url))
      } catch {
        outcome = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      self.captionsTask = nil
      switch outcome {
      case .success(let result):
        for diagnostic in result.diagnostics {
          StoryKitLog.warning("captions \(url.lastPathComponent): \(diagnostic)")
        }
        self.captions = result.track
      case .failure(let error):
        StoryKitLog.warning("\(error); the video plays without captions")
      }
      self.onChange?()
    }
  }

  /// The story player's view of a video player's state.
  static func storyState(of player: (any VideoPlayer)?) -> StoryMediaState {
    guard let player else { return .idle }
    switch player.state {
    case .idle: return .idle
    case .loading, .buffering: return .loading
    case .playing, .paused: return .ready
    case .ended: return .ended
    case .failed(let error): return .failed(reason: error.description)
    }
  }
}
