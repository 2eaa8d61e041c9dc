import CCairo
import Foundation
import StoryKitUI

/// Decodes PNG (through Cairo), JPEG (through libjpeg-turbo's TurboJPEG API) and WebP (through
/// libwebp) into ``CairoImage``s, optionally downsampled to a target size as they are decoded.
///
/// The pixel size is read from the header first: an image larger than ``maxPixelCount`` is
/// rejected before any pixel memory is allocated (decompression bombs), and truncated or corrupt
/// data gives a typed error, never a crash.
///
/// With a target size smaller than the image, the result is the smallest size that covers the
/// target at the image's aspect ratio (aspect fill), never larger than the image and never below
/// 1 px. JPEG and WebP are decoded at that size without a full-size buffer: libjpeg-turbo decodes
/// at the nearest larger scale of 1/8, 2/8 … 8/8 and libwebp scales while it decodes. What is
/// left (PNG, and the last step from JPEG's eighths) is shrunk with a cubic (Catmull-Rom)
/// convolution in premultiplied alpha, the filter of Pillow's `BICUBIC`.
///
/// ```swift
/// let image = try ImageDecoder().decode(data, scale: 3)
/// let avatar = try ImageDecoder().decode(photo, scale: 3, targetSize: PixelSize(width: 180, height: 180))
/// ```
///
/// Animated WebP is not decoded: it throws ``ImageDecodingError/unsupportedFeature(format:feature:)``.
public struct ImageDecoder: Sendable {
  /// The most pixels an image may have (default 40 million: a 6,000 × 6,600 photo). The check is
  /// on the image's own size, before any downsampling.
  public var maxPixelCount: Int

  /// Creates a decoder; a limit below 1 becomes 1.
  public init(maxPixelCount: Int = 40_000_000) {
    self.maxPixelCount = max(1, maxPixelCount)
  }

  /// Decodes PNG, JPEG or WebP data; `scale` is pixels per point (2 for an @2x image).
  ///
  /// - Parameter targetSize: the pixel size the image is drawn at. When it is smaller than the
  ///   image, the result is the smallest size that covers it (aspect fill): with
  ///   `s = max(target width / width, target height / height)`, `ceil(width · s) × ceil(height · s)`,
  ///   at least 1 × 1. `nil`, or a target as large as the image on either side, keeps the full size.
  public func decode(
    _ data: Data, scale: Double = 1, targetSize: PixelSize? = nil
  ) throws(ImageDecodingError) -> CairoImage {
    let bytes = [UInt8](data)
    switch ImageFormat(sniffing: bytes) {
    case .png: return try decodePNG(bytes, scale: scale, targetSize: targetSize)
    case .jpeg: return try decodeJPEG(bytes, scale: scale, targetSize: targetSize)
    case .webP: return try decodeWebP(bytes, scale: scale, targetSize: targetSize)
    case nil: throw .unsupportedFormat(firstBytes: Array(bytes.prefix(8)))
    }
  }

  /// Reads and decodes a file; see ``decode(_:scale:targetSize:)``.
  public func decode(
    contentsOf url: URL, scale: Double = 1, targetSize: PixelSize? = nil
  ) throws(ImageDecodingError) -> CairoImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try decode(data, scale: scale, targetSize: targetSize)
  }

  func checkSize(width: Int, height: Int) throws(ImageDecodingError) {
    guard width > 0, height > 0 else {
      throw .corrupt(reason: "the header gives a size of \(width) × \(height)")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maxPixelCount else {
      throw .tooManyPixels(width: width, height: height, limit: maxPixelCount)
    }
  }

  /// The smallest size that covers `target` at the aspect ratio of `width` × `height` (aspect
  /// fill), no larger than the image and at least 1 × 1; the image's size without a target.
  static func coveringSize(width: Int, height: Int, target: PixelSize?) -> (width: Int, height: Int) {
    guard let target, width > 0, height > 0, target.width < width, target.height < height else {
      return (width, height)
    }
    // Both sides of the target are smaller, so these products are below width × height.
    let (widthDriven, overflowA) = target.width.multipliedReportingOverflow(by: height)
    let (heightDriven, overflowB) = target.height.multipliedReportingOverflow(by: width)
    guard !overflowA, !overflowB else { return (width, height) }
    if widthDriven >= heightDriven {
      // s = target.width / width; the height is rounded up.
      return (max(1, target.width), max(1, (widthDriven + width - 1) / width))
    }
    return (max(1, (heightDriven + height - 1) / height), max(1, target.height))
  }

  /// A new ARGB32 surface of `width` × `height`, cleared to transparent.
  static func makeSurface(width: Int, height: Int) throws(ImageDecodingError) -> OpaquePointer {
    guard let surface = PagedSurface.make(width: width, height: height) else {
      throw .corrupt(reason: "no memory for \(width) × \(height) pixels")
    }
    return surface
  }

  /// `surface` shrunk to `size` (taking ownership of it), or itself when it already has that size.
  static func shrink(
    _ surface: OpaquePointer, to size: (width: Int, height: Int)
  ) throws(ImageDecodingError)
    -> OpaquePointer
  {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard size.width != width || size.height != height else { return surface }
    defer { cairo_surface_destroy(surface) }
    guard let resized = ImageResampler().resize(surface, width: size.width, height: size.height) else {
      throw .corrupt(reason: "no memory for \(size.width) × \(size.height) pixels")
    }
    return resized
  }
}
