import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// The documentation's Swift examples are compiled: each ```swift block in the scanned documents
/// must appear, line for line, in `ReadmeExamples.swift` beside this file, which is part of the
/// test target.
@Suite struct ReadmeExamplesTests {
  /// The documents scanned, relative to the repository root.
  static let documents = ["README.md"]

  /// The compiled examples, beside this file.
  static let compiledExamples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReadmeExamples.swift")

  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The code without imports and blank lines, so layout differences between the two do not count.
  static func codeLines(_ text: String) -> String {
    text.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.allSatisfy(\.isWhitespace) }
      .joined(separator: "\n")
  }

  @Test func everyDocumentedExampleIsCompiledByTheTests() throws {
    let compiled = Self.codeLines(
      String(decoding: try Data(contentsOf: Self.compiledExamples), as: UTF8.self))
    var blockCount = 0
    for document in Self.documents {
      let text = String(decoding: try Fixtures.data(document), as: UTF8.self)
      for block in Self.swiftBlocks(in: text) {
        blockCount += 1
        let code = Self.codeLines(block)
        #expect(compiled.contains(code), "\(document): example not found in ReadmeExamples.swift:\n\(code)")
      }
    }
    #expect(blockCount >= 2, "the README has at least its two quick-start examples")
  }

  @MainActor
  @Test func readmeStoryBarExampleWritesAPicture() async throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "readme-bar-\(UUID().uuidString).png")
    try await renderStoryBar(feedFile: Fixtures.url("Examples/feeds/demo.json"), to: output)
    let data = try Data(contentsOf: output)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    #expect(data.count > 10_000, "with the bar drawn in it")
  }

  @Test func readmeExamplesRun() throws {
    let groups = loadStoryGroups(from: Fixtures.url("Examples/feeds/demo.json"))
    #expect(groups.count == 16)
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
