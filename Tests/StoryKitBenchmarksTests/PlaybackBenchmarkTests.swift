import Testing

@testable import StoryKitBenchmarks

/// `bench playback`'s report: the figures beside the latency, and the DESIGN.md §5 lines. The
/// timing itself runs only from the command line.
@Suite struct PlaybackBenchmarkTests {
  @Test func theTableEndsWithOneLinePerCaseBesideTheLatency() {
    let table = PlaybackBenchmark.table(
      [("image-first", [120, 130, 125]), ("image-next", [20, 30, 25])], latency: 100, runs: 3,
      notes: ["a note"])
    let lines = table.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(2) == [
        "bench playback case=image-first latency=100 ours=125.000 floor=100 ratio=1.250 unit=ms",
        "bench playback case=image-next latency=100 ours=25.000 floor=100 ratio=0.250 unit=ms",
      ])
    #expect(lines.contains("  note: a note"))
  }

  @Test func theOptionsAreClamped() {
    let benchmark = PlaybackBenchmark(runs: 0, latency: 100_000)
    #expect(benchmark.runs == 1 && benchmark.latency == 5_000)
  }
}
