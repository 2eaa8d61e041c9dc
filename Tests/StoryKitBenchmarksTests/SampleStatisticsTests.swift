import Testing

@testable import StoryKitBenchmarks

/// The order statistics the benchmark tables report, on fixed inputs.
@Suite struct SampleStatisticsTests {
  @Test func medianOfAnOddCountIsTheMiddleValue() {
    #expect(SampleStatistics.median([3, 1, 2]) == 2)
    #expect(SampleStatistics.median([5]) == 5)
  }

  @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    #expect(SampleStatistics.median([4, 1, 3, 2]) == 2.5)
    #expect(SampleStatistics.median([10, 20]) == 15)
  }

  @Test func medianOfNothingIsNotANumber() {
    #expect(SampleStatistics.median([]).isNaN)
    #expect(SampleStatistics.quantile([], 0.25).isNaN)
  }

  @Test func quartilesInterpolateBetweenTheNearestRanks() {
    // Type 7: rank (n - 1) · p.
    #expect(SampleStatistics.quantile([1, 2, 3, 4, 5], 0.25) == 2)
    #expect(SampleStatistics.quantile([1, 2, 3, 4, 5], 0.75) == 4)
    #expect(SampleStatistics.quantile([4, 3, 2, 1], 0.25) == 1.75)
    #expect(SampleStatistics.quantile([4, 3, 2, 1], 0.75) == 3.25)
    #expect(abs(SampleStatistics.quantile([7, 1, 3], 0.9) - 6.2) < 1e-12)
  }

  @Test func quantilesAtTheEndsAreTheExtremes() {
    #expect(SampleStatistics.quantile([9, 1, 5], 0) == 1)
    #expect(SampleStatistics.quantile([9, 1, 5], 1) == 9)
    #expect(SampleStatistics.quantile([9, 1, 5], -3) == 1, "the fraction is clamped")
    #expect(SampleStatistics.quantile([9, 1, 5], 7) == 9)
  }
}
