import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// Video media's `captionsUrl`: read with the rules of every content URL (relative references
/// resolve against the feed's base URL), and a bad one is an error on that key while the video
/// stays, without captions.
@Suite struct VideoCaptionsURLTests {
  func decode(captions: String, type: String = "video", baseURL: URL? = nil) -> FeedDecodingResult {
    let media = #"{"type": "\#(type)", "url": "https://cdn.example.com/s.mp4", "captionsUrl": \#(captions)}"#
    let story = FeedText.story(media: media)
    let text = FeedText.with(groups: "[" + FeedText.group(story: story) + "]")
    return FeedDecoder(baseURL: baseURL).decode(Data(text.utf8))
  }

  func video(_ result: FeedDecodingResult) -> VideoMedia? {
    guard case .video(let video) = result.feed?.storyGroups.first?.stories.first?.media else { return nil }
    return video
  }

  @Test func anAbsoluteURLIsRead() {
    let result = decode(captions: #""https://cdn.example.com/s.en.vtt""#)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(video(result)?.captionsURL?.absoluteString == "https://cdn.example.com/s.en.vtt")
  }

  @Test func aRelativeReferenceResolvesAgainstTheBaseURL() {
    let result = decode(
      captions: #""captions/s.vtt""#, baseURL: URL(string: "https://cdn.example.com/feeds/home.json"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(video(result)?.captionsURL?.absoluteString == "https://cdn.example.com/feeds/captions/s.vtt")
  }

  @Test func withoutItOrWithNullThereAreNoCaptions() {
    let null = decode(captions: "null")
    #expect(null.errors.isEmpty)
    #expect(video(null) != nil && video(null)?.captionsURL == nil)
  }

  @Test(arguments: [
    #""ftp://cdn.example.com/s.vtt""#, #""http://cdn.example.com/s.vtt""#, #""has space.vtt""#, "42",
    #""relative.vtt""#,
  ])
  func aBadURLIsAnErrorNamingThePathAndTheVideoStays(value: String) {
    let result = decode(captions: value)
    let path = "$.storyGroups[0].stories[0].media.captionsUrl"
    #expect(result.errors.map { "\($0.path)" } == [path], "\(result.diagnostics)")
    #expect(video(result)?.url.absoluteString == "https://cdn.example.com/s.mp4")
    #expect(video(result)?.captionsURL == nil)
  }

  @Test func onAnImageItIsIgnoredWithAWarning() {
    let result = decode(captions: #""https://cdn.example.com/s.vtt""#, type: "image")
    #expect(result.diagnostics.map(\.code) == [.ignoredValue])
    #expect("\(result.diagnostics.first?.path ?? .root)" == "$.storyGroups[0].stories[0].media.captionsUrl")
    #expect(result.feed?.storyGroups.first?.stories.first?.media.isVideo == false)
  }
}
