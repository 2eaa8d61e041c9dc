import Foundation
import StoryKitTestSupport
import Testing

/// `--help` and `-h` on every command and subcommand of the built `storykit`: the command's own
/// usage on standard output, exit status 0, and nothing run.
@Suite struct HelpTests {
  /// A command line, and what its usage must name.
  static let commands: [(arguments: [String], names: String)] = [
    (["validate"], "validate <feed.json>"),
    (["demo"], "demo [--feed <feed.json>]"),
    (["render"], "render <feed.json>"),
    (
      ["render", "Examples/feeds/demo.json", "--widget", "story-bar"],
      "storykit render <feed.json> --widget story-bar"
    ),
    (["render", "--widget", "player"], "storykit render <feed.json> --widget player"),
    (["render", "--widget", "banner"], "storykit render <feed.json>"),
    (["fetch"], "fetch <endpoint> --token T"),
    (["preview"], "storykit preview <feed.json"),
    (["help"], "usage: storykit <command>"),
  ]

  @Test func everyCommandPrintsItsUsageAndExitsZero() async throws {
    let executable = try ValidateCommandTests.executable()
    for (arguments, names) in Self.commands {
      for flag in ["--help", "-h"] {
        let run = try await ProcessRunner.run(executable, arguments + [flag], in: Fixtures.root)
        #expect(run.status == 0, "\(arguments + [flag]): \(run.output)")
        #expect(run.output.contains(names), "\(arguments + [flag]): \(run.output)")
        #expect(!run.output.contains("storykit: "), "no error: \(arguments + [flag])")
      }
    }
  }

  @Test func aSubcommandsHelpIsItsOwnNotTheWholeList() async throws {
    let run = try await ProcessRunner.run(
      try ValidateCommandTests.executable(), ["validate", "--help"], in: Fixtures.root)
    #expect(run.output.contains("validate <feed.json>"))
    #expect(!run.output.contains("fetch <endpoint>") && !run.output.contains("preview <feed.json>"))
  }

  /// `storykit-bench` is no command any more: its help is the usage error that points to
  /// `storykit-bench`, whose own help tests are StoryKitBenchToolTests'.
  @Test func benchsHelpPointsToStoryKitBench() async throws {
    let run = try await ProcessRunner.run(
      try ValidateCommandTests.executable(), ["bench", "decode", "--help"], in: Fixtures.root)
    #expect(run.status == 2, "\(run.output)")
    #expect(run.output.contains("storykit-bench <benchmark> [options]"), "\(run.output)")
  }

  @Test func helpAfterTheEndOfOptionsIsAnOperand() async throws {
    let run = try await ProcessRunner.run(
      try ValidateCommandTests.executable(), ["validate", "--", "--help"], in: Fixtures.root)
    #expect(run.status == 1, "a feed file named --help that does not exist: \(run.output)")
  }
}
