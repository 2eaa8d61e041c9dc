import CCairo
import StoryKitUI

/// A decoded image: a Cairo ARGB32 surface with its pixel size and scale.
///
/// Immutable once made, so it can be shared between threads and drawn many times.
public final class CairoImage: CanvasImage, @unchecked Sendable {
  package let surface: OpaquePointer
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let scale: Double

  /// Takes ownership of a surface (one reference).
  init(surface: OpaquePointer, scale: Double) {
    self.surface = surface
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// The image as PNG data.
  public func pngData() -> [UInt8] {
    PNGWriter.data(of: surface)
  }
}
