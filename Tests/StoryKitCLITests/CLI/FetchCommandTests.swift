import Foundation
import StoryKitTestSupport
import Testing

/// `storykit fetch` as a user runs it, against a loopback server serving the demo feed: where the
/// content came from, the chosen variant, the trace, and the exit codes.
@Suite(.enabled(if: TestRequirements.runs(ifAvailable: DemoFeedServer.isAvailable)), .timeLimit(.minutes(10)))
struct FetchCommandTests {
  /// Runs the built `storykit fetch` from the repository root.
  func run(_ arguments: [String]) async throws -> ProcessOutput {
    try await ProcessRunner.run(
      try ValidateCommandTests.executable(), ["fetch"] + arguments, in: Fixtures.root)
  }

  func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("storykit-fetch-\(UUID().uuidString)").path
  }

  @Test func coldRunLoadsFromTheNetworkThenTheCacheKeepsItShownOffline() async throws {
    let cache = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let server = try await DemoFeedServer()
    let endpoint = server.endpoint
    let cold = try await run([endpoint, "--token", "demo-home", "--user-id", "user-42", "--cache", cache])
    await server.stopAndWait()
    #expect(cold.status == 0, "\(cold.output)")
    #expect(cold.lines.contains("source=network"), "\(cold.output)")
    #expect(cold.lines.contains { $0.hasPrefix("variant=bar-large kind=storyBar") }, "\(cold.output)")
    #expect(cold.lines.filter { $0.hasPrefix("trace ") }.count == 3, "one trace line per variant")
    #expect(cold.lines.contains { $0.hasPrefix("trace bar-qa-custom: skipped: test-only") })
    // 16 groups and 42 stories, less the test-only QA group outside test mode.
    #expect(cold.output.contains("groups=15 stories=41"), "relative image URLs resolve against the feed")

    let offline = try await run([endpoint, "--token", "demo-home", "--user-id", "user-42", "--cache", cache])
    #expect(offline.status == 0, "\(offline.output)")
    #expect(offline.lines.contains("source=cache"), "\(offline.output)")
    #expect(offline.lines.contains { $0.hasPrefix("variant=bar-large kind=storyBar") })
    #expect(offline.output.contains("keeping the cached feed"), "the failed revalidation is reported")
  }

  @Test func targetingOptionsReachTheResolver() async throws {
    let server = try await DemoFeedServer()
    defer { server.stop() }
    let run = try await run([
      server.endpoint, "--token", "demo-home", "--user-id", "user-42", "--label", "stories-opt-out",
      "--property", "tier=gold", "--property", "age=31", "--test-mode",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("variant=bar-qa-custom kind=storyBar") }, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("trace bar-large: skipped: not(labels in") }, "\(run.output)")
    #expect(run.output.contains("groups=16 stories=43"), "test mode shows the test-only QA group too")
  }

  @Test func nothingToShowExitsOne() async throws {
    // A server started and stopped: its port refuses connections.
    let server = try await DemoFeedServer()
    let endpoint = server.endpoint
    await server.stopAndWait()
    let cache = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let run = try await run([endpoint, "--token", "demo-home", "--cache", cache])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("variant=none reason=no answer from the feed server") })
  }

  @Test func usageErrorsExitTwo() async throws {
    #expect(try await run([]).status == 2)
    #expect(try await run(["http://127.0.0.1:9/feeds"]).status == 2, "no token")
    #expect(try await run(["--token", "demo-home"]).status == 2, "no endpoint")
    #expect(try await run(["http://127.0.0.1:9/feeds", "--token", "demo-home", "--frobnicate"]).status == 2)
    #expect(try await run(["http://127.0.0.1:9/feeds", "--token"]).status == 2)
    #expect(
      try await run(["http://127.0.0.1:9/feeds", "--token", "demo-home", "--property", "=1"]).status == 2)
    #expect(
      try await run(["http://example.com/feeds", "--token", "demo-home"]).status == 2, "plain http, remote")
    #expect(try await run(["http://127.0.0.1:9/feeds", "--token", "no spaces allowed"]).status == 2)
  }
}
