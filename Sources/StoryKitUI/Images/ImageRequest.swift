import Foundation

/// A size in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// Creates a size; negative sides become 0.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The pixels of `size` points at `scale` pixels per point, rounded up; `nil` when either side
  /// is not finite and positive.
  public init?(points size: Size, scale: Double) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = size.width * scale
    let height = size.height * scale
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width < 1e6, height < 1e6 else {
      return nil
    }
    self.init(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
  }

  /// Width × height, without overflow.
  public var area: Int { width.multipliedReportingOverflow(by: height).partialValue }

  public var description: String { "\(width)×\(height) px" }
}

/// How soon an image is needed: visible requests start before prefetches, and prefetches before
/// background work.
public enum ImagePriority: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// Nobody is waiting to see it (warming a cache).
  case background
  /// Just beyond the visible range, or the next story's media.
  case prefetch
  /// On screen now.
  case visible

  public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What to load: a URL, the pixel size it will be drawn at, and how soon it is needed.
///
/// Two requests for the same URL and target size share one download and one decode, and one
/// memory-cache entry (``cacheKey``), whatever their priorities.
///
/// ```swift
/// let request = ImageRequest(url: avatar, targetSize: PixelSize(width: 180, height: 180))
/// let image = try await pipeline.image(for: request)
/// ```
public struct ImageRequest: Sendable, Hashable {
  /// Where the image is.
  public var url: URL
  /// The size the image is drawn at, in pixels; the decoder downsamples to the smallest size
  /// that still covers it (aspect fill), never upsamples. `nil` keeps the full size.
  public var targetSize: PixelSize?
  /// How soon it is needed.
  public var priority: ImagePriority
  /// Pixels per point of the decoded image (its size in points is its pixels over this).
  public var scale: Double

  /// Creates a request; a scale that is not finite and positive becomes 1.
  public init(
    url: URL, targetSize: PixelSize? = nil, priority: ImagePriority = .visible, scale: Double = 1
  ) {
    self.url = url
    self.targetSize = targetSize
    self.priority = priority
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The memory cache's key: the URL and the target size (not the priority).
  public var cacheKey: ImageCacheKey { ImageCacheKey(url: url, targetSize: targetSize, scale: scale) }
}

/// What identifies a decoded image in memory: its URL, target pixel size and scale.
public struct ImageCacheKey: Sendable, Hashable {
  /// The image's URL.
  public var url: URL
  /// The pixel size it is decoded for; `nil` for the full size.
  public var targetSize: PixelSize?
  /// Pixels per point of the decoded image.
  public var scale: Double

  /// Creates a key.
  public init(url: URL, targetSize: PixelSize?, scale: Double = 1) {
    self.url = url
    self.targetSize = targetSize
    self.scale = scale
  }
}
