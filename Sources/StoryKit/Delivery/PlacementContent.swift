import Foundation

/// What a placement shows: the decoded feed and the widget variant chosen for this user.
public struct PlacementContent: Sendable, Hashable {
  /// Where content came from.
  public enum Source: String, Sendable, Hashable {
    /// The last-known-good copy on disk.
    case cache
    /// The feed server, just now.
    case network
    /// A file or a document the app holds (a bundled feed, a development copy): read just now.
    case local
  }

  /// The decoded feed.
  public var feed: Feed
  /// The targeting and rollout result for the config's context (``PlacementResolver``).
  public var resolution: PlacementResolution
  /// The decoder's diagnostics for the document (the feed keeps everything valid).
  public var diagnostics: [Diagnostic]
  /// When the document was fetched or read (for a cached copy, when it was fetched then); `nil`
  /// for content made by hand.
  public var fetchedAt: Date?

  /// Creates content.
  public init(
    feed: Feed, resolution: PlacementResolution, diagnostics: [Diagnostic] = [], fetchedAt: Date? = nil
  ) {
    self.feed = feed
    self.resolution = resolution
    self.diagnostics = diagnostics
    self.fetchedAt = fetchedAt
  }

  /// The chosen variant; `nil` when the placement shows nothing to this user.
  public var variant: WidgetVariant? { resolution.variant }
}

/// Why a ``PlacementDataProvider`` could not load content.
public enum PlacementLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The config has no feed endpoint.
  case noEndpoint
  /// The fetch failed (see ``FeedFetchError``).
  case fetch(FeedFetchError)
  /// The server's document does not decode to a feed (an HTML error page, say); the decoder's
  /// error diagnostics say why.
  case invalidDocument([Diagnostic])
  /// The document is the feed of another placement.
  case tokenMismatch(expected: String, found: String)
  /// A local feed file (a `file://` endpoint) could not be read.
  case unreadableFile(path: String, reason: String)

  public var description: String {
    switch self {
    case .noEndpoint:
      "expected a feed endpoint in the placement config, found none"
    case .fetch(let error):
      error.description
    case .invalidDocument(let diagnostics):
      "expected a feed document, found one that does not decode: "
        + (diagnostics.first(where: { $0.severity == .error })?.description ?? "no feed")
    case .tokenMismatch(let expected, let found):
      "expected the feed of \"\(expected.clipped())\", found the feed of \"\(found.clipped())\""
    case .unreadableFile(let path, let reason):
      "expected a feed document at \(path), but \(reason)"
    }
  }
}

/// Hears what a ``PlacementDataProvider`` loads; called on the main actor. The provider holds its
/// delegate weakly.
@MainActor
public protocol PlacementDataProviderDelegate: AnyObject {
  /// Content arrived: from the cache at once, then from the network when it changed.
  func loaded(content: PlacementContent, source: PlacementContent.Source)
  /// Nothing can be shown: the load failed and there is no cached content.
  func loadFailed(error: PlacementLoadError)
}
