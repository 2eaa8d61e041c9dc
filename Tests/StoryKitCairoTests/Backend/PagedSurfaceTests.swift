import CCairo
import Foundation
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

/// ``RecycledPages``: freed pictures' pages kept for the next, within their limits, cut to size
/// when handed over.
@Suite struct RecycledPagesTests {
  let page = RecycledPages.pageSize

  func mapping(pages: Int) throws -> RecycledPages.Mapping {
    let length = pages * page
    let address = try #require(mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    try #require(address != MAP_FAILED)
    return RecycledPages.Mapping(address: address, length: length)
  }

  @Test func theSmallestMappingThatFitsIsCutToSize() throws {
    let pages = RecycledPages(byteLimit: 64 * page, maximumCount: 4)
    defer { pages.removeAll() }
    let large = try mapping(pages: 8)
    let small = try mapping(pages: 3)
    large.address.storeBytes(of: 7, as: UInt8.self)
    pages.give(large)
    pages.give(small)
    #expect(pages.take(length: 9 * page) == nil, "none large enough")
    let taken = try #require(pages.take(length: 5 * page))
    #expect(taken.address == large.address && taken.length == 5 * page)
    #expect(taken.address.load(as: UInt8.self) == 7, "the same pages, as they were")
    #expect(pages.heldBytes == 3 * page)
    munmap(taken.address, taken.length)
  }

  @Test func theOldestGoBeyondTheLimits() throws {
    let pages = RecycledPages(byteLimit: 10 * page, maximumCount: 2)
    defer { pages.removeAll() }
    let first = try mapping(pages: 4)
    pages.give(first)
    pages.give(try mapping(pages: 4))
    pages.give(try mapping(pages: 4))
    #expect(pages.heldBytes == 8 * page, "two kept: the count")
    pages.give(try mapping(pages: 6))
    #expect(pages.heldBytes == 10 * page, "the bytes: 4 + 6")
    pages.give(try mapping(pages: 11))
    #expect(pages.heldBytes == 10 * page, "larger than the whole limit: not kept")
    pages.removeAll()
    #expect(pages.heldBytes == 0)
  }

  @Test func aSurfaceMadeClearedIsTransparentOnRecycledPages() throws {
    for _ in 0..<3 {
      let dirty = try #require(PagedSurface.make(width: 64, height: 64, isCleared: false))
      let data = try #require(cairo_image_surface_get_data(dirty.surface))
      for index in 0..<(64 * 64 * 4) { data[index] = 0xAB }
      cairo_surface_destroy(dirty.surface)
      let clean = try #require(PagedSurface.make(width: 64, height: 64))
      defer { cairo_surface_destroy(clean) }
      let pixels = try #require(cairo_image_surface_get_data(clean))
      #expect((0..<(64 * 64 * 4)).allSatisfy { pixels[$0] == 0 })
    }
  }
}
