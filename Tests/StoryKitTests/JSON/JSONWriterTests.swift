import Foundation
import Testing

@testable import StoryKit

/// ``JSONWriter``: RFC 8259 text that the parser reads back as the same value.
@Suite struct JSONWriterTests {
  func text(_ value: JSONValue) throws -> String {
    try JSONWriter().string(value)
  }

  func roundTrip(_ value: JSONValue) throws -> JSONValue {
    try JSONValue(parsing: try JSONWriter().data(value), maxDepth: 512)
  }

  @Test func writesCompactJSONWithMembersInTheirOrder() throws {
    #expect(try text(nil) == "null")
    #expect(try text(true) == "true")
    #expect(try text(false) == "false")
    #expect(try text([]) == "[]")
    #expect(try text([:]) == "{}")
    #expect(
      try text(["z": 1, "a": [true, nil, "x"], "m": ["": [:]]]) == #"{"z":1,"a":[true,null,"x"],"m":{"":{}}}"#
    )
    let object = JSONObject([(key: "b", value: 2), (key: "a", value: 1), (key: "b", value: 3)])
    #expect(try text(.object(object)) == #"{"b":3,"a":1}"#, "a repeated key keeps its first place")
    #expect(try JSONValue.array(["a\"b", 0.1, true]).jsonString() == #"["a\"b",0.1,true]"#)
    #expect(
      try JSONValue.object(["sentAt": 1_714_564_800_123]).jsonData()
        == Data(#"{"sentAt":1714564800123}"#.utf8))
  }

