import CCairo
import StoryKitUI

/// PNG, through Cairo's PNG reader: the full image, then shrunk to the covering size.
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
    let size = Self.coveringSize(width: width, height: height, target: targetSize)
    return CairoImage(surface: try Self.shrink(surface, to: size), scale: scale)
  }
}
