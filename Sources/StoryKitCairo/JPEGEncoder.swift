import CTurboJPEG

/// Encodes pixels as baseline JPEG with libjpeg-turbo: for test fixtures and benchmarks that need
/// JPEG data made on the spot.
public enum JPEGEncoder {
  /// Why pixels could not be encoded.
  public struct EncodingError: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// JPEG data of the pixels at a quality of 1...100 (4:2:0 subsampling, baseline).
  public static func encode(_ pixels: PixelBuffer, quality: Int = 90) throws(EncodingError) -> [UInt8] {
    guard pixels.width > 0, pixels.height > 0 else {
      throw EncodingError(description: "expected pixels, found an empty buffer")
    }
    guard let handle = tjInitCompress() else {
      throw EncodingError(description: "libjpeg-turbo could not start")
    }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    var source = pixels.rgba
    let result = tjCompress2(
      handle, &source, Int32(pixels.width), 0, Int32(pixels.height), Int32(TJPF_RGBA.rawValue), &output,
      &size,
      Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
    defer { if let output { tjFree(output) } }
    guard result == 0, let output else {
      throw EncodingError(description: String(cString: tjGetErrorStr2(handle)))
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }
}
