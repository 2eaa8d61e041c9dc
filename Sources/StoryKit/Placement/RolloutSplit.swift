/// Weights turned into half-open ranges of [0, 1), one per weight in order, so a bucket picks exactly
/// one of them.
///
/// ```swift
/// let split = RolloutSplit(weights: [1, 0, 3])
/// split.ranges       // [0..<0.25, 0.25..<0.25, 0.25..<1]
/// split.index(of: 0.3) // 2
/// ```
///
/// A weight that is negative, NaN or infinite counts as 0. The weights are summed left to right in
/// double precision; if that sum overflows, every weight is first divided by the largest. Range `i`
/// runs from the end of range `i - 1` (0 for the first) to `(w₀ + … + wᵢ) / total`, except that the
/// last positive weight's range ends at exactly 1. A zero weight gets an empty range and is never
/// picked; when every weight is zero, nothing is.
public struct RolloutSplit: Sendable, Hashable {
  /// The range of each weight, in the order of the weights.
  public let ranges: [Range<Double>]

  /// Splits [0, 1) by `weights`.
  public init(weights: [Double]) {
    var weights = weights.map(Self.effectiveWeight)
    var total = weights.reduce(0, +)
    if total.isInfinite, let largest = weights.max() {
      weights = weights.map { $0 / largest }
      total = weights.reduce(0, +)
    }
    guard total > 0, let lastPositive = weights.lastIndex(where: { $0 > 0 }) else {
      ranges = weights.map { _ in 0..<0 }
      return
    }
    var ranges: [Range<Double>] = []
    ranges.reserveCapacity(weights.count)
    var sum = 0.0
    var lower = 0.0
    for (index, weight) in weights.enumerated() {
      sum += weight
      let end = index == lastPositive ? 1 : (index > lastPositive ? lower : min(1, sum / total))
      // Division keeps sums in order, but max() makes an inverted range impossible whatever rounds.
      let upper = Swift.max(lower, end)
      ranges.append(lower..<upper)
      lower = upper
    }
    self.ranges = ranges
  }

  /// Whether every weight counted as zero, so no bucket picks anything.
  public var isEmpty: Bool {
    ranges.allSatisfy(\.isEmpty)
  }

  /// The index of the range holding `bucket` (`lower ≤ bucket < upper`), or `nil` when none does.
  public func index(of bucket: Double) -> Int? {
    // The one place a bucket meets a range: half-open, so a boundary belongs to the range above it.
    ranges.firstIndex { $0.contains(bucket) }
  }

  /// A weight as the split counts it: itself when finite and positive, else 0.
  public static func effectiveWeight(_ weight: Double) -> Double {
    weight.isFinite && weight > 0 ? weight : 0
  }
}
