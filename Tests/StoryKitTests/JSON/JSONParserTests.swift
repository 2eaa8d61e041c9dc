import Foundation
import Testing

@testable import StoryKit

@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> JSONParser.Output {
    try JSONParser().parse(Data(text.utf8))
  }

  func syntaxError(_ text: String, parser: JSONParser = JSONParser()) -> JSONSyntaxError? {
    do {
      _ = try parser.parse(Data(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func scalarsKeepTheirTypes() throws {
    #expect(try parse("true").value == .bool(true))
    #expect(try parse("1").value == .number(1))
    #expect(try parse("1").value != .bool(true), "unlike JSONSerialization on Linux, true is not 1")
    #expect(try parse("null").value == .null)
    #expect(try parse(" -0.5e2 ").value == .number(-50))
    #expect(try parse("123456789012345678901").value == .number(123_456_789_012_345_683_968.0))
    #expect(try parse("1e400").value == .number(.infinity))
    #expect(try parse("-1e400").value == .number(-.infinity))
  }

  @Test func stringsAndEscapes() throws {
    #expect(try parse(#""plain""#).value == "plain")
    #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#).value == .string("a\"b\\c/d\u{8}\u{c}\n\r\t"))
    #expect(try parse(#""\u00e9\u4E2D""#).value == "é中")
    #expect(try parse(#""\ud83d\ude00""#).value == "😀")
    #expect(try parse("\"עברית عربي 🔥\"").value == "עברית عربي 🔥")
    #expect(try parse(#""a\u0000b""#).value == .string("a\u{0}b"), "an escaped NUL is valid JSON")
  }

  @Test func objectsKeepOrderAndReportDuplicates() throws {
    let output = try parse(#"{"b": 1, "a": 2, "b": 3}"#)
    #expect(output.value.objectValue?.keys == ["b", "a"])
    #expect(output.value["b"] == 3)
    #expect(output.diagnostics.map(\.code) == [.duplicateKey])
    #expect(output.diagnostics.first?.path.description == "$.b")
  }

  @Test func duplicateDetectionStaysLinearForLargeObjects() throws {
    let members = (0..<20_000).map { "\"k\($0)\": \($0)" } + ["\"k5\": -1"]
    let output = try parse("{" + members.joined(separator: ",") + "}")
    #expect(output.value.objectValue?.count == 20_000)
    #expect(output.value["k5"] == -1)
    #expect(output.diagnostics.count == 1)
  }

  @Test func invalidUTF8IsRepairedWithAWarningAtItsPath() throws {
    var bytes = Array(#"{"list": ["ok", "bad"]}"#.utf8)
    let index = try #require(bytes.firstIndex(of: UInt8(ascii: "b")))
    bytes[index] = 0xFF
    let output = try JSONParser().parse(Data(bytes))
    #expect(output.value["list"]?.arrayValue?[1] == .string("\u{FFFD}ad"))
    #expect(output.diagnostics.map(\.path.description) == ["$.list[1]"])
    #expect(output.diagnostics.first?.code == .invalidUTF8)
  }

  @Test func loneSurrogatesBecomeReplacementCharacters() throws {
    let output = try parse(#"["\udc00x", "\ud800\u0041"]"#)
    #expect(output.value == ["\u{FFFD}x", "\u{FFFD}A"])
    #expect(output.diagnostics.count == 2)
  }

  @Test(arguments: [
    ("", "found empty input"),
    ("{", "expected a key, found the end of the input"),
    ("[1,", "expected a value, found the end of the input"),
    ("[1 2]", "expected ',' or ']' in an array, found '2'"),
    (#"{"a" 1}"#, "expected ':' after the key \"a\", found '1'"),
    (#"{a: 1}"#, "expected a key in double quotes, found 'a'"),
    ("01", "expected a number without leading zeros"),
    ("1.", "expected a digit after '.', found the end of the input"),
    ("1e", "expected a digit after the exponent"),
    ("-", "expected a digit in a number"),
    ("tru", "expected 'true'"),
    ("nul", "expected 'null'"),
    ("[1] 2", "expected the end of the document, found '2'"),
    ("\"a\u{1}\"", "found the raw byte 0x01"),
    (#""\x""#, "expected an escape such as \\n"),
    (#""\u12G4""#, "expected four hex digits after \\u, found 'G'"),
    ("<html>", "found markup starting with '<'"),
    ("\"abc", "expected the closing quote of the string that starts at byte 0"),
  ])
  func syntaxErrorsSayWhatWasExpected(_ text: String, _ message: String) throws {
    let error = try #require(syntaxError(text))
    #expect(error.message.contains(message), "\(error.message)")
    #expect(!error.isLimit)
  }

  @Test func errorsKnowTheirLineColumnAndPath() throws {
    let error = try #require(syntaxError("{\n  \"groups\": [\n    {\"title\": tru}\n  ]\n}"))
    #expect(error.line == 3)
    #expect(error.column == 15)
    #expect(error.path.description == "$.groups[0].title")
  }

  @Test func depthLimitIsExactAndMarkedAsALimit() throws {
    let parser = JSONParser(maxDepth: 3)
    #expect(throws: Never.self) { try parser.parse(Data("[[[1]]]".utf8)) }
    let error = try #require(syntaxError("[[[[1]]]]", parser: parser))
    #expect(error.isLimit)
    #expect(error.path.description == "$[0][0][0]")
  }

  @Test func pathsPrintPlainAndQuotedKeys() {
    let path = JSONPath.root.appending("storyGroups").appending(3).appending("odd key").appending("9lives")
      .appending("quote\"d")
    #expect(path.description == #"$.storyGroups[3]["odd key"]["9lives"]["quote\"d"]"#)
    #expect(JSONPath.root.description == "$")
  }
}
