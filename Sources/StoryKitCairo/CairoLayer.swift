import CCairo
import CPixman
import StoryKitUI

/// An offscreen layer of a ``CairoCanvas``: a premultiplied ARGB image surface at the canvas's
/// device scale, covering a rectangle of a view's coordinates rounded out to whole pixels.
///
/// Made by ``CairoCanvas/makeLayer(covering:placement:)``; its surface is freed with it.
public final class CairoLayer: CanvasLayer {
  /// The largest layer made, in pixels (a 4K screen's worth, 64 MiB): a bigger subtree is drawn
  /// directly.
  public static let maximumPixels = 4096 * 4096

  public let rect: Rect
  public let scale: Double
  package let pixelWidth: Int
  package let pixelHeight: Int
  package let surface: OpaquePointer
  /// The same pixels as pixman sees them, for drawing the layer in perspective.
  let pixmanImage: OpaquePointer
  private let textEngine: PangoTextEngine
  private let shapeTiles: ShapeTileCache?

  public var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * pixelHeight }

  /// Whether every pixel is opaque, as found after each redraw: what lets a turned page's
  /// pixels replace what is under them instead of being blended over it. A region redrawn in an
  /// opaque layer is checked; a layer found not opaque stays so until it is redrawn whole.
  package private(set) var isOpaque = false

  /// A transparent layer covering `rect` at `scale`, or `nil` when the rectangle is empty, not
  /// finite or too large, or Cairo cannot make the surface.
  ///
  /// `phase` is the fraction of a pixel by which the point (0, 0) of `rect`'s coordinates lands
  /// past a pixel edge where the layer is drawn: the layer's pixel edges sit there too.
  init?(
    covering rect: Rect, scale: Double, phase: (x: Double, y: Double) = (0, 0), textEngine: PangoTextEngine,
    shapeTiles: ShapeTileCache?
  ) {
    let values = [rect.minX, rect.minY, rect.maxX, rect.maxY, scale, phase.x, phase.y]
    guard values.allSatisfy(\.isFinite), scale > 0, rect.width > 0, rect.height > 0 else { return nil }
    let left = (rect.minX * scale + phase.x).rounded(.down) - phase.x
    let top = (rect.minY * scale + phase.y).rounded(.down) - phase.y
    let right = (rect.maxX * scale + phase.x).rounded(.up) - phase.x
    let bottom = (rect.maxY * scale + phase.y).rounded(.up) - phase.y
    guard right - left <= 16_384, bottom - top <= 16_384 else { return nil }
    let width = Int((right - left).rounded())
    let height = Int((bottom - top).rounded())
    guard width > 0, height > 0, width * height <= Self.maximumPixels,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface),
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(width), Int32(height),
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(surface))
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.rect = Rect(
      x: left / scale, y: top / scale, width: Double(width) / scale, height: Double(height) / scale)
    self.scale = scale
    pixelWidth = width
    pixelHeight = height
    self.surface = surface
    pixmanImage = image
    self.textEngine = textEngine
    self.shapeTiles = shapeTiles
  }

  deinit {
    pixman_image_unref(pixmanImage)
    cairo_surface_destroy(surface)
  }

  public func redraw(_ region: Rect?, _ body: (any Canvas) -> Void) {
    guard let context = cairo_create(surface) else { return }
    defer { cairo_destroy(context) }
    var redrawn = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    if let region {
      // Whole pixels, so the cleared band and the redrawn one meet without a seam.
      let left = max(0, ((region.minX - rect.minX) * scale).rounded(.down))
      let top = max(0, ((region.minY - rect.minY) * scale).rounded(.down))
      let right = min(Double(pixelWidth), ((region.maxX - rect.minX) * scale).rounded(.up))
      let bottom = min(Double(pixelHeight), ((region.maxY - rect.minY) * scale).rounded(.up))
      guard right > left, bottom > top else { return }
      cairo_rectangle(context, left, top, right - left, bottom - top)
      cairo_clip(context)
      redrawn = PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }
    cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    do {
      let canvas = CairoCanvas(borrowing: context, scale: scale, textEngine: textEngine)
      canvas.shapeTiles = shapeTiles
      canvas.translate(x: -rect.minX, y: -rect.minY)
      body(canvas)
    }
    cairo_surface_flush(surface)
    if region == nil || isOpaque { isOpaque = isOpaque(redrawn) }
  }

  /// Whether every pixel of `area` has full alpha.
  private func isOpaque(_ area: PixelRect) -> Bool {
    guard let data = cairo_image_surface_get_data(surface) else { return false }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var all: UInt32 = 0xFF00_0000
    for y in area.y..<area.maxY {
      let row = UnsafeBufferPointer(
        start: UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self) + area.x,
        count: area.width)
      // One AND over the row: the compiler keeps it in vector registers.
      var rowAll: UInt32 = 0xFFFF_FFFF
      for pixel in row { rowAll &= pixel }
      all &= rowAll
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }
}
