import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine
import Testing

@testable import StoryKitBenchTool

/// `storykit-bench host`: its options and their ranges, and when it re-runs itself under
/// `xvfb-run`. The run itself is the smoke test's (`HostBenchSmokeTests`); nothing here times
/// anything.
@MainActor
@Suite struct HostBenchCommandTests {
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try BenchTool.parse(["host"] + arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  func settings(_ arguments: [String]) throws -> HostBenchmark? {
    try BenchTool.benchmark(HostBenchmark.self, ["host"] + arguments)
  }

  @Test func defaults() throws {
    let settings = try #require(try settings([]))
    #expect(settings == HostBenchmark())
    #expect(settings.seconds == 10 && settings.idleSeconds == 5)
    #expect(settings.groupID == "new-in" && settings.feedPath == "Examples/feeds/demo.json")
  }

  @Test func everyOption() throws {
    let settings = try #require(
      try settings(["--seconds", "3", "--idle=2", "--group", "headlines", "--feed", "/tmp/feed.json"]))
    #expect(
      settings == HostBenchmark(seconds: 3, idleSeconds: 2, groupID: "headlines", feedPath: "/tmp/feed.json"))
  }

  @Test func theCaseIsPlaybackOrTransition() throws {
    #expect(try settings([])?.scenario == .playback)
    #expect(try settings(["--case", "transition"])?.scenario == .transition)
    #expect(try settings(["--case=playback"])?.scenario == .playback)
    #expect(reason(["--case", "cube"]) != nil)
    #expect(reason(["--case"]) == .missingValue(option: "--case"))
  }

  @Test func theRangesEnds() throws {
    #expect(try settings(["--seconds", "1"])?.seconds == 1)
    #expect(try settings(["--seconds", "600"])?.seconds == 600)
    #expect(try settings(["--idle", "60"])?.idleSeconds == 60)
  }

  @Test func badValuesAreUsageErrors() {
    #expect(reason(["--seconds", "0"]) != nil)
    #expect(reason(["--seconds", "601"]) != nil)
    #expect(reason(["--seconds", "-1"]) != nil)
    #expect(reason(["--seconds", "ten"]) != nil)
    #expect(reason(["--seconds", "2.5"]) != nil)
    #expect(reason(["--idle", "0"]) != nil)
    #expect(reason(["--idle", "61"]) != nil)
    #expect(reason(["--seconds"]) == .missingValue(option: "--seconds"))
    #expect(reason(["--seconds", "--idle", "2"]) == .missingValue(option: "--seconds"))
    #expect(reason(["--seconds", "2", "--seconds", "3"]) == .repeatedOption("--seconds"))
    #expect(reason(["--frames", "10"]) == .unknownOption("--frames"))
    #expect(reason(["--no-peer"]) == .unknownOption("--no-peer"), "no peer to leave out")
    #expect(reason(["extra"]) == .unexpectedOperand("extra"))
  }

  @Test func theUsageNamesTheBenchmark() {
    #expect(BenchTool.usage.contains("host [--case playback|transition] [--seconds N]"))
    #expect(BenchmarkRegistry.names.contains("host"))
  }

  @Test func withoutADisplayItRerunsUnderXvfbRun() {
    let command = HostBenchDisplay.xvfbCommand(
      environment: ["PATH": "/usr/bin"], executable: "/repo/.build/release/storykit-bench",
      arguments: ["host", "--seconds", "2"])
    #expect(
      command == [
        "xvfb-run", "-a", "-s", HostBenchDisplay.serverArguments, "/repo/.build/release/storykit-bench",
        "host",
        "--seconds", "2",
      ])
    #expect(HostBenchDisplay.serverArguments.contains("1280x1600"), "room for 840 × 1520 px")
  }

  @Test func withADisplayOrInsideTheRerunItRunsAsIs() {
    let arguments = ["host"]
    #expect(
      HostBenchDisplay.xvfbCommand(environment: ["DISPLAY": ":0"], executable: "s", arguments: arguments)
        == nil)
    #expect(
      HostBenchDisplay.xvfbCommand(
        environment: [HostBenchDisplay.marker: "1"], executable: "s", arguments: arguments) == nil)
    #expect(
      HostBenchDisplay.xvfbCommand(environment: ["DISPLAY": ""], executable: "s", arguments: arguments)
        != nil,
      "an empty DISPLAY is no display")
  }
}
