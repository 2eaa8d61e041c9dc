import CCairo
import StoryKitUI

extension CairoImage {
  /// An image made from a copy of opaque or premultiplied BGRA pixels (in memory order: blue,
  /// green, red, alpha), such as a decoded video frame; `nil` when the sizes do not fit the bytes
  /// or Cairo cannot allocate the surface.
  ///
  /// - Parameters:
  ///   - pixels: the rows, `bytesPerRow` apart, at least `bytesPerRow × (height - 1) + width × 4`
  ///     bytes.
  ///   - width: the width in pixels, 1 to ``Bitmap/maxPixelSide``.
  ///   - height: the height in pixels, 1 to ``Bitmap/maxPixelSide``.
  ///   - bytesPerRow: the distance between rows, at least `width × 4`.
  ///   - scale: pixels per point.
  public convenience init?(
    bgraPixels pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double = 1
  ) {
    guard width > 0, height > 0, width <= Bitmap.maxPixelSide, height <= Bitmap.maxPixelSide,
      bytesPerRow >= width * 4, let base = pixels.baseAddress,
      pixels.count >= bytesPerRow * (height - 1) + width * 4
    else { return nil }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    // Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on little-endian
    // machines, the same bytes as BGRA.
    let stride = Int(cairo_image_surface_get_stride(surface))
    let rowBytes = width * 4
    for row in 0..<height {
      (data + row * stride).update(
        from: base.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt8.self), count: rowBytes)
    }
    cairo_surface_mark_dirty(surface)
    self.init(surface: surface, scale: scale)
  }
}
