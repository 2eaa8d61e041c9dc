import Foundation
import StoryKit
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// Content no server should send, drawn anyway, with a warning naming what was wrong.
@MainActor
@Suite struct CanvasHostileContentTests {
  typealias F = CanvasFixtures

  func host(_ canvas: CanvasContent, size: Size = Size(width: 400, height: 400)) -> (CanvasHost, [String]) {
    StoryKitLog.collectingWarnings {
      CanvasHost(PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant), size: size)
    }
  }

  @Test(arguments: [
    (0.0, 1.0, "found 0.0"), (-2.0, 1.0, "found -2.0"), (Double.nan, 1.0, "found nan"),
    (1e-9, 0.0625, "found 1e-09"), (1e9, 16.0, "found 1000000000.0"),
  ])
  func aRatioOutOfRangeIsClampedWithAWarningNamingIt(ratio: Double, drawn: Double, named: String) throws {
    let (host, warnings) = host(CanvasContent(aspectRatio: ratio, backgroundColor: .white, layers: [F.poll]))
    #expect(host.canvas.drawnAspectRatio == drawn)
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)
    #expect(warning.contains("canvas.aspectRatio"))
    #expect(warning.contains(named))
    let box = host.canvas.boxView.frame
    #expect(box.width > 0 && box.height > 0, "it still draws")
    #expect(abs(box.width / box.height - drawn) < 0.05 || box.width == 400 || box.height == 400)
    host.root.render(in: RecordingCanvas())
  }

  @Test func theSameBadRatioWarnsOnceNotOnEveryUpdate() {
    let (host, _) = host(CanvasContent(aspectRatio: 0, layers: [F.poll]))
    let (_, again) = StoryKitLog.collectingWarnings {
      host.canvas.content = CanvasContent(aspectRatio: 0, layers: [F.poll, F.quiz])
      host.root.layoutIfNeeded()
    }
    #expect(again.isEmpty)
  }

  @Test func layersOutsideTheUnitSquareAreClippedToTheBox() throws {
    let outside = F.layer(
      "far", 1.5, -0.5, 0.8, 0.3, .text(TextLayer(text: "Way out", color: .black, fontSize: 20)))
    let huge = F.layer("huge", -3, -3, 50, 50, .text(TextLayer(text: "Huge", color: .black, fontSize: 20)))
    let (host, _) = host(CanvasContent(aspectRatio: 1, layers: [outside, huge, F.poll]))
    #expect(host.canvas.boxView.clipsToBounds)
    #expect(host.layers.layerViews.count == 3)
    host.root.render(in: RecordingCanvas())
  }

  @Test func aFrameThatIsNotANumberIsSkippedWithAWarning() {
    let broken = F.layer("nan", .nan, 0, 0.5, 0.5, .text(TextLayer(text: "NaN", color: .black, fontSize: 20)))
    let (host, warnings) = host(CanvasContent(aspectRatio: 1, layers: [broken, F.poll]))
    #expect(host.layers.layerViews.count == 1)
    #expect(warnings.contains { $0.contains("nan") })
  }

  @Test func anImageThatNeverLoadsLeavesTheRestDrawn() throws {
    let image = F.layer("hero", 0, 0, 1, 0.4, .image(url: F.url("https://cdn.example.com/never.png")))
    let (host, _) = host(CanvasContent(aspectRatio: 1, backgroundColor: .white, layers: [image, F.poll]))
    let view = try #require(host.view("hero", as: ImageLayerView.self))
    #expect(view.imageView.image == nil)
    let canvas = RecordingCanvas()
    host.root.render(in: canvas)
    #expect(host.widget.hasContent)
  }

  @Test func twoHundredLayersAreAllDrawn() {
    let layers = (0..<200).map { index in
      F.layer(
        "l\(index)", Double(index % 10) / 10, Double(index / 10) / 20, 0.1, 0.05,
        index.isMultiple(of: 2)
          ? .text(TextLayer(text: "\(index)", color: .black, fontSize: 12))
          : .button(ButtonLayer(title: "B\(index)", action: F.action)))
    }
    let (host, warnings) = host(CanvasContent(aspectRatio: 1, layers: layers))
    #expect(warnings.isEmpty)
    #expect(host.layers.layerViews.count == 200)
    host.root.render(in: RecordingCanvas())
    host.tap(host.view("l101"))
    #expect(host.events.events == [.action(F.action)])
  }
}
