import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitStoryBar
import StoryKitUI

/// The `first-frame` case of `storykit-bench images` (figure 1 of the image pipeline's issue): a
/// bar of 5,000 groups whose CDN is unreachable (connections refused), beside the same bar of 10
/// groups, from the decoded groups to:
/// - the first frame: a new pipeline and bar, content set, laid out and drawn at scale 3 (the
///   visible cells' requests start; nothing waits for them);
/// - the still frame: the same, then `waitForVisibleImages(timeout: 2)` and a second draw, as
///   `storykit render` does (the refused requests fail at once, so the deadline is not reached).
/// The two feed sizes alternate run by run; the ratio is the median of the per-pair ratios.
@MainActor
enum ImagesFirstFrameCase {
  static let name = "first-frame"
  static let counts = (small: 10, large: 5_000)

  static func run(_ options: ImagesBenchmark) async -> ImagesCaseResult {
    let small = BenchStoryGroups.make(counts.small, host: "127.0.0.1:9")
    let large = BenchStoryGroups.make(counts.large, host: "127.0.0.1:9")
    let pairs = options.pairs
    printError(
      "bench images: first frame, \(pairs) pairs of a \(counts.small)- and a \(counts.large)-group bar …")
    var first: [(small: Double, large: Double)] = []
    var still: [(small: Double, large: Double)] = []
    var missing = 0
    _ = await frame(small)  // warm-up
    for _ in 0..<pairs {
      let a = await frame(small)
      let b = await frame(large)
      first.append((a.first, b.first))
      still.append((a.still, b.still))
      missing = max(missing, b.missing)
    }
    func summary(_ samples: [(small: Double, large: Double)]) -> (small: Double, large: Double, ratio: Double)
    {
      (
        SampleStatistics.median(samples.map(\.small)), SampleStatistics.median(samples.map(\.large)),
        SampleStatistics.median(samples.map { $0.small > 0 ? $0.large / $0.small : 0 })
      )
    }
    let firstSummary = summary(first)
    let stillSummary = summary(still)
    print("bench images: first frame of a story bar whose CDN refuses connections, 390 pt at scale 3 (ms)")
    print("  frame                 10 groups   5,000 groups   ratio (median of \(pairs) pairs)")
    print(
      String(
        format: "  first (no waiting)    %9.2f   %12.2f   %5.2f", firstSummary.small, firstSummary.large,
        firstSummary.ratio))
    print(
      String(
        format: "  still (waits ≤ 2 s)   %9.2f   %12.2f   %5.2f", stillSummary.small, stillSummary.large,
        stillSummary.ratio))
    print("  \(missing) pictures on screen reported missing per still frame (placeholders drawn)")
    print("")
    let lines = [
      String(
        format: "bench images case=first-frame groups=5000 ours=%.2f peer=groups=10:%.2f ratio=%.2f unit=ms",
        firstSummary.large, firstSummary.small, firstSummary.ratio),
      String(
        format: "bench images case=still-frame groups=5000 ours=%.2f peer=groups=10:%.2f ratio=%.2f unit=ms",
        stillSummary.large, stillSummary.small, stillSummary.ratio),
    ]
    return ImagesCaseResult(lines: lines, outcome: missing > 0 ? .passed : .failed)
  }

  /// One cold bar: milliseconds to the first frame and to the still frame, and how many pictures
  /// on screen were missing.
  static func frame(_ groups: [StoryGroup]) async -> (first: Double, still: Double, missing: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let bar = StoryBarView()
    bar.imageLoader = ImagePipeline.cairo(timeout: 2)
    bar.displayScale = 3
    bar.content = .init(storyGroups: groups)
    let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
    bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
    bar.layoutIfNeeded()
    Bitmap(size: bar.frame.size, scale: 3, background: .white).render(bar)
    let first = clock.now - start
    let report = await bar.waitForVisibleImages(timeout: 2)
    Bitmap(size: bar.frame.size, scale: 3, background: .white).render(bar)
    let still = clock.now - start
    return (first.seconds * 1e3, still.seconds * 1e3, report.missing.count)
  }
}
