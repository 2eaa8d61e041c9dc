import Foundation

extension StoryPlayback {
  /// The current story's video reports where it is. From now until the story changes, the
  /// story's time is the video's `position` instead of the clock's, and its ``duration`` is the
  /// video's (`duration`, when known and positive). While nothing pauses playback, the story
  /// completes when the video has ended (or its position reached the duration), and the next
  /// story starts.
  ///
  /// A position that is not finite is ignored; one outside the video is clamped to it.
  @discardableResult
  public mutating func followMedia(
    position seconds: Double, duration: Double?, hasEnded: Bool, now: Double
  ) -> [Event] {
    advanceClock(to: now)
    guard !isDismissed else { return [] }
    isMediaTimed = true
    if let duration, duration.isFinite, duration > 0 { mediaDuration = duration }
    if hasEnded {
      elapsed = self.duration
    } else if seconds.isFinite {
      elapsed = min(max(0, seconds), self.duration)
    }
    return update(now: now)
  }
}
