import Foundation

/// Loads images for views: from file URLs and over http(s), with a memory cache. The backend
/// provides the implementation (it owns image decoding); views reach it through the
/// ``View/imageLoader`` environment value and show their placeholder until an image arrives.
///
/// Implementations state their thread-safety; StoryKit's are safe to call from any thread.
public protocol ImageLoading: AnyObject, Sendable {
  /// The image for `url` if it is already in memory, without loading.
  func cachedImage(for url: URL) -> (any CanvasImage)?

  /// The image for `url`, from memory or loaded and decoded.
  /// - Throws: ``ImageLoadingError`` when it cannot be fetched or decoded.
  func image(for url: URL) async throws(ImageLoadingError) -> any CanvasImage
}

/// Why an image could not be loaded.
public enum ImageLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL's scheme is not one the loader reads.
  case unsupportedURL(URL)
  /// The bytes could not be fetched.
  case fetchFailed(URL, reason: String)
  /// The bytes are not an image the decoder reads.
  case decodingFailed(URL, reason: String)

  public var description: String {
    switch self {
    case .unsupportedURL(let url): "expected a file, http or https URL, found \(url.absoluteString)"
    case .fetchFailed(let url, let reason):
      "expected image bytes at \(url.absoluteString), found an error: \(reason)"
    case .decodingFailed(let url, let reason): "expected an image at \(url.absoluteString), found: \(reason)"
    }
  }
}
