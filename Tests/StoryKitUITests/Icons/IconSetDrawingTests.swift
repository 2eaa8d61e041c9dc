import StoryKit
import Testing

@testable import StoryKitUI

/// Drawing icons through ``IconSet``: colours, stroke styles, replacements and empty frames.
@MainActor
@Suite struct IconSetDrawingTests {
  let color = Color(red: 0.2, green: 0.4, blue: 0.6)

  @Test(arguments: IconName.allCases)
  func drawingRecordsEveryShapeInTheColour(_ name: IconName) {
    let rect = Rect(x: 10, y: 20, width: 32, height: 32)
    let canvas = RecordingCanvas()
    IconSet().draw(name, in: rect, color: color, canvas: canvas)
    let shapes = StandardIcons.shapes(name, in: rect)
    #expect(canvas.commands.count == shapes.count)
    for (command, shape) in zip(canvas.commands, shapes) {
      switch (command, shape.style) {
      case (.fill(let path, let paint), .fill):
        #expect(path == shape.path)
        #expect(paint == .solid(color))
      case (.stroke(let path, let paint, let style), .stroke(let relativeWidth)):
        #expect(path == shape.path)
        #expect(paint == .solid(color))
        #expect(abs(style.width - relativeWidth * 32) < 1e-12)
        #expect(style.cap == .round)
        #expect(style.join == .round)
      default:
        Issue.record("\(name): \(command) does not draw \(shape.style)")
      }
    }
  }

  @Test func drawingInAWideRectangleUsesItsCentredSquare() {
    let canvas = RecordingCanvas()
    IconSet().draw(.close, in: Rect(x: 0, y: 0, width: 90, height: 30), color: color, canvas: canvas)
    let expected = StandardIcons.shapes(.close, in: Rect(x: 30, y: 0, width: 30, height: 30))
    guard case .stroke(let path, _, let style) = canvas.commands.first else {
      Issue.record("expected a stroke, got \(canvas.commands)")
      return
    }
    #expect(path == expected.first?.path)
    #expect(abs(style.width - StandardIcons.boldStroke * 30) < 1e-12)
  }

  @Test func aReplacedIconDrawsTheReplacement() {
    var icons = IconSet()
    icons.replace(.close) { rect in [IconShape(path: .ellipse(in: rect), style: .fill)] }
    let rect = Rect(x: 0, y: 0, width: 24, height: 24)
    let canvas = RecordingCanvas()
    icons.draw(.close, in: rect, color: color, canvas: canvas)
    #expect(canvas.commands == [.fill(.ellipse(in: rect), .solid(color))])

    // Other icons keep StoryKit's drawings.
    #expect(icons.shapes(.play, in: rect) == StandardIcons.shapes(.play, in: rect))
    #expect(icons != IconSet())
  }

  @Test func aReplacementCanBeStroked() {
    var icons = IconSet()
    icons.replace(.share) { rect in
      [
        IconShape(
          path: .lines([rect.origin, Point(x: rect.maxX, y: rect.maxY)]), style: .stroke(relativeWidth: 0.25))
      ]
    }
    let canvas = RecordingCanvas()
    icons.draw(.share, in: Rect(x: 0, y: 0, width: 40, height: 40), color: color, canvas: canvas)
    let expected = StrokeStyle(width: 10, cap: .round, join: .round)
    #expect(
      canvas.commands == [
        .stroke(.lines([Point(x: 0, y: 0), Point(x: 40, y: 40)]), .solid(color), expected)
      ])
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 0, height: 0),
    Rect(x: 0, y: 0, width: 50, height: 0),
    Rect(x: .nan, y: .nan, width: 16, height: 16),
    Rect(x: .infinity, y: 0, width: 16, height: 16),
  ])
  func degenerateRectanglesDrawNothing(_ rect: Rect) {
    let canvas = RecordingCanvas()
    for name in IconName.allCases {
      #expect(IconSet().shapes(name, in: rect).isEmpty)
      IconSet().draw(name, in: rect, color: color, canvas: canvas)
    }
    #expect(canvas.commands.isEmpty)
  }
}
