import Foundation
import StoryKitTestSupport
import Testing

/// `storykit-bench placement --runs 1`: it exits 0 and prints a final line for every widget kind
/// the tool links, beside the C replay of the same first frame. No figure is checked (DESIGN.md
/// §5: no timing assertions).
@Suite struct PlacementBenchSmokeTests {
  @Test func itPrintsALinePerLinkedKind() async throws {
    let run = try await ProcessRunner.run(
      try BenchToolRunTests.executable(), ["placement", "--runs", "1"], in: Fixtures.root)
    #expect(run.status == 0, "\(run.output)")
    for kind in ["story-bar", "banner", "swipe-card", "canvas"] {
      let line = run.lines.first { $0.hasPrefix("bench placement case=\(kind) ours=") }
      #expect(
        line?.contains(" replay=") == true && line?.hasSuffix(" goal=16 unit=ms") == true, "\(run.output)")
    }
  }
}
