import Foundation
import StoryKit
import StoryKitUI
import Synchronization

@testable import StoryKitPlayer

/// Serves pictures from ``SyntheticPictures`` except for URLs containing "broken", which fail,
/// and "slow", which never arrive; records the prefetches asked for.
final class PlayerPictures: ImageLoading, Sendable {
  let pictures = SyntheticPictures()
  let prefetches = Mutex<[[URL]]>([])
  let cancelled = Mutex<[URL]>([])

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    request.url.absoluteString.contains("broken") || request.url.absoluteString.contains("slow")
      ? nil : pictures.cachedImage(for: request)
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    if request.url.absoluteString.contains("slow") { try? await Task.sleep(for: .seconds(3_600)) }
    throw .fetchFailed(request.url, reason: "HTTP status 404")
  }

  func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {
    prefetches.withLock { $0.append(urls) }
  }

  func cancelPrefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {
    cancelled.withLock { $0 += urls }
  }
}

/// Groups and players for the player's tests.
@MainActor
enum PlayerFixture {
  /// A group `id` of `count` image stories ("a0", "a1"…); the stories in `broken` fail to load.
  static func group(_ id: String, _ count: Int, broken: Set<Int> = []) -> StoryGroup {
    StoryGroup(
      id: id, title: "Group \(id)", iconURL: URL(string: "https://cdn.example.com/\(id).png"),
      stories: (0..<count).map { index in
        let name = broken.contains(index) ? "broken" : "photo"
        return Story(
          id: "\(id)\(index)", media: .image(url: URL(fileURLWithPath: "/cdn/\(id)/\(name)\(index).jpg")))
      })
  }

  /// A group "v" of one 8 s video story whose poster is a picture.
  static func videoGroup() -> StoryGroup {
    StoryGroup(
      id: "v", title: "Clips",
      stories: [
        Story(
          id: "v0", duration: 8,
          media: .video(
            VideoMedia(
              url: URL(fileURLWithPath: "/cdn/v/clip.mp4"),
              posterURL: URL(fileURLWithPath: "/cdn/v/photo0.jpg"))))
      ])
  }

  /// A 390 × 844 player on `clock`, set up by `configure`, opened at group `index` and ticked
  /// once.
  static func makePlayer(
    _ groups: [StoryGroup], at index: Int = 0, clock: ManualClock,
    pictures: PlayerPictures = PlayerPictures(),
    size: Size = Size(width: 390, height: 844),
    configure: (StoryPlayerView) -> Void = { _ in }
  ) -> StoryPlayerView {
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
    player.clock = clock
    player.imageLoader = pictures
    player.displayScale = 1
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    configure(player)
    player.open(groups, at: index)
    player.layoutIfNeeded()
    player.tick()
    return player
  }

  /// A player (``makePlayer(_:at:clock:pictures:size:configure:)``) opened on group `id` of two
  /// stories, `id0` with `layers` and `id1` without, followed by `after`; its analytics recorded.
  static func layerPlayer(
    _ layers: [ContentLayer], group id: String = "l", title: String = "Layers", after: [StoryGroup] = [],
    clock: ManualClock, configure: (StoryPlayerView) -> Void = { _ in }
  ) -> (StoryPlayerView, RecordedAnalytics) {
    let group = StoryGroup(
      id: id, title: title,
      stories: [LayerFixtures.story(layers, id: "\(id)0"), LayerFixtures.story([], id: "\(id)1")])
    let player = makePlayer([group] + after, clock: clock, configure: configure)
    let recorded = RecordedAnalytics()
    recorded.record(player)
    return (player, recorded)
  }

  /// The line (`AnalyticsEvent.line`) of group `group`'s `groupSessionQuality` when `shown` stories were shown at
  /// once, from memory: nothing downloaded, stalled, failed or skipped.
  nonisolated static func instantSessionLine(_ group: String, shown: Int) -> String {
    "groupSessionQuality \(group)/- bytesDownloaded=0 bytesPrefetched=0 bytesPrefetchedUnshown=0 failures=?"
      + " medianMillisecondsToFirstFrame=0 prefetchesSkippedByBudget=0 stallCount=0 stallMilliseconds=0"
      + " storiesAdvancedUnpresented=0 storiesShown=\(shown)"
  }
}
