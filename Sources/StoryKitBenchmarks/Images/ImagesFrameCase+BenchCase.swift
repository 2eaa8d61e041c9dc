/// `case=frame` as a case of ``ImagesBenchmark``: listing `ImagesFrameCase.self` in
/// ``ImagesBenchmark/cases`` runs it with the benchmark's pairs, batch and peer option.
extension ImagesFrameCase: ImagesBenchCase {
  static let name = "frame"

  /// Runs the case on the main actor, where `storykit-bench` runs (the view tree is main-actor
  /// bound).
  static func run(_ options: ImagesBenchmark) -> ImagesCaseResult {
    MainActor.assumeIsolated {
      let result = run(pairs: options.pairs, batch: options.batch, usesPeer: options.usesPeer)
      return ImagesCaseResult(lines: result.lines, outcome: result.passed ? .passed : .failed)
    }
  }
}
