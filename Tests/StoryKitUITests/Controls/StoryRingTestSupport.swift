import StoryKit

@testable import StoryKitUI

/// A stand-in picture: canvases record images by identity, so no pixels are needed.
final class RingTestImage: CanvasImage {
  let pixelWidth: Int
  let pixelHeight: Int
  let scale = 1.0

  init(width: Int = 40, height: Int = 40) {
    pixelWidth = width
    pixelHeight = height
  }
}

enum RingFixtures {
  static let avatar = RingTestImage()
  static let badgePicture = RingTestImage(width: 12, height: 12)
  static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
  static let custom = [
    Color(red8: 0x00, green8: 0xC8, blue8: 0xFF), Color(red8: 0xFF, green8: 0xE0, blue8: 0x00),
  ]

  static let displays: [StoryRingButton.DisplayType] = [
    .seen, .unseen, .status(.color(green)), .status(.image(badgePicture)), .none,
  ]
  static let colorTypes: [StoryRingButton.ColorType?] = [nil, .default, .black, .clear, .custom(custom)]
}

/// A square button of `side` points as a root view, prepared and laid out, on its own clock.
@MainActor
func makeRingButton(
  side: Double = 64, content: StoryRingButton.Content? = nil, clock: ManualClock = ManualClock()
) -> StoryRingButton {
  let button = StoryRingButton(frame: Rect(x: 0, y: 0, width: side, height: side))
  button.clock = clock
  button.content = content
  button.prepareIfNeeded()
  button.layoutIfNeeded()
  return button
}

/// Renders the view and returns the canvas.
@MainActor
func recordRing(_ view: View) -> RecordingCanvas {
  let canvas = RecordingCanvas()
  view.render(in: canvas)
  return canvas
}

/// The strokes along the button's ring path, with their paint and style.
@MainActor
func ringStrokes(_ canvas: RecordingCanvas, of button: StoryRingButton) -> [(Paint, StrokeStyle)] {
  let path = button.ringView.ringPath
  return canvas.commands.compactMap { command in
    if case .stroke(path, let paint, let style) = command { return (paint, style) }
    return nil
  }
}

/// How far the ring's sweep has turned, in radians clockwise `0..<2π`, read off the first ring
/// stroke's paint (the sweep rests with its first colour at −π/4); `nil` without an angular stroke.
@MainActor
func ringTurn(_ canvas: RecordingCanvas, of button: StoryRingButton) -> Double? {
  guard case .angular(_, _, let start)? = ringStrokes(canvas, of: button).first?.0 else { return nil }
  let turn = (start + Double.pi / 4).truncatingRemainder(dividingBy: 2 * Double.pi)
  return turn < -1e-12 ? turn + 2 * Double.pi : max(0, turn)
}

/// Whether no canvas transform rotates anything: the ring turns its paint, never the drawing.
func hasNoRotation(_ canvas: RecordingCanvas) -> Bool {
  !canvas.commands.contains { command in
    if case .concatenate(let transform) = command { return abs(transform.b) > 1e-12 }
    return false
  }
}

/// The paint the ring should have for colours, spelled out independently of the button's code.
func expectedRingPaint(_ colors: [Color], center: Point) -> Paint? {
  switch colors.count {
  case 0: return nil
  case 1: return .solid(colors[0])
  default:
    let loop = colors + [colors[0]]
    let stops = loop.enumerated().map {
      GradientStop(location: Double($0.offset) / Double(loop.count - 1), color: $0.element)
    }
    return .angular(stops: stops, center: center, startAngle: -Double.pi / 4)
  }
}

func ringClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}

func ringClose(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-9) -> Bool {
  ringClose(lhs.x, rhs.x, tolerance: tolerance) && ringClose(lhs.y, rhs.y, tolerance: tolerance)
}

func ringClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double = 1e-9) -> Bool {
  ringClose(lhs.origin, rhs.origin, tolerance: tolerance)
    && ringClose(lhs.width, rhs.width, tolerance: tolerance)
    && ringClose(lhs.height, rhs.height, tolerance: tolerance)
}
