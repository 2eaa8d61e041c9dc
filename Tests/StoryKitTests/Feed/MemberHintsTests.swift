import Foundation
import Testing

@testable import StoryKit

/// Key lookups that start where the last one ended find exactly what a scan from the first key
/// finds, whatever the order of the keys and of the lookups, with repeats and nesting.
@Suite struct MemberHintsTests {
  /// Enough objects that some share a slot of the hint table (32 slots, by tape entry).
  static let objects = 40
  static let keys: [StaticString] = ["id", "title", "media", "url", "type", "a", "b", "ab", "ba", "layers"]

  @Test func hintedLookupsFindWhatAPlainScanFinds() throws {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      // Objects of random keys (some repeated), one nested in another, looked up in random order.
      func object(depth: Int) -> String {
        let members = (0..<Int.random(in: 0...8, using: &random)).map { position -> String in
          let key = "\(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)])"
          let value =
            depth < 1 && Int.random(in: 0..<4, using: &random) == 0 ? object(depth: depth + 1) : "\(position)"
          return "\"\(key)\": \(value)"
        }
        return "{" + members.joined(separator: ", ") + "}"
      }
      let text = "[" + (0..<Self.objects).map { _ in object(depth: 0) }.joined(separator: ", ") + "]"
      let lookups = (0..<120).map { _ in
        (
          Int.random(in: 0..<Self.objects, using: &random),
          Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
        )
      }
      try JSONParser().parse(Data(text.utf8)) { document in
        let hints = MemberHints()
        let objects = document.root.elements
        for (which, key) in lookups {
          let object = objects[which]
          let hinted = hints.member(of: object, key)
          let plain = object.member(key)
          #expect(hinted?.index == plain?.index, "\(key) in \(text)")
          // Nested objects keep their own place.
          if let nested = hinted, nested.isObject {
            #expect(hints.member(of: nested, key)?.index == nested.member(key)?.index, "\(text)")
          }
        }
      }
    }
  }
}
