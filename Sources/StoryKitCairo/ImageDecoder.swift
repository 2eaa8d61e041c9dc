import CCairo
import CTurboJPEG
import Foundation

/// Decodes PNG (through Cairo) and JPEG (through libjpeg-turbo's TurboJPEG API) into
/// ``CairoImage``s.
///
/// The pixel size is read from the header first: an image larger than ``maxPixelCount`` is
/// rejected before any pixel memory is allocated (decompression bombs), and truncated or corrupt
/// data gives a typed error, never a crash.
///
/// ```swift
/// let image = try ImageDecoder().decode(data, scale: 3)
/// ```
public struct ImageDecoder: Sendable {
  /// The most pixels an image may have (default 40 million: a 6,000 × 6,600 photo).
  public var maxPixelCount: Int

  public init(maxPixelCount: Int = 40_000_000) {
    self.maxPixelCount = max(1, maxPixelCount)
  }

  /// Decodes PNG or JPEG data; `scale` is pixels per point (2 for an @2x image).
  public func decode(_ data: Data, scale: Double = 1) throws(ImageDecodingError) -> CairoImage {
    let bytes = [UInt8](data)
    switch ImageFormat(sniffing: bytes) {
    case .png: return try decodePNG(bytes, scale: scale)
    case .jpeg: return try decodeJPEG(bytes, scale: scale)
    case nil: throw .unsupportedFormat(firstBytes: Array(bytes.prefix(8)))
    }
  }

  /// Reads and decodes a file.
  public func decode(contentsOf url: URL, scale: Double = 1) throws(ImageDecodingError) -> CairoImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try decode(data, scale: scale)
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

  // MARK: - PNG

  private func decodePNG(_ bytes: [UInt8], scale: Double) throws(ImageDecodingError) -> CairoImage {
    // IHDR is the first chunk: width and height are big-endian at offsets 16 and 20.
    guard bytes.count >= 33 else { throw .truncated(format: "PNG", bytes: bytes.count) }
    guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw .corrupt(reason: "the first PNG chunk is not IHDR")
    }
    let width = Int(bytes[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    let height = Int(bytes[20..<24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    try checkSize(width: width, height: height)
    final class Source {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let source = Source(bytes)
    let unmanaged = Unmanaged.passRetained(source)
    defer { unmanaged.release() }
    guard
      let surface = cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
          let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
          let count = Int(length)
          guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
          source.bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
          }
          source.offset += count
          return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
    else { throw .corrupt(reason: "Cairo returned no surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      if status == CAIRO_STATUS_READ_ERROR { throw .truncated(format: "PNG", bytes: bytes.count) }
      throw .corrupt(reason: String(cString: cairo_status_to_string(status)))
    }
    return CairoImage(surface: surface, scale: scale)
  }

  // MARK: - JPEG

  private func decodeJPEG(_ bytes: [UInt8], scale: Double) throws(ImageDecodingError) -> CairoImage {
    guard let handle = tjInitDecompress() else { throw .corrupt(reason: "libjpeg-turbo could not start") }
    defer { tjDestroy(handle) }
    // The frame header gives the size before libjpeg reads on to the first scan, so a bomb is
    // caught even when the rest of the data is missing.
    if let frame = Self.jpegFrameSize(bytes), frame.width > 0, frame.height > 0 {
      try checkSize(width: frame.width, height: frame.height)
    }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    var input = bytes
    let header = tjDecompressHeader3(
      handle, &input, UInt(input.count), &width, &height, &subsampling, &colorspace)
    guard header == 0 else { throw Self.jpegError(handle, bytes: bytes, isFatal: true) }
    if (width == 0 || height == 0) && !Self.endsWithEOI(bytes) {
      // libjpeg met the end of the data before a frame header and read it as tables only.
      throw .truncated(format: "JPEG", bytes: bytes.count)
    }
    try checkSize(width: Int(width), height: Int(height))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      throw .corrupt(reason: "no memory for \(width) × \(height) pixels")
    }
    let stride = cairo_image_surface_get_stride(surface)
    cairo_surface_flush(surface)
    // Cairo's ARGB32 is native-endian: B, G, R, A in memory on little-endian machines.
    let result = tjDecompress2(
      handle, &input, UInt(input.count), cairo_image_surface_get_data(surface), width, stride, height,
      Int32(TJPF_BGRA.rawValue), TJFLAG_LIMITSCANS)
    cairo_surface_mark_dirty(surface)
    if result != 0 {
      // A warning still yields pixels, but data that ends early leaves the rest of the image grey:
      // that is a truncated image, not a decoded one. Other warnings (stray bytes) are harmless.
      let isFatal = tjGetErrorCode(handle) == TJERR_FATAL.rawValue
      let error = Self.jpegError(handle, bytes: bytes, isFatal: isFatal)
      let isTruncated = if case .truncated = error { true } else { false }
      if isFatal || isTruncated {
        cairo_surface_destroy(surface)
        throw error
      }
    }
    return CairoImage(surface: surface, scale: scale)
  }

  /// The width and height in the first frame header (SOF0–SOF15), walking the marker segments
  /// before the first scan; `nil` when the data ends or a scan starts first.
  static func jpegFrameSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 1 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      switch marker {
      case 0xFF:
        offset += 1  // fill byte
      case 0x01, 0xD0...0xD8:
        offset += 2  // markers without a segment
      case 0xD9, 0xDA:
        return nil  // the image or its first scan began without a frame header
      case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
        guard offset + 8 < bytes.count else { return nil }
        let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
        let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
        return (width, height)
      default:
        guard offset + 3 < bytes.count else { return nil }
        offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
      }
    }
    return nil
  }

  /// The error libjpeg reported, as truncated when it says the data ended early or when a fatal
  /// error meets data with no end-of-image marker (libjpeg then reads a fake one and reports what
  /// is missing after it, such as the scan). Warnings count as truncation only by their message,
  /// since harmless bytes after the image are common.
  private static func jpegError(_ handle: tjhandle, bytes: [UInt8], isFatal: Bool) -> ImageDecodingError {
    let message = String(cString: tjGetErrorStr2(handle))
    if message.localizedCaseInsensitiveContains("premature end")
      || message.localizedCaseInsensitiveContains("truncat") || (isFatal && !endsWithEOI(bytes))
    {
      return .truncated(format: "JPEG", bytes: bytes.count)
    }
    return .corrupt(reason: message)
  }

  private static func endsWithEOI(_ bytes: [UInt8]) -> Bool {
    bytes.suffix(2).elementsEqual([0xFF, 0xD9])
  }

}

/// The image formats ``ImageDecoder`` reads.
enum ImageFormat {
  case png, jpeg

  /// The format the data starts like. Data cut inside the PNG signature (after "\u{89}PNG") or
  /// right after the JPEG start-of-image marker counts too, so it is reported as truncated.
  init?(sniffing bytes: [UInt8]) {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: pngSignature) || (bytes.count >= 4 && pngSignature.starts(with: bytes)) {
      self = .png
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) || bytes == [0xFF, 0xD8] {
      self = .jpeg
    } else {
      return nil
    }
  }
}

/// Why image data could not be decoded.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Neither PNG nor JPEG.
  case unsupportedFormat(firstBytes: [UInt8])
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
      "expected PNG or JPEG data, found bytes starting \(first.map { String(format: "%02X", $0) }.joined(separator: " "))"
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
