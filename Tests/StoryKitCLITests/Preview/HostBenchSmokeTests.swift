import Foundation
import StoryKitTestSupport
import Testing

/// `storykit-bench host --seconds 1 --idle 1` on an X server of the test's own: it exits 0 and
/// prints its final lines. No figure is checked (DESIGN.md §5: no timing assertions). Part of the
/// end-to-end suite, so it never plays beside the preview's checks.
extension PreviewEndToEndTests {
  @Test(.timeLimit(.minutes(10))) func itPlaysThenIdlesAndPrintsItsLines() async throws {
    // Room for the window's 840 × 1520 px at scale 2.
    let session = try await XvfbSession.start(screen: "1280x1600x24")
    defer { session.stop() }
    let bench = try BuiltProducts.executable(named: "storykit-bench")
    let run = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      session.environment + [bench.path, "host", "--seconds", "1", "--idle", "1"],
      in: Fixtures.root)
    #expect(run.status == 0, "\(run.output)")
    for prefix in [
      "bench host case=playback pt=420x760 scale=2 frames=",
      "bench host case=paint pt=420x760 scale=2 frames=",
      "bench host case=cpu playing=", "bench host case=repaint frames=", "bench host machine cpu=",
    ] {
      #expect(run.lines.contains { $0.hasPrefix(prefix) }, "no line \(prefix)…: \(run.output)")
    }
    // `--case transition` on the same X server: the cube turns in the window frame after frame,
    // and the run ends with its line.
    let turning = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      session.environment + [
        bench.path, "host", "--case", "transition", "--seconds", "1", "--idle", "1",
      ],
      in: Fixtures.root)
    #expect(turning.status == 0, "\(turning.output)")
    #expect(
      turning.lines.contains {
        $0.hasPrefix("bench host case=transition pt=420x760 scale=2 frames=") && $0.contains(" late=")
      }, "\(turning.output)")
  }
}
