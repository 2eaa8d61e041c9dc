import CCairo
import Testing

@testable import StoryKitCairo

/// A Cairo surface read into straight RGBA: every premultiplied pixel Cairo can hold comes out as
/// the channel-by-channel conversion gives it, in red, green, blue, alpha order.
@Suite struct PixelBufferTests {
  @Test func everyPremultipliedPixelIsStraightenedAsChannelByChannel() {
    var mismatches: [String] = []
    for alpha in 0...255 {
      for value in 0...alpha {
        let a = UInt32(alpha)
        let v = UInt32(value)
        // Red `value`, green half of it, blue 0, so each channel takes its own place.
        let argb = (a << 24) | (v << 16) | ((v / 2) << 8)
        let word = PixelBuffer.straightRGBA(argb)
        let expected = PixelBuffer.unpremultiplied(
          blue: 0, green: UInt8(value / 2), red: UInt8(value), alpha: UInt8(alpha))
        let wanted =
          UInt32(expected.red) | UInt32(expected.green) << 8 | UInt32(expected.blue) << 16
          | UInt32(expected.alpha) << 24
        if word != wanted { mismatches.append("alpha \(alpha), value \(value)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func aSurfaceIsReadRowByRowInRGBAOrder() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, 2))
    defer { cairo_surface_destroy(surface) }
    let context = try #require(cairo_create(surface))
    defer { cairo_destroy(context) }
    // Opaque red, half-transparent green, and clear on the first row; opaque blue below.
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(context, 0, 0, 1, 1)
    cairo_set_source_rgba(context, 1, 0, 0, 1)
    cairo_fill(context)
    cairo_rectangle(context, 1, 0, 1, 1)
    cairo_set_source_rgba(context, 0, 1, 0, 0.5)
    cairo_fill(context)
    cairo_rectangle(context, 0, 1, 3, 1)
    cairo_set_source_rgba(context, 0, 0, 1, 1)
    cairo_fill(context)
    let pixels = PixelBuffer(surface: surface)
    #expect(pixels.width == 3 && pixels.height == 2)
    #expect(Array(pixels.rgba[0..<12]) == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0])
    #expect(Array(pixels.rgba[12..<24]) == [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255])
  }

  /// Pixels borrowed from memory that is not 4-byte aligned are read as well.
  @Test func pixelsAtAnUnalignedAddressAreReadToo() throws {
    let stride = 12
    var bytes = [UInt8](repeating: 0, count: 1 + stride * 2)
    // B, G, R, A in memory: opaque orange, then half-transparent premultiplied white, then
    // clear; the second row opaque blue.
    let first: [UInt8] = [0, 128, 255, 255, 128, 128, 128, 128, 0, 0, 0, 0]
    let second: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255]
    bytes.replaceSubrange(1..<(1 + 2 * stride), with: first + second)
    let pixels = try bytes.withUnsafeMutableBufferPointer { buffer -> PixelBuffer in
      let base = try #require(buffer.baseAddress) + 1
      #expect(Int(bitPattern: base) % 4 != 0)
      let surface = try #require(
        cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, 3, 2, Int32(stride)))
      defer { cairo_surface_destroy(surface) }
      return PixelBuffer(surface: surface)
    }
    #expect(
      pixels.rgba == [
        255, 128, 0, 255, 255, 255, 255, 128, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255,
      ])
  }
}
