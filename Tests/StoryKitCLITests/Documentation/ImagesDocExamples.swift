// docs/images.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitStoryBar
import StoryKitUI

@MainActor
func showPictures(in bar: StoryBarView) {
  bar.imageLoader = ImagePipeline.cairo(diskCache: DiskImageDataCache.shared)
  bar.displayScale = 3  // pixels per point of the screen: pictures are decoded at that size
}

@MainActor
func showAvatar(of group: StoryGroup, in imageView: ImageView, monogram: any CanvasImage) {
  imageView.setImage(url: group.iconURL, placeholder: monogram, transition: .fadeIn(0.2))
}

@MainActor
func renderStill(_ bar: StoryBarView) async -> [String] {
  bar.layoutIfNeeded()
  let report = await bar.waitForVisibleImages(timeout: 2)
  return report.missing.map { "\($0.url.absoluteString): \($0.reason)" }
}

func warmUp(_ pipeline: ImagePipeline, nextStory: [URL]) {
  let size = PixelSize(width: 1170, height: 2532)
  pipeline.prefetch(nextStory, targetSize: size, scale: 3)
  // … and when the user leaves:
  pipeline.cancelPrefetch(nextStory, targetSize: size, scale: 3)
}

func warmUp(_ pipeline: ImagePipeline, upcoming: [URL]) -> PrefetchBudget {
  let budget = PrefetchBudget(limit: 1_500_000)
  pipeline.prefetch(upcoming, targetSize: PixelSize(width: 1170, height: 2532), scale: 3, budget: budget)
  return budget  // budget.spentBytes, budget.skippedCount
}

/// Reads pictures from the app's bundle of offline assets before trying the network.
struct BundledFirst: ImageDataLoading {
  let assets: [URL: Data]
  let network = URLSessionImageDataLoader()

  func data(for url: URL, validators: HTTPCacheInfo?) async throws(ImageLoadingError) -> ImageDataResponse {
    if let data = assets[url] { return .data(data, HTTPCacheInfo()) }
    return try await network.data(for: url, validators: validators)
  }
}

func makePipeline(assets: [URL: Data]) -> ImagePipeline {
  ImagePipeline(
    configuration: .init(
      dataLoader: BundledFirst(assets: assets), dataCache: DiskImageDataCache.shared,
      memoryCache: MemoryImageCache(costLimit: 32 * 1024 * 1024), decoder: ImageDecoder(),
      maxConcurrentDownloads: 4))
}
