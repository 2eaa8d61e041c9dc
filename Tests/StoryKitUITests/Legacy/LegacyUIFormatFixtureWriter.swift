import Foundation
import StoryKit
import Testing

@testable import StoryKitUI

/// Writes the interaction store and image cache files of `Tests/Fixtures/legacy-formats` with the
/// Codable-based writers; runs only when `STORYKIT_WRITE_LEGACY_FIXTURES` names an output folder.
@Suite struct LegacyUIFormatFixtureWriter {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STORYKIT_WRITE_LEGACY_FIXTURES"] != nil))
  func writeFixtures() throws {
    let output = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["STORYKIT_WRITE_LEGACY_FIXTURES"] ?? "/tmp")

    let store = FileStoryInteractionStore(fileURL: output.appendingPathComponent("interactions/votes.json"))
    store.setSelectedOption(0, for: StoryInteractionKey(userID: "user-42", storyID: "s1", layerID: "poll-1"))
    store.setSelectedOption(2, for: StoryInteractionKey(userID: nil, storyID: "s1", layerID: "quiz-1"))
    store.setSelectedOption(1, for: StoryInteractionKey(userID: "user-42", storyID: "s2", layerID: "poll-1"))
    store.setSelectedOption(
      3,
      for: StoryInteractionKey(
        userID: "ünï 😀 \"q\" \\ / tab\t", storyID: "story/with/slash ✓", layerID: "poll\n2 \u{1} \u{2028}"))
    store.setSelectedOption(2_147_483_647, for: StoryInteractionKey(userID: "", storyID: "", layerID: "big"))
    // More than a Double holds exactly: written as the integer, read back as a number that is not.
    store.setSelectedOption(Int.max, for: StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "huge"))
    // Changed after it was first answered: the file holds the last option only.
    store.setSelectedOption(4, for: StoryInteractionKey(userID: nil, storyID: "s1", layerID: "quiz-1"))

    let cache = DiskImageDataCache(directory: output.appendingPathComponent("images"))
    let photo = try #require(
      URL(string: "https://cdn.example.com/stories/photo.jpg?size=large&lang=%D1%80%D1%83"))
    cache.store(
      ImageDataCacheEntry(
        data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00, 0x7F, 0x80, 0xFF, 0xD9]),
        info: HTTPCacheInfo(
          etag: "W/\"v1-é\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT",
          freshUntil: Date(timeIntervalSinceReferenceDate: 736_000_000.123456))),
      for: photo)
    let empty = try #require(URL(string: "https://example.com/images/empty.png"))
    cache.store(ImageDataCacheEntry(data: Data(), info: HTTPCacheInfo()), for: empty)
    let odd = try #require(URL(string: "https://example.com/a/b/c.webp#frag"))
    cache.store(
      ImageDataCacheEntry(
        data: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8),
        info: HTTPCacheInfo(etag: "\"tab\tquote\\\" ctl\u{1}\"", freshUntil: Date(timeIntervalSinceReferenceDate: 0.1))),
      for: odd)
  }
}
