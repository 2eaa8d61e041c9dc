// docs/canvas.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitCanvas
import StoryKitImages
import StoryKitLayers
import StoryKitUI

@MainActor
func registerCanvas() -> WidgetRegistration {
  var styling = CanvasStyling()
  styling.cornerRadius = 16  // app styling, over every feed's styling.canvas
  return CanvasWidget.register(styling: styling)  // into WidgetRegistry.shared
}

@MainActor
func makeCanvas(feed: Feed, loader: any ImageLoading) -> CanvasView {
  let canvas = CanvasView()
  canvas.imageLoader = loader  // ImagePipeline.cairo(), or your own
  canvas.placementToken = feed.placement.token  // scopes the stored votes
  canvas.serverStyling =
    feed.placement.variants.first { $0.kind == .canvas }?.styling.canvas ?? CanvasStyling()
  canvas.styling.letterboxColor = Themed(light: "#F2F2F7", dark: "#000000")
  canvas.content = feed.canvas
  canvas.onInteraction = { interaction in print(interaction) }
  return canvas
}

@MainActor
final class OutlinedLayers: StoryLayersView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 2, color: "#FF2D55")
  }
}

@MainActor
func outlineEveryCanvas() {
  Components.default.canvasLayersView = OutlinedLayers.self  // the layers of every canvas
}

@MainActor
func keepVotes(of canvas: CanvasView, in store: FileStoryInteractionStore, userID: String) {
  canvas.interactionStore = store
  canvas.userID = userID
  // A vote in layer "poll" of placement "home-top" is stored under:
  _ = StoryInteractionKey(
    userID: userID, storyID: CanvasView.interactionScope(placementToken: "home-top"), layerID: "poll")
}

@MainActor
func pauseForAction(
  _ action: ContentAction, of widget: any WidgetController,
  open: (URL, @escaping @MainActor () -> Void) -> Void
) {
  widget.pause()  // countdowns and emoji pops hold still
  open(action.url) { widget.resume() }
}

@MainActor
func bindKeys(of canvas: CanvasView) -> KeyCommandRouter {
  let keys = KeyCommandRouter()
  canvas.registerKeyCommands(in: keys)  // arrows, Return, Space, Escape
  return keys  // the host hands it every KeyEvent
}

// docs/layers.md's canvas example.
@MainActor
func showCanvasLayers(_ canvas: CanvasContent, token: String, in layers: StoryLayersView) {
  layers.content = StoryLayersView.Content(
    layers: canvas.layers, products: canvas.products, interactionScope: "placement/\(token)/canvas")
  layers.surfaceColor = canvas.backgroundColor  // cards follow the page, not the theme
  layers.isPaused = false  // true holds countdowns and emoji pops still
}
