import Foundation
import StoryKitUI

// The stages of an image pipeline (``ImagePipeline``), each behind a protocol so an app can
// replace one without the others: fetching bytes, keeping bytes on disk, keeping decoded images
// in memory, and decoding.

/// Fetches the bytes of an image: file URLs and http(s).
///
/// Implementations are safe to call from any thread, honour task cancellation, and end every
/// fetch with bytes or an error within their own timeout: a slow or silent server never makes a
/// caller wait forever.
public protocol ImageDataLoading: Sendable {
  /// The bytes at `url`. With `validators` (from a cached copy) an HTTP loader asks the server
  /// whether the copy is still good and answers ``ImageDataResponse/notModified(_:)`` on a 304.
  /// - Throws: ``ImageLoadingError``.
  func data(for url: URL, validators: HTTPCacheInfo?) async throws(ImageLoadingError) -> ImageDataResponse

  /// The bytes at `url` for a prefetch, drawn from `budget`: a response whose `Content-Length`
  /// does not fit in what is left is not read, and a body without a length stops being read at
  /// the budget; either throws ``ImageLoadingError/cancelled(_:)`` after
  /// ``PrefetchBudget/noteSkipped()``. The default fetches with ``data(for:validators:)`` and
  /// then charges the budget, so it cannot stop a body early: implement it to keep to the
  /// budget exactly (``URLSessionImageDataLoader`` does).
  /// - Throws: ``ImageLoadingError``.
  func data(
    for url: URL, validators: HTTPCacheInfo?, budget: PrefetchBudget
  ) async throws(ImageLoadingError) -> ImageDataResponse
}

extension ImageDataLoading {
  public func data(
    for url: URL, validators: HTTPCacheInfo?, budget: PrefetchBudget
  ) async throws(ImageLoadingError) -> ImageDataResponse {
    let response = try await data(for: url, validators: validators)
    if case .data(let bytes, _) = response, !budget.reserve(bytes.count) {
      budget.noteSkipped()
      throw .cancelled(url)
    }
    return response
  }
}

/// What an ``ImageDataLoading`` fetch gave.
public enum ImageDataResponse: Sendable, Hashable {
  /// New bytes, with what the response said about caching them.
  case data(Data, HTTPCacheInfo)
  /// The cached copy is still good (HTTP 304), with the refreshed caching headers.
  case notModified(HTTPCacheInfo)
}

/// What an HTTP response said about caching its body: how long it stays fresh, and the
/// validators to revalidate it with afterwards.
public struct HTTPCacheInfo: Sendable, Hashable {
  /// The `ETag` header, sent back as `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` header, sent back as `If-Modified-Since`.
  public var lastModified: String?
  /// Until when the copy may be used without asking the server (`Cache-Control: max-age`);
  /// `nil` means revalidate before use when there are validators.
  public var freshUntil: Date?
  /// `Cache-Control: no-store`: the body must not be written to disk.
  public var noStore: Bool

  /// Creates caching information; by default, no validators, no freshness and storable.
  public init(
    etag: String? = nil, lastModified: String? = nil, freshUntil: Date? = nil, noStore: Bool = false
  ) {
    self.etag = etag
    self.lastModified = lastModified
    self.freshUntil = freshUntil
    self.noStore = noStore
  }

  /// Whether the copy may be used at `now` without asking the server.
  public func isFresh(at now: Date) -> Bool {
    guard let freshUntil else { return etag == nil && lastModified == nil }
    return now < freshUntil
  }

  /// Whether there is anything to revalidate with.
  public var hasValidators: Bool { etag != nil || lastModified != nil }
}

/// One entry of an ``ImageDataCaching`` store: the bytes and their caching headers.
public struct ImageDataCacheEntry: Sendable, Hashable {
  /// The stored bytes.
  public var data: Data
  /// What the response said about caching them.
  public var info: HTTPCacheInfo

  /// Creates an entry.
  public init(data: Data, info: HTTPCacheInfo) {
    self.data = data
    self.info = info
  }
}

/// Keeps downloaded bytes, normally on disk, so they survive a restart.
///
/// A damaged entry reads as missing. A store that cannot write (a read-only or full folder)
/// carries on without caching and never throws at the pipeline. Safe to call from any thread;
/// calls may block on file I/O, so the pipeline makes them off the main actor.
public protocol ImageDataCaching: Sendable {
  /// The entry for `url`, or `nil` when there is none or it is damaged (and then removed).
  func entry(for url: URL) -> ImageDataCacheEntry?
  /// Stores `entry` for `url` (atomically: a reader never sees half an entry), evicting the
  /// least recently used entries beyond the size limit.
  func store(_ entry: ImageDataCacheEntry, for url: URL)
  /// Replaces the caching headers of an entry, after a 304.
  func updateInfo(_ info: HTTPCacheInfo, for url: URL)
  /// Removes the entry for `url`.
  func removeEntry(for url: URL)
  /// Removes every entry.
  func removeAll()
}

/// Keeps decoded images in memory, bounded by their cost in bytes.
///
/// Safe to call from any thread.
public protocol ImageCaching: Sendable {
  /// The image for `key`, marking it recently used.
  func image(for key: ImageCacheKey) -> (any CanvasImage)?
  /// Stores `image` for `key`, evicting the least recently used images beyond the cost limit.
  func store(_ image: any CanvasImage, for key: ImageCacheKey)
  /// Removes the image for `key`.
  func removeImage(for key: ImageCacheKey)
  /// Removes every image.
  func removeAll()
}

/// Turns bytes into an image, downsampled to the request's target size at decode time.
///
/// Called off the main actor; implementations are safe to call from any thread.
public protocol ImageDecoding: Sendable {
  /// Decodes `data`, downsampling to the smallest size that covers `targetSize` (aspect fill)
  /// when it is given and smaller than the image; never upsamples.
  /// - Throws: a description of what is wrong with the data, as
  ///   ``ImageLoadingError/decodingFailed(_:reason:)`` with `url`.
  func decode(
    _ data: Data, url: URL, targetSize: PixelSize?, scale: Double
  ) throws(ImageLoadingError)
    -> any CanvasImage
}
