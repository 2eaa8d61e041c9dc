// The README's examples, compiled as part of the tests (see ReadmeExamplesTests).
import Foundation
import StoryKit

func loadStoryGroups(from feedFile: URL) -> [StoryGroup] {
  let result = FeedDecoder().decode(contentsOf: feedFile)
  for diagnostic in result.diagnostics {
    print(diagnostic)  // error $.storyGroups[3].title: expected a string, found the number 42
  }
  return result.feed?.storyGroups ?? []
}

func makeConfig() throws -> PlacementConfig {
  try PlacementConfig.Builder()
    .userID("user-42")
    .labels(["vip"])
    .locale("de-DE")
    .theme(.dark)
    .build(token: "home-top")
}

func appStyling(over server: StoryBarStyling) throws -> StoryBarStyling {
  var styling = StoryBarStyling()
  styling.size = .small
  styling.ringNotSeen = try Gradient(colors: [Color(hex: "#7B2FF7"), Color(hex: "#F107A3")])
  styling.text.lines = 2
  return styling.overriding(server).overriding(.standard)
}
