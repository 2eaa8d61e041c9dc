import Foundation
import StoryKit
import StoryKitUI

/// The current story's media: showing it, waiting for it, and noticing when it fails.
extension StoryPlayerView {
  /// The current story on the current page; its time waits for its media.
  func showStory() {
    guard let playback, let group = playback.group, let story = playback.story else { return }
    currentPage.show(group, story: playback.position.story, progress: playback.progress)
    currentPage.place(loadingView.view, as: .loading)
    currentPage.layoutIfNeeded()
    failedAt = nil
    mediaPlayer.stop()
    videoProgress = VideoStoryProgress()
    videoRequest = nil
    if case .video(let video) = story.media {
      mediaPlayer.isMuted = isVideoMuted
      mediaPlayer.load(video)
      placeMediaPlayerView()
      if case .unavailable(let reason) = mediaPlayer.state {
        currentPage.showNotice(videoUnavailableNotice)
        StoryKitLog.warning("story \(story.id) of \(group.id): \(reason)")
      }
    }
    currentPage.headerView.showsMuteButton = hasPlayableVideo
    currentPage.headerView.isMuted = isVideoMuted
    if isMediaReady {
      loadingView.hide()
      mediaPresented()
      return
    }
    loadStartedAt = clock.now
    loadingView.show()
    var paused = playback
    _ = paused.pause(.loading, now: clock.now)
    self.playback = paused
  }

  func placeMediaPlayerView() {
    guard let view = mediaPlayer.view else { return }
    currentPage.place(view, as: .video)
    view.frame = currentPage.bounds
  }

  /// Whether the current story can run: its picture is there (or it has none), and its video
  /// is not still loading.
  var isMediaReady: Bool {
    switch mediaPlayer.state {
    case .loading, .failed: return false
    case .ready, .ended: if hasPlayableVideo { return true }
    default: break
    }
    guard mediaView.url != nil else { return true }
    if case .loaded = mediaView.loadState { return true }
    return false
  }

  var isMediaFailed: Bool {
    if case .failed = mediaPlayer.state { return true }
    if case .failed = mediaView.loadState { return true }
    return false
  }

  /// Writes the notice showing over the story again (the failure notice, or the one for a video
  /// this build cannot play), in the player's language now: a change of locale or of the
  /// appearance's strings reaches a notice already on screen.
  func rewriteShownNotice() {
    if failedAt != nil {
      currentPage.showNotice(failureNotice)
    } else if case .unavailable = mediaPlayer.state {
      currentPage.showNotice(videoUnavailableNotice)
    }
  }

  /// While loading: resumes once the media is there; a failure or a load past ``loadTimeout``
  /// shows the notice, and the story is skipped once the notice has shown long enough.
  func checkMedia(now: Double) {
    if let failedAt {
      guard now - failedAt >= failureNoticeDuration else { return }
      self.failedAt = nil
      mutate { $0.storyFailed(now: $1) }
      return
    }
    if isMediaReady {
      loadingView.hide()
      mediaPresented()
      videoDidFinishBuffering(now: now)
      mutate { $0.resume(.loading, now: $1) }
    } else if isMediaFailed || now - (loadStartedAt ?? now) >= loadTimeout {
      failedAt = now
      mediaFailureReason = currentFailureReason()
      loadingView.hide()
      currentPage.showNotice(failureNotice)
      if let group = playback?.group, let story = playback?.story {
        StoryKitLog.warning(
          "story \(story.id) of group \(group.id): its media did not load (\(mediaView.loadState)); skipping it"
        )
      }
    }
  }
}
