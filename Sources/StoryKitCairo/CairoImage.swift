import CCairo
import StoryKitUI
import Synchronization

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
    Self.live.add(pixelWidth * pixelHeight * 4, ordering: .relaxed)
  }

  deinit {
    Self.live.subtract(pixelWidth * pixelHeight * 4, ordering: .relaxed)
    cairo_surface_destroy(surface)
  }

  /// The bytes of pixels of every image alive now (decoded pictures and video frames, in a cache
  /// or not): what `storykit-bench soak` compares with the memory cache's account.
  package static var liveBytes: Int { live.load(ordering: .relaxed) }

  private static let live = Atomic<Int>(0)

  /// The image as PNG data.
  public func pngData() -> [UInt8] {
    PNGWriter.data(of: surface)
  }
}
