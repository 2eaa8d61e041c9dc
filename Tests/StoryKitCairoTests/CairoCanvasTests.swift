import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@Suite struct CairoCanvasTests {
  @Test func fillsPaintInsideAndNotOutside() {
    let bitmap = Bitmap(size: Size(width: 20, height: 20), scale: 1)
    let canvas = bitmap.makeCanvas()
    canvas.fill(
      .rect(Rect(x: 5, y: 5, width: 10, height: 10)), with: .solid(Color(red: 1, green: 0, blue: 0)))
    #expect(bitmap.pixel(x: 10, y: 10) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 1, y: 1).alpha == 0)
  }
}

@Suite struct CairoHostileInputTests {
  @Test func hugeBitmapsAreClampedNotTrapped() {
    let bitmap = Bitmap(size: Size(width: 1e308, height: 10), scale: 2)
    #expect(bitmap.pixelWidth == Bitmap.maxPixelSide)
    #expect(Bitmap(size: Size(width: .nan, height: -5), scale: .infinity).pixelWidth == 1)
  }

  @Test func farAwayOrBrokenGradientsDrawWithoutTrapping() {
    let bitmap = Bitmap(size: Size(width: 20, height: 20), scale: 2)
    let canvas = bitmap.makeCanvas()
    let ring = Gradient(.white, .black)
    canvas.fill(
      .rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .angular(ring, center: Point(x: 1e300, y: 0)))
    canvas.fill(
      .rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .angular(ring, center: Point(x: .nan, y: 0)))
    for _ in 0..<50 {
      canvas.stroke(
        .ellipse(in: Rect(x: 2, y: 2, width: 16, height: 16)),
        with: .angular(ring, center: Point(x: 10, y: 10), startAngle: .nan), style: StrokeStyle(width: 2))
    }
    #expect(bitmap.pixel(x: 10, y: 2).alpha > 0)
  }
}
