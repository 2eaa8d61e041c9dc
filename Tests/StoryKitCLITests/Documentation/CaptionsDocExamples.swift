// docs/captions.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitUI
import Testing

func captionsNow(vtt: Data, at seconds: Double) -> [String] {
  let result = WebVTTParser().parse(vtt)
  for diagnostic in result.diagnostics {
    print(diagnostic)  // error $: line 12: expected a cue timing such as "00:01.000 --> 00:04.000" …
  }
  return result.track.cues(at: seconds).map(\.text)
}

@MainActor
func captionsView(for track: CaptionTrack, at seconds: Double) -> CaptionView {
  let captions = CaptionView()
  captions.textStyle = .callout  // the appearance's font for the style, scaled by its multiplier
  captions.show(track, at: seconds)
  return captions
}

@Suite struct CaptionsDocExamplesTests {
  @Test func theExamplesRun() async {
    let vtt = Data("WEBVTT\n\n00:01.000 --> 00:04.000\nHello <b>there</b>\n".utf8)
    #expect(captionsNow(vtt: vtt, at: 2) == ["Hello there"])
    let track = WebVTTParser().parse(vtt).track
    let count = await MainActor.run { captionsView(for: track, at: 2).content?.cues.count }
    #expect(count == 1)
  }
}
