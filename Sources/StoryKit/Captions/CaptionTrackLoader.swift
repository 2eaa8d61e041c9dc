import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why captions could not be loaded.
public enum CaptionLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL is not a file, http or https URL.
  case unsupportedURL(URL)
  /// Reading or fetching failed: a missing file, a refused connection, an HTTP error status, a
  /// body over the size limit.
  case fetchFailed(URL, reason: String)
  /// The fetch took longer than the loader's timeout.
  case timedOut(URL, seconds: Double)

  public var description: String {
    switch self {
    case .unsupportedURL(let url): "captions \(url.absoluteString): expected a file, http or https URL"
    case .fetchFailed(let url, let reason): "captions \(url.absoluteString) could not be loaded: \(reason)"
    case .timedOut(let url, let seconds):
      "captions \(url.absoluteString) did not arrive within \(seconds.formatted()) s"
    }
  }
}

/// Loads a WebVTT file (a video's ``VideoMedia/captionsURL``) from a file or over http(s) and
/// parses it, off the caller's actor: a file read, or one GET with a timeout and a size limit.
///
/// ```swift
/// let result = try await CaptionTrackLoader().load(captionsURL)
/// for problem in result.diagnostics { log(problem) }  // malformed cues were skipped
/// show(result.track)
/// ```
public struct CaptionTrackLoader: Sendable {
  /// Seconds the whole fetch may take (default 15).
  public var timeout: Double
  /// The parser, with its limits (its `maxBytes` also bounds the download).
  public var parser: WebVTTParser

  /// Creates a loader.
  public init(timeout: Double = 15, parser: WebVTTParser = WebVTTParser()) {
    self.timeout = timeout.isFinite && timeout > 0 ? timeout : 15
    self.parser = parser
  }

  /// The captions at `url`: their cues and the problems found (malformed cues are skipped with
  /// a diagnostic, and the rest are kept).
  public func load(_ url: URL) async throws(CaptionLoadError) -> WebVTTParser.Result {
    let data: Data
    switch url.scheme?.lowercased() {
    case "file": data = try read(url)
    case "http", "https": data = try await fetch(url)
    default: throw .unsupportedURL(url)
    }
    return parser.parse(data)
  }

  /// The largest body read: the parser's limit plus a little, so the parser can report the excess.
  private var byteLimit: Int { parser.limits.maxBytes + 1 }

  private func read(_ url: URL) throws(CaptionLoadError) -> Data {
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      return try handle.read(upToCount: byteLimit) ?? Data()
    } catch {
      throw .fetchFailed(url, reason: error.localizedDescription)
    }
  }

  private func fetch(_ url: URL) async throws(CaptionLoadError) -> Data {
    let seconds = max(1, timeout.rounded(.up))
    let limit = byteLimit
    let outcome = await withDeadline(seconds: seconds + 1) { () async -> Result<Data, CaptionLoadError> in
      var request = URLRequest(url: url, cachePolicy: .useProtocolCachePolicy, timeoutInterval: seconds)
      request.setValue("text/vtt, text/plain;q=0.5", forHTTPHeaderField: "Accept")
      do {
        let (data, response) = try await URLSession.shared.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
          return .failure(.fetchFailed(url, reason: "HTTP \(http.statusCode)"))
        }
        return .success(data.count > limit ? data.prefix(limit) : data)
      } catch {
        return .failure(.fetchFailed(url, reason: error.localizedDescription))
      }
    }
    guard let outcome else { throw .timedOut(url, seconds: seconds) }
    return try outcome.get()
  }
}
