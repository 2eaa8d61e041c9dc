import Foundation
import StoryKitGStreamer
import StoryKitTestSupport
import StoryKitUI
import Testing

/// Bad input ends in a typed failure (or plays what it can), never a hang or a crash.
@MainActor
@Suite("GStreamerVideoPlayer failures", .serialized)
struct GStreamerVideoPlayerFailureTests {
  @Test("a missing file fails at once with noSuchFile")
  func noSuchFile() {
    let player = GStreamerVideoPlayer()
    let url = URL(fileURLWithPath: "/nonexistent/storykit/video.webm")
    player.load(url)
    #expect(player.state == .failed(.noSuchFile(url)))
    player.play()
    #expect(player.state == .failed(.noSuchFile(url)))
  }

  @Test("a URL scheme other than file, http and https fails with unsupportedURL")
  func unsupportedURL() throws {
    let player = GStreamerVideoPlayer()
    let url = try #require(URL(string: "ftp://example.com/video.webm"))
    player.load(url)
    #expect(player.state == .failed(.unsupportedURL(url)))
  }

  @Test("a truncated file plays what it has, then ends or fails with a typed error")
  func truncatedFile() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-truncated.webm"))
    player.play()
    #expect(await wait(for: player) { $0.state == .ended || $0.state.isFailed })
    #expect(player.currentFrame != nil, "the frames before the cut were shown")
  }

  @Test("a WebM file named .mp4 plays: the content decides, not the extension")
  func wrongExtension() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.mp4"))
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    player.play()
    player.seek(to: 2.8)
    #expect(await wait(for: player) { $0.state == .ended || $0.state.isFailed })
    #expect(player.state == .ended)
  }

  @Test("a file that is not a video fails with unsupportedFormat")
  func notAVideo() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-not-a-video-\(UUID().uuidString).webm")
    try Data("this is text, not a video\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let player = GStreamerVideoPlayer()
    player.load(url)
    player.play()
    #expect(await wait(for: player) { $0.state.isFailed })
    guard case .failed(.unsupportedFormat) = player.state else {
      Issue.record("expected unsupportedFormat, found \(player.state)")
      return
    }
  }
}
