import Foundation
import StoryKitGStreamer
import StoryKitUI

/// Watches a player's change reports for `bench video`: when its first frame arrived, how many
/// frames reached the main actor, and waits for a state.
@MainActor
final class VideoPlayerWatch {
  let player: GStreamerVideoPlayer
  /// When the first report with a frame arrived.
  private(set) var firstFrameInstant: ContinuousClock.Instant?
  /// Reports that carried a new frame.
  private(set) var framesSeen = 0
  /// Distinct frames reported: the first, then each frame whose time moved the position (the
  /// prerolled frame is reported again when playing starts, with the same time).
  private(set) var distinctFrames = 0

  private let clock = ContinuousClock()
  private var waiting:
    (condition: @MainActor (GStreamerVideoPlayer) -> Bool, continuation: CheckedContinuation<Bool, Never>)?

  init(_ player: GStreamerVideoPlayer) {
    self.player = player
    player.onChange = { [weak self] change in self?.changed(change) }
  }

  /// Waits until `condition` holds, checked after every report; `false` after `seconds`.
  func wait(
    upTo seconds: Double, until condition: @escaping @MainActor (GStreamerVideoPlayer) -> Bool
  ) async -> Bool {
    if condition(player) { return true }
    let timeout = Task { [weak self] in
      try? await Task.sleep(for: .seconds(seconds))
      guard !Task.isCancelled else { return }
      self?.finish(false)
    }
    defer { timeout.cancel() }
    return await withCheckedContinuation { continuation in
      waiting = (condition, continuation)
    }
  }

  private func changed(_ change: VideoPlayerChange) {
    if change.contains(.frame), player.currentFrame != nil {
      framesSeen += 1
      if framesSeen == 1 || change.contains(.position) { distinctFrames += 1 }
      if firstFrameInstant == nil { firstFrameInstant = clock.now }
    }
    if let waiting, waiting.condition(player) { finish(true) }
  }

  private func finish(_ result: Bool) {
    guard let waiting else { return }
    self.waiting = nil
    waiting.continuation.resume(returning: result)
  }
}
