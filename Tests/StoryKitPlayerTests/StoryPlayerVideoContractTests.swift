import Foundation
import StoryKit
import StoryKitGStreamer
import Testing

@testable import StoryKitPlayer
@testable import StoryKitUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The playback contract of docs/player.md for video, with a real ``GStreamerVideoPlayer``
/// against the fault proxy of `make test`: `fault/pause` serves the 3 s clip up to its middle,
/// then nothing until the test releases it, then the rest. The player runs on the real clock
/// and is ticked as a display would tick it; each step waits for what the video does.
@MainActor
@Suite(.serialized) struct StoryPlayerVideoContractTests {
  /// One tick of the display loop: the story's progress, whether the video was buffering once
  /// under way (the story held for `.loading` after its first frame), and the time.
  struct Sample {
    let time: Double
    let progress: Double
    let buffering: Bool
  }

  @Test(
    "a stall mid-clip (the data stops halfway through a 3 s clip, for 2 s) holds the progress throughout",
    .enabled(
      if: StoryPlayerContractTests.proxy != nil,
      "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func aStallMidVideoHoldsTheProgress() async throws {
    let base = try #require(StoryPlayerContractTests.proxy)
    let tag = "video-contract-\(UUID().uuidString.prefix(8).lowercased())"
    let url = base.appendingPathComponent("fault/pause/\(tag)/clip-3s.webm")
    let group = StoryGroup(
      id: "v", title: "Clips", stories: [Story(id: "v0", duration: 8, media: .video(VideoMedia(url: url)))])
    let recorded = StoryPlayerLayerTests.Recorder()
    let clock = SystemClock()
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    player.clock = clock
    player.displayScale = 1
    player.mediaPlayer = VideoStoryMediaPlayer {
      GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 320, height: 240), audioOutput: .discarded)
    }
    player.analytics = StoryPlayerAnalytics { recorded.append($0) }
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    player.open([group], at: 0)

    var lines: [String] { recorded.withLock { $0.map(StoryPlayerQualityTests.line) } }
    var samples: [Sample] = []
    /// One display tick, sampled.
    func tick() async throws {
      player.tick()
      if let playback = player.playback {
        samples.append(
          Sample(
            time: clock.now, progress: playback.progress,
            buffering: playback.pauseReasons.contains(.loading)
              && lines.contains { $0.hasPrefix("storyMediaShown") }))
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    // The limits below only bound a broken run.
    let deadline = clock.now + 120

    // Until the video has played up to where the data stops and has waited there for 0.5 s
    // (GStreamer may pause for a moment earlier, as it refills its buffer: that is not the stall).
    func heldSince() -> Int? {
      guard let last = samples.last, last.buffering else { return nil }
      let start = samples.lastIndex { !$0.buffering }.map { $0 + 1 } ?? 0
      return last.time - samples[start].time >= 0.5 ? start : nil
    }
    while heldSince() == nil, !lines.contains(where: { $0.hasPrefix("closed ") }), clock.now < deadline {
      try await tick()
    }
    let stallStart = try #require(heldSince(), "the video never stalled: \(lines)")
    let stalled = samples[stallStart]
    #expect(stalled.progress < 0.8, "the stall came before the clip's last bytes: \(stalled.progress)")
    // The stall lasts 1.5 s more: the progress holds for all of it.
    while clock.now < stalled.time + 2 { try await tick() }
    let duringStall = samples[stallStart...]
    #expect(duringStall.allSatisfy { $0.buffering }, "the video went on before the data did")
    #expect(
      Set(duringStall.map(\.progress)) == [stalled.progress],
      "the progress moved during the stall: \(Set(duringStall.map(\.progress)).sorted())")
    #expect(!lines.contains("storyCompleted v/v0"), "the story ended during its stall")
    try await release(tag, at: base)

    // The data comes back: the rest of the clip plays and the story ends (closing the player).
    while !lines.contains(where: { $0.hasPrefix("closed ") }), clock.now < deadline {
      try await tick()
    }
    let events = lines.filter { !$0.hasPrefix("groupSessionQuality") }
    #expect(events.first?.hasPrefix("groupOpened v/-") == true, "\(events)")
    #expect(events.contains { $0.hasPrefix("storyMediaShown v/v0 media=video") }, "\(events)")
    #expect(events.contains("storyCompleted v/v0"), "\(events)")
    let stall = try #require(events.first { $0.hasPrefix("storyStalled v/v0") }, "\(events)")
    // Each time the video buffered, the progress stood still until it went on (GStreamer may
    // refill its 1 s buffer more than once as the data comes back: every such hold counts).
    for hold in Self.holds(in: samples) {
      #expect(
        hold.first?.progress == hold.last?.progress,
        "the progress moved while buffering: \(hold.map(\.progress))")
    }
    let report = player.qualityReport
    #expect(report.stallCount >= 1 && report.stallMilliseconds >= 1_500, "\(report)")
    #expect(stall.contains("count=\(report.stallCount)"), "\(stall)")
    #expect(report.storiesAdvancedUnpresented == 0)
  }

  /// Ends the proxy's pause for the requests tagged `tag`.
  func release(_ tag: String, at base: URL) async throws {
    var components = try #require(URLComponents(url: base, resolvingAgainstBaseURL: false))
    components.path = "/release"
    components.queryItems = [URLQueryItem(name: "tag", value: tag)]
    let (_, response) = try await URLSession.shared.data(from: try #require(components.url))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
  }

  /// The runs of consecutive samples in which the video buffered.
  static func holds(in samples: [Sample]) -> [[Sample]] {
    var runs: [[Sample]] = []
    var current: [Sample] = []
    for sample in samples {
      if sample.buffering {
        current.append(sample)
      } else if !current.isEmpty {
        runs.append(current)
        current = []
      }
    }
    return current.isEmpty ? runs : runs + [current]
  }
}
