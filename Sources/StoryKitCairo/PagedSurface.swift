import CCairo
import Foundation

/// ARGB32 surfaces whose pixels live in pages of their own (`mmap`), returned to the system the
/// moment the surface is destroyed.
///
/// Decoded pictures come and go by the hundred as a bar scrolls and the memory cache evicts. Made
/// with `cairo_image_surface_create`, their pixels come from `malloc`, and glibc keeps freed
/// blocks of that size in its heap (freeing a large mapped block raises its mapping threshold
/// too), so the resident set grew past the cache's bound: scrolling 2,000 icons through a 64 MiB
/// cache peaked at 125.7 MiB before, against 104 MiB (bound + 40) as the goal.
enum PagedSurface {
  /// A new surface of `width` × `height`, cleared to transparent; `nil` without memory.
  static func make(width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
    guard stride > 0, !overflow else { return nil }
    // mmap gives zeroed pages: a transparent picture.
    let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let mapped, mapped != MAP_FAILED else { return nil }
    let pixels = mapped.assumingMemoryBound(to: UInt8.self)
    guard
      let surface = cairo_image_surface_create_for_data(
        pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
    else {
      munmap(mapped, bytes)
      return nil
    }
    let mapping = Unmanaged.passRetained(Mapping(address: mapped, length: bytes)).toOpaque()
    let attached = cairo_surface_set_user_data(surface, &mappingKey, mapping) { mapping in
      guard let mapping else { return }
      Unmanaged<Mapping>.fromOpaque(mapping).release()
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, attached == CAIRO_STATUS_SUCCESS else {
      if attached != CAIRO_STATUS_SUCCESS { Unmanaged<Mapping>.fromOpaque(mapping).release() }
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// The pages of one surface, unmapped when Cairo destroys it (the surface's user data).
  private final class Mapping {
    let address: UnsafeMutableRawPointer
    let length: Int
    init(address: UnsafeMutableRawPointer, length: Int) {
      self.address = address
      self.length = length
    }
    deinit { munmap(address, length) }
  }
}

/// The key of ``PagedSurface``'s user data: its address is what Cairo compares.
nonisolated(unsafe) private var mappingKey = cairo_user_data_key_t()
