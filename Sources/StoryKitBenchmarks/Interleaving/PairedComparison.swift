/// Ours beside a peer, compared pair by pair: each pair is one batch of ours and the peer's batch
/// timed right after it, and the comparison is the median of the per-pair ratios.
///
/// A burst of load from other processes lasts longer than a pair, so it slows both halves of the
/// pairs it hits and their ratios move much less than either side's times. The ratio of a pair
/// is `ours_i / peer_i`, where each side's figure is its batch's median run converted to the
/// reported unit (µs per node, ms, MB/s).
///
/// ```swift
/// let comparison = PairedComparison(ours: [[2, 2], [3]], peer: [[4], [3, 3]], figure: { $0 * 1e3 })
/// // comparison?.ratios == [0.5, 1.0], comparison?.ratio == 0.75
/// ```
struct PairedComparison: Sendable {
  /// The number of pairs compared.
  let pairs: Int
  /// The median of every one of our runs (all batches pooled), in the reported unit.
  let oursMedian: Double
  /// The median of every one of the peer's runs, in the reported unit.
  let peerMedian: Double
  /// The per-pair ratios `ours_i / peer_i`, in pair order.
  let ratios: [Double]

  /// The median of the per-pair ratios: the figure in the final `ratio=` field.
  var ratio: Double { SampleStatistics.median(ratios) }
  /// The interquartile range of the per-pair ratios (their 25th and 75th percentiles).
  var ratioQuartiles: (lower: Double, upper: Double) {
    (SampleStatistics.quantile(ratios, 0.25), SampleStatistics.quantile(ratios, 0.75))
  }
  /// The smallest and largest per-pair ratio.
  var ratioRange: (lower: Double, upper: Double) {
    (ratios.min() ?? .nan, ratios.max() ?? .nan)
  }

  /// Compares batch `i` of `ours` with batch `i` of `peer` (each batch: the run times of one
  /// request, in seconds); `figure` turns a time into the reported unit. Batches without a
  /// partner are left out, and so are empty batches and pairs whose ratio is not a finite number
  /// (a zero time). `nil` when no pair is left.
  init?(ours: [[Double]], peer: [[Double]], figure: (Double) -> Double) {
    var ratios: [Double] = []
    var oursRuns: [Double] = []
    var peerRuns: [Double] = []
    for (oursBatch, peerBatch) in zip(ours, peer) where !oursBatch.isEmpty && !peerBatch.isEmpty {
      let ratio = figure(SampleStatistics.median(oursBatch)) / figure(SampleStatistics.median(peerBatch))
      guard ratio.isFinite else { continue }
      ratios.append(ratio)
      oursRuns += oursBatch
      peerRuns += peerBatch
    }
    guard !ratios.isEmpty else { return nil }
    self.pairs = ratios.count
    self.ratios = ratios
    self.oursMedian = SampleStatistics.median(oursRuns.map(figure))
    self.peerMedian = SampleStatistics.median(peerRuns.map(figure))
  }

  /// `IQR 0.74–0.82, min–max 0.70–0.90, 21 pairs`, for the tables.
  func spreadText(digits: Int = 2) -> String {
    let quartiles = ratioQuartiles
    let range = ratioRange
    return "IQR \(fixed(quartiles.lower, digits))–\(fixed(quartiles.upper, digits)), "
      + "min–max \(fixed(range.lower, digits))–\(fixed(range.upper, digits)), \(pairs) pairs"
  }
}
