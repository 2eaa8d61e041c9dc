import Foundation
import StoryKitTestSupport
import Testing

/// The fuzz executable built plainly replays inputs: every regression input and seed runs through
/// its target once and returns (a crash found by `make fuzz` is added here as a file).
@Suite struct FuzzReplayTests {
  @Test(arguments: [
    ("feed", ["Examples/feeds", "Tests/Fixtures/feeds/malformed", "Tests/Fixtures/feeds/every-field.json"]),
    ("json", ["Examples/feeds", "Tests/Fixtures/feeds/malformed"]),
    ("image", ["Examples/feeds/images/banner-spring.png", "Examples/feeds/images/icon-live.png"]),
  ])
  func theCorpusReplaysThroughItsTarget(target: String, inputs: [String]) async throws {
    let fuzz = try BuiltProducts.executable(named: "StoryKitFuzz")
    let run = try await ProcessRunner.run(fuzz, [target] + inputs, in: Fixtures.root)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("replayed") && run.output.contains("through \(target)"), "\(run.output)")
  }

  @Test func anUnknownTargetIsAUsageError() async throws {
    let fuzz = try BuiltProducts.executable(named: "StoryKitFuzz")
    let run = try await ProcessRunner.run(fuzz, ["nonsense"], in: Fixtures.root)
    #expect(run.status == 2)
    #expect(run.output.contains("usage: StoryKitFuzz"))
  }
}
