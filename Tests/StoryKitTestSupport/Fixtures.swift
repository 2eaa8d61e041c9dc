import Foundation

/// Files the tests read: the repository's fixtures, examples and docs, found from this file's path
/// so tests need no bundle resources. Shared by the test targets (StoryKitTestSupport).
package enum Fixtures {
  /// The repository root.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StoryKitTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  package static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  package static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: url(relativePath))
  }

  /// The files in a folder with an extension, sorted by name.
  package static func files(in folder: String, withExtension pathExtension: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: url(folder), includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
