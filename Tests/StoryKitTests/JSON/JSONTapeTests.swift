import Foundation
import Testing

@testable import StoryKit

/// The tape the feed decoder reads: key lookups (with their fingerprints), duplicate keys, number
/// and UTF-8 fast paths, growth and paths, each checked against the plain definition.
@Suite struct JSONTapeTests {
  /// Runs `body` on the parsed document.
  func withDocument<Result>(_ text: String, _ body: (JSONParser.Document) -> Result) throws -> Result {
    try JSONParser().parse(Data(text.utf8), body)
  }

  @Test func keysWithTheSameFingerprintAreStillTold() throws {
    // Same length, same first, second and last bytes: the fingerprints agree, the bytes do not.
    let found = try withDocument(#"{"abXd": 1, "abYd": 2, "abZd": 3}"#) { document in
      (
        Self.literalMember(document.root, "abYd")?.numberValue,
        Self.literalMember(document.root, "abZd")?.numberValue,
        Self.literalMember(document.root, "abWd")?.numberValue, document.diagnostics.count
      )
    }
    #expect(found.0 == 2)
    #expect(found.1 == 3)
    #expect(found.2 == nil)
    #expect(found.3 == 0, "keys that only share a fingerprint are not duplicates")
  }

  /// The member by the literal lookup the decoder uses.
  static func literalMember(_ node: JSONNode, _ key: String) -> JSONNode? {
    switch key {
    case "abXd": node.member("abXd" as StaticString)
    case "abYd": node.member("abYd" as StaticString)
    case "abZd": node.member("abZd" as StaticString)
    case "abWd": node.member("abWd" as StaticString)
    case "id": node.member("id" as StaticString)
    default: nil
    }
  }

