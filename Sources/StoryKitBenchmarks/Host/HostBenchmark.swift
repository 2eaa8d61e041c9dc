/// `storykit-bench host`'s settings: how long to play and how long to sit idle.
///
/// The benchmark itself runs in the `storykit` executable, which links the GTK host (this
/// library does not import GTK): it opens a 420 × 760 pt window at scale 2 with the demo feed's
/// story bar, opens the player, and records every frame for ``seconds``
/// (``HostFrameTimings``), the process's CPU time while playing and for ``idleSeconds`` once the
/// player has closed (``ProcessCPUSample``), then prints ``HostBenchmarkReport``'s lines.
///
/// ```swift
/// let settings = HostBenchmark(seconds: 10, idleSeconds: 5, groupID: "new-in")
/// ```
package struct HostBenchmark: Sendable, Equatable {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "host"
  package static let synopsis =
    "[--case playback|transition] [--seconds N] [--idle N] [--group ID] [--feed <feed.json>]"
  package static let summary = "GTK host: tick to drawn during playback, CPU % (no DISPLAY: xvfb-run)"
  /// The seconds `--seconds` accepts.
  package static let secondsRange = 1...600
  /// The seconds `--idle` accepts.
  package static let idleSecondsRange = 1...60
  /// The window's content size in points.
  package static let size = (width: 420.0, height: 760.0)
  /// The device pixels per point the benchmark runs at.
  package static let scale = 2
  /// The demo feed, relative to the repository root.
  package static let defaultFeedPath = "Examples/feeds/demo.json"
  /// The group the player opens: its stories are pictures from the feed's folder (no network, no
  /// video), so the first story shows at once.
  package static let defaultGroupID = "new-in"

  /// What the window does while its frames are recorded.
  package enum Scenario: String, Sendable, CaseIterable {
    /// The story plays.
    case playback
    /// A scripted finger turns the cube towards the next group and lets go short of half way,
    /// once a second: 0.6 s of drag, then the settle back (``HostBenchSession``).
    case transition
  }

  /// What is recorded: playback, or cube swipes.
  package var scenario = Scenario.playback
  /// Seconds of playback whose frames are recorded.
  package var seconds: Int
  /// Seconds of idle after the player has closed and nothing moves.
  package var idleSeconds: Int
  /// The group the player opens.
  package var groupID: String
  /// The feed whose bar the window shows.
  package var feedPath: String

  /// Settings for a run.
  /// - Parameters:
  ///   - seconds: Seconds of playback recorded, in ``secondsRange``.
  ///   - idleSeconds: Seconds of idle measured, in ``idleSecondsRange``.
  ///   - groupID: The group the player opens.
  ///   - feedPath: The feed file.
  package init(
    seconds: Int = 10, idleSeconds: Int = 5, groupID: String = HostBenchmark.defaultGroupID,
    feedPath: String = HostBenchmark.defaultFeedPath
  ) {
    self.seconds = seconds
    self.idleSeconds = idleSeconds
    self.groupID = groupID
    self.feedPath = feedPath
  }
}
