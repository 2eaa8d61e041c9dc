import Foundation
import StoryKitImages
import StoryKitUI

/// The image pipeline's decoding stage: an ``ImageDecoder`` decodes for an ``ImagePipeline``,
/// downsampling to each request's target size.
extension ImageDecoder: ImageDecoding {
  /// Decodes `data` as ``decode(_:scale:targetSize:)`` does.
  /// - Throws: ``ImageLoadingError/decodingFailed(_:reason:)`` with `url` and the
  ///   ``ImageDecodingError``'s description.
  public func decode(
    _ data: Data, url: URL, targetSize: PixelSize?, scale: Double
  ) throws(ImageLoadingError) -> any CanvasImage {
    do {
      return try decode(data, scale: scale, targetSize: targetSize)
    } catch {
      throw .decodingFailed(url, reason: error.description)
    }
  }
}
