import Foundation
import StoryKit
import Testing

/// The WebVTT essentials: header, identifiers, timings with and without hours, multi-line text,
/// skipped blocks, line endings, and a diagnostic naming the line of each malformed cue.
@Suite struct WebVTTParserTests {
  static let valid = """
    WEBVTT - a title

    NOTE a comment
    that spans lines

    STYLE
    ::cue { color: yellow }

    intro
    00:00:01.000 --> 00:00:03.500 line:90% align:center
    Hello,
    world

    00:04.250 --> 00:06.000
    <v Ana>Second</v> cue

    """

  @Test func aValidFileKeepsEveryCue() {
    let result = WebVTTParser().parse(Self.valid)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.cues.count == 2)
    let first = result.cues[0]
    #expect(first.id == "intro")
    #expect(first.start == 1 && first.end == 3.5)
    #expect(first.text == "Hello,\nworld")
    #expect(first.settings == "line:90% align:center")
    #expect(first.lines.map { $0.map(\.text) } == [["Hello,"], ["world"]])
    let second = result.cues[1]
    #expect(second.id == nil)
    #expect(second.start == 4.25 && second.end == 6)
    #expect(second.text == "Second cue")
    #expect(second.settings.isEmpty)
  }

  @Test func hoursAreOptionalAndMayHaveMoreThanTwoDigits() {
    let result = WebVTTParser().parse(
      "WEBVTT\n\n01:02:03.004 --> 123:00:00.000\na\n\n59:59.999 --> 01:00:00.000\nb\n")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.cues.map(\.start) == [3723.004, 3599.999])
    #expect(result.cues.map(\.end) == [442_800, 3600])
  }

  @Test func crlfAndCRLineEndingsAndAByteOrderMarkAreRead() {
    let crlf =
      "WEBVTT\r\n\r\n1\r\n00:01.000 --> 00:02.000\r\nOne\r\nTwo\r\n\r\n00:03.000 --> 00:04.000\r\nThree\r\n"
    let bom = Data([0xEF, 0xBB, 0xBF]) + Data(crlf.utf8)
    for result in [
      WebVTTParser().parse(crlf), WebVTTParser().parse(bom),
      WebVTTParser().parse(crlf.replacingOccurrences(of: "\r\n", with: "\r")),
    ] {
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      #expect(result.cues.map(\.text) == ["One\nTwo", "Three"])
      #expect(result.cues.first?.id == "1")
    }
  }

  @Test func aTimingLineRightAfterTheHeaderStartsACue() {
    let result = WebVTTParser().parse("WEBVTT\n00:01.000 --> 00:02.000\nHi")
    #expect(result.cues.map(\.text) == ["Hi"])
  }

  @Test func aTimingLineInsideCueTextStartsTheNextCue() {
    let result = WebVTTParser().parse("WEBVTT\n\n00:01.000 --> 00:02.000\nA\n00:02.000 --> 00:03.000\nB\n")
    #expect(result.cues.map(\.text) == ["A", "B"])
  }

  @Test(arguments: [
    "", "WEBVTTX\n\n00:01.000 --> 00:02.000\nA", "1\n00:00:01,000 --> 00:00:02,000\nSRT", "<html>",
  ])
  func withoutTheHeaderNothingIsRead(text: String) {
    let result = WebVTTParser().parse(text)
    #expect(result.cues.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.code == .syntax)
    #expect(result.diagnostics.first?.message.hasPrefix("line 1: expected the header \"WEBVTT\"") == true)
  }

  @Test(arguments: [
    ("00:01.000 -> 00:02.000", "line 6: expected a cue: an optional identifier, then a timing"),
    ("00:01,000 --> 00:02,000", "line 6: expected a cue timing"),
    ("0:01.000 --> 00:02.000", "line 6: expected a cue timing"),
    ("00:61.000 --> 00:62.000", "line 6: expected a cue timing"),
    ("00:01.00 --> 00:02.000", "line 6: expected a cue timing"),
    ("00:03.000 --> 00:02.000", "line 6: expected the end time after the start time"),
    ("00:02.000 --> 00:02.000", "line 6: expected the end time after the start time"),
  ])
  func aMalformedCueIsSkippedWithItsLineAndTheRestKept(timing: String, message: String) {
    let text =
      "WEBVTT\n\n00:00.000 --> 00:01.000\nBefore\n\n\(timing)\nBad\n\n00:05.000 --> 00:06.000\nAfter\n"
    let result = WebVTTParser().parse(text)
    #expect(result.cues.map(\.text) == ["Before", "After"])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.code == (timing.contains("-->") ? .invalidValue : .syntax))
    #expect(result.diagnostics.first?.message.hasPrefix(message) == true, "\(result.diagnostics)")
  }

  @Test func aBlockWithoutATimingIsSkippedWithItsLine() {
    let result = WebVTTParser().parse("WEBVTT\n\ngarbage\nmore garbage\n\n00:01.000 --> 00:02.000\nKept\n")
    #expect(result.cues.map(\.text) == ["Kept"])
    #expect(result.diagnostics.map(\.code) == [.syntax])
    #expect(result.diagnostics.first?.message.hasPrefix("line 3: expected a cue") == true)
    #expect(result.diagnostics.first?.description.contains("garbage") == true)
  }

  @Test func invalidUTF8IsReplacedWithAWarning() {
    let data = Data("WEBVTT\n\n00:01.000 --> 00:02.000\nA".utf8) + Data([0xFF, 0x0A])
    let result = WebVTTParser().parse(data)
    #expect(result.cues.map(\.text) == ["A\u{FFFD}"])
    #expect(result.diagnostics.map(\.code) == [.invalidUTF8])
  }
}
