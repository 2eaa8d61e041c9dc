import Foundation
import StoryKitTestSupport
import Testing

/// The exit statuses of the built `storykit` for what the other CLI tests do not run: help, the
/// example gallery and the benchmarks' usage errors (0 ok, 1 failure, 2 usage).
@Suite struct ExitCodeTests {
  func status(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = try ValidateCommandTests.executable()
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func helpExitsZeroAndListsNoTestOnlyCommand() throws {
    let help = try status(["help"])
    #expect(help.status == 0)
    #expect(help.output.contains("bench layout") && !help.output.contains("analytics-soak"))
    #expect(try status(["--help"]).status == 0)
  }

  @Test func usageErrorsPrintWhatIsWrongAndExitTwo() throws {
    let run = try status(["bench", "layout", "--pairs", "0"])
    #expect(run.status == 2)
    #expect(run.output.hasPrefix("storykit: bench layout: --pairs expects an integer from 1 to 100000"))
    #expect(run.output.contains("usage: storykit <command>"))
    for arguments in [
      ["bench"], ["bench", "fastest"], ["bench", "decode", "--groups"], ["bench", "render", "--frames", "x"],
      ["bench", "story-bar", "--frames", "0"], ["bench", "delivery", "--runs", "10001"], ["render"],
      ["render", "--examples"], ["demo", "--frobnicate"], ["analytics-soak"],
    ] {
      #expect(try status(arguments).status == 2, "\(arguments)")
    }
  }

  @Test func aCommandsOwnUsageIsPrintedWithItsErrors() throws {
    let run = try status(["render", "Examples/feeds/demo.json", "--widget", "story-bar"])
    #expect(run.status == 2)
    #expect(run.output.contains("--out is required"))
    #expect(run.output.contains("storykit render <feed.json> --widget story-bar"))
  }

  @Test func theExampleGalleryIsWritten() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try status(["render", "--examples", folder.path])
    #expect(run.status == 0, "\(run.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains("label-scripts.light.png") && files.contains("stack-nested.rtl.png"))
  }
}
