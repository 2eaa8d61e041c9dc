import Foundation
import StoryKitCairo
import StoryKitGStreamer
import StoryKitTestSupport
import StoryKitUI
import Testing

/// The GStreamer player against VP8/WebM clips made at test time: a ball moving over 540×960 with
/// a timecode. Waits are bounded (20 s) and end on the player's own change reports.
@MainActor
@Suite("GStreamerVideoPlayer", .serialized)
struct GStreamerVideoPlayerTests {
  // The player's reports reach the main actor, which a full run shares with the snapshot suites:
  // a report can arrive seconds late, after the clip has played on. So no test waits for a
  // passing state (`.playing` at some moment); each waits for a state that stays (paused, ended)
  // or for a position reached by then.

  @Test("the 3 s clip plays: frames arrive and change, the position advances, the duration is 3 s")
  func playsTheClip() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    #expect(player.state == .loading)
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    let first = try pixels(of: player)
    #expect(first.width == 540 && first.height == 960)
    player.play()
    #expect(await wait(for: player) { $0.position >= 1.0 })
    #expect(player.state == .playing || player.state == .ended, "\(player.state)")
    let later = try pixels(of: player)
    #expect(first != later, "the ball moved between the first frame and the frame at 1 s or later")
    let duration = try #require(player.duration)
    #expect(abs(duration - 3) < 0.1)
  }

  @Test("the 1 s clip plays to its end: ended, at its duration")
  func playsToTheEnd() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-1s.webm"))
    player.play()
    #expect(await wait(for: player) { $0.state == .ended })
    let duration = try #require(player.duration)
    #expect(abs(duration - 1) < 0.1)
    #expect(player.position == duration)
    // Play again from the start: back to 0 at once, and on to the end again.
    player.play()
    #expect(player.position == 0 && player.state == .loading)
    #expect(await wait(for: player) { $0.state == .ended })
    #expect(player.position == duration)
  }

  @Test("loading without play stops at the first frame, paused")
  func loadShowsTheFirstFrame() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    #expect(player.position < 0.1)
  }

  @Test("pause holds the position and the frame")
  func pauseHoldsThePosition() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    player.play()
    #expect(await wait(for: player) { $0.position >= 0.3 })
    player.pause()
    // Reports that came late may find the clip over: a paused seek then stands still as well.
    if player.state == .ended { player.seek(to: 1.5) }
    #expect(await wait(for: player) { $0.state == .paused })
    let position = player.position
    let frame = try pixels(of: player)
    // A negative check needs some time to pass: nothing may move in it.
    try await Task.sleep(for: .milliseconds(600))
    #expect(player.state == .paused)
    #expect(player.position == position)
    #expect(try pixels(of: player) == frame)
  }

  @Test("seeking to 2 s, paused, shows the frame at 2 s")
  func seekLandsNearTheTarget() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    let first = try pixels(of: player)
    var framesAfterSeek = 0
    player.onChange = { change in
      if change.contains(.frame) { framesAfterSeek += 1 }
    }
    player.seek(to: 2)
    #expect(player.position == 2)
    #expect(await wait(for: player) { _ in framesAfterSeek > 0 })
    #expect(abs(player.position - 2) < 0.1)
    #expect(player.state == .paused)
    #expect(try pixels(of: player) != first)
  }

  @Test("seeking before the video is ready applies once it is")
  func seekWhileLoading() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    player.seek(to: 1.5)
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil && $0.position > 1 })
    #expect(abs(player.position - 1.5) < 0.1)
  }

  @Test("frames are scaled down to the maximum frame size, aspect kept")
  func framesFitTheMaximumSize() async throws {
    let player = GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 200, height: 200))
    player.load(try await TestMedia.url("clip-1s.webm"))
    #expect(await wait(for: player) { $0.currentFrame != nil })
    let frame = try #require(player.currentFrame)
    #expect(frame.pixelHeight == 200)
    #expect((112...113).contains(frame.pixelWidth), "540×960 scaled into 200×200: \(frame.pixelWidth)×200")
  }

  @Test("the mute flag is kept and can change while playing")
  func muteFlag() async throws {
    let player = GStreamerVideoPlayer(isMuted: false)
    #expect(!player.isMuted)
    player.load(try await TestMedia.url("clip-1s.webm"))
    #expect(await wait(for: player) { $0.state == .paused })
    player.play()
    player.isMuted = true
    #expect(player.isMuted)
    player.isMuted = false
    #expect(!player.isMuted)
    #expect(await wait(for: player) { $0.state == .ended })
    #expect(!player.isMuted, "the flag outlives the playback")
  }

  @Test("stop releases the video and the frame")
  func stopReleases() async throws {
    let player = GStreamerVideoPlayer()
    player.load(try await TestMedia.url("clip-3s.webm"))
    player.play()
    #expect(await wait(for: player) { $0.currentFrame != nil })
    player.stop()
    #expect(player.state == .idle)
    #expect(player.currentFrame == nil)
    #expect(player.duration == nil)
    #expect(player.url == nil)
    player.play()
    #expect(player.state == .idle)
  }

  /// The frame on screen as pixels.
  private func pixels(of player: GStreamerVideoPlayer) throws -> PixelBuffer {
    let frame = try #require(player.currentFrame as? CairoImage)
    return PixelBuffer(frame)
  }
}

extension GStreamerVideoPlayerTests {
  @Test("a Cairo canvas draws the player's frame")
  func canvasDrawsTheFrame() async throws {
    let player = GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 54, height: 96))
    player.load(try await TestMedia.url("clip-1s.webm"))
    #expect(await wait(for: player) { $0.currentFrame != nil })
    let frame = try #require(player.currentFrame)
    let bitmap = Bitmap(size: Size(width: 54, height: 96))
    bitmap.makeCanvas().draw(frame, in: Rect(x: 0, y: 0, width: 54, height: 96), contentMode: .aspectFill)
    #expect(bitmap.pixel(x: 27, y: 48).alpha == 255, "the opaque frame covers the transparent bitmap")
  }
}
