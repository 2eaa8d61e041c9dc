import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where a ``PlacementDataProvider`` gets its documents: the feed server, a file on disk, or a
/// document the app holds in memory.
enum PlacementFeedOrigin: Sendable {
  /// `GET <endpoint>/<token>.json`.
  case network(FeedFetcher)
  /// A file: the document itself, or `<folder>/<token>.json` for a folder.
  case file(URL)
  /// A document in memory (bundled with the app, or built in a test).
  case document(Data)
  /// Nothing can be loaded.
  case unavailable(PlacementLoadError)

  /// The largest local document read: the same bound the network's responses have by default.
  static let maxLocalBytes = FeedFetcher.Configuration().maxResponseBytes

  /// The origin of `config`'s endpoint.
  static func of(
    _ config: PlacementConfig, fetcher configuration: FeedFetcher.Configuration, session: URLSession?
  ) -> PlacementFeedOrigin {
    guard let endpoint = config.feedEndpoint else { return .unavailable(.noEndpoint) }
    if endpoint.isFileURL { return .file(endpoint) }
    do throws(FeedFetchError) {
      return .network(try FeedFetcher(endpoint: endpoint, configuration: configuration, session: session))
    } catch {
      return .unavailable(.fetch(error))
    }
  }

  /// The URL relative references in the document resolve against, if any.
  func documentURL(for token: String) -> URL? {
    switch self {
    case .network(let fetcher): fetcher.url(for: token)
    case .file(let url): Self.fileURL(url, token: token)
    case .document, .unavailable: nil
    }
  }

  /// A folder's `<token>.json`, else the file itself.
  static func fileURL(_ url: URL, token: String) -> URL {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return url.appendingPathComponent("\(token).json")
    }
    return url
  }

  /// Reads a local document away from the main actor, within ``maxLocalBytes``.
  static func read(_ url: URL) async -> Result<Data, PlacementLoadError> {
    let path = url.path
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    if let size, size > maxLocalBytes {
      return .failure(.fetch(.tooLarge(bytes: size, limit: maxLocalBytes)))
    }
    do {
      let data = try Data(contentsOf: url)
      guard data.count <= maxLocalBytes else {
        return .failure(.fetch(.tooLarge(bytes: data.count, limit: maxLocalBytes)))
      }
      return .success(data)
    } catch {
      let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
      return .failure(.unreadableFile(path: path, reason: reason))
    }
  }
}
