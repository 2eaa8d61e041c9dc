import Testing

@testable import StoryKitBenchmarks

/// The median of the per-pair ratios and its spread, on fixed batches.
@Suite struct PairedComparisonTests {
  /// Seconds to milliseconds, as `bench render` reports.
  static func milliseconds(_ seconds: Double) -> Double { seconds * 1e3 }

  @Test func eachPairComparesTheBatchMedians() throws {
    let comparison = try #require(
      PairedComparison(ours: [[2, 2], [3]], peer: [[4], [3, 3]], figure: Self.milliseconds))
    #expect(comparison.pairs == 2)
    #expect(comparison.ratios == [0.5, 1.0])
    #expect(comparison.ratio == 0.75)
  }

  @Test func ratioIsTheMedianOfThePairRatiosNotTheRatioOfTheMedians() throws {
    // A slow moment hits the third pair on both sides: its ratio stays near the others.
    let ours: [[Double]] = [[1.0], [1.1], [3.0], [1.0], [0.9]]
    let peer: [[Double]] = [[2.0], [2.0], [5.0], [2.2], [2.0]]
    let comparison = try #require(PairedComparison(ours: ours, peer: peer, figure: Self.milliseconds))
    #expect(comparison.ratios.map { ($0 * 1000).rounded() / 1000 } == [0.5, 0.55, 0.6, 0.455, 0.45])
    #expect(comparison.ratio == 0.5)
    #expect(comparison.oursMedian == 1000, "the median of every one of our runs, in ms")
    #expect(comparison.peerMedian == 2000)
  }

  @Test func spreadIsTheInterquartileRangeAndTheExtremes() throws {
    let ours: [[Double]] = [[1], [2], [3], [4], [5]]
    let peer: [[Double]] = Array(repeating: [1], count: 5)
    let comparison = try #require(PairedComparison(ours: ours, peer: peer, figure: Self.milliseconds))
    #expect(comparison.ratioQuartiles.lower == 2)
    #expect(comparison.ratioQuartiles.upper == 4)
    #expect(comparison.ratioRange.lower == 1)
    #expect(comparison.ratioRange.upper == 5)
    #expect(comparison.spreadText() == "IQR 2.00–4.00, min–max 1.00–5.00, 5 pairs")
  }

  @Test func throughputRatiosAreOursOverThePeerInThatUnit() throws {
    // 10 MB in 0.5 s is 20 MB/s; in 0.25 s, 40 MB/s: ours is half as fast.
    let comparison = try #require(
      PairedComparison(ours: [[0.5]], peer: [[0.25]], figure: { 10 / $0 }))
    #expect(comparison.ratio == 0.5)
    #expect(comparison.oursMedian == 20 && comparison.peerMedian == 40)
  }

  @Test func unpairedEmptyAndZeroBatchesAreLeftOut() throws {
    let comparison = try #require(
      PairedComparison(
        ours: [[1], [], [2], [4], [8]], peer: [[2], [2], [0], [4]], figure: Self.milliseconds))
    #expect(comparison.ratios == [0.5, 1.0], "the empty batch, the zero time and the unpaired batch")
    #expect(PairedComparison(ours: [[1]], peer: [], figure: Self.milliseconds) == nil)
    #expect(PairedComparison(ours: [], peer: [], figure: Self.milliseconds) == nil)
  }
}
