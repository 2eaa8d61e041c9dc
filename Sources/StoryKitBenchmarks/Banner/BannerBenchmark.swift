import Foundation

/// `storykit-bench banner`: a frame of the banner mid-swipe at 1,170 × 585 px (390 × 195 pt at
/// scale 3), beside a C program replaying the same Cairo and Pango calls, the floor
/// (``FrameReplayCase``, as `bench player` does it).
///
/// - `swipe-frame`: four items, the finger holding the pages 0.4 of the way to the next one: two
///   pictures, two scrims, four lines of text and the page dots.
///
/// The goal is ours ≤ 1.3 × the replay. The output ends with one DESIGN.md §5 line,
/// `bench banner case=swipe-frame scale=3 ours=… replay=… ratio=… unit=ms`.
///
/// ```swift
/// let outcome = BannerBenchmark(pairs: 11, usesPeer: false).run()
/// ```
package struct BannerBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "banner"
  package static let synopsis = "[--pairs N] [--batch N] [--no-peer] [--out <dir>]"
  package static let summary = "a page-swipe frame beside its C replay"
  /// The accepted range of ``pairs`` and ``batch``; values outside are clamped.
  package static let countRange = 1...100_000

  /// Rounds of one batch per side.
  package let pairs: Int
  /// Frames per batch.
  package let batch: Int
  /// Whether to build and time the C replay (`false` times ours alone).
  package let usesPeer: Bool
  /// Where to keep the frames and the replay file, if anywhere.
  package let outputDirectory: URL?

  /// A benchmark of the swipe frame; counts are clamped to ``countRange``.
  package init(pairs: Int = 21, batch: Int = 10, usesPeer: Bool = true, outputDirectory: URL? = nil) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
    self.outputDirectory = outputDirectory
  }

  /// The case, with its scene built.
  @MainActor static func swipeCase() -> FrameReplayCase<BannerFrameScene> {
    FrameReplayCase(
      name: "swipe-frame", parameters: "scale=\(Int(BannerFrameScene.scale))",
      summary: "4 items, the pages held \(BannerFrameScene.swipeFraction) of the way to the next one",
      scene: BannerFrameScene())
  }

  /// Runs the case, prints its table and then its final line; fails when a check failed (the
  /// table says which).
  @MainActor package func run() -> BenchmarkOutcome {
    #if DEBUG
      printError("bench banner: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    let result = Self.swipeCase().run(
      pairs: pairs, batch: batch, usesPeer: usesPeer, keepingFilesIn: outputDirectory)
    print("")
    print(result.line)
    return result.passed ? .passed : .failed
  }
}
