import CCairo
import Testing

@testable import StoryKitCairo

/// ``PagedSurface``: pictures in pages of their own, transparent when made, usable by Cairo, and
/// refused without a crash when the size is impossible.
@Suite struct PagedSurfaceTests {
  @Test func aNewSurfaceIsTransparentOfTheRequestedSize() throws {
    let surface = try #require(PagedSurface.make(width: 183, height: 97))
    defer { cairo_surface_destroy(surface) }
    #expect(cairo_image_surface_get_width(surface) == 183)
    #expect(cairo_image_surface_get_height(surface) == 97)
    #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    #expect((0..<stride * 97).allSatisfy { data[$0] == 0 })
  }

  @Test func cairoDrawsIntoIt() throws {
    let surface = try #require(PagedSurface.make(width: 4, height: 4))
    defer { cairo_surface_destroy(surface) }
    let context = try #require(cairo_create(surface))
    cairo_set_source_rgb(context, 1, 0, 0)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    #expect(data[0] == 0 && data[1] == 0 && data[2] == 255 && data[3] == 255, "B, G, R, A: opaque red")
  }

  @Test func impossibleSizesAreRefused() {
    #expect(PagedSurface.make(width: 0, height: 10) == nil)
    #expect(PagedSurface.make(width: 10, height: -1) == nil)
    #expect(PagedSurface.make(width: Int(Int32.max), height: Int(Int32.max)) == nil)
  }

  @Test func manySurfacesComeAndGo() {
    for _ in 0..<500 {
      guard let surface = PagedSurface.make(width: 183, height: 183) else {
        Issue.record("no surface")
        return
      }
      cairo_surface_destroy(surface)
    }
  }
}
