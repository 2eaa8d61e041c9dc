import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

@testable import storykit

/// The JSON the command-line tool writes: `validate --json` (the same text the Codable-based
/// version printed, but `[]` for an empty list) and the document `render --widget` rewrites.
@MainActor
@Suite struct CLIJSONTests {
  @Test func indentedTextOfEveryKindOfValue() {
    let value: JSONValue = [
      "text": "a/b \"q\" \\ tab\t é ✓", "whole": 42, "fraction": 0.5, "negative": -3, "flag": true,
      "nothing": nil, "emptyList": [], "emptyObject": [:], "nested": [1, ["k": [false]]],
      "notANumber": .number(.nan),
    ]
    #expect(
      IndentedJSON.text(value) == """
        {
          "text" : "a/b \\"q\\" \\\\ tab\\t é ✓",
          "whole" : 42,
          "fraction" : 0.5,
          "negative" : -3,
          "flag" : true,
          "nothing" : null,
          "emptyList" : [],
          "emptyObject" : {},
          "nested" : [
            1,
            {
              "k" : [
                false
              ]
            }
          ],
          "notANumber" : null
        }
        """)
    #expect(IndentedJSON.text("plain") == "\"plain\"" && IndentedJSON.text(1e21) == "1e+21")
  }

  @Test func validateJSONIsWhatTheCodableVersionPrinted() {
    let result = FeedDecoder().decode(Data("[]".utf8))
    // Printed by `storykit validate --json` at commit fcc4aac, with JSONEncoder.
    #expect(
      FeedSummary(result).json(file: "/tmp/empty-feed.json", diagnostics: result.diagnostics) == """
        {
          "diagnostics" : [
            {
              "code" : "typeMismatch",
              "message" : "expected an object at the top of the document, found an empty array",
              "path" : "$",
              "severity" : "error"
            }
          ],
          "file" : "/tmp/empty-feed.json",
          "summary" : {
            "banners" : 0,
            "canvasLayers" : 0,
            "errors" : 1,
            "groups" : 0,
            "stories" : 0,
            "swipeCards" : 0,
            "videoFeedItems" : 0,
            "warnings" : 0,
            "widgetVariants" : 0
          }
        }
        """)
  }

  @Test func validateJSONOfEveryFixtureHasTheFieldsAndTypes() throws {
    let feeds =
      try Fixtures.files(in: "Examples/feeds", withExtension: "json")
      + Fixtures.files(in: "Tests/Fixtures/feeds/malformed", withExtension: "json")
    #expect(feeds.count > 10)
    for url in feeds {
      let result = FeedDecoder(baseURL: url).decode(try Data(contentsOf: url))
      let text = FeedSummary(result).json(file: url.path, diagnostics: result.diagnostics)
      // Read back by Foundation's parser, as a script would.
      let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(Set(object.keys) == ["diagnostics", "file", "summary"])
      #expect(object["file"] as? String == url.path)
      let diagnostics = try #require(object["diagnostics"] as? [[String: String]], "\(url.lastPathComponent)")
      #expect(diagnostics.count == result.diagnostics.count)
      for (entry, diagnostic) in zip(diagnostics, result.diagnostics) {
        #expect(
          entry == [
            "code": diagnostic.code.rawValue, "message": diagnostic.message,
            "path": diagnostic.path.description,
            "severity": diagnostic.severity.rawValue,
          ])
      }
      let summary = try #require(object["summary"] as? [String: Int])
      #expect(summary.count == 9 && summary["errors"] == result.errors.count)
    }
  }

  @Test func forcingAWidgetKeepsOneVariantAndTheRestOfTheDocument() throws {
    let text = """
      {"schemaVersion": 1, "extra": {"keep": [1.5, true, null, "a/b"]},
       "placement": {"token": "t", "variants": [
         {"id": "bar", "kind": "storyBar", "ratio": 4, "weight": 2, "condition": {"attribute": "labels",
          "operator": "in", "value": ["x"]}},
         {"id": 7, "kind": "banner", "ratio": 2, "testOnly": true, "weight": 1, "styling": {"banner": {}}}]},
       "storyGroups": [], "banners": []}
      """
    let data = Data(text.utf8)
    let feed = try #require(FeedDecoder().decode(data).feed)
    let forced = try JSONValue(parsing: try PlacementRendering.forcing(.banner, in: data, feed: feed))
    let original = try JSONValue(parsing: data)
    #expect(
      forced["placement"]?["variants"] == [
        ["id": 7, "kind": "banner", "ratio": 2, "styling": ["banner": [:]]]
      ])
    #expect(forced["placement"]?["token"] == "t")
    #expect(forced["extra"] == original["extra"] && forced["storyGroups"] == [] && forced["banners"] == [])
    #expect(forced.objectValue?.keys == original.objectValue?.keys, "members keep their order")

    let bar = try JSONValue(parsing: try PlacementRendering.forcing(.storyBar, in: data, feed: feed))
    #expect(bar["placement"]?["variants"] == [["id": "bar", "kind": "storyBar", "ratio": 4]])
    #expect(throws: PlacementRendering.Failure.self) {
      try PlacementRendering.forcing(.canvas, in: data, feed: feed)
    }
  }
}
