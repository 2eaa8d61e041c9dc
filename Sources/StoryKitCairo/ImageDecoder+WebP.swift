import CCairo
import CWebP
import StoryKitUI

/// WebP (lossy, lossless, with or without alpha), through libwebp, scaled while it decodes when a
/// target size allows it. Animated WebP is not decoded.
extension ImageDecoder {
  func decodeWebP(
    _ bytes: [UInt8], scale: Double, targetSize: PixelSize?
  ) throws(ImageDecodingError)
    -> CairoImage
  {
    // "RIFF", size, "WEBP", then at least one chunk header.
    guard bytes.count >= 20 else { throw .truncated(format: "WebP", bytes: bytes.count) }
    // An extended header's canvas size is checked before libwebp reads on, as JPEG's frame header.
    if let canvas = Self.webPCanvasSize(bytes) {
      try checkSize(width: canvas.width, height: canvas.height)
    }
    // Data shorter than its RIFF header says is truncated, even where libwebp could decode what
    // is there (a missing padding byte), as PNG without IEND and JPEG without EOI are.
    guard bytes.count >= Self.riffSize(bytes) + 8 else {
      throw .truncated(format: "WebP", bytes: bytes.count)
    }
    var features = WebPBitstreamFeatures()
    let status = WebPGetFeatures(bytes, bytes.count, &features)
    guard status == VP8_STATUS_OK else { throw Self.webPError(status) }
    let width = Int(features.width)
    let height = Int(features.height)
    try checkSize(width: width, height: height)
    guard features.has_animation == 0 else {
      throw .unsupportedFeature(format: "WebP", feature: "animation")
    }
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else {
      throw .corrupt(reason: "libwebp could not start (a library version mismatch)")
    }
    let covering = Self.coveringSize(width: width, height: height, target: targetSize)
    if covering.width != width || covering.height != height {
      // libwebp's rescaler averages areas as rows come out of the decoder: no full-size buffer.
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(covering.width)
      config.options.scaled_height = Int32(covering.height)
    }
    let surface = try Self.makeSurface(width: covering.width, height: covering.height)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    // Premultiplied, in Cairo's native-endian ARGB32 order: B, G, R, A in memory on little-endian
    // machines.
    #if _endian(little)
      config.output.colorspace = MODE_bgrA
    #else
      config.output.colorspace = MODE_Argb
    #endif
    config.output.is_external_memory = 1
    config.output.u.RGBA.rgba = cairo_image_surface_get_data(surface)
    config.output.u.RGBA.stride = Int32(stride)
    config.output.u.RGBA.size = stride * covering.height
    let result = WebPDecode(bytes, bytes.count, &config)
    WebPFreeDecBuffer(&config.output)  // nothing to free in our surface, but the decoder's own state
    cairo_surface_mark_dirty(surface)
    guard result == VP8_STATUS_OK else {
      cairo_surface_destroy(surface)
      throw Self.webPError(result)
    }
    return CairoImage(surface: surface, scale: scale)
  }

  /// The canvas size of an extended (VP8X) WebP: the chunk right after the RIFF header, with the
  /// width and height minus one as 24-bit little-endian numbers at offsets 24 and 27.
  static func webPCanvasSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 30, bytes[12..<16].elementsEqual("VP8X".utf8) else { return nil }
    let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
    let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
    return (width + 1, height + 1)
  }

  /// The size the RIFF header gives for the rest of the file (a 32-bit little-endian number at
  /// offset 4).
  static func riffSize(_ bytes: [UInt8]) -> Int {
    guard bytes.count >= 8 else { return 0 }
    return Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
  }

  /// What libwebp's status means, once the data is known to be as long as its RIFF header says:
  /// running out of data then means a chunk or the bitstream claims more than the file holds.
  static func webPError(_ status: VP8StatusCode) -> ImageDecodingError {
    let reason =
      switch status {
      case VP8_STATUS_OUT_OF_MEMORY: "libwebp ran out of memory"
      case VP8_STATUS_INVALID_PARAM: "libwebp rejected the decoding parameters"
      case VP8_STATUS_BITSTREAM_ERROR: "the WebP bitstream is invalid"
      case VP8_STATUS_UNSUPPORTED_FEATURE: "the WebP image uses a feature libwebp does not decode"
      case VP8_STATUS_NOT_ENOUGH_DATA: "a chunk or the bitstream runs past the end of the RIFF data"
      default: "libwebp stopped with status \(status.rawValue)"
      }
    return .corrupt(reason: reason)
  }
}
