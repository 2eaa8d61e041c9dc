import Foundation
import StoryKitBenchmarks
import StoryKitCommandLine
import Testing

@testable import StoryKitBenchTool

/// `storykit-bench`'s command lines, parsed in-process: each benchmark's options in its own
/// ranges, and the usage errors (the run tests run the built binary).
@MainActor
@Suite struct BenchToolParseTests {
  /// The reason a command line is refused, or `nil` if it parses.
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try BenchTool.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func eachBenchmarkReadsItsOptionsInItsOwnRanges() throws {
    let layout = try #require(
      try BenchTool.benchmark(LayoutBenchmark.self, ["layout", "--pairs", "5", "--no-peer"]))
    #expect(layout.pairs == 5 && layout.batch == 3 && !layout.usesPeer)
    let decode = try #require(try BenchTool.benchmark(DecodeBenchmark.self, ["decode", "--groups", "10"]))
    #expect(decode.groups == 10 && decode.stories == 10 && decode.usesPeer)
    let images = try #require(
      try BenchTool.benchmark(ImagesBenchmark.self, ["images", "--batch", "2", "--no-peer"]))
    #expect(images.pairs == 21 && images.batch == 2 && !images.usesPeer)
    #expect(reason(["images", "--pairs", "0"]) != nil)
    #expect(
      reason([])
        == .missingOperand(
          "a benchmark name (decode, layout, render, story-bar, delivery, images, player, banner, swipe-card, placement, playback, video, restyle, host, soak)"
        ))
    #expect(
      reason(["layout", "--tree", "1001"])
        == .invalidNumber(option: "--tree", value: "1001", expected: "an integer from 1 to 1000"))
    #expect(reason(["layout", "--runs", "3"]) == .unknownOption("--runs"), "replaced by --pairs and --batch")
    #expect(reason(["story-bar", "--no-peer"]) == .unknownOption("--no-peer"), "no peer to leave out")
    #expect(reason(["delivery", "--runs", "0"]) != nil)
    #expect(reason(["render", "--out"]) == .missingValue(option: "--out"))
    if case .invalid = reason(["fastest"]) {
    } else {
      Issue.record("an unknown benchmark is a usage error")
    }
    #expect(reason(["help"]) == nil)
    #expect(reason(["help", "me"]) == .unexpectedOperand("me"))
  }

  @Test func restyleReadsItsPairsAndBatch() throws {
    let restyle = try #require(
      try BenchTool.benchmark(RestyleBenchmark.self, ["restyle", "--pairs", "5", "--batch", "7"]))
    #expect(restyle.pairs == 5 && restyle.batch == 7)
    #expect(reason(["restyle", "--pairs", "0"]) != nil)
  }

  @Test func playerReadsItsOptions() throws {
    let benchmark = try #require(
      try BenchTool.benchmark(PlayerBenchmark.self, ["player", "--pairs", "3", "--no-peer"]))
    #expect(
      benchmark.pairs == 3 && benchmark.batch == 10 && !benchmark.usesPeer && benchmark.outputDirectory == nil
    )
    #expect(
      reason(["player", "--pairs", "0"])
        == .invalidNumber(option: "--pairs", value: "0", expected: "an integer from 1 to 100000"))
    #expect(reason(["player", "--frames", "3"]) == .unknownOption("--frames"))
  }

  @Test func helpIsTheBenchmarksOwnEntry() throws {
    guard case .help(let text) = try BenchTool.parse(["decode", "--help"]) else {
      Issue.record("not help")
      return
    }
    #expect(text.contains("decode [--groups N]") && !text.contains("layout [--pairs N]"))
    #expect(text.hasPrefix("usage: storykit-bench <benchmark> [options]"))
    guard case .help(let swipe) = try BenchTool.parse(["swipe-card", "-h"]) else {
      Issue.record("not help")
      return
    }
    #expect(swipe.contains("swipe-card [--pairs N]") && !swipe.contains("banner [--pairs N]"))
  }

  /// The registry: one entry per benchmark, each named once, and the usage printed from it.
  @Test func theRegistryListsEveryBenchmarkOnceAndTheUsageComesFromIt() {
    let names = BenchmarkRegistry.names
    #expect(
      names == [
        "decode", "layout", "render", "story-bar", "delivery", "images", "player", "banner", "swipe-card",
        "placement", "playback", "video", "restyle", "host", "soak",
      ])
    #expect(Set(names).count == names.count)
    for type in BenchmarkRegistry.all {
      #expect(BenchTool.usage.contains("  \(type.name) \(type.synopsis)"), "\(type.name)")
      #expect(BenchTool.usage.contains(type.summary), "\(type.name)")
      #expect(!type.summary.contains("\n") && !type.summary.isEmpty, "one line: \(type.name)")
      #expect(type.syntax.command == type.name, "its errors name it: \(type.name)")
    }
    #expect(BenchmarkRegistry.benchmark(named: "fastest") == nil)
    #expect(BenchmarkRegistry.benchmark(named: "host") is any MainLoopBenchmark.Type)
    #expect(!(BenchmarkRegistry.benchmark(named: "decode") is any MainLoopBenchmark.Type))
  }
}

extension BenchTool {
  /// The benchmark a command line runs, as `type`; `nil` when it is another or a help.
  static func benchmark<Value>(_ type: Value.Type, _ arguments: [String]) throws -> Value? {
    guard case .run(let benchmark) = try parse(arguments) else { return nil }
    return benchmark as? Value
  }
}
