import Foundation
import StoryKit
import StoryKitGStreamer
import StoryKitPlayer
import StoryKitTestSupport
import StoryKitUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `VideoStallProbe <video URL> <release URL>`: the child process of the video playback contract
/// test (`StoryPlayerVideoContractTests`), a test-only executable (not a product, not part of
/// `storykit`), found beside the test bundle.
///
/// It plays the video as a one-story feed in a ``StoryPlayerView`` over a
/// ``GStreamerVideoPlayer`` on the real clock, ticking as a display would. The video comes from
/// the fault proxy's `pause` fault, which sends the clip up to its middle and then nothing until
/// the release URL is asked for. Once the story has been held for want of data for 0.5 s, the
/// probe holds the stall 1.5 s more, asks for the release URL, and plays on until the story ends.
///
/// It runs in a process of its own because the contract needs a main thread that answers: in
/// the test process, hundreds of suites share the main actor, and a stream that prerolls while
/// it is busy for seconds is a different test (the buffer drains before playback starts).
///
/// Output, one fact per line: `sample <seconds> <progress> <0|1 buffering>` for each tick,
/// `released <seconds>`, `event <name> <group>/<story> <key=value…>` for each analytics event,
/// and `report stallCount=… stallMilliseconds=… storiesAdvancedUnpresented=…`. Exit status 0
/// when the story ended, 1 when it did not within two minutes, 2 for a usage error.
@main
enum VideoStallProbe {
  @MainActor
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2, let video = URL(string: arguments[0]), let release = URL(string: arguments[1])
    else {
      FileHandle.standardError.write(Data("usage: VideoStallProbe <video URL> <release URL>\n".utf8))
      exit(2)
    }
    exit(await run(video: video, release: release) ? 0 : 1)
  }

  @MainActor
  static func run(video: URL, release: URL) async -> Bool {
    let group = StoryGroup(
      id: "v", title: "Clips", stories: [Story(id: "v0", duration: 8, media: .video(VideoMedia(url: video)))])
    let events = EventLog()
    let clock = SystemClock()
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    player.clock = clock
    player.displayScale = 1
    // The stall lasts as long as the probe holds it: no timeout may end it first.
    player.loadTimeout = 600
    player.mediaPlayer = VideoStoryMediaPlayer {
      GStreamerVideoPlayer(
        maximumFrameSize: PixelSize(width: 320, height: 240), audioOutput: .discarded, stallTimeout: 600)
    }
    player.analytics = StoryPlayerAnalytics { events.append($0) }
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    player.open([group], at: 0)

    var heldSince: Double?
    var releasedAt: Double?
    let deadline = clock.now + 120
    while !events.hasClosed, clock.now < deadline {
      player.tick()
      let now = clock.now
      if let playback = player.playback {
        let buffering = playback.pauseReasons.contains(.loading) && events.hasShownMedia
        print("sample \(now) \(playback.progress) \(buffering ? 1 : 0)")
        heldSince = buffering ? heldSince ?? now : nil
      }
      // Held 0.5 s: the stall (GStreamer may pause for a moment earlier, as it refills its
      // buffer). It lasts 1.5 s more, then the data comes back.
      if releasedAt == nil, let heldSince, now - heldSince >= 2 {
        _ = try? await URLSession.shared.data(from: release)
        releasedAt = clock.now
        print("released \(clock.now)")
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    for line in events.lines { print("event \(line)") }
    let report = player.qualityReport
    print(
      "report stallCount=\(report.stallCount) stallMilliseconds=\(report.stallMilliseconds) "
        + "storiesAdvancedUnpresented=\(report.storiesAdvancedUnpresented)")
    return events.hasClosed
  }
}

/// The player's analytics events, as short lines.
final class EventLog: Sendable {
  private let recorded = Mutex<[String]>([])

  var lines: [String] { recorded.withLock { $0 } }
  var hasClosed: Bool { lines.contains { $0.hasPrefix("closed ") } }
  var hasShownMedia: Bool { lines.contains { $0.hasPrefix("storyMediaShown ") } }

  func append(_ event: AnalyticsEvent) {
    recorded.withLock { $0.append(event.line) }
  }
}
