import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// An image loader for snapshot tests: pictures decoded once at full size and served from memory
/// at once, whatever size is asked, so snapshots draw the same pixels however a view is laid out,
/// with no waiting. A URL that was not preloaded never loads (its view keeps its placeholder).
///
/// ```swift
/// let images = PreloadedImages(scale: 2)
/// images.load(feed.storyGroups.map(\.iconURL))
/// bar.imageLoader = images
/// ```
public final class PreloadedImages: ImageLoading, @unchecked Sendable {
  // Unchecked: the images live in the Mutex.
  private let images = Mutex<[URL: CairoImage]>([:])
  /// The scale pictures are decoded at.
  public let scale: Double

  /// A loader decoding at `scale` device pixels per point.
  public init(scale: Double = 2) {
    self.scale = scale
  }

  /// Decodes every file URL; returns how many decoded.
  @discardableResult
  public func load(_ urls: [URL]) -> Int {
    var loaded = 0
    for url in Set(urls) {
      guard let image = try? ImageDecoder().decode(contentsOf: url, scale: scale) else { continue }
      images.withLock { $0[url] = image }
      loaded += 1
    }
    return loaded
  }

  public func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    images.withLock { $0[request.url] }
  }

  public func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else {
      throw .fetchFailed(request.url, reason: "not preloaded")
    }
    return image
  }
}
