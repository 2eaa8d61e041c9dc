import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// The example video feed's items with their posters and product pictures preloaded, frames a
/// scripted player draws, and a feed of them at the size a placement gives a 9:16 variant 320 pt
/// wide.
@MainActor
enum VideoFeedSnapshots {
  /// `Examples/feeds/video-feed.json`, found from this file's path.
  static let feedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Snapshots
    .deletingLastPathComponent()  // StoryKitVideoFeedTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/feeds/video-feed.json")

  /// Holds the example pictures once ``items()`` has run.
  static let loader = PreloadedImages(scale: 2)

  private static var cachedItems: [VideoFeedItem]?

  /// The example feed's five items (denim, skincare with one product, lisbon, sneakers with two,
  /// studio), their posters and product pictures preloaded into ``loader``.
  static func items() throws -> [VideoFeedItem] {
    if let cachedItems { return cachedItems }
    let result = FeedDecoder().decode(contentsOf: feedURL)
    let items = try #require(result.feed?.videoFeed)
    #expect(items.count == 5)
    let pictures = items.compactMap(\.video.posterURL) + items.flatMap(\.products).compactMap(\.imageURL)
    #expect(loader.load(pictures) == Set(pictures).count, "every example picture decodes")
    cachedItems = items
    return items
  }

  /// A feed of `items` on a stopped clock, with the pictures, prices in US English, and
  /// `players` when given.
  static func feed(
    _ items: [VideoFeedItem], players: ScriptedPlayers? = nil, configure: (VideoFeedView) -> Void = { _ in }
  ) -> VideoFeedView {
    let feed = VideoFeedView()
    feed.clock = ManualClock()
    feed.imageLoader = loader
    feed.locale = Locale(identifier: "en_US")
    if let players { feed.makeVideoPlayer = players.make }
    feed.content = .init(items: items)
    configure(feed)
    return feed
  }

  /// A video frame unlike any poster: diagonal stripes in two blues with a bright band whose
  /// place follows `time`, 270 × 480 px, so a snapshot shows which frame is drawn.
  static func frame(at time: Double) -> (any CanvasImage)? {
    let width = 270
    let height = 480
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let band = Int((time.truncatingRemainder(dividingBy: 3) / 3 * Double(height)).rounded())
    for y in 0..<height {
      for x in 0..<width {
        let offset = (y * width + x) * 4
        let stripe = ((x + y) / 24) % 2 == 0
        let inBand = abs(y - band) < 18
        // B, G, R, A.
        pixels[offset] = inBand ? 0x40 : (stripe ? 0xC8 : 0x90)
        pixels[offset + 1] = inBand ? 0xD6 : (stripe ? 0x6A : 0x3C)
        pixels[offset + 2] = inBand ? 0xFF : (stripe ? 0x24 : 0x12)
      }
    }
    return pixels.withUnsafeBytes { bytes in
      CairoImage(bgraPixels: bytes, width: width, height: height, bytesPerRow: width * 4, scale: 1.5)
    }
  }
}

/// Snapshots a feed at 320 × 568 pt, scale 2.
@MainActor
func assertVideoFeedSnapshot(
  variants: [SnapshotVariant] = [.light], named name: String? = nil, filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> View
) async {
  await assertSnapshot(
    size: VideoFeedFixtures.size, scale: 2, variants: variants, named: name, filePath: filePath,
    function: function, sourceLocation: sourceLocation, make)
}
