import Foundation
import StoryKitTestSupport
import StoryKitUI
import Testing

/// docs/localization.md lists every key StoryKit has, once, with its English text: an app that
/// overrides a string finds its key there, and a key added to the table without its row fails.
@Suite struct LocalizationDocKeysTests {
  /// The key table's rows: the key and its English column, as written.
  static func documentedKeys() throws -> [(key: String, english: String)] {
    let text = String(decoding: try Data(contentsOf: Fixtures.url("docs/localization.md")), as: UTF8.self)
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), cells[1].count > 2 else {
        return nil
      }
      return (String(cells[1].dropFirst().dropLast()), cells[2])
    }
  }

  @Test func everyKeyIsListedOnceAndNoOtherIs() throws {
    let listed = try Self.documentedKeys().map(\.key)
    let keys = StoryKitStringKey.allCases.map(\.rawValue)
    #expect(Set(keys).subtracting(listed).sorted() == [], "keys missing from docs/localization.md")
    #expect(Set(listed).subtracting(keys).sorted() == [], "rows naming no key")
    #expect(listed.count == Set(listed).count, "a key listed twice")
  }

  @Test func eachRowGivesTheKeysEnglish() throws {
    for row in try Self.documentedKeys() {
      guard let key = StoryKitStringKey(rawValue: row.key) else { continue }
      let documented = row.english.replacingOccurrences(of: " (plural)", with: "")
      let english = key.english
      let shown = documented.hasPrefix("`\"") ? "`\"\(english)\"`" : english
      #expect(documented == shown, "\(row.key): the docs say \(row.english), the table \(english)")
      #expect(key.isPlural == row.english.hasSuffix(" (plural)"), "\(row.key): plural or not")
    }
  }
}
