import Foundation
import Testing

@testable import StoryKitBenchmarks

/// `bench soak`'s bookkeeping on fixed samples: the growth over the bar alone, the tail's
/// least-squares slope and rise, the goal and the final lines.
@Suite struct SoakReportTests {
  func sample(_ cycle: Int, _ resident: Double, cache: Double = 0) -> SoakSample {
    SoakSample(
      cycle: cycle, groupID: cycle == 0 ? "" : "g\(cycle)", resident: resident, cache: cache, pictures: cache,
      mallocInUse: 0, mallocFree: 0, playersAlive: 0, videoPlayersAlive: 0)
  }

  @Test func theGrowthIsTheHighestSampleAboveTheBarAlone() {
    let report = SoakReport(
      baseline: sample(0, 100), samples: [sample(1, 130), sample(2, 170), sample(3, 160)], cacheBound: 64)
    #expect(report.growth == 70)
    #expect(report.goal == 74)
  }

  @Test func aPlateauIsFlatAndAClimbIsNot() {
    let plateau = (1...60).map { sample($0, $0 < 30 ? 100 + Double($0) : 130) }
    let flat = SoakReport(baseline: sample(0, 100), samples: plateau, cacheBound: 64)
    #expect(flat.tail.count == 25 && flat.tail.first?.cycle == 36)
    #expect(flat.tailSlope == 0 && flat.tailRise == 0)
    #expect(flat.meetsGoals)

    let climb = (1...60).map { sample($0, 100 + 0.5 * Double($0)) }
    let climbing = SoakReport(baseline: sample(0, 100), samples: climb, cacheBound: 64)
    #expect(abs(climbing.tailSlope - 0.5) < 1e-9)
    #expect(abs(climbing.tailRise - 12) < 1e-9, "0.5 per cycle across 24 steps")
    #expect(!climbing.meetsGoals)
  }

  @Test func theSlopeIsALeastSquaresFit() {
    #expect(SoakReport.slope([(1, 1), (2, 3), (3, 2)]) == 0.5)
    #expect(SoakReport.slope([(1, 5)]) == 0)
    #expect(SoakReport.slope([(2, 1), (2, 9)]) == 0, "no spread in x")
  }

  @Test func aCacheFillingInTheTailIsToldApartFromTheRest() {
    // The cache takes 0.5 MiB a cycle and the rest stays at 100: the resident set climbs, the
    // rest does not; and the other way round.
    let filling = (1...60).map { sample($0, 100 + 0.5 * Double($0), cache: 0.5 * Double($0)) }
    let cacheOnly = SoakReport(baseline: sample(0, 100), samples: filling, cacheBound: 64)
    #expect(abs(cacheOnly.tailRise - 12) < 1e-9)
    #expect(abs(cacheOnly.tailRiseBesidesCache) < 1e-9)
    let leaking = (1...60).map { sample($0, 100 + 0.5 * Double($0), cache: 20) }
    #expect(
      abs(SoakReport(baseline: sample(0, 100), samples: leaking, cacheBound: 64).tailRiseBesidesCache - 12)
        < 1e-9)
  }

  @Test func growthAboveTheGoalMissesIt() {
    let report = SoakReport(
      baseline: sample(0, 100), samples: [sample(1, 180), sample(2, 180)], cacheBound: 64)
    #expect(!report.meetsGoals)
  }

  @Test func theFinalLines() {
    let samples = (1...30).map { sample($0, 150, cache: 40) }
    let report = SoakReport(baseline: sample(0, 110), samples: samples, cacheBound: 64)
    #expect(
      report.finalLines == [
        "bench soak case=growth scale=1 cycles=30 baseline=110.0 ours=40.0 peer=bound:74 ratio=0.54 unit=MiB",
        "bench soak case=tail scale=1 cycles=25 ours=0.0 peer=flat:2 ratio=0.00 slope=0.000 besides-cache=0.0 unit=MiB",
      ])
    #expect(report.table.count == 3 + 31 + 4)
    #expect(report.table.contains { $0.contains("(the bar alone)") })
  }
}
