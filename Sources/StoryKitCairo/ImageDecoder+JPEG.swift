import CCairo
import CTurboJPEG
import Foundation
import StoryKitUI

/// JPEG, through libjpeg-turbo's TurboJPEG API, decoded at a reduced scale when a target size
/// allows it.
extension ImageDecoder {
  func decodeJPEG(
    _ bytes: [UInt8], scale: Double, targetSize: PixelSize?
  ) throws(ImageDecodingError)
    -> CairoImage
  {
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
    let header = tjDecompressHeader3(
      handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    guard header == 0 else { throw Self.jpegError(handle, bytes: bytes, isFatal: true) }
    if (width == 0 || height == 0) && !Self.endsWithEOI(bytes) {
      // libjpeg met the end of the data before a frame header and read it as tables only.
      throw .truncated(format: "JPEG", bytes: bytes.count)
    }
    try checkSize(width: Int(width), height: Int(height))
    let covering = Self.coveringSize(width: Int(width), height: Int(height), target: targetSize)
    let decoded = Self.jpegScaledSize(width: Int(width), height: Int(height), covering: covering)
    // Pages of a freed picture when there are some, not cleared: the decoder writes every pixel
    // of a clean decode.
    guard let made = PagedSurface.make(width: decoded.width, height: decoded.height, isCleared: false) else {
      throw .corrupt(reason: "no memory for \(decoded.width) × \(decoded.height) pixels")
    }
    var surface = made.surface
    var result = Self.decompress(handle, bytes, into: surface)
    if result != 0, made.isRecycled, Self.jpegFailure(handle, bytes: bytes) == nil {
      // A warning leaves pixels to show, but a fatal error after a warning is reported as a
      // warning too and leaves rows unwritten: decode again into transparent pixels, so none of
      // the previous picture's can show.
      cairo_surface_destroy(surface)
      surface = try Self.makeSurface(width: decoded.width, height: decoded.height)
      result = Self.decompress(handle, bytes, into: surface)
    }
    if result != 0, let failure = Self.jpegFailure(handle, bytes: bytes) {
      cairo_surface_destroy(surface)
      throw failure
    }
    return CairoImage(surface: try Self.shrink(surface, to: covering), scale: scale)
  }

  /// Decodes into `surface` at its size; TurboJPEG's status (0 for a clean decode).
  private static func decompress(_ handle: tjhandle, _ bytes: [UInt8], into surface: OpaquePointer) -> Int32 {
    cairo_surface_flush(surface)
    // Cairo's ARGB32 is native-endian: B, G, R, A in memory on little-endian machines. Asked for
    // a smaller width and height, TurboJPEG picks the matching scale and decodes at it (the
    // scaled inverse DCT), so no full-size buffer is made.
    let result = tjDecompress2(
      handle, bytes, UInt(bytes.count), cairo_image_surface_get_data(surface),
      cairo_image_surface_get_width(surface), cairo_image_surface_get_stride(surface),
      cairo_image_surface_get_height(surface), Int32(TJPF_BGRA.rawValue), TJFLAG_LIMITSCANS)
    cairo_surface_mark_dirty(surface)
    return result
  }

  /// The size libjpeg-turbo decodes at for an image of `width` × `height` that will be shown at
  /// `covering`: the smallest of its scaling factors (1/8, 1/4, 3/8 … 1) whose size covers it.
  static func jpegScaledSize(
    width: Int, height: Int, covering: (width: Int, height: Int)
  ) -> (
    width: Int, height: Int
  ) {
    var best = (width: width, height: height)
    guard covering.width < width || covering.height < height else { return best }
    var count: Int32 = 0
    guard let factors = tjGetScalingFactors(&count) else { return best }
    for factor in UnsafeBufferPointer(start: factors, count: Int(max(0, count))) {
      let numerator = Int(factor.num)
      let denominator = Int(factor.denom)
      guard numerator > 0, denominator > 0, numerator <= denominator else { continue }
      // TJSCALED: the side times the factor, rounded up.
      let scaled = (
        width: (width * numerator + denominator - 1) / denominator,
        height: (height * numerator + denominator - 1) / denominator
      )
      if scaled.width >= covering.width, scaled.height >= covering.height, scaled.width < best.width {
        best = scaled
      }
    }
    return best
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

  /// The error to throw after TurboJPEG reported a problem, `nil` for a harmless warning. A
  /// warning still yields pixels, but data that ends early leaves the rest of the image grey:
  /// that is a truncated image, not a decoded one. Other warnings (stray bytes) are harmless.
  private static func jpegFailure(_ handle: tjhandle, bytes: [UInt8]) -> ImageDecodingError? {
    let isFatal = tjGetErrorCode(handle) == TJERR_FATAL.rawValue
    let error = jpegError(handle, bytes: bytes, isFatal: isFatal)
    if isFatal { return error }
    if case .truncated = error { return error }
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
