import CCairo
import Foundation
import StoryKit
import StoryKitUI

/// Pixels a view tree was rendered into: a Cairo ARGB32 surface of a size in points at a scale.
///
/// ```swift
/// let bitmap = Bitmap(size: Size(width: 390, height: 120), scale: 3, background: .white)
/// bitmap.render(storyBar)
/// try bitmap.writePNG(to: URL(fileURLWithPath: "bar.png"))
/// ```
public final class Bitmap {
  let surface: OpaquePointer
  /// The size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int

  /// The largest side, in pixels, a bitmap may have; larger requests are clamped.
  public static let maxPixelSide = 16_384

  /// Creates a bitmap filled with `background` (transparent when `nil`). Sizes that are not finite
  /// or not positive become 1 pixel; sides over ``maxPixelSide`` are clamped.
  public init(size: Size, scale: Double = 1, background: Color? = nil) {
    let scale = scale.isFinite && scale > 0 ? min(scale, 8) : 1
    func pixels(_ points: Double) -> Int {
      guard points.isFinite, points > 0 else { return 1 }
      // Clamped as a Double first: converting a huge product to Int would trap.
      return Int(min(max(1, (points * scale).rounded(.up)), Double(Self.maxPixelSide)))
    }
    self.size = size
    self.scale = scale
    pixelWidth = pixels(size.width)
    pixelHeight = pixels(size.height)
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    if let background {
      let context = cairo_create(surface)
      cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
      cairo_paint(context)
      cairo_destroy(context)
    }
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// A canvas that draws into this bitmap, in points.
  public func makeCanvas(textEngine: any TextEngine = PangoTextEngine.shared) -> CairoCanvas {
    // Cairo never returns NULL here: on failure it returns a context in an error state that draws nothing.
    let context: OpaquePointer = cairo_create(surface)
    defer { cairo_destroy(context) }
    return CairoCanvas(borrowing: context, scale: scale, textEngine: textEngine)
  }

  /// Lays out and draws a view tree with the tree's own environment (its text engine included):
  /// a root view with no size gets this bitmap's size as its frame, and nothing else about the
  /// view changes.
  @MainActor
  public func render(_ view: View) {
    if view.superview == nil && view.frame.size == .zero {
      view.frame = Rect(origin: .zero, size: size)
    }
    let context: OpaquePointer = cairo_create(surface)
    CairoCanvas.render(view, into: context, scale: scale)
    cairo_destroy(context)
    cairo_surface_flush(surface)
  }

  /// ``render(_:)`` with or without the shared gradient tiles (benchmarks compare the direct
  /// Cairo calls with a C program making the same ones).
  @MainActor package func render(_ view: View, shapeTiles: Bool) {
    do {
      let canvas = makeCanvas(textEngine: view.textEngine)
      canvas.shapeTiles = shapeTiles ? .shared : nil
      view.render(in: canvas)
    }
    cairo_surface_flush(surface)
  }

  /// The RGBA colour of one pixel (transparent outside the bitmap).
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    // One pixel, not a copy of the whole surface: tests probe many points of large bitmaps.
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return (0, 0, 0, 0) }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, 0, 0) }
    let source = data + y * Int(cairo_image_surface_get_stride(surface)) + x * 4
    return PixelBuffer.unpremultiplied(blue: source[0], green: source[1], red: source[2], alpha: source[3])
  }

  /// The bitmap as PNG data.
  public func pngData() -> [UInt8] {
    PNGWriter.data(of: surface)
  }

  /// Writes the bitmap as a PNG file, creating folders as needed.
  public func writePNG(to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(pngData()).write(to: url)
  }
}

extension PangoTextEngine {
  /// One engine shared by renderers that are not given their own.
  public static let shared = PangoTextEngine()
}
