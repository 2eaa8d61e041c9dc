import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@MainActor
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
