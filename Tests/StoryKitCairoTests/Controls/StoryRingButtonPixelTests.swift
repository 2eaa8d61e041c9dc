import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// Checks single pixels of rendered ring buttons, so the facts the snapshots show (where the
/// badge is, which colour is where on the ring) are also stated in code.
@MainActor
@Suite struct StoryRingButtonPixelTests {
  static let pink = StoryRingButton.ColorType.defaultColors[0]
  static let orange = StoryRingButton.ColorType.defaultColors[1]
  static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)

  /// Renders a 64 pt button at 2x on white.
  private func render(_ button: StoryRingButton) -> Bitmap {
    if button.frame.size == .zero { button.frame = Rect(x: 0, y: 0, width: 64, height: 64) }
    let bitmap = Bitmap(size: button.frame.size, scale: 2, background: .white)
    bitmap.render(button)
    return bitmap
  }

  /// Whether the pixel at a point (in points) is close to a colour.
  private func pixel(_ bitmap: Bitmap, at point: Point, is color: Color, tolerance: Double = 0.12) -> Bool {
    let sample = bitmap.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
    let channels = [
      (Double(sample.red) / 255, color.red), (Double(sample.green) / 255, color.green),
      (Double(sample.blue) / 255, color.blue),
    ]
    return channels.allSatisfy { abs($0.0 - $0.1) <= tolerance }
  }

  /// The point on the ring's centre line at `angle` radians (0 right, clockwise).
  private func ringPoint(_ angle: Double) -> Point {
    Point(x: 32 + 30.5 * cos(angle), y: 32 + 30.5 * sin(angle))
  }

  @Test func defaultRingIsPinkTopRightAndOrangeBottomLeft() {
    let button = StoryRingButton()
    button.content = .init(display: .unseen)
    let bitmap = render(button)
    #expect(pixel(bitmap, at: ringPoint(-Double.pi / 4), is: Self.pink))
    #expect(pixel(bitmap, at: ringPoint(3 * Double.pi / 4), is: Self.orange))
    #expect(pixel(bitmap, at: Point(x: 32, y: 32), is: button.appearance.colors.skeleton), "the placeholder")
    #expect(pixel(bitmap, at: Point(x: 32, y: 4.5), is: .white), "the gap")
  }

  @Test func clearRingLeavesTheBackground() {
    let button = StoryRingButton()
    button.content = .init(display: .none)
    let bitmap = render(button)
    for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 4) {
      #expect(pixel(bitmap, at: ringPoint(angle), is: .white, tolerance: 0.01))
    }
  }

  @Test func halfATurnSwapsTheColours() {
    let clock = ManualClock()
    let button = StoryRingButton()
    button.clock = clock
    button.content = .init(display: .unseen)
    button.startAnimating(speed: 1)
    clock.set(to: 0.5)
    let bitmap = render(button)
    #expect(pixel(bitmap, at: ringPoint(-Double.pi / 4), is: Self.orange))
    #expect(pixel(bitmap, at: ringPoint(3 * Double.pi / 4), is: Self.pink))
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func badgeIsBottomTrailing(direction: LayoutDirection) {
    let button = StoryRingButton()
    button.layoutDirection = direction
    button.content = .init(display: .status(.color(Self.green)))
    let bitmap = render(button)
    // The badge is 19.2 pt: its centre is 9.6 pt from the bottom and trailing edges.
    let trailing = Point(x: direction == .leftToRight ? 54.4 : 9.6, y: 54.4)
    let leading = Point(x: direction == .leftToRight ? 9.6 : 54.4, y: 54.4)
    #expect(pixel(bitmap, at: trailing, is: Self.green))
    #expect(!pixel(bitmap, at: leading, is: Self.green))
    #expect(pixel(bitmap, at: Point(x: trailing.x, y: 45.6), is: .white), "the outline")
  }
}
