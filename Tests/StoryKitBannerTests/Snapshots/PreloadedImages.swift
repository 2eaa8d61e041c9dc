import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// Pictures decoded once at full size and served from memory at once, whatever size is asked:
/// snapshots draw the same pixels however the bar is laid out, with no waiting.
final class PreloadedImages: ImageLoading, @unchecked Sendable {
  private let images = Mutex<[URL: CairoImage]>([:])
  let scale: Double

  init(scale: Double) {
    self.scale = scale
  }

  /// Decodes every file URL; returns how many decoded.
  func load(_ urls: [URL]) -> Int {
    var loaded = 0
    for url in Set(urls) {
      guard let image = try? ImageDecoder().decode(contentsOf: url, scale: scale) else { continue }
      images.withLock { $0[url] = image }
      loaded += 1
    }
    return loaded
  }

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    images.withLock { $0[request.url] }
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else {
      throw .fetchFailed(request.url, reason: "not preloaded")
    }
    return image
  }
}
