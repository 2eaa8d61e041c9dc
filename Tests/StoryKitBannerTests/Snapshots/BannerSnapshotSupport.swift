import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The example banner feed's items with their pictures preloaded, and a banner of them at the
/// size a placement gives a ratio-2 variant 420 pt wide.
@MainActor
enum BannerSnapshots {
  /// The banner's size: 420 pt wide at the example variant's ratio 2.0.
  static let size = Size(width: 420, height: 210)

  /// `Examples/feeds/banner.json`, found from this file's path.
  static let feedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Snapshots
    .deletingLastPathComponent()  // StoryKitBannerTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/feeds/banner.json")

  /// Holds the example pictures once ``items()`` has run.
  static let loader = PreloadedImages(scale: 2)

  private static var cachedItems: [BannerItem]?

  /// The example feed's four items (spring, members, briefing, sneakers — the last without a
  /// subtitle), their pictures preloaded into ``loader``.
  static func items() throws -> [BannerItem] {
    if let cachedItems { return cachedItems }
    let result = FeedDecoder().decode(contentsOf: feedURL)
    let items = try #require(result.feed?.banners)
    #expect(items.count == 4)
    #expect(loader.load(items.map(\.imageURL)) == items.count, "every example picture decodes")
    cachedItems = items
    return items
  }

  /// A banner of `items` on a stopped clock, with the pictures unless `loadsImages` is `false`.
  static func banner(
    _ items: [BannerItem], loadsImages: Bool = true, configure: (BannerView) -> Void = { _ in }
  ) -> BannerView {
    let banner = BannerView()
    banner.clock = ManualClock()
    if loadsImages { banner.imageLoader = loader }
    configure(banner)
    banner.content = .init(items: items)
    return banner
  }
}

/// Snapshots a banner at 420 × 210 pt, scale 2.
@MainActor
func assertBannerSnapshot(
  variants: [SnapshotVariant] = [.light], named name: String? = nil, filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> View
) async {
  await assertSnapshot(
    size: BannerSnapshots.size, scale: 2, variants: variants, named: name, filePath: filePath,
    function: function, sourceLocation: sourceLocation, make)
}
