import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine
import Testing

@testable import StoryKitBenchTool

/// `storykit-bench soak`: its options and their ranges. The run itself is the smoke test's
/// (`SoakBenchSmokeTests`); nothing here measures anything.
@MainActor
@Suite struct SoakBenchCommandTests {
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try BenchTool.parse(["soak"] + arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  func settings(_ arguments: [String]) throws -> SoakBenchmark? {
    try BenchTool.benchmark(SoakBenchmark.self, ["soak"] + arguments)
  }

  @Test func defaults() throws {
    let settings = try #require(try settings([]))
    #expect(settings == SoakBenchmark())
    #expect(settings.cycles == 60 && settings.dwellSeconds == 1)
    #expect(settings.feedPath == "Examples/feeds/demo.json" && settings.scale == 1)
  }

  @Test func everyOption() throws {
    let settings = try #require(
      try settings(["--cycles", "3", "--dwell=0.5", "--feed", "/tmp/feed.json", "--scale", "2"]))
    #expect(settings == SoakBenchmark(cycles: 3, dwellSeconds: 0.5, feedPath: "/tmp/feed.json", scale: 2))
  }

  @Test func theRangesEnds() throws {
    #expect(try settings(["--cycles", "1"])?.cycles == 1)
    #expect(try settings(["--cycles", "1000"])?.cycles == 1_000)
    #expect(try settings(["--dwell", "0"])?.dwellSeconds == 0)
    #expect(try settings(["--dwell", "30"])?.dwellSeconds == 30)
  }

  @Test func badValuesAreUsageErrors() {
    #expect(reason(["--cycles", "0"]) != nil)
    #expect(reason(["--cycles", "1001"]) != nil)
    #expect(reason(["--cycles", "2.5"]) != nil)
    #expect(reason(["--dwell", "-1"]) != nil)
    #expect(reason(["--dwell", "31"]) != nil)
    #expect(reason(["--dwell", "soon"]) != nil)
    #expect(reason(["--scale", "3"]) != nil)
    #expect(reason(["--scale", "1.5"]) != nil)
    #expect(reason(["--cycles"]) == .missingValue(option: "--cycles"))
    #expect(reason(["--cycles", "2", "--cycles", "3"]) == .repeatedOption("--cycles"))
    #expect(reason(["--seconds", "10"]) == .unknownOption("--seconds"))
    #expect(reason(["--no-peer"]) == .unknownOption("--no-peer"), "no peer to leave out")
    #expect(reason(["extra"]) == .unexpectedOperand("extra"))
  }

  @Test func theUsageNamesTheBenchmark() {
    #expect(BenchTool.usage.contains("soak [--cycles N]"))
    #expect(BenchmarkRegistry.names.contains("soak"))
  }
}
