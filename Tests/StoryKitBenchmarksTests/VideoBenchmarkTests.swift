import Foundation
import Testing

@testable import StoryKitBenchmarks

/// `bench video` without timing: its counts, its final lines from fixed figures, and one tiny run
/// of every case whose lines must parse (never what they say).
@MainActor
@Suite struct VideoBenchmarkTests {
  @Test func countsAreClampedToTheirRange() {
    let benchmark = VideoBenchmark(runs: 0, rounds: 1_000, seconds: -3, usesPeer: false)
    #expect(benchmark.runs == 1 && benchmark.rounds == 100 && benchmark.seconds == 1 && !benchmark.usesPeer)
    let defaults = VideoBenchmark()
    #expect(defaults.runs == 11 && defaults.rounds == 3 && defaults.seconds == 10 && defaults.usesPeer)
  }

  @Test func theFinalLinesCarryEachCaseWithTheRatioOfTheMedianRound() {
    var report = VideoBenchReport(seconds: 10, rounds: 3)
    report.firstFrames = [(VideoFirstFrameCase(source: .http, width: 540, height: 960), [30, 10, 20])]
    report.ours = [40, 30, 50].map {
      VideoPlaybackCase.Run(cpuPercent: $0, wallSeconds: 10, droppedFrames: 1)
    }
    report.peer = [20, 30, 25].map { VideoPlaybackCase.Run(cpuPercent: $0, wallSeconds: 10) }
    #expect(
      report.finalLines() == [
        "bench video case=first-frame source=http size=540x960 ours=20.0 unit=ms",
        "bench video case=playback-cpu size=1080x1920 fps=30 seconds=10 ours=40.0 gst-launch=25.0 ratio=2.00 "
          + "unit=%cpu",
        "bench video case=dropped size=1080x1920 fps=30 seconds=10 ours=1.0 unit=frames/10s",
      ])
    report.peer = []
    #expect(
      report.finalLines()[1]
        == "bench video case=playback-cpu size=1080x1920 fps=30 seconds=10 ours=40.0 unit=%cpu")
  }

  @Test(
    "one run of every case, 1 s clips: the table ends with lines that parse",
    .enabled(if: PeerScript.executable(named: "gst-launch-1.0") != nil))
  func aTinyRunPrintsLinesThatParse() async throws {
    let report = try await VideoBenchmark(runs: 1, rounds: 1, seconds: 1, usesPeer: true).measure().get()
    let lines = report.finalLines()
    let hasPython = PeerScript.executable(named: "python3") != nil
    #expect(lines.count == (hasPython ? 6 : 4), "\(lines)")
    #expect(report.table().suffix(lines.count) == ArraySlice(lines), "the table ends with the final lines")
    for line in lines {
      let fields = PeerScript.fields(of: line)
      #expect(line.hasPrefix("bench video case="), "\(line)")
      #expect(fields["ours"].flatMap(Double.init)?.isFinite == true, "\(line)")
      #expect(["ms", "%cpu", "frames/10s"].contains(fields["unit"] ?? ""), "\(line)")
      if fields["case"] == "playback-cpu", let ratio = fields["ratio"] {
        #expect(
          Double(ratio)?.isFinite == true && fields["gst-launch"].flatMap(Double.init) != nil, "\(line)")
      }
    }
    let run = try #require(report.ours.first)
    #expect(run.shownFrames != nil && run.renderedFrames != nil, "the sink's counts were read")
  }
}
