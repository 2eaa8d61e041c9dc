import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// A story's `postedAt`: read as a date, and a bad one is an error on that key while the story
/// is still shown.
@Suite struct StoryPostedAtTests {
  func decode(_ extra: String) -> FeedDecodingResult {
    let story = FeedText.story(extra: extra)
    return FeedDecoder().decode(Data(FeedText.with(groups: "[" + FeedText.group(story: story) + "]").utf8))
  }

  @Test func aDateTimeIsRead() {
    let result = decode(#""postedAt": "2026-12-02T10:00:00Z""#)
    #expect(
      result.feed?.storyGroups.first?.stories.first?.postedAt == Date(timeIntervalSince1970: 1_796_205_600))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func withoutItOrWithNullThereIsNoDate() {
    #expect(decode("").feed?.storyGroups.first?.stories.first?.postedAt == nil)
    let null = decode(#""postedAt": null"#)
    #expect(null.feed?.storyGroups.first?.stories.first?.postedAt == nil && null.errors.isEmpty)
  }

  @Test(arguments: [#""yesterday""#, "42", #""2026-02-30""#])
  func aBadDateIsAnErrorAndTheStoryStays(value: String) {
    let result = decode(#""postedAt": \#(value)"#)
    #expect(result.feed?.storyGroups.first?.stories.count == 1)
    #expect(result.feed?.storyGroups.first?.stories.first?.postedAt == nil)
    #expect(result.errors.contains { "\($0)".contains("postedAt") })
  }
}
