import Foundation
import StoryKitTestSupport
import Testing

/// The playback contract of docs/player.md for video, with a real GStreamer player against the
/// fault proxy of `make test`: `fault/pause` serves the 3 s clip up to its middle, then nothing
/// until `/release` names the request's tag, then the rest.
///
/// The player runs in `VideoStallProbe`, a child process with a main thread of its own, on the
/// real clock; it reports each tick's progress and the analytics events. (In this process the
/// suites share the main actor, and a video that prerolls while it is busy for seconds drains
/// its buffer before it plays: a stall before the first frame, not the one under test.)
@Suite struct StoryPlayerVideoContractTests {
  /// One tick: the story's progress, whether it was held for want of data after its first
  /// frame, and the time.
  struct Sample {
    let time: Double
    let progress: Double
    let buffering: Bool
  }

  /// The fault proxy, as the picture contract tests find it.
  static var proxy: URL? { StoryPlayerContractTests.proxy }

  @Test(
    "a stall mid-clip (the data stops halfway through a 3 s clip, for 2 s) holds the progress throughout",
    .enabled(if: proxy != nil, "STORYKIT_TEST_PROXY is not set: `make test` starts the test servers"))
  func aStallMidVideoHoldsTheProgress() async throws {
    let base = try #require(Self.proxy)
    let tag = "video-contract-\(UUID().uuidString.prefix(8).lowercased())"
    let video = base.appendingPathComponent("fault/pause/\(tag)/clip-3s.webm")
    var release = try #require(URLComponents(url: base, resolvingAgainstBaseURL: false))
    release.path = "/release"
    release.queryItems = [URLQueryItem(name: "tag", value: tag)]
    let probe = try BuiltProducts.executable(named: "VideoStallProbe")
    let run = try await ProcessRunner.run(
      probe, [video.absoluteString, try #require(release.url).absoluteString],
      in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "the story ended: \(run.output.suffix(2_000))")

    let samples = run.lines.compactMap(Self.sample)
    let events = run.lines.filter { $0.hasPrefix("event ") }.map { String($0.dropFirst(6)) }
      .filter { !$0.hasPrefix("groupSessionQuality") }
    let released = try #require(
      run.lines.first { $0.hasPrefix("released ") }.flatMap { Double($0.dropFirst(9)) },
      "the video never stalled: \(events)")

    // The stall: the last run of held ticks before the release, 2 s long.
    let beforeRelease = samples.filter { $0.time < released }
    let stallStart = (beforeRelease.lastIndex { !$0.buffering }).map { $0 + 1 } ?? 0
    let stall = beforeRelease[stallStart...]
    let first = try #require(stall.first)
    #expect(first.progress < 0.8, "the stall came before the clip's last bytes: \(first.progress)")
    #expect(released - first.time >= 2, "held for \(released - first.time) s")
    #expect(
      Set(stall.map(\.progress)) == [first.progress],
      "the progress moved during the stall: \(Set(stall.map(\.progress)).sorted())")
    // Every time the video waited for data, the progress stood still until it went on
    // (GStreamer may refill its 1 s buffer more than once: every such hold counts).
    for hold in Self.holds(in: samples) {
      #expect(
        hold.first?.progress == hold.last?.progress,
        "the progress moved while buffering: \(hold.map(\.progress))")
    }

    #expect(events.first?.hasPrefix("groupOpened v/-") == true, "\(events)")
    #expect(events.contains { $0.hasPrefix("storyMediaShown v/v0 media=video") }, "\(events)")
    #expect(events.contains("storyCompleted v/v0"), "\(events)")
    let stalled = try #require(events.firstIndex { $0.hasPrefix("storyStalled v/v0") }, "\(events)")
    #expect(samples.last.map { $0.time > released } == true, "the story ended after the release")
    let report = try #require(run.lines.first { $0.hasPrefix("report ") })
    let stallCount = try #require(Self.value("stallCount", in: report))
    #expect(
      stallCount >= 1 && Self.value("stallMilliseconds", in: report).map { $0 >= 2_000 } == true, "\(report)")
    #expect(events[stalled].contains("count=\(stallCount)"), "\(events[stalled]) against \(report)")
    #expect(Self.value("storiesAdvancedUnpresented", in: report) == 0, "\(report)")
  }

  static func sample(_ line: String) -> Sample? {
    let fields = line.split(separator: " ")
    guard fields.count == 4, fields[0] == "sample", let time = Double(fields[1]),
      let progress = Double(fields[2])
    else { return nil }
    return Sample(time: time, progress: progress, buffering: fields[3] == "1")
  }

  static func value(_ key: String, in line: String) -> Int? {
    line.split(separator: " ").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
  }

  /// The runs of consecutive samples in which the video waited for data.
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
