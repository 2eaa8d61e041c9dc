import CCairo
import StoryKitUI

extension CairoImage {
  /// The key under which a borrowed surface keeps its owner's release.
  private nonisolated(unsafe) static let releaseKey = UnsafeMutablePointer<cairo_user_data_key_t>
    .allocate(capacity: 1)

  /// An image over BGRA pixels that stay where they are, such as a decoded video frame's buffer:
  /// no copy is made. `release` runs once, on whichever thread drops the last reference to the
  /// image's surface, and must give the pixels back to their owner; until then they must stay
  /// valid and unchanged. `nil` (and `release` already run) when the sizes do not fit the bytes,
  /// the rows are not Cairo's ARGB32 stride for `width`, or Cairo cannot make the surface.
  ///
  /// - Parameters:
  ///   - pixels: premultiplied BGRA rows (blue, green, red, alpha in memory), `bytesPerRow` apart.
  ///   - count: the bytes at `pixels`, at least `bytesPerRow × height`.
  ///   - width: the width in pixels, 1 to ``Bitmap/maxPixelSide``.
  ///   - height: the height in pixels, 1 to ``Bitmap/maxPixelSide``.
  ///   - bytesPerRow: the distance between rows; Cairo's stride for `width` ARGB32 pixels.
  ///   - scale: pixels per point.
  ///   - release: gives the pixels back.
  public convenience init?(
    borrowingBGRAPixels pixels: UnsafeMutableRawPointer, count: Int, width: Int, height: Int,
    bytesPerRow: Int, scale: Double = 1, release: @escaping @Sendable () -> Void
  ) {
    guard width > 0, height > 0, width <= Bitmap.maxPixelSide, height <= Bitmap.maxPixelSide,
      bytesPerRow == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))),
      count >= bytesPerRow * height,
      let surface = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
        Int32(bytesPerRow))
    else {
      release()
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      release()
      return nil
    }
    let box = Unmanaged.passRetained(BorrowedPixels(release: release)).toOpaque()
    let status = cairo_surface_set_user_data(surface, Self.releaseKey, box) { box in
      guard let box else { return }
      Unmanaged<BorrowedPixels>.fromOpaque(box).takeRetainedValue().release()
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      Unmanaged<BorrowedPixels>.fromOpaque(box).takeRetainedValue().release()
      return nil
    }
    self.init(surface: surface, scale: scale)
  }
}

/// What a borrowed surface holds on to: its owner's release.
private final class BorrowedPixels: Sendable {
  let release: @Sendable () -> Void
  init(release: @escaping @Sendable () -> Void) { self.release = release }
}
