import Foundation
import StoryKit
import Testing

@Suite struct TestModeContentTests {
  let feed: Feed = {
    let media = StoryMedia.image(url: URL(fileURLWithPath: "/dev/null"))
    let live = Story(id: "live", media: media)
    let qa = Story(id: "qa", media: media, isTestOnly: true)
    return Feed(
      placement: Placement(token: "t", variants: []),
      storyGroups: [
        StoryGroup(id: "mixed", title: "Mixed", stories: [live, qa]),
        StoryGroup(id: "qa-group", title: "QA", stories: [live], isTestOnly: true),
        StoryGroup(id: "only-qa", title: "Only QA", stories: [qa]),
      ])
  }()

  @Test func testOnlyContentShowsOnlyInTestMode() {
    let user = feed.visible(inTestMode: false)
    #expect(user.storyGroups.map(\.id) == ["mixed"])
    #expect(user.storyGroups.first?.stories.map(\.id) == ["live"])
    #expect(feed.visible(inTestMode: true) == feed)
  }
}
