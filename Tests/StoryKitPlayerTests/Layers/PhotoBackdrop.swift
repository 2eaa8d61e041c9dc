import StoryKit
import StoryKitUI

/// A made-up photo behind the layers in snapshots: a bright sky with a pale sun and cloud, dark
/// hills, and a light beach, so that every layer is seen over light and dark parts of a picture.
final class PhotoBackdrop: View {
  override func draw(in canvas: Canvas) {
    let box = bounds
    func point(_ x: Double, _ y: Double) -> Point { Point(x: box.width * x, y: box.height * y) }
    canvas.fill(
      .rect(box),
      with: .linear(
        stops: [
          GradientStop(location: 0, color: Color(red8: 0x6F, green8: 0xB6, blue8: 0xF0)),
          GradientStop(location: 0.55, color: Color(red8: 0xF7, green8: 0xD9, blue8: 0xB0)),
          GradientStop(location: 1, color: Color(red8: 0xF2, green8: 0xC0, blue8: 0x7E)),
        ], start: point(0, 0), end: point(0, 1)))
    canvas.fill(
      .ellipse(
        in: Rect(origin: point(0.62, 0.12), size: Size(width: box.width * 0.3, height: box.width * 0.3))),
      with: .solid(Color(red8: 0xFF, green8: 0xF6, blue8: 0xE0)))
    canvas.fill(
      .ellipse(
        in: Rect(origin: point(0.05, 0.2), size: Size(width: box.width * 0.5, height: box.height * 0.07))),
      with: .solid(Color.white.withAlpha(0.85)))
    var hills = Path()
    hills.move(to: point(0, 0.62))
    hills.addCurve(to: point(0.55, 0.58), control1: point(0.15, 0.5), control2: point(0.35, 0.5))
    hills.addCurve(to: point(1, 0.6), control1: point(0.75, 0.66), control2: point(0.9, 0.5))
    hills.addLine(to: point(1, 0.78))
    hills.addLine(to: point(0, 0.8))
    hills.closeSubpath()
    canvas.fill(hills, with: .solid(Color(red8: 0x1F, green8: 0x4D, blue8: 0x2E)))
    var sea = Path()
    sea.move(to: point(0, 0.8))
    sea.addLine(to: point(1, 0.78))
    sea.addLine(to: point(1, 0.86))
    sea.addLine(to: point(0, 0.88))
    sea.closeSubpath()
    canvas.fill(sea, with: .solid(Color(red8: 0x0E, green8: 0x3B, blue8: 0x5C)))
  }
}
