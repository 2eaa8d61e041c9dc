import CGtk4
import StoryKitCairo
import StoryKitUI

/// The host's back buffer: an image surface in device pixels that the view tree is drawn into,
/// then handed to GTK as strips of render nodes (``GTKStripNodes``).
///
/// GTK records a drawing area's Cairo calls and replays them when it renders the frame, so
/// drawing the tree straight into GTK's context rasterizes every path, gradient and glyph during
/// GTK's paint, outside the host's frame time, and repaints the whole window each frame. Drawing
/// into this buffer rasterizes where the frame is timed, and the strips that did not change are
/// neither repainted nor sent to the display again.
@MainActor
final class GTKBackBuffer {
  private var surface: OpaquePointer?
  private var pixelWidth: Int32 = 0
  private var pixelHeight: Int32 = 0

  isolated deinit {
    if let surface { cairo_surface_destroy(surface) }
  }

  /// Draws `root` at `size` points and `scale` device pixels per point into the buffer, then
  /// hands its pixels to `strips`. Returns `false` when no buffer can be made (the caller then
  /// draws straight into a Cairo node).
  func draw(_ root: View, size: Size, scale: Double, into strips: GTKStripNodes) -> Bool {
    let scale = scale.isFinite && scale >= 1 ? scale : 1
    let width = Int32(min((size.width * scale).rounded(.up), 16_384))
    let height = Int32(min((size.height * scale).rounded(.up), 16_384))
    guard let surface = buffer(width: width, height: height), let offscreen = cairo_create(surface) else {
      return false
    }
    cairo_surface_set_device_scale(surface, scale, scale)
    cairo_set_operator(offscreen, CAIRO_OPERATOR_CLEAR)
    cairo_paint(offscreen)
    cairo_set_operator(offscreen, CAIRO_OPERATOR_OVER)
    CairoCanvas.render(root, into: offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface) else { return false }
    strips.update(
      pixels: UnsafeRawPointer(pixels), width: Int(width), height: Int(height),
      stride: Int(cairo_image_surface_get_stride(surface)), scale: scale)
    return true
  }

  private func buffer(width: Int32, height: Int32) -> OpaquePointer? {
    if let surface, width == pixelWidth, height == pixelHeight { return surface }
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
      if let made { cairo_surface_destroy(made) }
      return nil
    }
    surface = made
    pixelWidth = width
    pixelHeight = height
    return made
  }
}
