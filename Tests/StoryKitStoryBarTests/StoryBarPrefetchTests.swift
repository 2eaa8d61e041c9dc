import Foundation
import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// The bar prefetches the icons just beyond its cells in the scroll direction, at the size its
/// cells show them, and cancels what it scrolled away from.
@MainActor
@Suite struct StoryBarPrefetchTests {
  /// Records prefetches and cancellations; loads nothing.
  final class Recorder: ImageLoading, @unchecked Sendable {
    var prefetched: [(urls: [URL], size: PixelSize?, scale: Double)] = []
    var cancelled: [[URL]] = []
    func cachedImage(for request: ImageRequest) -> (any CanvasImage)? { nil }
    func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
      throw .cancelled(request.url)
    }
    func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {
      prefetched.append((urls, targetSize, scale))
    }
    func cancelPrefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) { cancelled.append(urls) }
  }

  static func groups(_ count: Int) -> [StoryGroup] {
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<count).map { index in
      StoryGroup(
        id: "g\(index)", title: "Group \(index)", iconURL: icon(index), index: index, stories: [story])
    }
  }

  static func icon(_ index: Int) -> URL? { URL(string: "https://cdn.example.com/\(index).png") }

  func makeBar(_ recorder: Recorder, count: Int = 100) -> StoryBarView {
    let bar = StoryBarView()
    bar.imageLoader = recorder
    bar.displayScale = 3
    bar.styling.list.horizontalPaddingBetweenItems = 12
    bar.content = .init(storyGroups: Self.groups(count))
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.layoutIfNeeded()
    return bar
  }

  @Test func theNextSixIconsAreFetchedAheadAtTheCellsSize() throws {
    let recorder = Recorder()
    let bar = makeBar(recorder)
    let made = try #require(bar.visibleCells.keys.max())
    let first = try #require(recorder.prefetched.first)
    #expect(first.urls == (made + 1...made + 6).compactMap(Self.icon))
    #expect(first.scale == 3)
    let cell = try #require(bar.visibleCells[0] as? DefaultStoryGroupView)
    #expect(first.size == PixelSize(points: cell.imageView.bounds.size, scale: 3), "the icons' pixel size")
  }

  @Test func scrollingOnMovesThePrefetchAheadAndCancelsWhatFellBehind() throws {
    let recorder = Recorder()
    let bar = makeBar(recorder)
    bar.contentOffset = 92 * 3
    bar.layoutIfNeeded()
    let made = try #require(bar.visibleCells.keys.max())
    let wanted = Set((made + 1...made + 6).compactMap(Self.icon))
    let asked = Set(recorder.prefetched.flatMap(\.urls))
    #expect(wanted.isSubset(of: asked))
    #expect(
      recorder.cancelled.flatMap { $0 }.isEmpty, "the earlier prefetches became cells, none fell behind")
    bar.contentOffset = 92 * 20
    bar.layoutIfNeeded()
    let cancelledBefore = recorder.cancelled.count
    bar.contentOffset = 92 * 15
    bar.layoutIfNeeded()
    let low = try #require(bar.visibleCells.keys.min())
    let back = recorder.prefetched.last?.urls ?? []
    #expect(recorder.cancelled.count > cancelledBefore)
    #expect(back == (max(0, low - 6)..<low).compactMap(Self.icon), "scrolling back looks back")
    #expect(!recorder.cancelled.flatMap { $0 }.isEmpty, "the icons ahead were cancelled")
  }

  @Test func nothingIsPrefetchedAtTheEndOrWhenTurnedOff() {
    let recorder = Recorder()
    let bar = makeBar(recorder, count: 3)
    #expect(recorder.prefetched.allSatisfy { $0.urls.isEmpty }, "every group has a cell")
    let off = Recorder()
    let quiet = StoryBarView()
    quiet.iconPrefetchCount = 0
    quiet.imageLoader = off
    quiet.content = .init(storyGroups: Self.groups(100))
    quiet.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    quiet.layoutIfNeeded()
    #expect(off.prefetched.isEmpty)
    _ = bar
  }

  @Test func aSkeletonBarWithoutGroupsPrefetchesNothingAndDoesNotTrap() {
    let recorder = Recorder()
    let bar = StoryBarView()
    bar.imageLoader = recorder
    bar.content = .init(isLoading: true)
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.contentOffset = 1e9
    bar.layoutIfNeeded()
    bar.contentOffset = 0
    bar.layoutIfNeeded()
    #expect(recorder.prefetched.allSatisfy { $0.urls.isEmpty })
  }
}
