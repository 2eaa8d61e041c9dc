import Foundation
import StoryKitTestSupport
import Testing

/// The exit statuses of the built `storykit` for what the other CLI tests do not run: help, the
/// example gallery and the usage errors (0 ok, 1 failure, 2 usage).
@Suite struct ExitCodeTests {
  func status(_ arguments: [String]) async throws -> ProcessOutput {
    try await ProcessRunner.run(try ValidateCommandTests.executable(), arguments, in: Fixtures.root)
  }

  @Test func helpExitsZeroAndListsNoTestOnlyCommand() async throws {
    let help = try await status(["help"])
    #expect(help.status == 0)
    #expect(help.output.contains("validate <feed.json>") && !help.output.contains("analytics-soak"))
    #expect(help.output.contains("storykit-bench") && !help.output.contains("bench layout"))
    #expect(try await status(["--help"]).status == 0)
  }

  @Test func usageErrorsPrintWhatIsWrongAndExitTwo() async throws {
    let run = try await status(["demo", "--frobnicate"])
    #expect(run.status == 2)
    #expect(run.output.hasPrefix("storykit: demo: unknown option \"--frobnicate\""))
    #expect(run.output.contains("usage: storykit <command>"))
    for arguments in [
      ["bench"], ["bench", "decode"], ["bench", "layout", "--pairs", "5"], ["render"],
      ["render", "--examples"], ["demo", "--frobnicate"], ["analytics-soak"],
    ] {
      #expect(try await status(arguments).status == 2, "\(arguments)")
    }
  }

  @Test func aCommandsOwnUsageIsPrintedWithItsErrors() async throws {
    let run = try await status(["render", "Examples/feeds/demo.json", "--widget", "story-bar"])
    #expect(run.status == 2)
    #expect(run.output.contains("--out is required"))
    #expect(run.output.contains("storykit render <feed.json> --widget story-bar"))
  }

  @Test func theExampleGalleryIsWritten() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await status(["render", "--examples", folder.path])
    #expect(run.status == 0, "\(run.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains("label-scripts.light.png") && files.contains("stack-nested.rtl.png"))
  }
}
