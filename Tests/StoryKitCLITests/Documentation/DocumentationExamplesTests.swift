import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// The documentation's examples are compiled: each ```swift block of the README, of every page in
/// `docs/` and of every DocC catalog's pages (`Sources/<Module>/<Module>.docc`) must appear, line
/// for line, in one of the Swift files beside this one, which are part of the test target; every
/// other block must say what it is (```sh, ```json, ```text).
@Suite struct DocumentationExamplesTests {
  /// The documents scanned, relative to the repository root: the README, every page of docs/ and
  /// every page of the DocC catalogs (the articles of docs/ join them when scripts/docs builds).
  static var documents: [String] {
    let files = FileManager.default
    let pages = (try? files.contentsOfDirectory(atPath: Fixtures.url("docs").path)) ?? []
    let modules = (try? files.contentsOfDirectory(atPath: Fixtures.url("Sources").path)) ?? []
    let catalogPages = modules.sorted().flatMap { module in
      let catalog = "Sources/\(module)/\(module).docc"
      let names = (try? files.contentsOfDirectory(atPath: Fixtures.url(catalog).path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } + catalogPages
  }

  /// The compiled examples: every Swift file beside this one but this one.
  static func compiledExamples() throws -> String {
    let here = URL(fileURLWithPath: #filePath)
    let folder = here.deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") && $0 != here.lastPathComponent }.sorted()
    return try files.map {
      String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)
    }
    .joined(separator: "\n")
  }

  /// The fenced blocks of a Markdown text: the word after the opening fence, and the lines inside.
  static func blocks(in text: String) -> [(language: String, code: String)] {
    var blocks: [(String, String)] = []
    var current: (language: String, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let open = current {
        if line == "```" {
          blocks.append((open.language, open.lines.joined(separator: "\n")))
          current = nil
        } else {
          current?.lines.append(line)
        }
      } else if line.hasPrefix("```") {
        current = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
      }
    }
    return blocks
  }

  static func swiftBlocks(in text: String) -> [String] {
    blocks(in: text).filter { $0.language == "swift" }.map(\.code)
  }

  /// The code without imports and without whitespace, so that layout differences between the
  /// page and the formatted source (aligned comments, wrapped lines, blank lines) do not count.
  static func codeLines(_ text: String) -> String {
    text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined()
      .filter { !$0.isWhitespace }
  }

  @Test func everyDocumentedExampleIsCompiledByTheTests() throws {
    let compiled = Self.codeLines(try Self.compiledExamples())
    var swiftCount = 0
    #expect(Self.documents.count >= 7, "the README and the pages of docs/: \(Self.documents)")
    for document in Self.documents {
      let text = String(decoding: try Fixtures.data(document), as: UTF8.self)
      for block in Self.blocks(in: text) {
        #expect(
          !block.language.isEmpty, "\(document): a code block that does not say what it is:\n\(block.code)")
        guard block.language == "swift" else { continue }
        swiftCount += 1
        let code = Self.codeLines(block.code)
        #expect(compiled.contains(code), "\(document): example not compiled by the tests:\n\(code)")
      }
    }
    #expect(swiftCount >= 12, "the README's and the docs' Swift examples")
  }

  @MainActor
  @Test func readmePlacementExampleWritesAPicture() async throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "readme-placement-\(UUID().uuidString).png")
    try await renderPlacement(feedFile: Fixtures.url("Examples/feeds/demo.json"), to: output)
    let data = try Data(contentsOf: output)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    #expect(data.count > 10_000, "with the bar drawn in it")
  }

  @Test func readmeExamplesRun() throws {
    let groups = loadStoryGroups(from: Fixtures.url("Examples/feeds/demo.json"))
    #expect(groups.count == 15, "the demo feed's test-only QA group stays out")
    let config = try makeConfig()
    #expect(config.token == "home-top" && config.theme == .dark)
    var server = StoryBarStyling()
    server.size = .large
    server.pinIconColor = Themed(.black)
    let styling = appStyling().overriding(server)
    #expect(styling.size == .small && styling.pinIconColor == Themed(.black) && styling.text.lines == 2)
    #expect(styling.text.colorNotSeen?.dark == nil, "the dark theme is left to the appearance")
  }
}
