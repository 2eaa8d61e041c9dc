import CCairo
import CPNG
import Foundation
import StoryKitUI

/// PNG, through libpng's simplified API, straight into the pages of a Cairo surface (no `malloc`
/// block for the pixels): the full image, then shrunk to the covering size.
extension ImageDecoder {
  func decodePNG(
    _ bytes: [UInt8], scale: Double, targetSize: PixelSize?
  ) throws(ImageDecodingError)
    -> CairoImage
  {
    // IHDR is the first chunk: width and height are big-endian at offsets 16 and 20.
    guard bytes.count >= 33 else { throw .truncated(format: "PNG", bytes: bytes.count) }
    guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw .corrupt(reason: "the first PNG chunk is not IHDR")
    }
    let width = Int(bytes[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    let height = Int(bytes[20..<24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    try checkSize(width: width, height: height)
    // libpng's simplified reader stops after the image data, so a PNG cut before its IEND chunk
    // would pass as whole: walk the chunks to it first.
    guard Self.pngEndOffset(bytes) != nil else { throw .truncated(format: "PNG", bytes: bytes.count) }
    let size = Self.coveringSize(width: width, height: height, target: targetSize)
    let read = bytes.withUnsafeBytes { buffer in
      Result { () throws(ImageDecodingError) -> OpaquePointer in
        let read = try Self.readPNG(buffer, width: width, height: height, isCleared: false)
        guard read.isRecycled, read.hadWarning else { return read.surface }
        // After a warning rows may be missing: read again into transparent pixels, so none of
        // the previous picture's can show.
        cairo_surface_destroy(read.surface)
        return try Self.readPNG(buffer, width: width, height: height, isCleared: true).surface
      }
    }
    let surface = try read.get()
    return CairoImage(surface: try Self.shrink(surface, to: size), scale: scale)
  }

  /// The PNG in `buffer` (whose header gave `width` × `height`) as a premultiplied ARGB32 surface
  /// (RGB24 when it has no alpha), on recycled pages unless `isCleared`; whether they were, and
  /// whether libpng warned.
  private static func readPNG(
    _ buffer: UnsafeRawBufferPointer, width: Int, height: Int, isCleared: Bool
  ) throws(ImageDecodingError) -> (surface: OpaquePointer, isRecycled: Bool, hadWarning: Bool) {
    var image = png_image()
    image.version = png_uint_32(storykit_png_image_version)
    guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
      throw pngError(image, bytes: buffer.count)
    }
    guard Int(image.width) == width, Int(image.height) == height else {
      png_image_free(&image)
      throw .corrupt(reason: "libpng read a size of \(image.width) × \(image.height)")
    }
    let hasAlpha = image.format & png_uint_32(storykit_png_format_flag_alpha) != 0
    // As Cairo's reader did: 16-bit samples are taken as sRGB (rounded to 8 bits), not linear.
    image.flags |= png_uint_32(storykit_png_image_flag_16bit_srgb)
    // B, G, R, A in memory: Cairo's native-endian ARGB32 on little-endian machines.
    image.format = png_uint_32(storykit_png_format_bgra)
    // Pages of a freed picture when there are some: libpng writes every pixel of an image it
    // finishes without a warning, and a failed one is never shown.
    // An opaque PNG is RGB24, as Cairo's own reader made it: drawn by copying, not blending.
    let format = hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
    guard let made = PagedSurface.make(width: width, height: height, isCleared: isCleared, format: format)
    else {
      png_image_free(&image)
      throw .corrupt(reason: "no memory for \(width) × \(height) pixels")
    }
    let surface = made.surface
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let finished = png_image_finish_read(
      &image, nil, cairo_image_surface_get_data(surface), png_int_32(stride), nil)
    guard finished != 0 else {
      cairo_surface_destroy(surface)
      throw pngError(image, bytes: buffer.count)
    }
    if hasAlpha, let data = cairo_image_surface_get_data(surface) {
      premultiply(data, width: width, height: height, stride: stride)
    }
    cairo_surface_mark_dirty(surface)
    return (surface, made.isRecycled, image.warning_or_error != 0)
  }

  /// The offset just past the IEND chunk, walking the chunks' lengths from the signature; `nil`
  /// when the data ends before it.
  static func pngEndOffset(_ bytes: [UInt8]) -> Int? {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = offset + 12 + length
      guard end <= bytes.count else { return nil }
      if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return end }
      offset = end
    }
    return nil
  }

  /// Straight alpha to Cairo's premultiplied, in place, rounding as Cairo's own PNG reader does.
  private static func premultiply(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width {
        let pixel = row + x * 4
        let alpha = UInt32(pixel[3])
        if alpha == 255 { continue }
        for channel in 0..<3 {
          let product = UInt32(pixel[channel]) * alpha + 0x80
          pixel[channel] = UInt8(truncatingIfNeeded: ((product >> 8) + product) >> 8)
        }
      }
    }
  }

  /// libpng's message as a typed error: data that ran out is truncated, anything else corrupt.
  private static func pngError(_ image: png_image, bytes: Int) -> ImageDecodingError {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if text.localizedCaseInsensitiveContains("end of data")
      || text.localizedCaseInsensitiveContains("truncat")
      || text.localizedCaseInsensitiveContains("not enough")
    {
      return .truncated(format: "PNG", bytes: bytes)
    }
    return .corrupt(reason: text.isEmpty ? "libpng could not read the image" : text)
  }
}
