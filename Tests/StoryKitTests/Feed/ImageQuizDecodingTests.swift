import Foundation
import StoryKit
import Testing

/// The image quiz's keys as the feed gives them, and each bad value reported at its JSON path:
/// the layer is dropped, the rest of the story kept.
@Suite struct ImageQuizDecodingTests {
  let decoder = FeedDecoder(baseURL: URL(string: "https://cdn.example.com/feeds/home.json"))
  static let path = "$.storyGroups[0].stories[0].layers"
  static let frame = #""frame": {"x": 0, "y": 0.1, "width": 1, "height": 0.3}"#

  func decode(_ json: String) throws -> (layers: [ContentLayer], result: FeedDecodingResult) {
    let result = decoder.decode(FeedText.withLayers(json))
    let story = try #require(result.feed?.storyGroups.first?.stories.first)
    return (story.layers, result)
  }

  @Test func picturesLabelsAndTheRightAnswerAreRead() throws {
    let (layers, result) = try decode(
      #"""
      [{"id": "iq", "type": "imageQuiz", \#(Self.frame), "question": "Which one is Lisbon?",
        "options": [{"url": "images/lisbon.jpg", "label": "Lisbon"}, {"url": "https://cdn.example.com/porto.jpg"}],
        "correctIndex": 0}]
      """#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      layers.first?.kind
        == .imageQuiz(
          ImageQuizLayer(
            question: "Which one is Lisbon?",
            options: [
              .init(
                imageURL: try #require(URL(string: "https://cdn.example.com/feeds/images/lisbon.jpg")),
                label: "Lisbon"),
              .init(imageURL: try #require(URL(string: "https://cdn.example.com/porto.jpg"))),
            ],
            correctIndex: 0)))
  }

  @Test func badValuesAreReportedAtTheirPathsAndTheRestIsKept() throws {
    let two = #"[{"url": "a.jpg"}, {"url": "b.jpg"}]"#
    let (layers, result) = try decode(
      #"""
      [{"id": "one", "type": "imageQuiz", \#(Self.frame), "question": "Q", "options": [{"url": "a.jpg"}], "correctIndex": 0},
       {"id": "five", "type": "imageQuiz", \#(Self.frame), "question": "Q",
        "options": [{"url": "a.jpg"}, {"url": "b.jpg"}, {"url": "c.jpg"}, {"url": "d.jpg"}, {"url": "e.jpg"}], "correctIndex": 0},
       {"id": "nourl", "type": "imageQuiz", \#(Self.frame), "question": "Q", "options": [{"url": "a.jpg"}, {"label": "B"}], "correctIndex": 0},
       {"id": "index", "type": "imageQuiz", \#(Self.frame), "question": "Q", "options": \#(two), "correctIndex": 2},
       {"id": "string", "type": "imageQuiz", \#(Self.frame), "question": "Q", "options": ["a", "b"], "correctIndex": 0},
       {"id": "ok", "type": "imageQuiz", \#(Self.frame), "question": "Q", "options": \#(two), "correctIndex": 1}]
      """#)
    #expect(layers.map(\.id) == ["ok"])
    #expect(
      result.message(at: Self.path + "[0].options")
        == "expected 2 to 4 picture options, found 1; the layer is dropped")
    #expect(
      result.message(at: Self.path + "[1].options")
        == "expected 2 to 4 picture options, found 5; the layer is dropped")
    #expect(result.has(.missingField, at: Self.path + "[2].options[1].url", severity: .error))
    #expect(
      result.message(at: Self.path + "[3].correctIndex")
        == "expected an index into the 2 options (0 to 1), found 2; the layer is dropped")
    #expect(result.has(.typeMismatch, at: Self.path + "[4].options[0]"))
  }
}
