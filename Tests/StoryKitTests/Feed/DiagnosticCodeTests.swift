import Foundation
import StoryKit
import Testing

/// Every diagnostic code, each produced by the smallest document that shows it.
@Suite struct DiagnosticCodeTests {
  static let bare = FeedText.with()

  static let documents: [Diagnostic.Code: Data] = [
    .syntax: Data("{\"schemaVersion\": 1,".utf8),
    .unsupportedEncoding: Data([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D]),
    .byteOrderMark: Data([0xEF, 0xBB, 0xBF]) + Data(bare.utf8),
    .invalidUTF8: Data(bare.utf8).replacing(Data("\"t\"".utf8), with: Data([0x22, 0xC3, 0x28, 0x22])),
    .duplicateKey: Data(
      bare.replacingOccurrences(of: "\"token\": \"t\"", with: "\"token\": \"t\", \"token\": \"t\"").utf8),
    .missingField: Data(bare.replacingOccurrences(of: "\"ratio\": 4", with: "\"weight\": 4").utf8),
    .typeMismatch: Data(bare.replacingOccurrences(of: "\"ratio\": 4", with: "\"ratio\": \"4\"").utf8),
    .invalidValue: Data(bare.replacingOccurrences(of: "\"ratio\": 4", with: "\"ratio\": -4").utf8),
    .unknownValue: Data(bare.replacingOccurrences(of: "\"storyBar\"", with: "\"carousel\"").utf8),
    .duplicateID: Data(FeedText.with(groups: "[" + FeedText.group() + "," + FeedText.group() + "]").utf8),
    .limitExceeded: Data(String(repeating: "[", count: 100).utf8),
    .invalidURL: Data(
      FeedText.with(groups: "[" + FeedText.group(extra: #""coverUrl": "gopher://x""#) + "]").utf8),
    .invalidColor: Data(
      bare.replacingOccurrences(
        of: "\"ratio\": 4", with: ##""ratio": 4, "styling": {"storyBar": {"pinIconColor": "#12"}}"##
      ).utf8),
    .unsupportedSchemaVersion: Data(
      bare.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 0").utf8),
    .ignoredValue: Data(
      bare.replacingOccurrences(
        of: "\"ratio\": 4", with: #""ratio": 4, "styling": {"storyBar": {"icon": {"width": 3}}}"#
      ).utf8),
    .danglingReference: Data(
      FeedText.withLayers(
        #"[{"type": "productTag", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "productId": 9}]"#
      ).utf8),
  ]

  @Test func everyCodeHasADocument() {
    #expect(Set(Self.documents.keys) == Set(Diagnostic.Code.allCases))
  }

  @Test(arguments: Diagnostic.Code.allCases)
  func documentProducesItsCode(_ code: Diagnostic.Code) throws {
    let document = try #require(Self.documents[code])
    let result = FeedDecoder().decode(document)
    #expect(result.diagnostics.contains { $0.code == code }, "\(result.diagnostics)")
  }

  @Test func descriptionsReadAsOneLine() {
    let diagnostic = Diagnostic(
      .error, .typeMismatch, at: JSONPath.root.appending("storyGroups").appending(3).appending("title"),
      "expected a string, found the number 42")
    #expect(diagnostic.description == "error $.storyGroups[3].title: expected a string, found the number 42")
    #expect(Diagnostic.Severity.warning < .error)
  }
}
