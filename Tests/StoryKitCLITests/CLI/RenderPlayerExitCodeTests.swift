import Foundation
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitTestSupport
import Testing

/// The built `storykit render --widget player`: a PNG of the asked size, and what it prints and
/// the status it exits with when the group, story or time does not fit the feed (2, as for any
/// argument that is wrong).
@Suite struct RenderPlayerExitCodeTests {
  func run(_ arguments: [String]) async throws -> ProcessOutput {
    let base = ["render", "Examples/feeds/demo.json", "--widget", "player"]
    return try await ProcessRunner.run(
      try ValidateCommandTests.executable(), base + arguments, in: Fixtures.root)
  }

  @Test func aMomentIsWrittenAtItsSize() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "player-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run([
      "--group", "travel-diaries", "--story", "2", "--time", "1.5", "--width", "270", "--height", "480",
      "--out",
      file.path,
    ])
    #expect(run.status == 0, "\(run.output)")
    let image = try ImageDecoder().decode(contentsOf: file)
    // 540 × 960 px: the pictures' own size, so the debug build does not spend seconds resampling.
    #expect(image.pixelWidth == 540 && image.pixelHeight == 960)
  }

  @Test func theSharePictureIsTheMomentWithoutItsChrome() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let moment = ["--group", "new-in", "--width", "270", "--height", "480"]
    let share = try await run(moment + ["--share", "--out", folder.appendingPathComponent("share.png").path])
    let paused = try await run(
      moment + ["--paused", "--out", folder.appendingPathComponent("paused.png").path])
    #expect(share.status == 0 && paused.status == 0, "\(share.output) \(paused.output)")
    let shared = PixelBuffer(
      try ImageDecoder().decode(contentsOf: folder.appendingPathComponent("share.png")))
    // `--paused` hides the chrome as a long press does: the same pixels as the share picture.
    let held = PixelBuffer(try ImageDecoder().decode(contentsOf: folder.appendingPathComponent("paused.png")))
    #expect(shared.width == 540 && shared.height == 960)
    let tolerance = SnapshotTolerance()
    #expect(SnapshotComparison.compare(shared, held, tolerance: tolerance).matches(tolerance))
    let both = try await run(moment + ["--share", "--filmstrip", "0,1", "--out", "/dev/null"])
    #expect(both.status == 2 && both.output.contains("--share and --filmstrip cannot be given together"))
  }

  @Test func whatDoesNotFitTheFeedIsNamedAndExitsTwo() async throws {
    let unknown = try await run(["--group", "nope", "--out", "/dev/null"])
    #expect(unknown.status == 2)
    #expect(
      unknown.output.contains(
        "--group \"nope\" is not a group of the feed; its groups are: new-in, headlines"))
    let story = try await run(["--group", "brunch", "--story", "4", "--out", "/dev/null"])
    #expect(story.status == 2)
    #expect(story.output.contains("--story 4 is out of range: \"brunch\" has 3 stories (1 to 3)"))
    let time = try await run(["--group", "brunch", "--time", "5", "--out", "/dev/null"])
    #expect(time.status == 2)
    #expect(time.output.contains("which lasts 5 s"))
    let negative = try await run(["--group", "brunch", "--time", "-1", "--out", "/dev/null"])
    #expect(negative.status == 2)
    #expect(negative.output.contains("--time expects a number from 0 to 86400, found \"-1\""))
    #expect(negative.output.contains("--filmstrip LIST"), "the player's own usage")
  }
}
