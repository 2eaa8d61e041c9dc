import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

/// Pixel distances between two renders: counted over a threshold inside a region, with their
/// bounds, their largest and mean, with or without alpha, over the pixels both buffers have.
@Suite struct PixelDistancesTests {
  typealias Picture = SnapshotComparisonTests

  @Test func distancesInsideARegionGiveTheirCountBoundsLargestAndMean() {
    // (1, 1) 30 levels apart in green, (3, 2) 5 in red, (4, 3) 90 in blue.
    let other = Picture.picture([(1, 1, 1, 158), (3, 2, 0, 133), (4, 3, 2, 38)])
    let all = PixelDistances(Picture.picture(), other, threshold: 10)
    #expect(all.differing == 2 && all.largest == 90 && all.total == 125 && all.pixels == 20)
    #expect(all.bounds == PixelDistances.Region(x: 1..<5, y: 1..<4))
    #expect(abs(all.mean - 125.0 / 20) < 1e-9)
    // Columns 0–3 of rows 1–2: the 90-level pixel is outside.
    let region = PixelDistances.Region(x: 0..<4, y: 1..<3)
    let inside = PixelDistances(Picture.picture(), other, threshold: 0, region: region)
    #expect(inside.differing == 2 && inside.largest == 30 && inside.pixels == 8)
    #expect(inside.bounds == PixelDistances.Region(x: 1..<4, y: 1..<3))
  }

  @Test func withoutAlphaOnlyColourCounts() {
    let other = Picture.picture([(2, 2, 3, 0), (0, 0, 2, 100)])
    #expect(PixelDistances(Picture.picture(), other).differing == 2)
    let colour = PixelDistances(Picture.picture(), other, includesAlpha: false)
    #expect(colour.differing == 1 && colour.largest == 28)
    #expect(colour.bounds == PixelDistances.Region(x: 0..<1, y: 0..<1))
  }

  @Test func buffersOfTwoSizesAreComparedWhereBothHavePixels() {
    let wide = PixelBuffer(width: 6, height: 4, rgba: [UInt8](repeating: 128, count: 6 * 4 * 4))
    var narrow = PixelBuffer(width: 5, height: 4, rgba: [UInt8](repeating: 128, count: 5 * 4 * 4))
    narrow.rgba[(3 * 5 + 4) * 4] = 0
    let distances = PixelDistances(wide, narrow)
    #expect(distances.pixels == 20 && distances.differing == 1 && distances.largest == 128)
    #expect(distances.bounds == PixelDistances.Region(x: 4..<5, y: 3..<4))
    let outside = PixelDistances(wide, narrow, region: PixelDistances.Region(x: 5..<9, y: 0..<4))
    #expect(outside.pixels == 0 && outside.differing == 0 && outside.bounds == nil)
  }
}
