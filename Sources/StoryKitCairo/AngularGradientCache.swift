import CCairo
import Foundation
import StoryKit
import StoryKitUI

/// Rasterized angular gradients, reused across draws.
///
/// A mesh pattern is rasterized again by every stroke that uses it, and a story bar strokes the
/// same ring gradient in every cell of every frame: that was over half of a frame's time. The
/// gradient is drawn once into an image at device resolution and then used as a surface pattern.
/// The start angle is not part of the image: the pattern's matrix turns it, so a turning ring
/// reuses one image for every frame. Thread-safe; at most ``capacity`` images are kept, the oldest
/// dropped first.
final class AngularGradientCache: @unchecked Sendable {
  // Unchecked because Cairo surfaces are C pointers; they are reachable only inside `images`.

  static let shared = AngularGradientCache()
  static let capacity = 32

  private struct Key: Hashable {
    var stops: [GradientStop]
    var pixelRadius: Int
  }

  /// The rasterized gradients (one reference each) and their keys, oldest first.
  private struct Images {
    var surfaces: [Key: OpaquePointer] = [:]
    var order: [Key] = []
  }

  // Held while a gradient is rasterized, so each is drawn once.
  private let images = Mutex(Images())

  deinit {
    images.withLock { images in
      for surface in images.surfaces.values { cairo_surface_destroy(surface) }
    }
  }

  /// A pattern (owned by the caller) painting the gradient around `center` out to `radius`
  /// points, sharp at `deviceScale` pixels per point.
  func pattern(
    stops: [GradientStop], center: Point, startAngle: Double, radius: Double, deviceScale: Double
  ) -> OpaquePointer? {
    let scale = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
    // A NaN angle would never equal itself as a cache key; angles are kept within one turn.
    let startAngle = startAngle.isFinite ? startAngle.truncatingRemainder(dividingBy: 2 * Double.pi) : 0
    // Radii are rounded up to 8 px so rings of nearly the same size share one image.
    let pixels = ((radius * scale / 8).rounded(.up) * 8)
    guard pixels.isFinite, pixels <= 4_096 else {
      return AngularGradientMesh.pattern(stops: stops, center: center, startAngle: startAngle, radius: radius)
    }
    let pixelRadius = max(8, Int(pixels))
    let key = Key(stops: stops, pixelRadius: pixelRadius)
    let surface = images.withLock { images -> OpaquePointer? in
      if let cached = images.surfaces[key] { return cairo_surface_reference(cached) }
      guard let made = Self.rasterize(key) else { return nil }
      images.surfaces[key] = made
      images.order.append(key)
      if images.order.count > Self.capacity {
        let oldest = images.order.removeFirst()
        if let evicted = images.surfaces.removeValue(forKey: oldest) { cairo_surface_destroy(evicted) }
      }
      return cairo_surface_reference(made)
    }
    guard let surface else {
      return AngularGradientMesh.pattern(stops: stops, center: center, startAngle: startAngle, radius: radius)
    }
    defer { cairo_surface_destroy(surface) }
    let pattern = cairo_pattern_create_for_surface(surface)
    // User space to image pixels: about the centre, turned back by the start angle (the image
    // starts its first colour at 0 radians), scaled, then moved to the image's centre.
    let offset = Double(pixelRadius)
    let cosine = cos(startAngle) * scale
    let sine = sin(startAngle) * scale
    var matrix = cairo_matrix_t(
      xx: cosine, yx: -sine, xy: sine, yy: cosine, x0: offset - (cosine * center.x + sine * center.y),
      y0: offset - (-sine * center.x + cosine * center.y))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
  }

  private static func rasterize(_ key: Key) -> OpaquePointer? {
    let side = Int32(key.pixelRadius * 2)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let context = cairo_create(surface)
    let radius = Double(key.pixelRadius)
    let mesh = AngularGradientMesh.pattern(
      stops: key.stops, center: Point(x: radius, y: radius), startAngle: 0, radius: radius)
    cairo_set_source(context, mesh)
    cairo_paint(context)
    cairo_pattern_destroy(mesh)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    return surface
  }
}
