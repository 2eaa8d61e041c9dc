import Foundation
import StoryKit
import Testing

/// Random bytes and random damage to real feeds: the decoder must return, with a diagnostic for
/// anything it could not read, whatever it is given. Seeds are fixed so failures reproduce.
@Suite struct FeedFuzzTests {
  static let interesting: [UInt8] =
    Array("{}[]\",:0-1e.\\ntu".utf8) + [0x00, 0x80, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF]

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(seed: 1)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? Self.interesting.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      let result = FeedDecoder().decode(Data(bytes))
      #expect(result.feed != nil || result.hasErrors)
    }
  }

  @Test func damagedDemoFeedsKeepWhatIsValid() throws {
    let original = try Array(Fixtures.data("Examples/feeds/demo.json"))
    let decoder = FeedDecoder(baseURL: Fixtures.url("Examples/feeds/demo.json"))
    var generator = SplitMix64(seed: 7)
    var decodedCount = 0
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[index] = Self.interesting.randomElement(using: &generator) ?? 0
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        default:
          bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...200, using: &generator)))
        }
        if bytes.isEmpty { bytes = [0x7B] }
      }
      let result = decoder.decode(Data(bytes))
      if let feed = result.feed {
        decodedCount += 1
        #expect(feed.storyGroups.allSatisfy { !$0.stories.isEmpty })
      } else {
        #expect(result.hasErrors)
      }
    }
    #expect(decodedCount > 0, "some damage must leave a decodable feed")
  }

  @Test func everyPrefixOfAFeedIsHandled() throws {
    let text = FeedText.with(groups: "[" + FeedText.group() + "]")
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      let result = FeedDecoder().decode(Data(bytes[0..<length]))
      #expect(result.feed == nil && result.diagnostics.map(\.code) == [.syntax], "prefix of \(length) bytes")
    }
  }
}
