import Foundation
import StoryKitTestSupport
import Testing

/// `storykit fetch` as a user runs it, against a loopback server serving the demo feed: where the
/// content came from, the chosen variant, the trace, and the exit codes.
@Suite(.enabled(if: DemoFeedServer.isAvailable), .timeLimit(.minutes(2)))
struct FetchCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var lines: [String] { output.split(separator: "\n").map(String.init) }
  }

  func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try ValidateCommandTests.executable()
    process.arguments = ["fetch"] + arguments
    process.currentDirectoryURL = Fixtures.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("storykit-fetch-\(UUID().uuidString)").path
  }

  @Test func coldRunLoadsFromTheNetworkThenTheCacheKeepsItShownOffline() throws {
    let cache = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let server = try DemoFeedServer()
    let endpoint = server.endpoint
    let cold = try run([endpoint, "--token", "demo-home", "--user-id", "user-42", "--cache", cache])
    server.stop()
    #expect(cold.status == 0, "\(cold.output)")
    #expect(cold.lines.contains("source=network"), "\(cold.output)")
    #expect(cold.lines.contains { $0.hasPrefix("variant=bar-large kind=storyBar") }, "\(cold.output)")
    #expect(cold.lines.filter { $0.hasPrefix("trace ") }.count == 3, "one trace line per variant")
    #expect(cold.lines.contains { $0.hasPrefix("trace bar-qa-custom: skipped: test-only") })
    // 16 groups and 42 stories, less the test-only QA group outside test mode.
    #expect(cold.output.contains("groups=15 stories=41"), "relative image URLs resolve against the feed")

    let offline = try run([endpoint, "--token", "demo-home", "--user-id", "user-42", "--cache", cache])
    #expect(offline.status == 0, "\(offline.output)")
    #expect(offline.lines.contains("source=cache"), "\(offline.output)")
    #expect(offline.lines.contains { $0.hasPrefix("variant=bar-large kind=storyBar") })
    #expect(offline.output.contains("keeping the cached feed"), "the failed revalidation is reported")
  }

  @Test func targetingOptionsReachTheResolver() throws {
    let server = try DemoFeedServer()
    defer { server.stop() }
    let run = try run([
      server.endpoint, "--token", "demo-home", "--user-id", "user-42", "--label", "stories-opt-out",
      "--property", "tier=gold", "--property", "age=31", "--test-mode",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("variant=bar-qa-custom kind=storyBar") }, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("trace bar-large: skipped: not(labels in") }, "\(run.output)")
    #expect(run.output.contains("groups=16 stories=42"), "test mode shows the test-only QA group too")
  }

  @Test func nothingToShowExitsOne() throws {
    // A server started and stopped: its port refuses connections.
    let server = try DemoFeedServer()
    let endpoint = server.endpoint
    server.stop()
    let cache = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let run = try run([endpoint, "--token", "demo-home", "--cache", cache])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("variant=none reason=no answer from the feed server") })
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try run([]).status == 2)
    #expect(try run(["http://127.0.0.1:9/feeds"]).status == 2, "no token")
    #expect(try run(["--token", "demo-home"]).status == 2, "no endpoint")
    #expect(try run(["http://127.0.0.1:9/feeds", "--token", "demo-home", "--frobnicate"]).status == 2)
    #expect(try run(["http://127.0.0.1:9/feeds", "--token"]).status == 2)
    #expect(try run(["http://127.0.0.1:9/feeds", "--token", "demo-home", "--property", "=1"]).status == 2)
    #expect(try run(["http://example.com/feeds", "--token", "demo-home"]).status == 2, "plain http, remote")
    #expect(try run(["http://127.0.0.1:9/feeds", "--token", "no spaces allowed"]).status == 2)
  }
}
