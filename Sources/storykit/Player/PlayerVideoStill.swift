import Foundation
import StoryKit
import StoryKitPlayer
import StoryKitUI

/// Brings a render's video story to its moment: waits for the video to open, holds the story
/// with the app's pause (a still is stepped, not played), seeks the video to the moment and waits
/// for that frame, and waits for the captions. Every wait is bounded by `timeout` seconds of real
/// time; what did not arrive is returned as a note for standard error.
@MainActor
struct PlayerVideoStill {
  var timeout: Double

  func prepare(_ player: StoryPlayerView, at time: Double) async -> [String] {
    guard let media = player.mediaPlayer as? VideoStoryMediaPlayer,
      case .video(let video) = player.playback?.story?.media
    else { return [] }
    let name = video.url.lastPathComponent
    let deadline = ContinuousClock.now + .seconds(timeout)
    await wait(until: deadline) { media.state != .loading }
    switch media.state {
    case .ready, .ended: break
    case .failed(let reason): return ["  video \(name) did not play: \(reason)"]
    case .loading: return ["  video \(name) did not open within \(PlayerRenderError.seconds(timeout)) s"]
    default: return []
    }
    player.pause(.app)
    let shown = media.framesShown
    media.seek(to: time)
    await wait(until: deadline) { media.framesShown > shown && abs(media.position - time) < 0.1 }
    var notes: [String] = []
    if media.framesShown == shown {
      notes.append(
        "  video \(name): no frame at \(PlayerRenderError.seconds(time)) s arrived; the last one shows")
    } else if abs(media.position - time) >= 0.1 {
      notes.append(
        "  video \(name) stands at \(String(format: "%.2f", media.position)) s, "
          + "not at \(PlayerRenderError.seconds(time)) s")
    }
    if video.captionsURL != nil, player.showsCaptions {
      await wait(until: deadline) { !media.isLoadingCaptions }
      if media.isLoadingCaptions { notes.append("  the captions of \(name) did not arrive in time") }
    }
    return notes
  }

  /// Lets the main actor run (the video's reports arrive on it) until `condition` holds or the
  /// deadline passes.
  private func wait(until deadline: ContinuousClock.Instant, _ condition: () -> Bool) async {
    while !condition(), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }
}
