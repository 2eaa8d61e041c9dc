import Foundation
import StoryKit
import Testing

/// The README's Swift examples are compiled: each ```swift block in the README must appear, line
/// for line, in `ReadmeExamples.swift` beside this file, which is part of the test target.
@Suite struct ReadmeExamplesTests {
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

  @Test func everyReadmeExampleIsCompiledByTheTests() throws {
    let readme = String(decoding: try Fixtures.data("README.md"), as: UTF8.self)
    let compiled = String(
      decoding: try Fixtures.data("Tests/StoryKitTests/Readme/ReadmeExamples.swift"), as: UTF8.self)
    let blocks = Self.swiftBlocks(in: readme)
    #expect(blocks.count >= 2)
    for block in blocks {
      let code = Self.codeLines(block)
      #expect(
        Self.codeLines(compiled).contains(code), "README example not found in ReadmeExamples.swift:\n\(code)")
    }
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
