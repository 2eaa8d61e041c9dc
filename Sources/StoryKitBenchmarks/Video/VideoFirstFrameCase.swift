import Foundation
import StoryKitGStreamer
import StoryKitUI

/// `bench video`'s first-frame case: from `load(_:)` and `play()` of a new
/// ``GStreamerVideoPlayer`` to the change report that carries its first frame (a Cairo image),
/// for a local file or the same file over loopback HTTP. One warm-up run, then `runs` timed runs,
/// each with a new player, stopped after its frame.
struct VideoFirstFrameCase: Sendable {
  /// Where the clip is read from.
  enum Source: String, Sendable, CaseIterable {
    case file, http
  }

  let source: Source
  let width: Int
  let height: Int

  /// The timed runs, in milliseconds.
  @MainActor
  func measure(url: URL, runs: Int) async -> Result<[Double], VideoBenchFailure> {
    var samples: [Double] = []
    for run in 0..<(runs + 1) {
      let clock = ContinuousClock()
      let player = GStreamerVideoPlayer(audioOutput: .discarded)
      let watch = VideoPlayerWatch(player)
      let start = clock.now
      player.load(url)
      player.play()
      let arrived = await watch.wait(upTo: 120) { $0.currentFrame != nil || $0.state.isFailed }
      let state = player.state
      player.stop()
      guard arrived, let instant = watch.firstFrameInstant else {
        return .failure(
          VideoBenchFailure("no first frame from \(url.absoluteString) (state \(state), run \(run))"))
      }
      if run > 0 { samples.append((instant - start).seconds * 1_000) }
    }
    return .success(samples)
  }
}
