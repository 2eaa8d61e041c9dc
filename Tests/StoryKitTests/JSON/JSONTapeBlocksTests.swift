import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// A decoder keeps its tape block from one decode to the next: results do not change, whatever ran
/// before, and the block kept is bounded.
@Suite struct JSONTapeBlocksTests {
  static let demo = Fixtures.url("Examples/feeds/demo.json")

  /// `count` story groups of one story each.
  static func feed(groups count: Int) -> Data {
    let groups = (0..<count).map { FeedText.group(id: "\"g\($0)\"") }.joined(separator: ",")
    return Data(FeedText.with(groups: "[\(groups)]").utf8)
  }

  @Test func aDecoderGivesTheSameResultsWhateverItDecodedBefore() throws {
    let data = try Data(contentsOf: Self.demo)
    let fresh = FeedDecoder(baseURL: Self.demo).decode(data)
    let decoder = FeedDecoder(baseURL: Self.demo)
    let inputs: [Data] = [
      Self.feed(groups: 300), Data("{\"schemaVersion\": 1, \"storyGroups\": [".utf8), Data(),
      Self.feed(groups: 2), Data("[1, 2, {\"a\": ".utf8), data,
    ]
    for input in inputs {
      _ = decoder.decode(input)
      let again = decoder.decode(data)
      #expect(again.feed == fresh.feed)
      #expect(again.diagnostics == fresh.diagnostics)
    }
    #expect(decoder.tapeBlocks.keptCapacity > 0)
  }

  @Test func theBlockIsUsedAgainAndKeepsItsSize() {
    let decoder = FeedDecoder()
    _ = decoder.decode(Self.feed(groups: 500))
    let large = decoder.tapeBlocks.keptCapacity
    #expect(large >= 500 * 20, "a block for 500 groups holds their entries")
    _ = decoder.decode(Self.feed(groups: 1))
    #expect(decoder.tapeBlocks.keptCapacity == large, "a small document reuses the large block")
    // A rejected document gives its block back too.
    _ = decoder.decode(Data("{\"storyGroups\": [".utf8))
    #expect(decoder.tapeBlocks.keptCapacity == large)
  }

  @Test func aBlockLargerThanTheBoundIsFreed() throws {
    let blocks = JSONTapeBlocks(maxKeptEntries: 64)
    let parser = JSONParser(blocks: blocks)
    _ = try parser.parse(Data("[1, 2, 3]".utf8)) { $0.tape.entries.count }
    #expect(blocks.keptCapacity >= 4)
    let many = "[" + Array(repeating: "1", count: 1_000).joined(separator: ",") + "]"
    let count = try parser.parse(Data(many.utf8)) { $0.tape.entries.count }
    #expect(count == 1_001)
    #expect(blocks.keptCapacity == 0, "a block of more than 64 entries is not kept")
    _ = try parser.parse(Data("[1]".utf8)) { $0.tape.entries.count }
    #expect(blocks.keptCapacity > 0 && blocks.keptCapacity <= 64)
  }

  @Test func copiesOfADecoderDecodeAtTheSameTime() async throws {
    let data = try Data(contentsOf: Self.demo)
    let decoder = FeedDecoder(baseURL: Self.demo)
    let inputs = (0..<16).map { $0.isMultiple(of: 2) ? data : Self.feed(groups: 20 * $0) }
    let expected = inputs.map { FeedDecoder(baseURL: Self.demo).decode($0) }
    let results = await withTaskGroup(of: (Int, FeedDecodingResult).self) { group in
      for (index, input) in inputs.enumerated() {
        let copy = decoder
        group.addTask { (index, copy.decode(input)) }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    #expect(results.count == inputs.count)
    for (index, result) in results {
      #expect(result.feed == expected[index].feed, "input \(index)")
      #expect(result.diagnostics == expected[index].diagnostics, "input \(index)")
    }
  }
}