  @Test func aRepeatedKeyKeepsItsFirstPlaceAndLastValue() throws {
    let output = try JSONParser().parse(Data(#"{"id": 1, "title": "a", "id": 2}"#.utf8))
    #expect(output.value.objectValue?.keys == ["id", "title"])
    #expect(output.value["id"] == .number(2))
    #expect(output.diagnostics.map(\.code) == [.duplicateKey])
    #expect(output.diagnostics.map(\.path.description) == ["$.id"])
    let member = try withDocument(#"{"id": 1, "title": "a", "id": 2}"#) {
      Self.literalMember($0.root, "id")?.numberValue
    }
    #expect(member == 2, "a lookup sees the last value too")
  }

  @Test func escapedKeysAreTheKeysTheySpell() throws {
    let result = try withDocument(#"{"\u0069d": "x", "id": "y"}"#) { document in
      (Self.literalMember(document.root, "id")?.stringValue, document.diagnostics.map(\.code))
    }
    #expect(result.0 == "y")
    #expect(result.1 == [.duplicateKey])
  }

  @Test func canonicallyEquivalentKeysRepeatAsStringsDo() throws {
    // "é" precomposed and decomposed: different bytes, equal Swift strings, as JSONObject sees them.
    let output = try JSONParser().parse(Data("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}".utf8))
    #expect(output.diagnostics.map(\.code) == [.duplicateKey])
    #expect(output.value.objectValue?.count == 1)
  }

  @Test func anASCIIKeyRepeatsAKeyThatOnlyLooksDifferent() throws {
    // U+212A KELVIN SIGN is canonically "K", and invalid bytes read as U+FFFD: each pair is one key
    // to JSONObject, whichever comes first, though their bytes (and key bits) differ.
    let documents = [
      "{\"K\": 1, \"\u{212A}\": 2}", "{\"\u{212A}\": 1, \"a\": 0, \"K\": 2}", "{\"\\u212A\": 1, \"K\": 2}",
    ]
    for text in documents {
      let output = try JSONParser().parse(Data(text.utf8))
      #expect(output.diagnostics.map(\.code) == [.duplicateKey], "\(text)")
    }
    // {"\xFF":1,"\xFE":2}
    let bytes: [UInt8] = [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x2C, 0x22, 0xFE, 0x22, 0x3A, 0x32, 0x7D]
    let invalid = try JSONParser().parse(Data(bytes))
    #expect(invalid.diagnostics.map(\.code).contains(.duplicateKey))
  }

  @Test func everyKeyIsInItsObjectsKeyMask() throws {
    // Missing keys are answered from the mask, and new keys are told from repeats with it: it must
    // hold the bit of every key present, and repeats must be found as JSONObject finds them, with
    // escaped, non-ASCII and canonically equal keys, and past 16 members.
    var random = SystemRandomNumberGenerator()
    let pieces = ["a", "b", "c", "X", "_", "0", "ab", "\\u0061", "é", "e\u{301}", "\u{212A}", "K"]
    for _ in 0..<300 {
      let keys = (0..<Int.random(in: 1...40, using: &random)).map { _ in
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
          pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }.joined()
      }
      let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
      let repeats = try withDocument(text) { document in
        let tape = document.tape
        for (key, _) in tape.members(0) {
          let print = tape.withStringBytes(key) { JSONTape.fingerprint($0) }
          #expect(tape.entries[0].payload & JSONTape.keyBit(print) != 0, "\(text)")
        }
        #expect(tape.count(0) == keys.count)
        return document.diagnostics.filter { $0.code == .duplicateKey }.count
      }
      // The plain definition: keys as Swift strings, escapes undone.
      let distinct = Set(keys.map { $0.replacingOccurrences(of: "\\u0061", with: "a") })
      #expect(repeats == keys.count - distinct.count, "\(text)")
    }
  }

  @Test func largeObjectsFindTheirDuplicatesToo() throws {
    let members = (0..<40).map { "\"key\($0)\": \($0)" } + ["\"key7\": 700"]
    let output = try JSONParser().parse(Data(("{" + members.joined(separator: ",") + "}").utf8))
    #expect(output.diagnostics.map(\.path.description) == ["$.key7"])
    #expect(output.value["key7"] == .number(700))
    #expect(output.value.objectValue?.count == 40)
  }

  @Test func shortDecimalsReadAsDoubleReadsThem() throws {
    var generator = SystemRandomNumberGenerator()
    var texts = ["0.1", "0.35", "-0.5", "12.5", "999999999999.999", "1.000000000000001", "0.000001", "-0.0"]
    for _ in 0..<5_000 {
      let whole = Int.random(in: 0...9_999_999, using: &generator)
      let digits = Int.random(in: 1...8, using: &generator)
      let fraction = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
      texts.append((Bool.random(using: &generator) ? "-" : "") + "\(whole).\(fraction)")
    }
    let document = "[" + texts.joined(separator: ",") + "]"
    let values = try #require(try JSONParser().parse(Data(document.utf8)).value.arrayValue)
    #expect(values.count == texts.count)
    for (text, value) in zip(texts, values) {
      let expected = try #require(Double(text))
      #expect(value.numberValue?.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test func utf8ValidationAgreesWithTheStandardLibrary() {
    var sequences: [[UInt8]] = []
    for first in 0x80...0xFF {
      for second in stride(from: 0, through: 0xFF, by: 1) { sequences.append([UInt8(first), UInt8(second)]) }
    }
    let edges: [[UInt8]] = [
      [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
      [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
      [0x41, 0xE2, 0x82, 0xAC],
    ]
    for bytes in sequences + edges {
      let ours = bytes.withUnsafeBufferPointer { JSONParserState.isValidUTF8($0) }
      #expect(ours == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
  }

  @Test func documentsLargerThanTheFirstGuessGrowTheTape() throws {
    // Two bytes per value: far more entries than the parser reserves at first.
    let count = 100_000
    let document = "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
    let elements = try withDocument(document) { $0.root.elements.count }
    #expect(elements == count)
  }

  @Test func nodePathsComeFromTheParentLinks() throws {
    let text = #"{"a": [{"odd key": [true, {"b": null}]}]}"#
    let path = try withDocument(text) { document in
      document.root.member("a")?.elements.first?.member("odd key")?.elements.last?.member("b")?.path
        .description
    }
    #expect(path == #"$.a[0]["odd key"][1].b"#)
  }
}
