import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct RenderingTests {
  @Test func roundedBorderedGradientViewRecordsItsCommands() throws {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 60))
    let gradient = Gradient(try Color(hex: "#FEDA75"), try Color(hex: "#D62976"))
    view.background = .linear(gradient, from: .zero, to: Point(x: 100, y: 60))
    view.cornerRadius = 12
    view.border = Border(width: 4, color: .white, dash: [6, 3])
    view.clipsToBounds = true
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    let shape = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
    #expect(
      canvas.commands == [
        .save,
        .concatenate(Transform.translation(x: 10, y: 20)),
        .fill(
          shape,
          .linear(stops: GradientStop.evenlySpread(gradient.colors), start: .zero, end: Point(x: 100, y: 60))),
        .clip(shape),
        .stroke(
          .roundedRect(Rect(x: 2, y: 2, width: 96, height: 56), cornerRadius: 10), .solid(.white),
          StrokeStyle(width: 4, dash: [6, 3])),
        .restore,
      ])
  }

  @Test func translucentViewsDrawInALayerAndHiddenOnesNotAtAll() {
    let root = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let faded = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    faded.alpha = 0.5
    faded.backgroundColor = .black
    let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    hidden.backgroundColor = .white
    root.addSubview(faded)
    root.addSubview(hidden)
    let canvas = RecordingCanvas()
    root.render(in: canvas)
    #expect(canvas.commands.contains(.beginLayer(alpha: 0.5)))
    #expect(canvas.drawingCommands == [.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))])
  }

  @Test func transformsApplyAboutTheCentre() {
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    view.transform = .scale(x: 2, y: 2)
    let mapped = view.transformToSuperview.apply(to: Point(x: 0, y: 0))
    #expect(mapped == Point(x: -10, y: -5))
    #expect(
      view.transformToSuperview.apply(to: Point(x: 10, y: 5)) == Point(x: 10, y: 5), "the centre stays put")
  }

  @Test func labelsAndImagesDrawThroughTheCanvas() {
    final class TestImage: CanvasImage {
      let pixelWidth = 200
      let pixelHeight = 100
      let scale = 2.0
    }
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    label.text = "Hello"
    label.font = FontDescriptor(size: 10)
    label.textColor = .black
    label.textEngine = fixedMetrics
    let image = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let canvas = RecordingCanvas()
    image.render(in: canvas)
    let placeholder = Appearance.default.colors.skeleton
    #expect(
      canvas.drawingCommands == [.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), .solid(placeholder))])
    let picture = TestImage()
    image.image = picture
    #expect(image.fittingSize(for: .unbounded) == Size(width: 100, height: 50), "pixels over scale")
    canvas.reset()
    image.render(in: canvas)
    #expect(
      canvas.drawingCommands == [
        .image(
          ObjectIdentifier(picture), in: Rect(x: 0, y: 0, width: 50, height: 50), contentMode: .aspectFill)
      ])
    canvas.reset()
    label.render(in: canvas)
    guard case .text(let layout, let origin) = canvas.drawingCommands.first else {
      Issue.record("expected text")
      return
    }
    #expect(layout.lines == ["Hello"])
    #expect(origin == Point(x: 0, y: 13.75), "centred vertically: (40 − 12.5) / 2")
  }

  @Test func contentModesPlaceImages() {
    let image = Size(width: 200, height: 100)
    let box = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(ContentMode.scaleToFill.placement(of: image, in: box) == box)
    #expect(ContentMode.aspectFit.placement(of: image, in: box) == Rect(x: 0, y: 25, width: 100, height: 50))
    #expect(
      ContentMode.aspectFill.placement(of: image, in: box) == Rect(x: -50, y: 0, width: 200, height: 100))
    #expect(ContentMode.center.placement(of: image, in: box) == Rect(x: -50, y: 0, width: 200, height: 100))
    #expect(
      ContentMode.aspectFit.placement(of: .zero, in: box) == box, "an empty image never divides by zero")
  }
}
