import Foundation
import StoryKit
import StoryKitUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads images from file URLs and over http(s) (URLSession), decodes them with
/// ``ImageDecoder`` and keeps them in a memory cache of bounded size.
///
/// Thread-safe: the cache is behind a lock and loading happens off the caller's thread.
///
/// ```swift
/// let loader = CairoImageLoader(scale: 3)
/// rootView.imageLoader = loader
/// try await loader.preload(urls)  // before rendering a still frame
/// ```
public final class CairoImageLoader: ImageLoading {
  /// The decoded images and their URLs, oldest first.
  private struct Cache {
    var images: [URL: CairoImage] = [:]
    var order: [URL] = []
  }

  private let cache = Mutex(Cache())
  private let decoder: ImageDecoder
  private let session: URLSession

  /// The scale images are decoded at (pixels per point).
  public let scale: Double
  /// The most images kept in memory; the oldest go first.
  public let capacity: Int
  /// The largest response accepted over http(s), in bytes.
  public let maxResponseBytes: Int

  public init(
    scale: Double = 1, capacity: Int = 256, decoder: ImageDecoder = ImageDecoder(),
    maxResponseBytes: Int = 20 * 1024 * 1024, session: URLSession = .shared
  ) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.capacity = max(1, capacity)
    self.decoder = decoder
    self.maxResponseBytes = max(1, maxResponseBytes)
    self.session = session
  }

  public func cachedImage(for url: URL) -> (any CanvasImage)? {
    cache.withLock { $0.images[url] }
  }

  public func image(for url: URL) async throws(ImageLoadingError) -> any CanvasImage {
    if let cached = cachedImage(for: url) { return cached }
    let data = try await fetch(url)
    let image: CairoImage
    do {
      image = try decoder.decode(data, scale: scale)
    } catch {
      throw .decodingFailed(url, reason: error.description)
    }
    store(image, for: url)
    return image
  }

  /// Loads every URL, ignoring failures (their views keep placeholders); returns how many loaded.
  @discardableResult
  public func preload(_ urls: [URL]) async -> Int {
    var loaded = 0
    for url in Set(urls) where (try? await image(for: url)) != nil { loaded += 1 }
    return loaded
  }

  private func fetch(_ url: URL) async throws(ImageLoadingError) -> Data {
    switch url.scheme?.lowercased() {
    case "file":
      let size =
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= maxResponseBytes else {
        throw .fetchFailed(url, reason: "\(size) bytes, over the \(maxResponseBytes)-byte limit")
      }
      do {
        return try Data(contentsOf: url)
      } catch {
        throw .fetchFailed(url, reason: error.localizedDescription)
      }
    case "http", "https":
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch {
        throw .fetchFailed(url, reason: error.localizedDescription)
      }
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        throw .fetchFailed(url, reason: "HTTP status \(http.statusCode)")
      }
      guard data.count <= maxResponseBytes else {
        throw .fetchFailed(url, reason: "\(data.count) bytes, over the \(maxResponseBytes)-byte limit")
      }
      return data
    default:
      throw .unsupportedURL(url)
    }
  }

  private func store(_ image: CairoImage, for url: URL) {
    cache.withLock { cache in
      if cache.images[url] == nil { cache.order.append(url) }
      cache.images[url] = image
      while cache.order.count > capacity {
        cache.images[cache.order.removeFirst()] = nil
      }
    }
  }
}
