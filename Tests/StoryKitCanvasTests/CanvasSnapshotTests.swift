import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The example canvas in pixels, 420 pt wide at its ratio: light and dark, right to left, large
/// text, custom styling, letterboxed in bounds of another ratio, and a poll after a vote.
@MainActor
@Suite struct CanvasSnapshotTests {
  typealias F = CanvasFixtures
  static let size = Size(width: 420, height: 525)
  let clock = ManualClock(start: 0)

  /// The widget showing `canvas` with the example placement, after `act` has run on it.
  func widget(
    _ canvas: CanvasContent = CanvasFixtures.canvas, styling: CanvasStyling? = nil,
    serverStyling: CanvasStyling = CanvasStyling(), loader: any ImageLoading = CanvasFixtures.images,
    _ act: (CanvasWidget) -> Void = { _ in }
  ) -> View {
    let widget = CanvasWidget(styling: styling)
    var variant = F.variant
    variant.styling.canvas = serverStyling
    widget.show(PlacementWidgetContent(feed: F.feed(with: canvas), variant: variant))
    let view = widget.canvasView
    view.clock = clock
    view.imageLoader = loader
    view.currentDate = { F.now }
    view.locale = Locale(identifier: "en_US")
    view.layoutIfNeeded()
    act(widget)
    // The snapshot host keeps the view; the widget only relays events, which these do not need.
    return view
  }

  @Test func exampleFeed() async {
    await assertSnapshot(size: Self.size) { widget() }
  }

  @Test func serverAndAppStyling() async {
    var server = CanvasStyling()
    server.cornerRadius = 8
    server.borderWidth = 3
    server.borderColor = Themed(light: "#FF2D55", dark: "#FF6482")
    server.interactiveFont = FontDescriptor(family: "DejaVu Serif", size: 17, weight: .bold)
    var app = CanvasStyling()
    app.cornerRadius = 28  // the app's radius wins over the server's 8
    app.letterboxColor = Themed(light: "#E5E5EA", dark: "#1C1C1E")
    await assertSnapshot(size: Size(width: 480, height: 525), variants: [.light, .dark]) {
      widget(F.canvas, styling: app, serverStyling: server)
    }
  }

  @Test func letterboxedInWiderBounds() async {
    var styling = CanvasStyling()
    styling.letterboxColor = Themed(light: "#D1D1D6", dark: "#2C2C2E")
    await assertSnapshot(size: Size(width: 640, height: 400), variants: [.light, .dark, .rtl]) {
      widget(F.canvas, styling: styling)
    }
  }

  @Test func pollAfterAVote() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl]) {
      widget(F.canvasWithPoll) { widget in
        (widget.canvasView.layersView.layerView(id: "poll") as? PollLayerView)?.optionTapped(1)
      }
    }
  }

  @Test func keyboardFocusOnAPollOption() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      widget(F.canvasWithPoll) { widget in widget.canvasView.moveFocus(by: 2) }
    }
  }

  @Test func imagesThatNeverLoadLeaveTheRestDrawn() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      widget(F.canvas, loader: PreloadedImages(scale: 2))
    }
  }
}
