/// What ``FeedDecoder`` returns: the feed with everything that was valid, and every problem found.
///
/// `feed` is `nil` only when nothing could be kept: the bytes are not JSON, the document is over
/// a limit, or its schema version or placement token is unusable.
public struct FeedDecodingResult: Sendable, Hashable {
  /// The valid part of the feed.
  public var feed: Feed?
  /// Every problem, in document order.
  public var diagnostics: [Diagnostic]
  /// The content references that resolved to files (a feed read from disk naming pictures beside
  /// it), in document order, when the decoder collects them (`FeedDecoder.collectsLocalFiles`);
  /// `storykit validate` warns about those that are missing.
  package var localFiles: [LocalFileReference] = []

  /// Creates a result.
  public init(feed: Feed?, diagnostics: [Diagnostic]) {
    self.feed = feed
    self.diagnostics = diagnostics
  }

  /// The diagnostics of severity error.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The diagnostics of severity warning.
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

  /// Whether anything was dropped.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
