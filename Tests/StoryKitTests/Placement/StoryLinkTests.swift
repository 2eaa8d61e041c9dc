import Foundation
import Testing

@testable import StoryKit

/// The deep-link format: the query names the group (`group`) and, optionally, the story
/// (`story`); everything else in the URL is the app's.
@Suite struct StoryLinkTests {
  func link(_ text: String) throws(StoryOpenError) -> StoryLink {
    guard let url = URL(string: text) else { throw .malformedURL(text, reason: "test: not a URL") }
    return try StoryLink(url: url)
  }

  @Test func readsTheGroupAndStoryFromAnyScheme() throws {
    #expect(try link("myapp://stories?group=g1&story=s2") == StoryLink(groupID: "g1", storyID: "s2"))
    #expect(try link("https://shop.example.com/a/b?utm=x&group=g1") == StoryLink(groupID: "g1"))
    #expect(try link("myapp://s?group=spring%20sale&story=%C3%A9t%C3%A9").storyID == "été")
    #expect(try link("myapp://s?group=spring%20sale").groupID == "spring sale")
  }

  @Test func malformedLinksSayWhatIsWrong() {
    for text in [
      "myapp://stories", "myapp://s?group=", "myapp://s?story=s1", "myapp://s?group=a&group=b",
      "myapp://s?group=a&story=", "myapp://s?group=a&story=b&story=c",
    ] {
      #expect(throws: StoryOpenError.self, "\(text)") { try link(text) }
    }
    do {
      _ = try link("myapp://s?group=a&group=b")
    } catch {
      #expect(error.description.contains("one \"group\""), "\(error)")
    }
  }

  @Test func buildsALinkThatReadsBack() throws {
    let story = StoryLink(groupID: "spring sale", storyID: "s&2")
    let base = try #require(URL(string: "https://shop.example.com/s?group=old&x=1"))
    let url = try #require(story.url(base: base))
    #expect(try StoryLink(url: url) == story)
    #expect(url.absoluteString.contains("x=1") && !url.absoluteString.contains("old"))
  }

  @Test func locatesTheGroupAndTheStory() throws {
    let image = StoryMedia.image(ImageMedia(url: URL(fileURLWithPath: "/p.png")))
    let groups = [
      StoryGroup(id: "g1", title: "", stories: [Story(id: "s1", media: image)]),
      StoryGroup(id: "g2", title: "", stories: [Story(id: "a", media: image), Story(id: "b", media: image)]),
    ]
    #expect(try StoryLink(groupID: "g2", storyID: "b").locate(in: groups) == (1, 1))
    #expect(try StoryLink(groupID: "g1").locate(in: groups) == (0, nil))
    #expect(throws: StoryOpenError.unknownGroup("g3")) { try StoryLink(groupID: "g3").locate(in: groups) }
    #expect(throws: StoryOpenError.unknownStory(groupID: "g1", storyID: "x")) {
      try StoryLink(groupID: "g1", storyID: "x").locate(in: groups)
    }
  }
}
