/// `storykit-bench soak`'s settings: how many times the preview opens and closes a group, and how
/// long each group plays.
///
/// The benchmark runs in the `storykit` executable, which links the GTK host (this library does
/// not import GTK): it opens the real `storykit preview` window (420 × 760 pt, at scale 1 as on a plain display) on the
/// demo feed, waits for the bar's pictures, reads the resident set (the bar alone), then for each
/// cycle taps the next group's cell, lets the player play for ``dwellSeconds`` once its picture
/// is on screen, closes it with Esc and, once it is gone, reads the resident set again
/// (``SoakSample``). ``SoakReport`` turns the samples into the table and the final lines.
///
/// ```swift
/// let settings = SoakBenchmark(cycles: 60, dwellSeconds: 1)
/// ```
package struct SoakBenchmark: Sendable, Equatable {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "soak"
  package static let synopsis = "[--cycles N] [--dwell S] [--scale 1|2] [--feed <feed.json>]"
  package static let summary = "the preview's memory over open-and-close cycles (no DISPLAY: xvfb-run)"
  /// The cycles `--cycles` accepts.
  package static let cyclesRange = 1...1_000
  /// The seconds `--dwell` accepts (a decimal number).
  package static let dwellRange = 0.0...30.0
  /// The window's content size in points.
  package static let size = (width: 420.0, height: 760.0)
  /// The device pixels per point `--scale` accepts.
  package static let scales = [1, 2]
  /// The demo feed, relative to the repository root.
  package static let defaultFeedPath = "Examples/feeds/demo.json"
  /// The preview's memory image cache bound, in bytes (`ImagePipeline.cairo()`'s default).
  package static let cacheBound = 64 * 1024 * 1024
  /// How far above the cache bound the growth may go, in MiB.
  package static let allowance = 10.0
  /// The cycles at the end whose slope says whether memory has stopped growing.
  package static let tailCycles = 25

  /// Open-and-close cycles.
  package var cycles: Int
  /// Seconds each group plays once its first picture is on screen.
  package var dwellSeconds: Double
  /// The feed the preview shows.
  package var feedPath: String
  /// Device pixels per point (`GDK_SCALE`): 1 as the preview opens on a plain X display, 2 as on
  /// a phone-like screen.
  package var scale: Int

  /// Settings for a run.
  /// - Parameters:
  ///   - cycles: Open-and-close cycles, in ``cyclesRange``.
  ///   - dwellSeconds: Seconds of playback per cycle, in ``dwellRange``.
  ///   - feedPath: The feed file.
  ///   - scale: Device pixels per point, one of ``scales``.
  package init(
    cycles: Int = 60, dwellSeconds: Double = 1, feedPath: String = SoakBenchmark.defaultFeedPath,
    scale: Int = 1
  ) {
    self.cycles = cycles
    self.dwellSeconds = dwellSeconds
    self.feedPath = feedPath
    self.scale = scale
  }
}
