import CCairo
import Testing

@testable import StoryKitCairo

/// A Cairo surface read into straight RGBA: every premultiplied pixel Cairo can hold comes out as
/// the channel-by-channel conversion gives it, in red, green, blue, alpha order.
@Suite struct PixelBufferTests {
  @Test func everyPremultipliedPixelIsStraightenedAsChannelByChannel() {
    for alpha in 0...255 {
      for value in 0...alpha {
        let a = UInt32(alpha)
        let v = UInt32(value)
        // Red `value`, green half of it, blue 0, so each channel takes its own place.
        let argb = (a << 24) | (v << 16) | ((v / 2) << 8)
        let word = PixelBuffer.straightRGBA(argb)
        let expected = PixelBuffer.unpremultiplied(
          blue: 0, green: UInt8(value / 2), red: UInt8(value), alpha: UInt8(alpha))
        #expect(word & 0xFF == UInt32(expected.red))
        #expect((word >> 8) & 0xFF == UInt32(expected.green))
        #expect((word >> 16) & 0xFF == UInt32(expected.blue))
        #expect(word >> 24 == UInt32(expected.alpha))
      }
    }
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
}
