import Foundation

/// `storykit bench images`: the image pipeline's costs, case by case, each beside a peer in the
/// same run where one exists.
///
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
/// let outcome = ImagesBenchmark(pairs: 11, usesPeer: false).run()
/// ```
public struct ImagesBenchmark: Sendable {
  /// The accepted range of ``pairs`` and ``batch``; values outside are clamped.
  public static let countRange = 1...100_000

  /// Rounds of one batch per side.
  public let pairs: Int
  /// Timed runs per batch.
  public let batch: Int
  /// Whether to run the peers (`false` times ours alone).
  public let usesPeer: Bool

  /// A benchmark of every case; counts are clamped to ``countRange``.
  public init(pairs: Int = 21, batch: Int = 5, usesPeer: Bool = true) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
  }

  /// The cases, in the order they run. A new case is a type conforming to ``ImagesBenchCase``
  /// added here.
  static var cases: [any ImagesBenchCase.Type] { [ImagesDecodeCase.self] }

  /// Runs every case, prints their tables and then their final lines; fails when a case could
  /// not run or its check failed (the table says which).
  public func run() -> BenchmarkOutcome {
    #if DEBUG
      printError("bench images: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    var lines: [String] = []
    var outcome = BenchmarkOutcome.passed
    for benchCase in Self.cases {
      let result = benchCase.run(self)
      lines += result.lines
      if result.outcome == .failed { outcome = .failed }
    }
    print("")
    for line in lines { print(line) }
    return outcome
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
