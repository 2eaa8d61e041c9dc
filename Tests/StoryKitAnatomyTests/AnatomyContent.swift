import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitTestSupport
import StoryKitUI

/// The example feeds and their pictures, decoded once: the content every anatomy scene shows.
@MainActor
enum AnatomyContent {
  /// Every example feed, by file name (`demo`, `banner`, `swipe-card`, `canvas`, `video-feed`).
  static let feeds: [String: Feed] = {
    var feeds: [String: Feed] = [:]
    for name in ["demo", "banner", "swipe-card", "canvas", "video-feed"] {
      feeds[name] = FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/\(name).json")).feed
    }
    return feeds
  }()

  /// The example pictures, served at once at any size.
  static let pictures: PreloadedImages = {
    let images = PreloadedImages(scale: 1)
    let urls = (try? Fixtures.files(in: "Examples/feeds/images", withExtension: "png")) ?? []
    _ = images.load(urls)
    return images
  }()

  static func feed(_ name: String) -> Feed {
    feeds[name] ?? Feed(placement: Placement(token: "missing", variants: []))
  }

  /// The demo feed's groups.
  static var groups: [StoryGroup] { feed("demo").storyGroups }

  /// The index of the demo group with `id`.
  static func groupIndex(_ id: String) -> Int {
    groups.firstIndex { $0.id == id } ?? 0
  }

  /// A date the headers' "2 h" and the countdowns count from.
  static let now = Date(timeIntervalSince1970: 1_780_000_000)
}
