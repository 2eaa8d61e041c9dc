// The README's examples, compiled as part of the tests (see ReadmeExamplesTests).
import Foundation
import StoryKit
import StoryKitCairo
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

@MainActor
func renderStoryBar(feedFile: URL, to output: URL) async throws {
  guard let feed = FeedDecoder().decode(contentsOf: feedFile).feed else { return }
  let groups = feed.visibleStoryGroups(testMode: false)  // no test-only groups outside test mode
  let bar = StoryBarView()
  bar.imageLoader = ImagePipeline.cairo()  // memory cache; add a DiskImageDataCache to keep images offline
  bar.displayScale = 2  // pictures are requested at their size in pixels
  bar.serverStyling = feed.placement.variants.first?.styling.storyBar ?? StoryBarStyling()
  bar.styling = appStyling()
  bar.content = .init(storyGroups: groups)
  bar.onStoryGroupSelected = { group in print("open", group.title) }
  let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
  bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
  let report = await bar.waitForVisibleImages(timeout: 2)  // only the cells on screen, 2 s at most
  for missing in report.missing { print("no picture:", missing.url, missing.reason) }
  let bitmap = Bitmap(size: bar.frame.size, scale: 2, background: .white)
  bitmap.render(bar)
  try bitmap.writePNG(to: output)
}
