import Foundation
import StoryKit
import StoryKitImages
import StoryKitUI

extension ImagePipeline {
  /// A pipeline that decodes with StoryKitCairo's ``ImageDecoder`` (PNG, JPEG, WebP, downsampled
  /// to each view's size), with a memory cache of `memoryCacheBytes` and an optional disk cache.
  ///
  /// ```swift
  /// let images = ImagePipeline.cairo(diskCache: DiskImageDataCache.shared)
  /// bar.imageLoader = images
  /// ```
  public static func cairo(
    diskCache: (any ImageDataCaching)? = nil, memoryCacheBytes: Int = 64 * 1024 * 1024,
    timeout: Double = 15, decoder: ImageDecoder = ImageDecoder()
  ) -> ImagePipeline {
    ImagePipeline(
      configuration: Configuration(
        dataLoader: URLSessionImageDataLoader(timeout: timeout), dataCache: diskCache,
        memoryCache: MemoryImageCache(costLimit: memoryCacheBytes), decoder: decoder))
  }
}
