import Foundation
import StoryKit

/// Files the tests read: the repository's fixtures, examples and docs, found from this file's path
/// so tests need no bundle resources.
enum Fixtures {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // StoryKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: url(relativePath))
  }

  /// The files in a folder with an extension, sorted by name.
  static func files(in folder: String, withExtension pathExtension: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: url(folder), includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}

extension FeedDecoder {
  /// Decodes a JSON string, as tests write documents inline.
  func decode(_ json: String) -> FeedDecodingResult {
    decode(Data(json.utf8))
  }
}

extension FeedDecodingResult {
  /// The diagnostics as `severity code path` triples, for compact assertions.
  var triples: [String] {
    diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue) \($0.path)" }
  }

  /// Whether a diagnostic with this code sits at this path.
  func has(_ code: Diagnostic.Code, at path: String, severity: Diagnostic.Severity? = nil) -> Bool {
    diagnostics.contains {
      $0.code == code && $0.path.description == path && (severity == nil || $0.severity == severity)
    }
  }

  /// The message of the first diagnostic at `path`.
  func message(at path: String) -> String? {
    diagnostics.first { $0.path.description == path }?.message
  }
}

/// A minimal valid feed around some story groups, for tests that care about one part.
enum FeedText {
  static func with(groups: String = "[]", extra: String = "") -> String {
    """
    {"schemaVersion": 1,
     "placement": {"token": "t", "variants": [{"id": "v", "kind": "storyBar", "ratio": 4}]},
     "storyGroups": \(groups)\(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  /// One group with one story whose parts can be replaced.
  static func group(
    id: String = "\"g\"", title: String = "\"Title\"", story: String = Self.story(), extra: String = ""
  ) -> String {
    """
    {"id": \(id), "title": \(title), "iconUrl": "https://cdn.example.com/i.png",
     "stories": [\(story)]\(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  static func story(
    id: String = "\"s\"", media: String = #"{"type": "image", "url": "https://cdn.example.com/s.png"}"#,
    extra: String = ""
  ) -> String {
    #"{"id": \#(id), "media": \#(media)\#(extra.isEmpty ? "" : ", " + extra)}"#
  }

  /// A feed with one story whose layers are given.
  static func withLayers(_ layers: String) -> String {
    with(groups: "[" + group(story: story(extra: #""layers": \#(layers)"#)) + "]")
  }
}
