import StoryKit
import Testing

/// Which cues show at a time: half-open intervals, overlaps in start order.
@Suite struct CaptionTrackTests {
  static func cue(_ text: String, _ start: Double, _ end: Double) -> CaptionCue {
    CaptionCue(start: start, end: end, runs: [.init(text)])
  }

  let track = CaptionTrack(cues: [
    cue("late", 10, 12), cue("long", 0, 100), cue("a", 1, 3), cue("b", 2, 4), cue("c", 2, 2.5),
  ])

  @Test func cuesAreOrderedByStartKeepingFileOrderForTies() {
    #expect(track.cues.map(\.text) == ["long", "a", "b", "c", "late"])
  }

  @Test func overlappingCuesAreAllReturnedInStartOrder() {
    #expect(track.cues(at: 2.2).map(\.text) == ["long", "a", "b", "c"])
    #expect(track.cues(at: 3.5).map(\.text) == ["long", "b"])
    #expect(track.cues(at: 11).map(\.text) == ["long", "late"])
  }

  @Test func startIsIncludedAndEndIsNot() {
    #expect(track.cues(at: 1).map(\.text) == ["long", "a"])
    #expect(track.cues(at: 3).map(\.text) == ["long", "b"])
    #expect(track.cues(at: 100).isEmpty)
  }

  @Test func timesOutsideTheTrackOrNotFiniteShowNothing() {
    #expect(track.cues(at: -1).isEmpty)
    #expect(track.cues(at: .nan).isEmpty)
    #expect(track.cues(at: .infinity).isEmpty)
    #expect(CaptionTrack(cues: []).cues(at: 1).isEmpty)
  }

  @Test func theParsersTrackAnswersLookups() {
    let track = WebVTTParser().parse("WEBVTT\n\n00:02.000 --> 00:03.000\nB\n\n00:01.000 --> 00:04.000\nA\n")
      .track
    #expect(track.cues(at: 2.5).map(\.text) == ["A", "B"])
  }
}
