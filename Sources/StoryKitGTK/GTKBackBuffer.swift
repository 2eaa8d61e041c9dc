import CGtk4
import StoryKitCairo
import StoryKitUI

/// The host's back buffer: an image surface in device pixels that the view tree is drawn into,
/// then painted into GTK's `cairo_t` in one operation.
///
/// GTK records a drawing area's Cairo calls and replays them when it renders the frame, so
/// drawing the tree straight into GTK's context rasterizes every path, gradient and glyph during
/// GTK's paint, outside the host's frame time. Drawing into this buffer rasterizes during the
/// draw function (where the frame is timed), and GTK's replay is a single image paint.
@MainActor
final class GTKBackBuffer {
  private var surface: OpaquePointer?
  private var pixelWidth: Int32 = 0
  private var pixelHeight: Int32 = 0

  isolated deinit {
    if let surface { cairo_surface_destroy(surface) }
  }

  /// Draws `root` at `size` points and `scale` device pixels per point, then paints the result
  /// into `context`. Falls back to drawing straight into `context` when no buffer can be made.
  func draw(_ root: View, size: Size, scale: Double, into context: OpaquePointer) {
    let scale = scale.isFinite && scale >= 1 ? scale : 1
    let width = Int32(min((size.width * scale).rounded(.up), 16_384))
    let height = Int32(min((size.height * scale).rounded(.up), 16_384))
    guard let surface = buffer(width: width, height: height) else {
      CairoCanvas.render(root, into: context)
      return
    }
    cairo_surface_set_device_scale(surface, scale, scale)
    guard let offscreen = cairo_create(surface) else {
      CairoCanvas.render(root, into: context)
      return
    }
    cairo_set_operator(offscreen, CAIRO_OPERATOR_CLEAR)
    cairo_paint(offscreen)
    cairo_set_operator(offscreen, CAIRO_OPERATOR_OVER)
    CairoCanvas.render(root, into: offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(surface)
    cairo_save(context)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
    cairo_paint(context)
    cairo_restore(context)
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
