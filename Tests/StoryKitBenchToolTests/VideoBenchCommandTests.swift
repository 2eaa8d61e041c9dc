import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine
import Testing

@testable import StoryKitBenchTool

/// `storykit-bench video`: its options and their ranges. The benchmark's own run is tested in
/// StoryKitBenchmarksTests (`VideoBenchmarkTests`); nothing here times anything.
@MainActor
@Suite struct VideoBenchCommandTests {
  func settings(_ arguments: [String]) throws -> VideoBenchmark? {
    try BenchTool.benchmark(VideoBenchmark.self, ["video"] + arguments)
  }

  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try BenchTool.parse(["video"] + arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func defaultsAndOptions() throws {
    let defaults = try #require(try settings([]))
    #expect(defaults.runs == 11 && defaults.rounds == 3 && defaults.seconds == 10 && defaults.usesPeer)
    let given = try #require(try settings(["--runs", "2", "--rounds=4", "--seconds", "5", "--no-peer"]))
    #expect(given.runs == 2 && given.rounds == 4 && given.seconds == 5 && !given.usesPeer)
    #expect(reason(["--seconds", "0"]) != nil, "out of range")
    #expect(reason(["--frames", "10"]) == .unknownOption("--frames"))
  }

  @Test func theUsageNamesTheBenchmark() {
    #expect(BenchTool.usage.contains("video [--runs N] [--rounds N] [--seconds N] [--no-peer]"))
    #expect(BenchmarkRegistry.names.contains("video"))
  }
}
