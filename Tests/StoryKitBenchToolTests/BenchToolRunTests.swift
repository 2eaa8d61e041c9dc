import Foundation
import StoryKitTestSupport
import Testing

/// The built `storykit-bench`: `--help` on every benchmark, and the exit statuses of its usage
/// errors (0 ok, 2 usage). Nothing here runs a benchmark but the smoke tests.
@Suite struct BenchToolRunTests {
  /// The `storykit-bench` binary built beside the test bundle; a clear error when it is missing.
  static func executable() throws -> URL {
    try BuiltProducts.executable(named: "storykit-bench")
  }

  func run(_ arguments: [String]) async throws -> ProcessOutput {
    try await ProcessRunner.run(try Self.executable(), arguments, in: Fixtures.root)
  }

  /// A command line, and what its usage must name.
  static let commands: [(arguments: [String], names: String)] = [
    (["decode"], "decode [--groups N]"),
    (["layout"], "layout [--pairs N]"),
    (["render"], "render [--frames N]"),
    (["story-bar"], "story-bar [--frames N]"),
    (["delivery"], "delivery [--runs N]"),
    (["images"], "images [--pairs N]"),
    (["player"], "player [--pairs N]"),
    (["banner"], "banner [--pairs N]"),
    (["swipe-card"], "swipe-card [--pairs N]"),
    (["placement"], "placement [--runs N]"),
    (["playback"], "playback [--runs N]"),
    (["video"], "video [--runs N]"),
    (["restyle"], "restyle [--pairs N]"),
    (["host"], "storykit-bench host"),
    (["soak"], "storykit-bench soak"),
  ]

  @Test func everyBenchmarkPrintsItsUsageAndExitsZero() async throws {
    for (arguments, names) in Self.commands {
      for flag in ["--help", "-h"] {
        let output = try await run(arguments + [flag])
        #expect(output.status == 0, "\(arguments + [flag]): \(output.output)")
        #expect(output.output.contains(names), "\(arguments + [flag]): \(output.output)")
        #expect(!output.output.contains("storykit-bench: "), "no error: \(arguments + [flag])")
      }
    }
    for arguments in [["help"], ["--help"], ["-h"]] {
      let output = try await run(arguments)
      #expect(output.status == 0 && output.output.contains("usage: storykit-bench <benchmark>"))
      #expect(output.output.contains("soak [--cycles N]"))
    }
  }

  @Test func aBenchmarksHelpIsItsOwnNotTheWholeList() async throws {
    let output = try await run(["decode", "--help"])
    #expect(output.output.contains("decode [--groups N]"))
    #expect(!output.output.contains("layout [--pairs N]") && !output.output.contains("soak"))
  }

  @Test func usageErrorsPrintWhatIsWrongAndExitTwo() async throws {
    let output = try await run(["layout", "--pairs", "0"])
    #expect(output.status == 2)
    #expect(output.output.hasPrefix("storykit-bench: layout: --pairs expects an integer from 1 to 100000"))
    #expect(output.output.contains("usage: storykit-bench <benchmark>"))
    for arguments in [
      [], ["fastest"], ["decode", "--groups"], ["render", "--frames", "x"], ["story-bar", "--frames", "0"],
      ["delivery", "--runs", "10001"], ["host", "--seconds", "0"], ["soak", "--cycles", "0"], ["help", "me"],
    ] {
      #expect(try await run(arguments).status == 2, "\(arguments)")
    }
  }
}
