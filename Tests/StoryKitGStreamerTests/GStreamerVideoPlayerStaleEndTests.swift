import Foundation
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitGStreamer

/// A busy main actor drains the pipeline's reports late. When the clip reaches its end while the
/// main actor is busy, and the app then pauses and seeks back (as a render of one moment does,
/// and as a user scrubbing does), the end reported before the seek must not undo it.
@MainActor
@Suite("GStreamerVideoPlayer: a seek after an end not yet reported", .serialized)
struct GStreamerVideoPlayerStaleEndTests {
  @Test("the end the pipeline reported before a seek does not end the video after it")
  func seekAfterAnUndrainedEnd() async throws {
    let player = GStreamerVideoPlayer(maximumFrameSize: PixelSize(width: 54, height: 96))
    player.load(try await TestMedia.url("clip-1s.webm"))
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    let pipeline = try #require(player.pipeline)
    player.play()
    // The main actor stays busy (no report is drained) until the pipeline has posted its end.
    holdMainActor(upTo: 120) { pipeline.mailbox.holds { $0 == .endOfStream } }
    try #require(pipeline.mailbox.holds { $0 == .endOfStream }, "the clip's end arrived undrained")
    player.pause()
    player.seek(to: 0.5)
    var frames = 0
    player.onChange = { change in
      if change.contains(.frame) { frames += 1 }
    }
    // Settled: a frame came, and the state is one that stays.
    #expect(await wait(for: player) { frames > 0 && ($0.state == .paused || $0.state == .ended) })
    #expect(player.state == .paused, "\(player.state)")
    #expect(abs(player.position - 0.5) < 0.1, "\(player.position)")
  }
}
