import Foundation
import StoryKit
import Testing

/// The WebVTT parser algorithm's rules where a hand-written reader easily departs from it: NULs,
/// what may follow a cue's end time, the form feed as whitespace, and the one byte-order mark.
/// The files are in the manner of the specification's own examples (a short interview, cue
/// settings after the timing).
@Suite struct WebVTTSpecificationTests {
  /// Two cues in the manner of the specification's first examples.
  static func interview(
    timing: String = "00:11.000 --> 00:13.000", text: String = "We are in New York City"
  )
    -> String
  {
    "WEBVTT\n\n\(timing)\n\(text)\n\n00:13.000 --> 00:16.000\nWe're actually at the Lucern Hotel\n"
  }

  @Test func aNULAnywhereBecomesTheReplacementCharacter() {
    let result = WebVTTParser().parse(Self.interview(text: "We are in New\u{0}York City"))
    #expect(result.cues.first?.text == "We are in New\u{FFFD}York City")
    let identified = WebVTTParser().parse("WEBVTT\n\nintro\u{0}\n00:11.000 --> 00:13.000\nHello\n")
    #expect(identified.cues.first?.id == "intro\u{FFFD}")
  }

  @Test func aNULInTheBytesBecomesTheReplacementCharacterToo() {
    let data = Data(Self.interview(text: "New\u{0}York").utf8)
    #expect(WebVTTParser().parse(data).cues.first?.text == "New\u{FFFD}York")
  }

  /// "Collect a WebVTT timestamp" stops at the last digit of the milliseconds, and what follows is
  /// the remainder the cue settings are parsed from: the cue is kept, whatever follows.
  @Test(arguments: [
    ("00:11.000 --> 00:13.000x", "x"),
    ("00:11.000 --> 00:13.000align:start", "align:start"),
    ("00:11.000 --> 00:13.000 align:start size:50%", "align:start size:50%"),
    ("00:11.000-->00:13.000", ""),
    ("00:11.000\t-->\t00:13.000\tline:0", "line:0"),
  ])
  func whatFollowsTheEndTimeIsTheSettingsRemainder(timing: String, settings: String) {
    let result = WebVTTParser().parse(Self.interview(timing: timing))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.cues.map(\.text) == ["We are in New York City", "We're actually at the Lucern Hotel"])
    #expect(result.cues.first.map { ($0.start, $0.end) } ?? (0, 0) == (11, 13))
    #expect(result.cues.first?.settings == settings)
  }

  /// A timestamp that is not one (a fourth millisecond digit, a missing one) still makes the line
  /// a failed timing: the cue is dropped and the next one kept.
  @Test(arguments: ["00:11.000 --> 00:13.0000", "00:11.000 --> 00:13.00", "00:11.000 --> 13.000"])
  func aTimestampThatDoesNotParseDropsTheCue(timing: String) {
    let result = WebVTTParser().parse(Self.interview(timing: timing))
    #expect(result.cues.map(\.text) == ["We're actually at the Lucern Hotel"])
    #expect(result.diagnostics.map(\.code) == [.invalidValue])
  }

  /// "Skip whitespace" skips ASCII whitespace, which includes U+000C FORM FEED.
  @Test func aFormFeedIsWhitespaceAroundTheArrowAndBeforeTheSettings() {
    let timing = "\u{0C}00:11.000\u{0C}-->\u{0C}00:13.000\u{0C}align:start"
    let result = WebVTTParser().parse(Self.interview(timing: timing))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.cues.first.map { ($0.start, $0.end) } ?? (0, 0) == (11, 13))
    #expect(result.cues.first?.settings == "align:start")
  }

  /// UTF-8 decoding removes one byte-order mark; then "WEBVTT" must come first, so a second mark
  /// means the file is not a WebVTT file.
  @Test func oneByteOrderMarkIsDroppedAndASecondRejectsTheFile() {
    let bom = Data([0xEF, 0xBB, 0xBF])
    let file = Data(Self.interview().utf8)
    #expect(WebVTTParser().parse(bom + file).cues.count == 2)
    #expect(WebVTTParser().parse("\u{FEFF}" + Self.interview()).cues.count == 2)
    for twice in [
      WebVTTParser().parse(bom + bom + file), WebVTTParser().parse("\u{FEFF}\u{FEFF}" + Self.interview()),
    ] {
      #expect(twice.cues.isEmpty)
      #expect(twice.diagnostics.map(\.code) == [.syntax])
      #expect(twice.diagnostics.first?.message.hasPrefix("line 1: expected the header \"WEBVTT\"") == true)
    }
  }
}
