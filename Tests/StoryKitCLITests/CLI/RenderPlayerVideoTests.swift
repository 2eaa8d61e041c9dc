import Foundation
import StoryKit
import StoryKitCairo
import StoryKitGStreamer
import StoryKitImages
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `storykit render --widget player --time t --captions on` on a video story, with GStreamer
/// playing a clip made at test time (a ball moving over 540 × 960, a timecode at the top left):
/// the frames at 0.5 s and 1.5 s differ where the ball moves, the timecode reads as recorded, and
/// the captions of each moment show. The story is held (`--paused`), so the chrome is out of the
/// way of the timecode.
@MainActor
@Suite(.serialized) struct RenderPlayerVideoTests {
  static let size = Size(width: 270, height: 480)

  static let captions = """
    WEBVTT

    00:00.000 --> 00:01.000
    Where are we going?

    00:01.000 --> 00:02.500
    To the sea.
    """

  /// A feed of one group whose story plays `clip-3s.webm`, with captions, in a fresh folder.
  func feed() async throws -> Feed {
    let clip = try await TestMedia.url("clip-3s.webm")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-video-render-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.captions.utf8).write(to: folder.appendingPathComponent("clip.vtt"))
    // Beside the feed: a feed names its media by https URL or relative to itself.
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("clip.webm"), withDestinationURL: clip)
    let json = """
      {"schemaVersion": 1,
       "placement": {"token": "t", "variants": [{"id": "bar", "kind": "storyBar", "ratio": 3}]},
       "storyGroups": [{"id": "clips", "title": "Clips", "iconUrl": "icon.png",
        "stories": [{"id": "c1", "title": "Ball",
          "media": {"type": "video", "url": "clip.webm", "captionsUrl": "clip.vtt"}}]}]}
      """
    let url = folder.appendingPathComponent("feed.json")
    try Data(json.utf8).write(to: url)
    let result = FeedDecoder().decode(contentsOf: url)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.feed)
  }

  func render(_ feed: Feed, at time: Double) async throws -> (StoryPlayerView, [String]) {
    var rendering = PlayerRendering()
    rendering.size = Self.size
    rendering.scale = 2
    rendering.isPaused = true
    rendering.captions = true
    rendering.imageTimeout = 1
    // The main actor is shared with the other suites of a full run: wait as long as it takes.
    rendering.videoTimeout = 600
    rendering.makeVideoPlayer = { GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 540, height: 960)) }
    let moment = PlayerMoment(story: 1, time: time)
    let target = try PlayerTarget(feed: feed, groupID: "clips", moments: [moment])
    let shot = await rendering.player(target, at: moment, feed: feed, loader: ImagePipeline.cairo())
    return (shot.player, shot.videoNotes)
  }

  @Test func framesAtHalfASecondAndOneAndAHalfWithTheirTimecodeAndCaptions() async throws {
    try #require(GStreamerVideoPlayer.isAvailable, "GStreamer did not start")
    let feed = try await feed()
    let (early, earlyNotes) = try await render(feed, at: 0.5)
    let (later, laterNotes) = try await render(feed, at: 1.5)
    #expect(earlyNotes.isEmpty && laterNotes.isEmpty, "\(earlyNotes) \(laterNotes)")
    #expect(abs(early.mediaPlayer.position - 0.5) < 0.05 && abs(later.mediaPlayer.position - 1.5) < 0.05)
    #expect(early.currentPage.captionView.content?.cues.map(\.text) == ["Where are we going?"])
    #expect(later.currentPage.captionView.content?.cues.map(\.text) == ["To the sea."])
    #expect(abs((early.playback?.progress ?? 0) - 1.0 / 6) < 0.02, "0.5 s of the video's 3 s")

    let a = Bitmap(size: Self.size, scale: 2, background: .black)
    a.render(early)
    let b = Bitmap(size: Self.size, scale: 2, background: .black)
    b.render(later)
    // The timecode (top left) changed, and so did the picture where the ball moves.
    #expect(differingPixels(a, b, x: 0..<340, y: 30..<100) > 50, "the timecode's digits changed")
    #expect(differingPixels(a, b, x: 0..<540, y: 100..<820) > 500, "the ball moved")
    // Each frame matches its recording: the timecode's region reads 0.466 s and 1.466 s.
    let tolerance = SnapshotTolerance(pixelDistance: 0.1, maxDifferingFraction: 0.01)
    await assertSnapshot(size: Self.size, variants: [.light], named: "500ms", tolerance: tolerance) { early }
    await assertSnapshot(size: Self.size, variants: [.light], named: "1500ms", tolerance: tolerance) { later }
  }

  /// Pixels of `a` and `b` (device pixels) in a region that differ by more than 1/8 in a channel.
  func differingPixels(_ a: Bitmap, _ b: Bitmap, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for row in y {
      for column in x {
        let p = a.pixel(x: column, y: row)
        let q = b.pixel(x: column, y: row)
        if abs(Int(p.red) - Int(q.red)) > 32 || abs(Int(p.green) - Int(q.green)) > 32
          || abs(Int(p.blue) - Int(q.blue)) > 32
        {
          count += 1
        }
      }
    }
    return count
  }
}
