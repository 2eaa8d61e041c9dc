import Foundation
import StoryKit
import Testing

/// The rating slider's keys as the feed gives them: every key read, the defaults, and each bad
/// value reported at its JSON path while the rest of the story (and the layer, where it can
/// still be drawn) is kept.
@Suite struct RatingLayerDecodingTests {
  let decoder = FeedDecoder()
  static let path = "$.storyGroups[0].stories[0].layers"

  func layers(_ json: String) throws -> (layers: [ContentLayer], result: FeedDecodingResult) {
    let result = decoder.decode(FeedText.withLayers(json))
    let story = try #require(result.feed?.storyGroups.first?.stories.first)
    return (story.layers, result)
  }

  @Test func everyKeyIsRead() throws {
    let (layers, result) = try layers(
      #"""
      [{"id": "r", "type": "rating", "frame": {"x": 0.1, "y": 0.5, "width": 0.8, "height": 0.2},
        "question": "How hot?", "emoji": "🔥", "trackColor": "#FF5A36", "textColor": "#112233"}]
      """#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      layers.first?.kind
        == .rating(
          RatingLayer(
            question: "How hot?", emoji: "🔥", trackColor: Color(red8: 0xFF, green8: 0x5A, blue8: 0x36),
            textColor: Color(red8: 0x11, green8: 0x22, blue8: 0x33))))
  }

  @Test func withoutAQuestionOrAnEmojiTheDefaultsShow() throws {
    let (layers, result) = try layers(
      #"[{"id": "r", "type": "rating", "frame": {"x": 0.1, "y": 0.5, "width": 0.8, "height": 0.2}}]"#)
    #expect(result.diagnostics.isEmpty)
    #expect(layers.first?.kind == .rating(RatingLayer(question: "", emoji: "😍")))
  }

  @Test func badValuesAreReportedAtTheirPathsAndTheRestIsKept() throws {
    let (layers, result) = try layers(
      #"""
      [{"id": "words", "type": "rating", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "emoji": "not one"},
       {"id": "empty", "type": "rating", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "emoji": ""},
       {"id": "colour", "type": "rating", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "trackColor": "red-ish"},
       {"id": "question", "type": "rating", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "question": 7},
       {"id": "noframe", "type": "rating"},
       {"id": "caption", "type": "text", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.1}, "text": "kept"}]
      """#)
    #expect(
      result.message(at: Self.path + "[0].emoji")
        == "expected one emoji, found \"not one\" (7 characters); shows 😍")
    #expect(result.has(.invalidValue, at: Self.path + "[0].emoji", severity: .warning))
    #expect(result.message(at: Self.path + "[1].emoji") != nil)
    #expect(result.message(at: Self.path + "[2].trackColor") != nil)
    #expect(result.message(at: Self.path + "[3].question") != nil)
    #expect(result.has(.missingField, at: Self.path + "[4].frame", severity: .error))
    #expect(layers.map(\.id) == ["words", "empty", "colour", "question", "caption"])
    #expect(layers.first?.kind == .rating(RatingLayer(question: "", emoji: "😍")))
    #expect(layers[2].kind == .rating(RatingLayer(question: "")), "a bad colour falls back to the accent")
  }
}
