import Foundation

/// `storykit-bench swipe-card`: a swipe card's fly-out frame at 1,080 × 1,440 px (360 × 480 pt at
/// scale 3), beside a C program replaying the same Cairo and Pango calls, the floor
/// (``FrameReplayCase``, as `bench player` does it).
///
/// - `fly-out-frame`: the top card thrown right, ``flightTime`` s into its fly-out, turned, with
///   the next card rising and the one after peeking; the moving cards are cached pictures.
/// - `fly-out-vs-still`: that frame beside the stack at rest (``StillFrameComparison``); the goal
///   is a fly-out frame no dearer than a still one.
///
/// The goal is ours ≤ 1.3 × the replay. The output ends with one DESIGN.md §5 line, e.g.
/// `bench swipe-card case=fly-out-frame scale=3 ours=… replay=… ratio=… unit=ms`.
///
/// ```swift
/// let outcome = SwipeCardBenchmark(pairs: 11, usesPeer: false).run()
/// ```
package struct SwipeCardBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "swipe-card"
  package static let synopsis = "[--pairs N] [--batch N] [--no-peer] [--out <dir>]"
  package static let summary = "a card fly-out frame beside its C replay"
  /// The accepted range of ``pairs`` and ``batch``; values outside are clamped.
  package static let countRange = 1...100_000
  /// How far into the fly-out the frame is, in seconds (of 0.3).
  package static let flightTime = 0.06

  /// Rounds of one batch per side.
  package let pairs: Int
  /// Frames per batch.
  package let batch: Int
  /// Whether to build and time the C replay (`false` times ours alone).
  package let usesPeer: Bool
  /// Where to keep the frames and the replay file, if anywhere.
  package let outputDirectory: URL?

  /// A benchmark; counts are clamped to ``countRange``.
  package init(pairs: Int = 21, batch: Int = 10, usesPeer: Bool = true, outputDirectory: URL? = nil) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
    self.outputDirectory = outputDirectory
  }

  /// Runs the case, prints its table and then its final line; fails when a check failed (the
  /// table says which).
  @MainActor package func run() -> BenchmarkOutcome {
    #if DEBUG
      printError("bench swipe-card: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    let benchCase = FrameReplayCase(
      name: "fly-out-frame", parameters: "scale=\(Int(SwipeCardFrameScene.scale))",
      summary: "the top card \(Self.flightTime) s into its fly-out, the next card rising",
      scene: SwipeCardFrameScene())
    let result = benchCase.run(
      pairs: pairs, batch: batch, usesPeer: usesPeer, keepingFilesIn: outputDirectory)
    let still = SwipeCardFrameScene(flightTime: nil)
    let comparison = StillFrameComparison(
      bench: "swipe-card", name: "fly-out-vs-still", moving: "fly-out", drawStill: { still.draw() },
      drawMoving: { benchCase.scene.draw() })
    let line = comparison.run(pairs: pairs, batch: batch, parameters: benchCase.parameters)
    print("")
    print(result.line)
    print(line)
    return result.passed ? .passed : .failed
  }
}
