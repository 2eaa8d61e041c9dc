import StoryKit
import Testing

/// Cue text: styled runs for `<b>`, `<i>`, `<u>`, other tags removed with their text kept,
/// character references decoded.
@Suite struct CueTextTests {
  func runs(_ text: String) -> [CaptionCue.Run] {
    WebVTTParser().parse("WEBVTT\n\n00:01.000 --> 00:02.000\n" + text + "\n").cues.first?.runs ?? []
  }

  @Test func boldItalicAndUnderlineBecomeStyledRuns() {
    #expect(
      runs("plain <b>bold <i>both</i></b> <u>under</u>") == [
        .init("plain "), .init("bold ", style: .bold), .init("both", style: [.bold, .italic]), .init(" "),
        .init("under", style: .underline),
      ])
  }

  @Test func classesOnStyleTagsKeepTheStyle() {
    #expect(runs("<i.loud>shout</i>") == [.init("shout", style: .italic)])
  }

  @Test func otherTagsAreRemovedAndTheirTextKept() {
    #expect(
      runs(
        "<v Ana Lee>Hi</v> <c.yellow>there</c><00:00:01.500> <lang en>you</lang> <ruby>漢<rt>kan</rt></ruby> <blink>x</blink>"
      )
      .map(\.text) == ["Hi there you 漢kan x"])
  }

  @Test func anUnclosedTagStylesToTheEndAndAStrayEndTagIsIgnored() {
    #expect(runs("</b>a <b>b\nc") == [.init("a "), .init("b\nc", style: .bold)])
  }

  @Test func characterReferencesAreDecoded() {
    #expect(
      runs("a &amp; b &lt;c&gt;&nbsp;&lrm;&rlm;&#233;&#xE9;").map(\.text) == [
        "a & b <c>\u{00A0}\u{200E}\u{200F}éé"
      ])
  }

  @Test func unknownOrUnterminatedReferencesStayAsWritten() {
    #expect(runs("&bogus; & &amp &#0; &#xZZ;").map(\.text) == ["&bogus; & &amp &#0; &#xZZ;"])
  }

  @Test func linesSplitRunsAtLineBreaks() throws {
    let cue = try #require(
      WebVTTParser().parse("WEBVTT\n\n00:01.000 --> 00:02.000\n<b>one\ntwo</b> three\n").cues.first)
    #expect(cue.lines == [[.init("one", style: .bold)], [.init("two", style: .bold), .init(" three")]])
  }
}
