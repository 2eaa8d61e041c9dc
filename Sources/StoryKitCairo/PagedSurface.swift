import CCairo
import Foundation

/// ARGB32 (and RGB24) surfaces whose pixels live in pages of their own (`mmap`), given back when the surface
/// is destroyed: kept for the next picture by ``RecycledPages`` (a few, bounded), else returned to
/// the system.
///
/// Decoded pictures come and go by the hundred as a bar scrolls and the memory cache evicts. Made
/// with `cairo_image_surface_create`, their pixels come from `malloc`, and glibc keeps freed
/// blocks of that size in its heap (freeing a large mapped block raises its mapping threshold
/// too), so the resident set grew past the cache's bound: scrolling 2,000 icons through a 64 MiB
/// cache peaked at 125.7 MiB before, against 104 MiB (bound + 40) as the goal.
enum PagedSurface {
  /// A new surface of `width` × `height`, cleared to transparent; `nil` without memory.
  static func make(width: Int, height: Int) -> OpaquePointer? {
    make(width: width, height: height, isCleared: true)?.surface
  }

  /// A new surface of `width` × `height`; `nil` without memory.
  ///
  /// - Parameters:
  ///   - isCleared: whether the pixels must start transparent. Without it, pages kept from a
  ///     freed picture are handed over as they are (`isRecycled` is then `true`), for a decoder
  ///     that writes every pixel: it must not show the surface unless it did.
  ///   - format: ARGB32, or RGB24 for an opaque picture (4 bytes per pixel too; Pixman copies
  ///     it where it would blend ARGB32).
  static func make(
    width: Int, height: Int, isCleared: Bool, format: cairo_format_t = CAIRO_FORMAT_ARGB32
  ) -> (surface: OpaquePointer, isRecycled: Bool)? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
      format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24
    else { return nil }
    let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
    guard stride > 0, !overflow, let length = RecycledPages.pageRounded(bytes) else { return nil }
    let recycled = RecycledPages.shared.take(length: length)
    let address: UnsafeMutableRawPointer
    if let recycled {
      address = recycled.address
      // Already faulted in, so clearing is a plain write, cheaper than fresh zeroed pages.
      if isCleared { memset(address, 0, bytes) }
    } else {
      // mmap gives zeroed pages: a transparent picture.
      let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let mapped, mapped != MAP_FAILED else { return nil }
      address = mapped
    }
    let mapping = RecycledPages.Mapping(address: address, length: length)
    guard
      let surface = cairo_image_surface_create_for_data(
        address.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
    else {
      munmap(address, length)
      return nil
    }
    let owner = Unmanaged.passRetained(Pages(mapping)).toOpaque()
    let attached = cairo_surface_set_user_data(surface, &pagesKey, owner) { owner in
      guard let owner else { return }
      Unmanaged<Pages>.fromOpaque(owner).release()
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, attached == CAIRO_STATUS_SUCCESS else {
      if attached != CAIRO_STATUS_SUCCESS { Unmanaged<Pages>.fromOpaque(owner).release() }
      cairo_surface_destroy(surface)
      return nil
    }
    return (surface, !isCleared && recycled != nil)
  }

  /// The pages of one surface, given back when Cairo destroys it (the surface's user data).
  private final class Pages {
    let mapping: RecycledPages.Mapping
    init(_ mapping: RecycledPages.Mapping) { self.mapping = mapping }
    deinit { RecycledPages.shared.give(mapping) }
  }
}

/// The key of ``PagedSurface``'s user data: its address is what Cairo compares.
nonisolated(unsafe) private var pagesKey = cairo_user_data_key_t()
