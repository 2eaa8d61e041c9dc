import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The pictures of `bench player`, already decoded at the size asked for and served from memory
/// at once (`cachedImage(for:)`), so a frame draws them without loading or fading: a story's
/// picture is a generated poster (`GeneratedImage.poster`) of the size asked for, 1,170 × 2,532 px
/// at scale 3, through JPEG; any other (the header's icon, an image layer) a generated avatar.
final class PlayerBenchPictures: ImageLoading, @unchecked Sendable {
  // Unchecked: the images live in the Mutex.
  private let images = Mutex([ImageCacheKey: CairoImage]())

  /// The story pictures' URLs start with this.
  static let storyPrefix = "https://bench.storykit.invalid/story-"

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    images.withLock { images -> CairoImage? in
      if let image = images[request.cacheKey] { return image }
      guard let image = Self.make(request) else { return nil }
      images[request.cacheKey] = image
      return image
    }
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else { throw .unsupportedURL(request.url) }
    return image
  }

  /// A story picture or an avatar, JPEG-encoded and decoded for the request's target size, as
  /// the image pipeline decodes it.
  private static func make(_ request: ImageRequest) -> CairoImage? {
    let jpeg =
      request.url.absoluteString.hasPrefix(storyPrefix)
      ? poster(request.targetSize)
      : try? JPEGEncoder.encode(GeneratedImage.avatar(index: request.url.absoluteString.count % 7, side: 360))
    guard let jpeg else { return nil }
    return try? ImageDecoder().decode(Data(jpeg), scale: request.scale, targetSize: request.targetSize)
  }

  /// The story picture at the size the player shows it (1,170 × 2,532 px at scale 3), made and
  /// encoded once for every story of that size.
  private static func poster(_ size: PixelSize?) -> [UInt8]? {
    let width = size?.width ?? 1_170
    let height = size?.height ?? 2_532
    return posters.withLock { posters in
      if let known = posters["\(width)x\(height)"] { return known }
      let jpeg = try? JPEGEncoder.encode(GeneratedImage.poster(width: width, height: height))
      posters["\(width)x\(height)"] = jpeg
      return jpeg
    }
  }

  private static let posters = Mutex([String: [UInt8]?]())
}
