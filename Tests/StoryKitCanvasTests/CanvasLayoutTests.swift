import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitUI

/// The box of the content's ratio, fitted and centred, and the layers in it.
@MainActor
@Suite struct CanvasLayoutTests {
  typealias F = CanvasFixtures

  @Test func theBoxFillsBoundsOfItsOwnRatio() {
    let host = CanvasHost()
    #expect(host.canvas.boxView.frame == Rect(x: 0, y: 0, width: 420, height: 525))
    #expect(host.layers.frame == host.canvas.boxView.bounds)
  }

  @Test func widerBoundsLetterboxAtTheSidesAndTallerOnesAboveAndBelow() {
    let wide = CanvasHost(size: Size(width: 600, height: 400))
    #expect(wide.canvas.boxView.frame == Rect(x: 140, y: 0, width: 320, height: 400))
    let tall = CanvasHost(size: Size(width: 400, height: 900))
    #expect(tall.canvas.boxView.frame == Rect(x: 0, y: 200, width: 400, height: 500))
  }

  @Test func layersAreLaidOutInTheBoxsUnitSquare() throws {
    let host = CanvasHost(size: Size(width: 600, height: 400))
    let title = try #require(host.view("title"))
    // x 0.06, y 0.42, width 0.88 of a 320 × 400 box.
    #expect(abs(title.frame.minX - 19.2) < 0.001)
    #expect(abs(title.frame.minY - 168) < 0.001)
    #expect(abs(title.frame.width - 281.6) < 0.001)
  }

  @Test func sizeThatFitsIsTheWidthAtTheRatio() {
    let canvas = CanvasView()
    canvas.content = F.canvas
    #expect(canvas.sizeThatFits(Size(width: 420, height: .infinity)) == Size(width: 420, height: 525))
    #expect(canvas.sizeThatFits(Size(width: .infinity, height: 100)) == Size(width: 80, height: 100))
    #expect(canvas.sizeThatFits(Size(width: .infinity, height: .infinity)) == .zero)
    #expect(CanvasGeometry.height(forWidth: 420, ratio: 0.8) == 525)
  }

  @Test func theLetterboxIsClearByDefaultAndTheStylingsColourWhenSet() {
    let plain = CanvasHost(size: Size(width: 600, height: 400))
    #expect(plain.canvas.backgroundColor == .clear)
    var styling = CanvasStyling()
    styling.letterboxColor = Themed(light: "#101010", dark: "#000000")
    let styled = CanvasHost(size: Size(width: 600, height: 400), styling: styling)
    #expect(styled.canvas.backgroundColor == Color(red8: 0x10, green8: 0x10, blue8: 0x10))
  }

  @Test func theBoxTakesTheContentsBackgroundOverTheStylings() {
    var styling = CanvasStyling()
    styling.backgroundColor = Themed("#000000")
    let host = CanvasHost(styling: styling)
    #expect(host.canvas.boxView.backgroundColor == F.canvas.backgroundColor)
    host.canvas.content = CanvasContent(aspectRatio: 1, layers: [F.poll])
    host.root.layoutIfNeeded()
    #expect(host.canvas.boxView.backgroundColor == .black)
  }

  @Test func anEmptyCanvasDrawsNothing() {
    let widget = CanvasWidget()
    widget.show(PlacementWidgetContent(feed: F.feed(with: nil), variant: F.variant))
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(widget.view)
    widget.view.frame = root.bounds
    root.layoutIfNeeded()
    #expect(widget.canvasView.boxView.isHidden)
    #expect(widget.canvasView.layersView.layerViews.isEmpty)
  }
}
