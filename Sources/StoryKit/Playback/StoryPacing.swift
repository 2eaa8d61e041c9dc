/// How stories advance by themselves: what lets someone who reads slowly, or listens to a screen
/// reader, take each story at their own pace (WCAG 2.2.1, timing adjustable).
///
/// ```swift
/// ViewEnvironment.shared.storyPacing = .selfPaced   // before building views: every player waits
/// player.storyPacing = .scaled(2)                   // or for one player: twice as long per story
/// player.storyPacing = .timed                       // timed even while a screen reader runs
/// ```
///
/// The default, ``automatic``, is timed, and self-paced while a screen reader runs (the host
/// reports it: `View.isScreenReaderRunning`; StoryKitGTK's host follows the AT-SPI bus).
///
/// A story's video plays at its own speed whatever the pacing; it ends with the video, except
/// that a self-paced story holds at its end.
public enum StoryPacing: Sendable, Hashable {
  /// The default: each story runs for its duration, then the next starts; while a screen reader
  /// runs, as ``selfPaced``.
  case automatic
  /// Each story the clock times runs for its duration times the factor (a factor that is not
  /// finite and positive counts as 1).
  case scaled(Double)
  /// No story ends by itself: its progress fills and holds there until the user (a tap, a key,
  /// a swipe) or an assistive technology moves on.
  case selfPaced

  /// Each story runs for its duration, even while a screen reader runs (``scaled(_:)`` by 1).
  public static let timed = StoryPacing.scaled(1)

  /// The pacing in effect: ``automatic`` is ``selfPaced`` while a screen reader runs; any other
  /// pacing is what the app chose.
  public func resolved(screenReaderRunning: Bool) -> StoryPacing {
    self == .automatic && screenReaderRunning ? .selfPaced : self
  }

  /// The factor applied to clock-timed durations.
  var durationFactor: Double {
    guard case .scaled(let factor) = self, factor.isFinite, factor > 0 else { return 1 }
    return factor
  }

  /// Whether a story whose time ran out moves on by itself.
  var advancesByItself: Bool { self != .selfPaced }
}
