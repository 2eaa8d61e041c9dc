import Foundation
import StoryKitTestSupport
import Testing

/// `storykit validate` as a user runs it: output lines and exit codes.
@Suite struct ValidateCommandTests {
  /// The `storykit` binary built beside the test bundle; a clear error when it is missing.
  static func executable() throws -> URL {
    try BuiltProducts.executable(named: "storykit")
  }

  /// Runs the built `storykit` from the repository root.
  func run(_ arguments: [String]) async throws -> ProcessOutput {
    try await ProcessRunner.run(try Self.executable(), arguments, in: Fixtures.root)
  }

  func temporaryFeed(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func theDemoFeedExitsZeroWithASummaryAndNamesItsMissingVideos() async throws {
    let run = try await run(["validate", "Examples/feeds/demo.json"])
    #expect(run.status == 0)
    #expect(run.lines.last?.hasPrefix("summary: 16 groups, ") == true, "\(run.output)")
    #expect(run.lines.last?.hasSuffix("; 0 errors, 9 warnings") == true, "\(run.output)")
    let warnings = run.lines.dropLast()
    #expect(warnings.count == 9)
    let videos = warnings.filter {
      $0.hasPrefix("warning $.storyGroups[") && $0.contains("/Examples/feeds/videos/")
    }
    #expect(videos.count == 9, "the videos Examples/feeds/README.md says are not shipped: \(run.output)")
  }

  /// A placeholder with neither a value nor a fallback is a warning at its path; `--user-data`
  /// gives it the value a config would, and the warning goes.
  @Test func userDataFillsAPlaceholderThatWouldWarn() async throws {
    let groups = "[" + FeedText.group(id: #""a""#, title: #""Hi {{user.firstName}}""#) + "]"
    let feed = try temporaryFeed(FeedText.with(groups: groups))
    defer { try? FileManager.default.removeItem(atPath: feed) }
    let bare = try await run(["validate", feed])
    #expect(bare.status == 0)
    #expect(bare.lines.first?.hasPrefix("warning $.storyGroups[0].title: ") == true, "\(bare.output)")
    #expect(bare.lines.first?.contains("firstName") == true, "\(bare.output)")
    let filled = try await run(["validate", "--strict", feed, "--user-data", "firstName=Dana"])
    #expect(filled.status == 0, "\(filled.output)")
    #expect(filled.lines.last?.hasSuffix("; 0 errors, 0 warnings") == true, "\(filled.output)")
    let wrong = try await run(["validate", feed, "--user-data", "firstName"])
    #expect(wrong.status == 2 && wrong.output.contains("--user-data"), "\(wrong.output)")
  }

  @Test func aMissingLocalPictureIsAWarningAtItsPath() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-local-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
    try Data([0x89]).write(to: folder.appendingPathComponent("pictures/here.png"))
    let here = FeedText.story(id: #""here""#, media: #"{"type": "image", "url": "pictures/here.png"}"#)
    let gone = FeedText.story(id: #""gone""#, media: #"{"type": "image", "url": "pictures/gone.png"}"#)
    let groups =
      "[" + FeedText.group(id: #""a""#, story: here) + ", " + FeedText.group(id: #""b""#, story: gone) + "]"
    let feed = folder.appendingPathComponent("feed.json")
    try Data(FeedText.with(groups: groups).utf8).write(to: feed)

    let run = try await run(["validate", feed.path])
    #expect(run.status == 0, "a warning, not an error: \(run.output)")
    let missing = folder.appendingPathComponent("pictures/gone.png").path
    #expect(
      run.lines.first
        == "warning $.storyGroups[1].stories[0].media.url: expected a file at \(missing) (relative paths start at the feed's folder), found nothing; it will not show"
    )
    #expect(run.lines.last == "summary: 2 groups, 2 stories, 1 widget variants; 0 errors, 1 warnings")
    #expect(try await self.run(["validate", "--strict", feed.path]).status == 1)
  }

  @Test func errorsPrintOnePerLineAndExitOne() async throws {
    let path = try temporaryFeed(FeedText.with(groups: "[" + FeedText.group(title: "42") + "]"))
    let run = try await run(["validate", path])
    #expect(run.status == 1)
    #expect(
      run.lines.first
        == "error $.storyGroups[0].title: expected a string, found the number 42; the story group is dropped")
    #expect(run.lines.last == "summary: 0 groups, 0 stories, 1 widget variants; 1 errors, 0 warnings")
  }

  @Test func warningsPassUnlessStrict() async throws {
    let path = try temporaryFeed(
      FeedText.with(groups: "[" + FeedText.group(extra: #""type": "hologram""#) + "]"))
    #expect(try await run(["validate", path]).status == 0)
    #expect(try await run(["validate", "--strict", path]).status == 1)
  }

  @Test func jsonOutputIsMachineReadable() async throws {
    let path = try temporaryFeed("[]")
    let run = try await run(["validate", "--json", path])
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let diagnostics = try #require(object?["diagnostics"] as? [[String: String]])
    #expect(diagnostics.first?["code"] == "typeMismatch")
    #expect(diagnostics.first?["path"] == "$")
    #expect((object?["summary"] as? [String: Int])?["errors"] == 1)
  }

  @Test func usageErrorsExitTwo() async throws {
    #expect(try await run(["validate"]).status == 2)
    #expect(try await run(["validate", "a.json", "b.json"]).status == 2)
    #expect(try await run(["validate", "--frobnicate", "a.json"]).status == 2)
    #expect(try await run(["launch-rockets"]).status == 2)
    #expect(try await run([]).status == 2)
  }

  @Test func missingFileIsAnErrorNotACrash() async throws {
    let run = try await run(["validate", "/nonexistent/feed.json"])
    #expect(run.status == 1)
    #expect(run.output.contains("/nonexistent/feed.json"))
  }

  @Test func demoSummarizesTheFeedAndRendersItsWidgets() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-demo-\(UUID().uuidString)")
    let run = try await run(["demo", "--out", folder.path])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Placement \"demo-home\""))
    #expect(run.output.contains("Story bar: 16 groups"))
    #expect(run.output.contains("عروض اليوم"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for size in ["small", "large", "custom"] {
      for theme in ["light", "dark"] {
        for direction in ["ltr", "rtl"] {
          #expect(files.contains("story-bar-\(size)-\(theme)-\(direction).png"))
        }
      }
    }
    #expect(
      files.contains("story-bar-grid-4-columns.png") && files.contains("ring-button-display-x-colour.png"))
    #expect(run.output.contains("story-bar-large-light-ltr.png"), "each file is listed with its render time")
  }

  @Test func renderWritesAStoryBarPNGOfTheRequestedWidth() async throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("bar-\(UUID().uuidString).png")
    let run = try await run([
      "render", "Examples/feeds/demo.json", "--widget", "story-bar", "--width", "300", "--scale", "2",
      "--direction", "rtl", "--out", output.path,
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("600 ×"), "300 pt at scale 2")
    #expect(FileManager.default.fileExists(atPath: output.path))
    #expect(
      try await self.run(["render", "Examples/feeds/demo.json", "--widget", "carousel", "--out", output.path])
        .status == 2)
    #expect(
      try await self.run([
        "render", "Examples/feeds/demo.json", "--widget", "story-bar", "--scale", "9", "--out", output.path,
      ]).status == 2)
  }

}
