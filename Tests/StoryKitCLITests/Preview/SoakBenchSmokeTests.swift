import Foundation
import StoryKitTestSupport
import Testing

/// `storykit-bench soak --cycles 2 --dwell 0` on an X server of the test's own: the preview opens
/// and closes two groups, exits 0 and prints its final lines. No figure is checked (DESIGN.md §5:
/// no timing or memory assertions). Part of the end-to-end suite, so it never runs beside the
/// preview's checks.
extension PreviewEndToEndTests {
  @Test(.timeLimit(.minutes(10))) func theSoakOpensAndClosesTheGroupsAndPrintsItsLines() async throws {
    let session = try await XvfbSession.start(screen: "1280x1024x24")
    defer { session.stop() }
    let bench = try BuiltProducts.executable(named: "storykit-bench")
    let run = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      session.environment + [bench.path, "soak", "--cycles", "2", "--dwell", "0"],
      in: Fixtures.root)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.lines.contains { $0.contains("(the bar alone)") }, "\(run.output)")
    for prefix in [
      "bench soak case=growth scale=1 cycles=2 baseline=", "bench soak case=tail scale=1 cycles=2 ours=",
    ] {
      #expect(run.lines.contains { $0.hasPrefix(prefix) }, "no line \(prefix)…: \(run.output)")
    }
    #expect(!run.lines.contains("ready"), "the soak drives the preview without its ready line")
  }
}
