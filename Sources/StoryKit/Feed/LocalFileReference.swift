import Foundation

/// A content reference in a feed that resolved to a file: where it stands and the file it names.
///
/// ```swift
/// let result = FeedDecoder().decode(contentsOf: feedFile)
/// for reference in result.localFiles where !FileManager.default.fileExists(atPath: reference.url.path) {
///   print("\(reference.path): no file at \(reference.url.path)")
/// }
/// ```
package struct LocalFileReference: Sendable, Hashable {
  /// Where the reference stands, `$.storyGroups[1].stories[0].media.url`.
  package var path: JSONPath
  /// The file it names, resolved against the feed's folder as the renderer resolves it.
  package var url: URL

  /// Creates a reference.
  package init(path: JSONPath, url: URL) {
    self.path = path
    self.url = url
  }
}
