/// How stories advance by themselves: what lets someone who reads slowly, or listens to a screen
/// reader, take each story at their own pace (WCAG 2.2.1, timing adjustable).
///
/// ```swift
/// ViewEnvironment.shared.storyPacing = .selfPaced   // before building views, e.g. while a screen reader runs
/// player.storyPacing = .scaled(2)                   // or for one player: twice as long per story
/// ```
///
/// A story's video plays at its own speed whatever the pacing; it ends with the video, except
/// that a self-paced story holds at its end.
public enum StoryPacing: Sendable, Hashable {
  /// Each story runs for its duration, then the next starts: the default.
  case automatic
  /// Each story the clock times runs for its duration times the factor (a factor that is not
  /// finite and positive counts as 1).
  case scaled(Double)
  /// No story ends by itself: its progress fills and holds there until the user (a tap, a key,
  /// a swipe) or an assistive technology moves on.
  case selfPaced

  /// The factor applied to clock-timed durations.
  var durationFactor: Double {
    guard case .scaled(let factor) = self, factor.isFinite, factor > 0 else { return 1 }
    return factor
  }

  /// Whether a story whose time ran out moves on by itself.
  var advancesByItself: Bool { self != .selfPaced }
}
