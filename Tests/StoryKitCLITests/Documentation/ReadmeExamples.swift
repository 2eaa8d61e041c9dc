// The README's examples, compiled as part of the tests (see ReadmeExamplesTests).
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

func loadStoryGroups(from feedFile: URL) -> [StoryGroup] {
  let result = FeedDecoder().decode(contentsOf: feedFile)
  for diagnostic in result.diagnostics {
    print(diagnostic)  // error $.storyGroups[3].title: expected a string, found the number 42
  }
  return result.feed?.visibleStoryGroups(testMode: false) ?? []  // test-only groups stay out
}

func makeConfig() throws -> PlacementConfig {
  try PlacementConfig.Builder()
    .userID("user-42")
    .labels(["vip"])
    .locale("de-DE")
    .theme(.dark)
    .build(token: "home-top")
}

func appStyling() -> StoryBarStyling {
  var styling = StoryBarStyling()
  styling.size = .small
  styling.ringNotSeen = Themed(Gradient("#7B2FF7", "#F107A3"))
  styling.text.colorNotSeen = Themed(light: "#1C1C1E")  // dark mode keeps the appearance's white
  styling.text.lines = 2
  return styling
}

/// What the placement reports: the ratio to size it from, and whether to show it.
@MainActor
final class PlacementState: PlacementDelegate {
  var ratio: Double?
  var isVisible = false

  func onWidgetReady(widget: any WidgetController, ratio: Double) { self.ratio = ratio }
  func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) { self.isVisible = isVisible }
  func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) { print("open", url) }
}

@MainActor
func renderPlacement(feedFile: URL, to output: URL) async throws {
  StoryBarWidget.register(styling: appStyling())  // each widget kind the placement may show
  let config = try PlacementConfig.Builder().userID("user-42").feedEndpoint(feedFile).build(
    token: "demo-home")
  let provider = PlacementDataProvider(config: config)  // owned by the app, outlives host views
  let state = PlacementState()  // held weakly by the placement: keep it alive
  let placement = PlacementView(dataProvider: provider, delegate: state)
  await provider.load()  // a file:// feed here; https in an app, with a FeedCache
  guard state.isVisible, let ratio = state.ratio else { return }  // nothing to show: hide it
  placement.frame = Rect(x: 0, y: 0, width: 390, height: (390 / ratio).rounded())
  placement.imageLoader = ImagePipeline.cairo()  // add a DiskImageDataCache to keep images offline
  placement.displayScale = 2  // pictures are requested at their size in pixels
  let report = await placement.waitForVisibleImages(timeout: 2)  // only what is on screen, 2 s at most
  for missing in report.missing { print("no picture:", missing.url, missing.reason) }
  let bitmap = Bitmap(size: placement.frame.size, scale: 2, background: .white)
  bitmap.render(placement)
  try bitmap.writePNG(to: output)
}
