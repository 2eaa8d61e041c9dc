import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine
import Testing

@testable import StoryKitBenchTool

/// `storykit-bench playback`: its options and their ranges. Nothing here times anything.
@MainActor
@Suite struct PlaybackBenchCommandTests {
  func settings(_ arguments: [String]) throws -> PlaybackBenchmark? {
    try BenchTool.benchmark(PlaybackBenchmark.self, ["playback"] + arguments)
  }

  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try BenchTool.parse(["playback"] + arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func defaultsAndOptions() throws {
    let defaults = try #require(try settings([]))
    #expect(defaults.runs == 11 && defaults.latency == 100)
    let given = try #require(try settings(["--runs", "3", "--latency=250"]))
    #expect(given.runs == 3 && given.latency == 250)
    #expect(reason(["--latency", "0"]) != nil, "out of range")
    #expect(reason(["--no-peer"]) != nil, "no peer to leave out: the floor is the latency")
  }

  @Test func theUsageNamesTheBenchmark() {
    #expect(BenchTool.usage.contains("playback [--runs N] [--latency MS]"))
    #expect(BenchmarkRegistry.names.contains("playback"))
  }
}
