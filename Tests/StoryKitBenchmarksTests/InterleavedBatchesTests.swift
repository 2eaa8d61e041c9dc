import Testing

@testable import StoryKitBenchmarks

/// The order in which the sides run, and what happens when one stops.
@Suite struct InterleavedBatchesTests {
  @Test func sidesAlternateRoundByRound() {
    var calls: [String] = []
    let batches = InterleavedBatches.run(
      rounds: 3,
      sides: [
        {
          calls.append("ours")
          return [Double(calls.count)]
        },
        {
          calls.append("peer")
          return [Double(calls.count)]
        },
      ])
    #expect(calls == ["ours", "peer", "ours", "peer", "ours", "peer"])
    #expect(batches.sides == [[[1], [3], [5]], [[2], [4], [6]]])
    #expect(batches.failures == [nil, nil])
  }

  @Test func aSideThatFailsIsLeftOutOfTheRoundsAfter() {
    var peerCalls = 0
    let batches = InterleavedBatches.run(
      rounds: 4,
      sides: [
        { [1] },
        {
          peerCalls += 1
          if peerCalls == 2 { throw PeerFailure(note: "the peer exited") }
          return [2]
        },
      ])
    #expect(peerCalls == 2)
    #expect(batches.sides[0].count == 4, "ours carries on")
    #expect(batches.sides[1] == [[2]])
    #expect(batches.failures == [nil, "the peer exited"])
  }

  @Test func timeRunsPrepareBeforeEveryRun() {
    var log: [String] = []
    let times = InterleavedBatches.time(runs: 3, prepare: { log.append("prepare") }) { log.append("run") }
    #expect(times.count == 3)
    #expect(times.allSatisfy { $0 >= 0 })
    #expect(log == ["prepare", "run", "prepare", "run", "prepare", "run"])
    #expect(InterleavedBatches.time(runs: 0) { 1 }.isEmpty)
  }
}
