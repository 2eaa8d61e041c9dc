import Foundation
import StoryKit
import StoryKitCairo
import StoryKitGStreamer
import StoryKitImages
import StoryKitPlayer
import StoryKitUI

/// One run of `bench playback`: a new player over a group of two stories on the loopback server,
/// timed from the tap that opens it to its first presented frame, then from the tap to the next
/// story to that story's first presented frame.
///
/// "Presented" is the player's own test, the one that starts a story's clock: the story is no
/// longer paused for loading (its picture decoded, or its video prerolled to a frame), and the
/// frame that shows it has been laid out and drawn into a bitmap. The player is polled every
/// millisecond, as a host's frame clock would call `tick()` (a host adds up to one display
/// interval on top).
@MainActor
struct PlaybackTapCase {
  /// The two stories' media kind.
  enum Media: String, CaseIterable, Sendable {
    case image, video
  }

  /// Why a run did not finish.
  struct Failure: Error {
    var message: String
  }

  /// A run's two times, in milliseconds.
  struct Times {
    var first: Double
    var next: Double
  }

  static let size = Size(width: 360, height: 640)
  static let scale = 1.0

  let media: Media
  /// The two stories' URLs on the server.
  let urls: [URL]
  /// How long a story may take to show before the run fails.
  let timeout: Double

  /// Opens a new player (with an empty picture cache) and times both taps.
  func run() async -> Result<Times, Failure> {
    let player = StoryPlayerView(frame: Rect(origin: .zero, size: Self.size))
    player.clock = SystemClock()
    player.displayScale = Self.scale
    player.imageLoader = ImagePipeline.cairo()  // a new memory cache: nothing is cached yet
    player.loadTimeout = timeout
    if media == .video {
      let pixels = PixelSize(
        width: Int(Self.size.width * Self.scale), height: Int(Self.size.height * Self.scale))
      player.mediaPlayer = VideoStoryMediaPlayer(makePlayer: {
        GStreamerVideoPlayer(maximumFrameSize: pixels, audioOutput: .discarded)
      })
    }
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    defer {
      player.close()
      player.mediaPlayer.stop()
    }
    let stories = urls.enumerated().map { index, url in
      Story(
        id: "s\(index)", duration: 30,
        media: media == .image ? .image(url: url) : .video(VideoMedia(url: url, duration: 30)))
    }
    let group = StoryGroup(id: "bench", title: "Bench", stories: stories)

    let clock = ContinuousClock()
    let opened = clock.now
    player.open([group], at: 0, story: 0)
    guard await presented(player, story: 0) else {
      return .failure(Failure(message: "the first \(media.rawValue) story did not show within \(timeout) s"))
    }
    let first = (clock.now - opened).seconds * 1_000
    if media == .image {
      // The next picture was prefetched when the first story showed; its tap is timed once the
      // prefetch is done, as when a user watches a story before tapping on.
      guard await prefetched(urls[1], by: player) else {
        return .failure(Failure(message: "the next picture was not prefetched within \(timeout) s"))
      }
    }
    let tapped = clock.now
    player.next(by: .tap)
    guard await presented(player, story: 1) else {
      return .failure(Failure(message: "the next \(media.rawValue) story did not show within \(timeout) s"))
    }
    return .success(Times(first: first, next: (clock.now - tapped).seconds * 1_000))
  }

  /// Ticks until story `index` runs, then draws the frame that shows it; `false` after the timeout.
  private func presented(_ player: StoryPlayerView, story index: Int) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while ContinuousClock.now < deadline {
      player.tick()
      if let playback = player.playback, playback.position.story == index,
        !playback.pauseReasons.contains(.loading)
      {
        player.layoutIfNeeded()
        Bitmap(size: Self.size, scale: Self.scale, background: player.appearance.colors.background)
          .render(player)
        return true
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }

  /// Waits until `url`'s picture is in the player's memory cache at the page's size.
  private func prefetched(_ url: URL, by player: StoryPlayerView) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    let request = ImageRequest(
      url: url, targetSize: PixelSize(points: Self.size, scale: Self.scale), scale: Self.scale)
    while ContinuousClock.now < deadline {
      if player.imageLoader?.cachedImage(for: request) != nil { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }
}
