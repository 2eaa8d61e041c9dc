import Foundation

/// What `storykit-bench soak` measured: the resident set after every open-and-close cycle beside
/// the bar alone, as a table for people and the final lines of DESIGN.md §5.
///
/// The growth is the highest resident set after a cycle less the bar alone's; the goal is the
/// memory image cache's bound plus ``SoakBenchmark/allowance``. The tail is the rise of the
/// least-squares line through the last ``SoakBenchmark/tailCycles`` samples, across them: flat
/// when it is under ``flatRise``.
///
/// ```
/// bench soak case=growth scale=1 cycles=60 baseline=127.0 ours=70.2 peer=bound:74 ratio=0.95 unit=MiB
/// bench soak case=tail scale=1 cycles=25 ours=0.4 peer=flat:2 ratio=0.20 slope=0.017 besides-cache=0.1 unit=MiB
/// ```
package struct SoakReport: Sendable {
  /// The most the tail's line may rise for memory to count as flat, in MiB.
  package static let flatRise = 2.0

  /// The bar alone, before the first cycle.
  package var baseline: SoakSample
  /// One sample per cycle, in order.
  package var samples: [SoakSample]
  /// The memory image cache's bound, in MiB.
  package var cacheBound: Double
  /// The tail's length in cycles.
  package var tailCycles: Int
  /// Device pixels per point the window drew at.
  package var scale: Int

  /// A report.
  package init(
    baseline: SoakSample, samples: [SoakSample], cacheBound: Double, scale: Int = 1,
    tailCycles: Int = SoakBenchmark.tailCycles
  ) {
    self.scale = scale
    self.baseline = baseline
    self.samples = samples
    self.cacheBound = cacheBound
    self.tailCycles = max(2, tailCycles)
  }

  /// The goal for the growth: the cache's bound plus the allowance, in MiB.
  package var goal: Double { cacheBound + SoakBenchmark.allowance }

  /// The highest resident set after a cycle, less the bar alone's, in MiB.
  package var growth: Double {
    (samples.map(\.resident).max() ?? baseline.resident) - baseline.resident
  }

  /// The samples the tail is fitted to: the last ``tailCycles`` (all of them when there are fewer).
  package var tail: ArraySlice<SoakSample> { samples.suffix(tailCycles) }

  /// The least-squares slope of the resident set over the tail, in MiB per cycle; 0 with fewer
  /// than two samples.
  package var tailSlope: Double {
    Self.slope(tail.map { (Double($0.cycle), $0.resident) })
  }

  /// How far the tail's line rises from its first cycle to its last, in MiB.
  package var tailRise: Double { tailSlope * Double(max(0, tail.count - 1)) }

  /// How far the least-squares line through the tail's resident set less the cache's account
  /// rises across it, in MiB: the tail without the pictures the cache took in it (which its bound
  /// covers), so what leaks shows here.
  package var tailRiseBesidesCache: Double {
    Self.slope(tail.map { (Double($0.cycle), $0.resident - $0.cache) }) * Double(max(0, tail.count - 1))
  }

  /// Whether the growth is within the goal and the tail is flat.
  package var meetsGoals: Bool { growth <= goal && tailRise < Self.flatRise }

  /// The least-squares slope of `points`; 0 when the x values do not vary.
  static func slope(_ points: [(x: Double, y: Double)]) -> Double {
    guard points.count >= 2 else { return 0 }
    let count = Double(points.count)
    let meanX = points.map(\.x).reduce(0, +) / count
    let meanY = points.map(\.y).reduce(0, +) / count
    let covariance = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
    let variance = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
    return variance > 0 ? covariance / variance : 0
  }

  /// The table: a row per sample, then the summary and what holds the growth.
  package var table: [String] {
    var lines = [
      "bench soak: the preview at \(Int(SoakBenchmark.size.width)) × \(Int(SoakBenchmark.size.height)) pt, "
        + "scale \(scale), \(samples.count) open-and-close cycles (MiB)",
      "",
      "  cycle  group                 resident  growth    file   cache  pictures  malloc used  malloc free  players  videos",
    ]
    for sample in [baseline] + samples {
      let name = sample.cycle == 0 ? "(the bar alone)" : sample.groupID
      lines.append(
        "  " + pad("\(sample.cycle)", 5) + "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
          + pad(fixed(sample.resident, 1), 10) + pad(fixed(sample.resident - baseline.resident, 1), 8)
          + pad(fixed(sample.fileBacked, 1), 8) + pad(fixed(sample.cache, 1), 8)
          + pad(fixed(sample.pictures, 1), 10)
          + pad(fixed(sample.mallocInUse, 1), 13) + pad(fixed(sample.mallocFree, 1), 13)
          + pad("\(sample.playersAlive)", 9) + pad("\(sample.videoPlayersAlive)", 8))
    }
    let last = samples.last ?? baseline
    lines += [
      "",
      "  growth: \(fixed(growth, 1)) (highest resident \(fixed(baseline.resident + growth, 1)) less "
        + "\(fixed(baseline.resident, 1)) with the bar alone); goal: the cache bound "
        + "\(fixed(cacheBound, 0)) + \(fixed(SoakBenchmark.allowance, 0)) = \(fixed(goal, 0))",
      "  the last \(tail.count) cycles: slope \(fixed(tailSlope, 3)) per cycle, a rise of \(fixed(tailRise, 1)) "
        + "across them (flat: under \(fixed(Self.flatRise, 0))); less the cache's account, a rise of "
        + "\(fixed(tailRiseBesidesCache, 1))",
      "  after the last cycle, above the bar alone: resident +\(fixed(last.resident - baseline.resident, 1)); "
        + "file-backed \(signed(last.fileBacked - baseline.fileBacked)), "
        + "cache \(fixed(last.cache, 1)), pictures outside it \(fixed(last.pictures - last.cache, 1)), "
        + "malloc in use \(signed(last.mallocInUse - baseline.mallocInUse)), "
        + "malloc free \(signed(last.mallocFree - baseline.mallocFree)); "
        + "closed players alive \(last.playersAlive), video players alive \(last.videoPlayersAlive)",
    ]
    return lines
  }

  /// The final lines.
  package var finalLines: [String] {
    [
      "bench soak case=growth scale=\(scale) cycles=\(samples.count) baseline=\(fixed(baseline.resident, 1)) "
        + "ours=\(fixed(growth, 1)) peer=bound:\(fixed(goal, 0)) ratio=\(fixed(goal > 0 ? growth / goal : 0, 2)) "
        + "unit=MiB",
      "bench soak case=tail scale=\(scale) cycles=\(tail.count) ours=\(fixed(tailRise, 1)) peer=flat:\(fixed(Self.flatRise, 0)) "
        + "ratio=\(fixed(tailRise / Self.flatRise, 2)) slope=\(fixed(tailSlope, 3)) "
        + "besides-cache=\(fixed(tailRiseBesidesCache, 1)) unit=MiB",
    ]
  }

  private func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  private func signed(_ value: Double) -> String {
    String(format: "%+.1f", value)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
