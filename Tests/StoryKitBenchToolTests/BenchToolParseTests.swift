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
    guard case .run(.layout(let layout)) = try BenchTool.parse(["layout", "--pairs", "5", "--no-peer"]) else {
      Issue.record("not layout")
      return
    }
    #expect(layout.pairs == 5 && layout.batch == 3 && !layout.usesPeer)
    guard case .run(.decode(let decode)) = try BenchTool.parse(["decode", "--groups", "10"]) else {
      Issue.record("not decode")
      return
    }
    #expect(decode.groups == 10 && decode.stories == 10 && decode.usesPeer)
    guard case .run(.images(let images)) = try BenchTool.parse(["images", "--batch", "2", "--no-peer"]) else {
      Issue.record("not images")
      return
    }
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
    guard case .run(.restyle(let restyle)) = try BenchTool.parse(["restyle", "--pairs", "5", "--batch", "7"])
    else {
      Issue.record("not restyle")
      return
    }
    #expect(restyle.pairs == 5 && restyle.batch == 7)
    #expect(reason(["restyle", "--pairs", "0"]) != nil)
  }

  @Test func playerReadsItsOptions() throws {
    guard case .run(.player(let benchmark)) = try BenchTool.parse(["player", "--pairs", "3", "--no-peer"])
    else {
      Issue.record("not player")
      return
    }
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
    #expect(swipe.contains("banner|swipe-card [--pairs N]"))
  }
}
