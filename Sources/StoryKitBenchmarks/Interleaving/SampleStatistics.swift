/// Order statistics of a list of samples: the median and quantiles the benchmark tables report.
///
/// Quantiles interpolate linearly between the two nearest ranks (the "type 7" definition, as
/// numpy's default and spreadsheet `PERCENTILE.INC`): for sorted samples `x[0…n-1]` the
/// `p`-quantile is read at rank `h = (n - 1) · p`. The median is the 0.5-quantile, so for an even
/// count it is the mean of the middle two.
enum SampleStatistics {
  /// The median of `samples`; `nan` when there are none.
  static func median(_ samples: [Double]) -> Double {
    quantile(samples, 0.5)
  }

  /// The `fraction`-quantile of `samples` (`fraction` clamped to 0…1); `nan` when there are none.
  static func quantile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard let first = sorted.first else { return .nan }
    guard sorted.count > 1, !fraction.isNaN else { return first }
    let rank = Double(sorted.count - 1) * fraction.clamped(to: 0...1)
    let lower = Int(rank.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (rank - Double(lower)) * (sorted[upper] - sorted[lower])
  }
}