  @Test func stringsEscapeOnlyWhatJSONRequires() throws {
    #expect(try text(#"quote " backslash \ slash /"#) == #""quote \" backslash \\ slash /""#)
    #expect(try text("\u{8}\t\n\u{C}\r") == #""\b\t\n\f\r""#)
    #expect(
      try text("\u{0}\u{1}\u{1F} \u{7F}") == "\"\\u0000\\u0001\\u001f \u{7F}\"", "DEL is not a JSON control")
    #expect(try text("é 世界 🎉 \u{2028}\u{2029}") == "\"é 世界 🎉 \u{2028}\u{2029}\"", "raw UTF-8")
    #expect(try text(["k\"ey\n": "v"]) == #"{"k\"ey\n":"v"}"#, "keys are escaped too")
    #expect(try text("") == #""""#)
    #expect(JSONWriter.quoted("2024-05-01T12:00:00.500Z") == Data(#""2024-05-01T12:00:00.500Z""#.utf8))
  }

  @Test func wholeNumbersWithin2To53AreIntegers() throws {
    #expect(try text(42) == "42")
    #expect(try text(42.0) == "42")
    #expect(try text(-17) == "-17")
    #expect(try text(0) == "0")
    #expect(try text(.number(-0.0)) == "-0")
    #expect(try text(9_007_199_254_740_992) == "9007199254740992")
    #expect(try text(-9_007_199_254_740_992) == "-9007199254740992")
    #expect(try text(1_714_564_800_123) == "1714564800123")
  }

  @Test func otherNumbersAreTheShortestTextThatReadsBack() throws {
    let cases: [(Double, String)] = [
      (0.1, "0.1"), (-2.5, "-2.5"), (1e21, "1e+21"), (1e-7, "1e-07"), (123_456.789, "123456.789"),
      (9_007_199_254_740_994, "9.007199254740994e+15"), (.leastNonzeroMagnitude, "5e-324"),
      (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (-.leastNormalMagnitude, "-2.2250738585072014e-308"),
      (1_714_564_800.123456, "1714564800.123456"), (0.1 + 0.2, "0.30000000000000004"),
    ]
    for (number, expected) in cases {
      #expect(try text(.number(number)) == expected)
      let back = try #require(try roundTrip(.number(number)).numberValue)
      #expect(back.bitPattern == number.bitPattern, "\(number) reads back bit for bit")
    }
    #expect(try roundTrip(.number(-0.0)).numberValue?.sign == .minus)
  }

  @Test func nonFiniteNumbersThrowWithTheirPath() throws {
    for bad in [Double.nan, .infinity, -.infinity] {
      let value: JSONValue = ["events": [["ok": 1], ["ratio": .number(bad)]]]
      #expect(throws: JSONWriteError.self) { try JSONWriter().data(value) }
      do {
        _ = try JSONWriter().string(value)
      } catch {
        #expect(error.path.description == "$.events[1].ratio")
        #expect(error.number == bad.description)
        #expect(
          error.description
            == "expected a finite number at $.events[1].ratio, found \(bad); JSON has no NaN or infinity")
      }
    }
    #expect(throws: JSONWriteError(path: .root, number: .nan)) { try JSONValue.number(.nan).jsonData() }
  }

  @Test func nonFiniteNumbersCanBeWrittenAsNull() throws {
    let value: JSONValue = ["a": .number(.nan), "b": [.number(.infinity), .number(-.infinity), 1]]
    #expect(try value.jsonString(nonFiniteNumbers: .writeNull) == #"{"a":null,"b":[null,null,1]}"#)
  }

  static let trickyStrings: [String] = [
    "", " ", "\"", "\\", "\\\"", "\\u", "\\u00", #"\ud800"#, "/", "</script>", "\u{0}", "a\u{0}b",
    String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }), "\u{7F}", "\u{80}", "\u{FFFD}",
    "\u{FEFF}bom", "\u{2028}\u{2029}", "😀", "👩‍👩‍👧‍👦", "🇫🇷", "e\u{301}", "עברית عربي", "\u{10FFFF}",
    "\u{E000}", String(repeating: "x", count: 10_000), String(repeating: "\"\\", count: 1_000),
  ]

  static let trickyNumbers: [Double] = [
    0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.5, 1e21, 1e22, 1e-7, 1e-300, 1e300, .leastNonzeroMagnitude,
    2.2250738585072014e-308,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_991, 9_007_199_254_740_992,
    9_007_199_254_740_994, -9_007_199_254_740_994, 1_714_564_800_123, 1_714_564_800.123, 123_456.789, .pi,
  ]

  @Test func aCorpusOfTrickyValuesRoundTrips() throws {
    var corpus: [JSONValue] = Self.trickyStrings.map { .string($0) } + Self.trickyNumbers.map { .number($0) }
    corpus += [.null, true, false, [], [:], [[[[]]]], ["": ""]]
    corpus.append(.array(corpus))
    corpus.append(.object(JSONObject(Self.trickyStrings.map { (key: $0, value: .string($0)) })))
    for value in corpus {
      #expect(try roundTrip(value) == value, "\(value)")
      #expect(
        (try? JSONSerialization.jsonObject(with: try JSONWriter().data(value), options: .fragmentsAllowed))
          != nil)
    }
  }

  @Test func aLoneSurrogateEscapeReadsAsTheReplacementCharacterAndWritesBackAsIt() throws {
    let parsed = try JSONValue(parsing: Data(#""a\ud800b""#.utf8))
    #expect(parsed == "a\u{FFFD}b")
    #expect(try text(parsed) == "\"a\u{FFFD}b\"")
    #expect(try roundTrip(parsed) == parsed)
  }

  @Test func deepNestingWithinTheParsersBoundRoundTrips() throws {
    var value: JSONValue = "leaf"
    for depth in 0..<500 { value = depth.isMultiple(of: 2) ? [value] : ["k": value] }
    #expect(try roundTrip(value) == value)
  }

  @Test func everyFeedFixtureRoundTripsAndWritingIsStable() throws {
    let files =
      try Fixtures.files(in: "Examples/feeds", withExtension: "json")
      + [Fixtures.url("Tests/Fixtures/feeds/every-field.json")]
    #expect(files.count >= 6)
    for file in files {
      let value = try JSONValue(parsing: try Data(contentsOf: file))
      let written = try JSONWriter().data(value)
      let reread = try JSONValue(parsing: written)
      #expect(reread == value, "\(file.lastPathComponent)")
      #expect(reread.objectValue?.keys == value.objectValue?.keys, "member order is kept")
      #expect(try JSONWriter().data(reread) == written, "\(file.lastPathComponent): same bytes again")
    }
  }

  /// Random values from a fixed seed: strings of any scalars, numbers from any finite bit pattern.
  @Test func randomValuesRoundTrip() throws {
    var generator = SplitMix64(seed: 0x5EED_1234)
    for _ in 0..<300 {
      let value = Self.randomValue(depth: 0, using: &generator)
      #expect(try roundTrip(value) == value, "\(value)")
    }
  }

  static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONValue {
    switch generator.next() % (depth > 4 ? 4 : 6) {
    case 0: return generator.next().isMultiple(of: 2) ? .null : .bool(generator.next().isMultiple(of: 2))
    case 1:
      var number = Double(bitPattern: generator.next())
      if !number.isFinite { number = Double(Int64(bitPattern: generator.next()) >> 10) }
      return .number(generator.next().isMultiple(of: 3) ? number.rounded() : number)
    case 2, 3: return .string(randomString(using: &generator))
    case 4:
      return .array(
        (0..<Int(generator.next() % 5)).map { _ in randomValue(depth: depth + 1, using: &generator) })
    default:
      let members = (0..<Int(generator.next() % 5)).map { _ in
        (key: randomString(using: &generator), value: randomValue(depth: depth + 1, using: &generator))
      }
      return .object(JSONObject(members))
    }
  }

  static func randomString(using generator: inout SplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int(generator.next() % 12) {
      // Mostly ASCII and controls, some from the whole range (surrogates are not scalars: skipped).
      let limit: UInt64 = generator.next().isMultiple(of: 3) ? 0x11_0000 : 0x80
      if let scalar = Unicode.Scalar(UInt32(generator.next() % limit)) { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
