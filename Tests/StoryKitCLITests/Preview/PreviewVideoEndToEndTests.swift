import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `storykit preview` plays a video story: the test feed's second group becomes one video story
/// (a 12 s clip of a moving ball, made here with GStreamer), a click opens it, and the picture
/// under the header moves by itself, where a picture story's stays still.
@Suite(.serialized, .enabled(if: TestRequirements.runs(ifAvailable: XvfbSession.isAvailable)))
struct PreviewVideoEndToEndTests {
  /// A 12 s, 270 × 480 VP8/WebM clip of a moving ball at `url`.
  static func makeClip(at url: URL) async throws {
    let run = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "gst-launch-1.0", "-q", "videotestsrc", "num-buffers=360", "pattern=ball", "!",
        "video/x-raw,width=270,height=480,framerate=30/1", "!", "vp8enc", "deadline=1", "!", "webmmux", "!",
        "filesink", "location=\(url.path)",
      ], in: Fixtures.root)
    guard run.status == 0 else { throw XvfbSession.Failure(description: "gst-launch-1.0: \(run.output)") }
  }

  @Test func aVideoStoryPlaysInTheWindow() async throws {
    let folder = try PreviewEndToEndTests.feedFolder { feed in
      guard var groups = feed["storyGroups"] as? [[String: Any]], groups.count > 1 else { return }
      groups[1]["stories"] = [
        ["id": "clip", "title": "Ball", "media": ["type": "video", "url": "clip.webm"]]
      ]
      feed["storyGroups"] = groups
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    try await Self.makeClip(at: folder.appendingPathComponent("clip.webm"))
    let session = try await XvfbSession.start()
    defer { session.stop() }
    let preview = try await PreviewWindow.open(folder.appendingPathComponent("feed.json").path, in: session)
    let first = try await preview.screenshot("v1-bar")
    let feed = try PreviewEndToEndTests.decoded(folder)
    let cell = try #require(await PreviewWindow.cellFrame(1, of: feed))
    try await session.click(preview.window, x: Int(cell.midX), y: Int(cell.minY + cell.width / 2))
    let below = Rect(x: 0, y: 80, width: 420, height: 680)
    let opened = try await preview.screenshot("v2-playing", within: 30) {
      PreviewWindow.difference($0, first, in: below) > 0.3
    }
    // The ball moves: a screenshot a moment later differs under the header, again and again.
    var moved = 0
    var previous = opened
    for index in 0..<4 {
      try await Task.sleep(for: .milliseconds(400))
      let next = try await preview.screenshot("v3-later-\(index)")
      if PreviewWindow.difference(previous, next, in: below, threshold: 16) > 0 { moved += 1 }
      previous = next
    }
    #expect(moved >= 2, "the video's picture moved in \(moved) of 4 looks")
    let progress = Rect(x: 0, y: 0, width: 420, height: 16)
    #expect(
      PreviewWindow.difference(opened, previous, in: progress, threshold: 8) > 0, "the progress follows")
  }
}
