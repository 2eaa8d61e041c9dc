import CCairo
import Foundation

/// Straight (not premultiplied) RGBA pixels, row by row: what snapshot tests compare.
public struct PixelBuffer: Sendable, Equatable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// Four bytes per pixel: red, green, blue, alpha.
  public var rgba: [UInt8]

  /// Creates a buffer from straight RGBA bytes, four per pixel, row by row.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rgba =
      rgba.count == self.width * self.height * 4
      ? rgba : [UInt8](repeating: 0, count: self.width * self.height * 4)
  }

  /// The pixels of a bitmap.
  public init(_ bitmap: Bitmap) {
    self.init(surface: bitmap.surface)
  }

  /// The pixels of a decoded image.
  public init(_ image: CairoImage) {
    self.init(surface: image.surface)
  }

  init(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = max(0, Int(cairo_image_surface_get_width(surface)))
    let height = max(0, Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), stride >= width * 4 else {
      self.init(width: width, height: height, rgba: [])
      return
    }
    // Through raw buffers: snapshot suites convert every rendered frame, and debug builds check
    // and retain on each array access.
    let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      for y in 0..<height {
        let row = data + y * stride
        var target = y * width * 4
        for x in 0..<width {
          let source = row + x * 4
          let pixel = Self.unpremultiplied(
            blue: source[0], green: source[1], red: source[2], alpha: source[3])
          out[target] = pixel.red
          out[target + 1] = pixel.green
          out[target + 2] = pixel.blue
          out[target + 3] = pixel.alpha
          target += 4
        }
      }
      count = width * height * 4
    }
    self.init(width: width, height: height, rgba: rgba)
  }

  /// Straight RGBA from one premultiplied Cairo ARGB32 pixel, whose bytes are B, G, R, A in memory
  /// on little-endian machines (the format is native-endian).
  static func unpremultiplied(
    blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8
  ) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    if alpha == 255 { return (red, green, blue, alpha) }
    let a = Int(alpha)
    guard a > 0 else { return (0, 0, 0, 0) }
    func straight(_ value: UInt8) -> UInt8 { UInt8(min(255, (Int(value) * 255 + a / 2) / a)) }
    return (straight(red), straight(green), straight(blue), alpha)
  }

  /// The pixel at (x, y); transparent outside.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// PNG data of these pixels.
  public func pngData() -> [UInt8] {
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        for x in 0..<width {
          let index = (y * width + x) * 4
          let alpha = Int(rgba[index + 3])
          let target = data + y * stride + x * 4
          target[2] = UInt8((Int(rgba[index]) * alpha + 127) / 255)
          target[1] = UInt8((Int(rgba[index + 1]) * alpha + 127) / 255)
          target[0] = UInt8((Int(rgba[index + 2]) * alpha + 127) / 255)
          target[3] = UInt8(alpha)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return PNGWriter.data(of: surface)
  }
}
