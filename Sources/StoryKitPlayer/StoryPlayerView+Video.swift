import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// Whether captions show now: ``captionsEnabled``, else the user's Closed Captions setting.
  public var showsCaptions: Bool { captionsEnabled ?? isClosedCaptioningEnabled }

  /// Turns video sound on or off, as the header's mute button does.
  public func toggleMute() {
    isVideoMuted.toggle()
  }

  /// Whether the current story is a video that ``mediaPlayer`` plays (not a poster standing in).
  var hasPlayableVideo: Bool {
    guard case .video = playback?.story?.media, mediaPlayer.view != nil else { return false }
    if case .unavailable = mediaPlayer.state { return false }
    return true
  }

  /// The mute state reaches the video, the header's button, and analytics.
  func videoMuteDidChange() {
    mediaPlayer.isMuted = isVideoMuted
    for page in pages { page.headerView.isMuted = isVideoMuted }
    guard hasPlayableVideo, let playback else { return }
    analytics?.record(isVideoMuted ? .videoMuted : .videoUnmuted, in: playback)
  }

  /// Asks the video to play while the story runs (or only waits for it), and to pause otherwise;
  /// only when that changes.
  func syncVideoPlayback() {
    guard hasPlayableVideo, let playback else { return }
    let shouldPlay = !playback.isDismissed && playback.pauseReasons.isSubset(of: [.loading])
    guard videoRequest != shouldPlay else { return }
    videoRequest = shouldPlay
    shouldPlay ? mediaPlayer.play() : mediaPlayer.pause()
  }

  /// Each tick: the story's progress follows the video, a video that stops to buffer holds the
  /// story and shows the loading view, and the video's analytics are recorded.
  func followVideo(now: Double) {
    guard hasPlayableVideo, let playback, !playback.isDismissed else { return }
    switch mediaPlayer.state {
    case .loading where playback.isRunning:
      if videoProgress.hasStarted { videoProgress.bufferingStartedAt = now }
      quality.stallBegan(now: now)
      loadStartedAt = now
      loadingView.show()
      mutate { $0.pause(.loading, now: $1) }
    case .ready, .ended:
      let hasEnded = mediaPlayer.state == .ended
      if playback.isRunning {
        if !videoProgress.hasStarted {
          videoProgress.hasStarted = true
          analytics?.record(.videoStarted, in: playback)
        }
        let length = mediaPlayer.duration ?? playback.duration
        let fraction = hasEnded ? 1 : length > 0 ? mediaPlayer.position / length : 0
        for quartile in videoProgress.newQuartiles(at: fraction) {
          analytics?.record(.videoQuartile, in: playback, properties: ["quartile": .number(Double(quartile))])
        }
      }
      let position = mediaPlayer.position
      let duration = mediaPlayer.duration
      mutate { $0.followMedia(position: position, duration: duration, hasEnded: hasEnded, now: $1) }
    case .failed where !playback.pauseReasons.contains(.loading):
      // Failed while it played: held, noticed and skipped as a story whose media failed to load.
      loadStartedAt = now
      mutate { $0.pause(.loading, now: $1) }
      checkMedia(now: now)
    default:
      break
    }
  }

  /// A video that had stopped to buffer goes on: the wait is recorded.
  func videoDidFinishBuffering(now: Double) {
    guard let start = videoProgress.bufferingStartedAt, let playback else { return }
    videoProgress.bufferingStartedAt = nil
    let seconds = max(0, now - start)
    analytics?.record(.videoBuffered, in: playback, properties: ["seconds": .number(seconds)])
  }

  /// Shows the captions of the video's current position, when captions show.
  func updateCaptions() {
    guard showsCaptions, hasPlayableVideo, let track = mediaPlayer.captions else {
      currentPage.showCaptions([])
      return
    }
    currentPage.showCaptions(track.cues(at: mediaPlayer.position))
  }

  /// Gets the next story's video ready, when the next story in the group is a video.
  ///
  /// Under a ``PrefetchPolicy`` with a byte budget it does not: a video's preroll downloads as
  /// much as its player buffers, which no budget can hold to, so the next video loads when its
  /// story starts (and counts as a prefetch the budget stopped).
  func preloadNextVideo() {
    guard let playback, let group = playback.group else { return }
    let next = playback.position.story + 1
    guard group.stories.indices.contains(next), case .video(let video) = group.stories[next].media else {
      return
    }
    if let prefetchBudget, prefetchBudget.limit != nil {
      prefetchBudget.noteSkipped()
      return
    }
    mediaPlayer.preload(video)
  }
}
