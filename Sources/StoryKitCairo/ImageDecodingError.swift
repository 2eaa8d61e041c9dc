import Foundation

/// Why image data could not be decoded.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Neither PNG, JPEG nor WebP.
  case unsupportedFormat(firstBytes: [UInt8])
  /// A known format using a feature the decoder does not read, such as an animated WebP.
  case unsupportedFeature(format: String, feature: String)
  /// The data ends before the image does.
  case truncated(format: String, bytes: Int)
  /// The data is damaged.
  case corrupt(reason: String)
  /// More pixels than the decoder's limit; nothing was allocated.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// The file could not be read.
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unsupportedFormat(let first):
      "expected PNG, JPEG or WebP data, found bytes starting "
        + first.map { String(format: "%02X", $0) }.joined(separator: " ")
    case .unsupportedFeature(let format, let feature):
      "expected a still image, found a \(format) image with \(feature), which is not supported"
    case .truncated(let format, let bytes):
      "expected a complete \(format) image, found data that ends early (\(bytes) bytes)"
    case .corrupt(let reason):
      "expected a valid image, found damaged data: \(reason)"
    case .tooManyPixels(let width, let height, let limit):
      "expected at most \(limit) pixels, found \(width) × \(height); the image was not decoded"
    case .unreadable(let path, let reason):
      "expected a readable image file at \(path), found an error: \(reason)"
    }
  }
}
