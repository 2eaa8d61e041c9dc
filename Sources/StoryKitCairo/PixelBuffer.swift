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
    // A pixel at a time as one 32-bit word through typed pointers, in `while` loops: snapshot
    // suites convert every rendered frame, and a debug build checks and retains on each array
    // access and calls generic code for raw loads (typed pointers' subscripts are inlined even
    // there). The array's storage is 4-byte aligned, and so are the rows of a surface Cairo
    // made; a borrowed one's rows that are not are copied to an aligned row first.
    let aligned = Int(bitPattern: data) % 4 == 0 && stride % 4 == 0
    var scratch = [UInt32](repeating: 0, count: aligned ? 0 : width)
    let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      guard let base = out.baseAddress else {
        count = 0
        return
      }
      UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: width * height) { target in
        var y = 0
        while y < height {
          let source = UnsafeMutableRawPointer(data + y &* stride)
          if aligned {
            source.withMemoryRebound(to: UInt32.self, capacity: width) { row in
              Self.straighten(row, into: target + y &* width, count: width)
            }
          } else {
            scratch.withUnsafeMutableBufferPointer { row in
              guard let row = row.baseAddress else { return }
              memcpy(row, source, width * 4)
              Self.straighten(row, into: target + y &* width, count: width)
            }
          }
          y &+= 1
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

  /// Straight RGBA words (in memory order) from `count` premultiplied ARGB32 pixels.
  private static func straighten(
    _ row: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var x = 0
    while x < count {
      // An opaque pixel (most of them) only changes places of red and blue, inline: a debug
      // build zeroes every local of a function at each call.
      let argb = row[x]
      if argb >= 0xFF00_0000 {
        #if _endian(little)
          target[x] = (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
        #else
          target[x] = inMemoryOrder(straightRGBA(argb))
        #endif
      } else {
        target[x] = inMemoryOrder(straightRGBA(argb))
      }
      x &+= 1
    }
  }

  /// `word` as a native load and store put its bytes in little-endian order: itself on
  /// little-endian machines (`littleEndian` is a generic call per pixel in a debug build).
  @inline(__always)
  static func inMemoryOrder(_ word: UInt32) -> UInt32 {
    #if _endian(little)
      word
    #else
      word.byteSwapped
    #endif
  }

  /// Straight RGBA, as the little-endian word `0xAABBGGRR`, from one premultiplied Cairo ARGB32
  /// pixel `0xAARRGGBB` (native-endian).
  static func straightRGBA(_ argb: UInt32) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 255 { return (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16) }
    if alpha == 0 { return 0 }
    // A channel over its alpha (not premultiplied, so not from Cairo) stays at 255.
    func straight(_ value: UInt32) -> UInt32 {
      let channel = (value &* 255 &+ alpha / 2) / alpha
      return channel > 255 ? 255 : channel
    }
    let red = straight((argb >> 16) & 0xFF)
    let green = straight((argb >> 8) & 0xFF)
    let blue = straight(argb & 0xFF)
    return (alpha << 24) | (blue << 16) | (green << 8) | red
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
