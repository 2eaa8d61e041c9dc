import Foundation
import StoryKit
import Testing

/// The malformed corpus: every file gives the diagnostics its manifest lists, and nothing crashes.
@Suite struct MalformedFeedTests {
  struct Expectation: Decodable, CustomTestStringConvertible {
    var file: String
    var decodesAFeed: Bool
    var expectedDiagnostics: [String]
    var testDescription: String { file }
  }

  static let folder = "Tests/Fixtures/feeds/malformed"

  static var expectations: [Expectation] {
    get throws {
      try JSONDecoder().decode([Expectation].self, from: Fixtures.data(folder + "/expectations.json"))
    }
  }

  @Test(arguments: try expectations)
  func corpusFileGivesItsDiagnostics(_ expectation: Expectation) throws {
    let result = FeedDecoder().decode(try Fixtures.data(Self.folder + "/" + expectation.file))
    #expect((result.feed != nil) == expectation.decodesAFeed)
    #expect(!result.diagnostics.isEmpty)
    let found = Set(result.triples)
    for expected in expectation.expectedDiagnostics {
      #expect(found.contains(expected), "missing \(expected); found \(result.triples)")
    }
    for diagnostic in result.diagnostics {
      #expect(
        diagnostic.message.contains("expected") && diagnostic.message.contains("found"), "\(diagnostic)")
    }
  }

  @Test func everyCorpusFileIsInTheManifest() throws {
    let files = Set(try Fixtures.files(in: Self.folder, withExtension: "json").map(\.lastPathComponent))
    let listed = Set(try Self.expectations.map(\.file))
    #expect(files.subtracting(["expectations.json"]) == listed)
  }

  @Test func syntaxErrorsGivePositionAndContext() throws {
    let truncated = FeedDecoder().decode(try Fixtures.data(Self.folder + "/truncated-in-string.json"))
    let message = try #require(truncated.diagnostics.first?.message)
    #expect(message.contains("found the end of the input"))
    #expect(message.contains("line 1, column"))
    #expect(message.contains("while reading $.storyGroups[0].title"))

    let html = FeedDecoder().decode(try Fixtures.data(Self.folder + "/html-error-page.json"))
    #expect(html.diagnostics.first?.message.contains("HTML") == true)
    #expect(FeedDecoder().decode(Data()).diagnostics.first?.message.contains("empty input") == true)
  }

  @Test func deepNestingIsRejectedWithoutRecursingIntoIt() {
    let depth = 200_000
    let document = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = FeedDecoder().decode(document)
    #expect(result.feed == nil)
    #expect(result.triples == ["error limitExceeded $"])
    #expect(result.diagnostics.first?.message.contains("the limit of 64 levels") == true)

    let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    #expect(FeedDecoder().decode(objects).triples == ["error limitExceeded $"])
    // A caller asking for more depth than the parser can safely recurse still gets a bounded parse.
    let greedy = FeedDecoder(limits: .init(maxDepth: 10_000_000)).decode(document)
    #expect(greedy.triples == ["error limitExceeded $"])
  }

  @Test func twentyMegabyteStringIsRejectedBySize() {
    let document = #"{"schemaVersion": 1, "x": ""# + String(repeating: "a", count: 20_000_000) + #""}"#
    let result = FeedDecoder().decode(document)
    #expect(result.feed == nil)
    #expect(result.triples == ["error limitExceeded $"])
    #expect(result.diagnostics.first?.message.contains("at most 8 MiB, found 19.1 MiB") == true)
  }

  @Test func longStringIsRejectedAtItsPathWhenTheDocumentFits() {
    let limits = FeedDecoder.Limits(maxDocumentBytes: 64 * 1024 * 1024)
    let title = "\"" + String(repeating: "é", count: 10_000_000) + "\""
    let result = FeedDecoder(limits: limits).decode(
      FeedText.with(groups: "[" + FeedText.group(title: title) + "]"))
    #expect(result.has(.limitExceeded, at: "$.storyGroups[0].title", severity: .error))
    #expect(result.feed?.storyGroups.isEmpty == true)
  }

  @Test func countLimitsKeepTheFirstItems() throws {
    let limits = FeedDecoder.Limits(maxStoryGroups: 3, maxStoriesPerGroup: 2)
    let stories = (0..<5).map { FeedText.story(id: "\"s\($0)\"") }.joined(separator: ",")
    let groups = (0..<5).map { FeedText.group(id: "\"g\($0)\"", story: stories) }.joined(separator: ",")
    let result = FeedDecoder(limits: limits).decode(FeedText.with(groups: "[\(groups)]"))
    let feed = try #require(result.feed)
    #expect(feed.storyGroups.map(\.id) == ["g0", "g1", "g2"])
    #expect(feed.storyGroups.allSatisfy { $0.stories.map(\.id) == ["s0", "s1"] })
    #expect(result.has(.limitExceeded, at: "$.storyGroups"))
    #expect(
      result.message(at: "$.storyGroups")
        == "expected at most 3 story groups, found 5; the 2 after index 2 are dropped")
    #expect(result.has(.limitExceeded, at: "$.storyGroups[0].stories"))
  }

  @Test func documentsOverTheSizeLimitAreNotRead() throws {
    let limits = FeedDecoder.Limits(maxDocumentBytes: 100)
    let result = FeedDecoder(limits: limits).decode(FeedText.with())
    #expect(result.triples == ["error limitExceeded $"])
  }

  @Test func unreadableFileIsADiagnostic() {
    let result = FeedDecoder().decode(contentsOf: URL(fileURLWithPath: "/nonexistent/feed.json"))
    #expect(result.feed == nil)
    #expect(result.diagnostics.first?.message.contains("/nonexistent/feed.json") == true)
  }
}
