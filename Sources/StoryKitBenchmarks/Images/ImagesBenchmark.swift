import Foundation

/// `storykit-bench images`: the image pipeline's costs, case by case, each beside a peer in the
/// same run where one exists.
///
/// - `memory` (figure 4): scrolling a bar through 2,000 distinct icons; the peak resident set
///   beside the memory cache's bound + 40 MiB (``ImagesMemoryCase``).
/// - `first-frame` (figure 1): a 5,000-group bar whose CDN refuses connections beside a 10-group
///   one, to the first frame and to the still frame (``ImagesFirstFrameCase``).
/// - `frame` (figure 2): a story bar frame at 3x with downsampled avatars beside a C program
///   replaying its Cairo and Pango calls (``ImagesFrameCase``).
/// - `decode` (figure 3 of the image pipeline's issue): decoding a 1,080 × 1,920 JPEG for a
///   180 × 180 px target with `ImageDecoder().decode(_:scale:targetSize:)`, which decodes at 1/4
///   scale and shrinks to the covering 180 × 320 px, beside Pillow doing `Image.open`,
///   `draft("RGB", (180, 180))` and `resize((180, 320), BICUBIC)` on the same bytes
///   (``ImagesDecodeCase``).
///
/// Each case runs ``pairs`` rounds of one batch of ``batch`` runs per side, interleaved
/// (``InterleavedBatches``); the ratio is the median of the per-pair ratios
/// (``PairedComparison``). Each case prints its table, and the output ends with one DESIGN.md §5
/// line per case, e.g.
/// `bench images case=decode source=1080x1920 target=180x180 ours=… pillow=… ratio=… unit=ms`.
///
/// ```swift
/// let outcome = await ImagesBenchmark(pairs: 11, usesPeer: false).run()
/// ```
package struct ImagesBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "images"
  package static let synopsis = "[--pairs N] [--batch N] [--no-peer]"
  package static let summary = "decoding a photo for a small target beside Pillow"
  /// The accepted range of ``pairs`` and ``batch``; values outside are clamped.
  package static let countRange = 1...100_000

  /// Rounds of one batch per side.
  package let pairs: Int
  /// Timed runs per batch.
  package let batch: Int
  /// Whether to run the peers (`false` times ours alone).
  package let usesPeer: Bool

  /// A benchmark of every case; counts are clamped to ``countRange``.
  package init(pairs: Int = 21, batch: Int = 5, usesPeer: Bool = true) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
  }

  /// The cases that run synchronously, after ``ImagesMemoryCase`` and ``ImagesFirstFrameCase``.
  /// A new case is a type conforming to ``ImagesBenchCase`` added here.
  static var cases: [any ImagesBenchCase.Type] { [ImagesDecodeCase.self, ImagesFrameCase.self] }

  /// Runs every case, prints their tables and then their final lines; fails when a case could
  /// not run or its check failed (the table says which). The memory case runs first, so the
  /// peak resident set it reports is its own.
  @MainActor package func run() async -> BenchmarkOutcome {
    #if DEBUG
      printError("bench images: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    var results = [await ImagesMemoryCase.run(self), await ImagesFirstFrameCase.run(self)]
    for benchCase in Self.cases { results.append(benchCase.run(self)) }
    print("")
    for result in results {
      for line in result.lines { print(line) }
    }
    return results.contains { $0.outcome == .failed } ? .failed : .passed
  }
}

/// One case of ``ImagesBenchmark``: it prints its own table and hands back its final lines.
protocol ImagesBenchCase {
  /// The case's name in its final line (`case=<name>`).
  static var name: String { get }
  /// Runs the case with the benchmark's options.
  static func run(_ options: ImagesBenchmark) -> ImagesCaseResult
}

/// What a case of ``ImagesBenchmark`` gives back once its table is printed.
struct ImagesCaseResult {
  /// Its DESIGN.md §5 lines, `bench images case=<name> …`, printed after every case's table.
  var lines: [String]
  /// Whether its checks held.
  var outcome: BenchmarkOutcome
}
