import Foundation

/// Loads images for views: from file URLs and over http(s), with caches. Views reach it through
/// the ``View/imageLoader`` environment value and show their placeholder until an image arrives.
///
/// `ImagePipeline`, in the StoryKitImages module, is StoryKit's implementation; the backend
/// supplies its decoder. An app can conform its own type, or replace one stage of the pipeline
/// (`ImagePipeline.Configuration`). This protocol and the request types stay in StoryKitUI so
/// that views load pictures without linking the pipeline.
///
/// Implementations state their thread-safety; StoryKit's are safe to call from any thread.
public protocol ImageLoading: AnyObject, Sendable {
  /// The decoded image for `request` if it is already in memory, without loading.
  func cachedImage(for request: ImageRequest) -> (any CanvasImage)?

  /// The image for `request`: from memory, or fetched and decoded. Cancelling the calling task
  /// withdraws the request (the download stops once nobody else waits for it).
  /// - Throws: ``ImageLoadingError``.
  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage

  /// Starts loading `urls` at prefetch priority for `targetSize`, so they are in a cache when
  /// they come on screen. Returns at once.
  func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double)

  /// Starts loading `urls` at prefetch priority, in their order, drawing their downloads from
  /// `budget` (``PrefetchBudget``): a picture that would go over it is not fetched, or not read
  /// past the budget. Returns at once. Loaders without a budget ignore it (the default).
  func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double, budget: PrefetchBudget?)

  /// Stops prefetches started by ``prefetch(_:targetSize:scale:)`` that nothing else waits for.
  func cancelPrefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double)

  /// Where the loader counts the bytes it downloads, for the player's quality report (and a
  /// byte budget); `nil` when it does not count them.
  var transferCounter: ImageTransferCounter? { get }
}

extension ImageLoading {
  /// The full-size image for `url` if it is already in memory.
  public func cachedImage(for url: URL) -> (any CanvasImage)? {
    cachedImage(for: ImageRequest(url: url))
  }

  /// The full-size image for `url`, at visible priority.
  public func image(for url: URL) async throws(ImageLoadingError) -> any CanvasImage {
    try await image(for: ImageRequest(url: url))
  }

  /// Prefetching does nothing unless the loader implements it.
  public func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {}

  /// Without a budget of its own, a loader prefetches as ``prefetch(_:targetSize:scale:)``.
  public func prefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double, budget: PrefetchBudget?) {
    prefetch(urls, targetSize: targetSize, scale: scale)
  }

  /// Prefetching does nothing unless the loader implements it.
  public func cancelPrefetch(_ urls: [URL], targetSize: PixelSize?, scale: Double) {}

  /// No counting unless the loader implements it.
  public var transferCounter: ImageTransferCounter? { nil }
}

/// Why an image could not be loaded.
public enum ImageLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL's scheme is not one the loader reads.
  case unsupportedURL(URL)
  /// The bytes could not be fetched (no answer, an HTTP error status, a body cut short, HTML
  /// where an image was expected, more bytes than the limit).
  case fetchFailed(URL, reason: String)
  /// The bytes are not an image the decoder reads.
  case decodingFailed(URL, reason: String)
  /// No complete answer within the timeout, in seconds.
  case timedOut(URL, seconds: Double)
  /// The URL failed recently and is not asked again until its backoff ends (`seconds` from now).
  case backingOff(URL, seconds: Double, lastError: String)
  /// The request was withdrawn before it finished.
  case cancelled(URL)

  /// The URL the error is about.
  public var url: URL {
    switch self {
    case .unsupportedURL(let url), .fetchFailed(let url, _), .decodingFailed(let url, _),
      .timedOut(let url, _), .backingOff(let url, _, _), .cancelled(let url):
      url
    }
  }

  public var description: String {
    switch self {
    case .unsupportedURL(let url): "expected a file, http or https URL, found \(url.absoluteString)"
    case .fetchFailed(let url, let reason):
      "expected image bytes at \(url.absoluteString), found an error: \(reason)"
    case .decodingFailed(let url, let reason): "expected an image at \(url.absoluteString), found: \(reason)"
    case .timedOut(let url, let seconds):
      "expected an answer from \(url.absoluteString) within \(seconds) s, found none"
    case .backingOff(let url, let seconds, let lastError):
      "not asking \(url.absoluteString) again for \(String(format: "%.1f", seconds)) s after it failed: \(lastError)"
    case .cancelled(let url): "the request for \(url.absoluteString) was cancelled"
    }
  }
}
