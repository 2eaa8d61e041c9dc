import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The pictures of `bench banner`: a generated poster (`GeneratedImage.poster`) of the size asked
/// for, through JPEG, decoded once and served from memory at once (`cachedImage(for:)`), so a
/// frame draws them without loading or fading.
final class BannerBenchPictures: ImageLoading, @unchecked Sendable {
  // Unchecked: the images live in the Mutex.
  private let images = Mutex([ImageCacheKey: CairoImage]())

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    images.withLock { images -> CairoImage? in
      if let image = images[request.cacheKey] { return image }
      let width = request.targetSize?.width ?? 1_170
      let height = request.targetSize?.height ?? 585
      guard let jpeg = try? JPEGEncoder.encode(GeneratedImage.poster(width: width, height: height)),
        let image = try? ImageDecoder().decode(
          Data(jpeg), scale: request.scale, targetSize: request.targetSize)
      else { return nil }
      images[request.cacheKey] = image
      return image
    }
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else { throw .unsupportedURL(request.url) }
    return image
  }
}
