import Foundation
import StoryKit
import StoryKitUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches image bytes from file URLs and over http(s) with URLSession: conditional requests,
/// a timeout per request, a size limit, and HTML or an error status turned into typed errors.
///
/// Every fetch ends within ``timeout`` plus one second of real time, whatever the networking
/// layer does. All fetches of a loader share one ephemeral session without a URL cache (the
/// pipeline keeps its own caches): connections to the CDN are reused, and on Linux all TLS
/// handshakes run on the session's one libcurl thread. Separate sessions made TLS handshakes on
/// several threads at once, which crashed in OpenSSL 3.0's certificate store (1 run in 10 of
/// `storykit render` against an HTTPS host). Thread-safe.
public struct URLSessionImageDataLoader: ImageDataLoading {
  /// Seconds a whole fetch may take (default 15; whole seconds on Linux, at least 1).
  public var timeout: Double
  /// The largest body accepted, in bytes (default 20 MiB).
  public var maxResponseBytes: Int

  /// The one session of this loader (and its copies).
  let sessions = SharedSession()

  /// Creates a loader with a timeout in seconds and a largest body in bytes.
  public init(timeout: Double = 15, maxResponseBytes: Int = 20 * 1024 * 1024) {
    self.timeout = timeout.isFinite && timeout > 0 ? timeout : 15
    self.maxResponseBytes = max(1, maxResponseBytes)
  }

  /// The timeout URLSession is given: FoundationNetworking truncates to whole seconds.
  var effectiveTimeout: Double {
    #if canImport(FoundationNetworking)
      max(1, timeout.rounded(.up))
    #else
      timeout
    #endif
  }

  public func data(
    for url: URL, validators: HTTPCacheInfo?
  ) async throws(ImageLoadingError) -> ImageDataResponse {
    switch url.scheme?.lowercased() {
    case "file": return try readFile(url)
    case "http", "https": break
    default: throw .unsupportedURL(url)
    }
    let deadline = effectiveTimeout + 1
    let outcome = await withDeadline(seconds: deadline) {
      () async -> Result<ImageDataResponse, ImageLoadingError> in
      do throws(ImageLoadingError) {
        return .success(try await fetch(url, validators: validators))
      } catch {
        return .failure(error)
      }
    }
    if Task.isCancelled { throw .cancelled(url) }
    guard let outcome else { throw .timedOut(url, seconds: effectiveTimeout) }
    return try outcome.get()
  }

  private func readFile(_ url: URL) throws(ImageLoadingError) -> ImageDataResponse {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maxResponseBytes else {
      throw .fetchFailed(url, reason: "\(size) bytes, over the \(maxResponseBytes)-byte limit")
    }
    do {
      return .data(try Data(contentsOf: url), HTTPCacheInfo())
    } catch {
      throw .fetchFailed(url, reason: error.localizedDescription)
    }
  }

  private func fetch(
    _ url: URL, validators: HTTPCacheInfo?
  ) async throws(ImageLoadingError) -> ImageDataResponse {
    let request = makeRequest(url, validators: validators)
    let session = sessions.session(timeout: effectiveTimeout)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.cancellableData(for: request)
    } catch {
      throw mapped(error, url: url)
    }
    return try interpret(data, response: response, url: url, validators: validators)
  }

  /// The GET for `url`, conditional on `validators`.
  func makeRequest(_ url: URL, validators: HTTPCacheInfo?) -> URLRequest {
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: effectiveTimeout)
    request.setValue("image/webp,image/png,image/jpeg,image/*;q=0.8", forHTTPHeaderField: "Accept")
    if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    if let lastModified = validators?.lastModified {
      request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
    }
    return request
  }

  /// A session's error as the loader's.
  func mapped(_ error: any Error, url: URL) -> ImageLoadingError {
    if let error = error as? URLError, error.code == .timedOut {
      return .timedOut(url, seconds: effectiveTimeout)
    }
    if let error = error as? URLError, error.code == .cancelled { return .cancelled(url) }
    if Task.isCancelled { return .cancelled(url) }
    return .fetchFailed(url, reason: error.localizedDescription)
  }

  /// What a complete response means: new bytes, a 304, or a typed error.
  func interpret(
    _ data: Data, response: URLResponse, url: URL, validators: HTTPCacheInfo?
  ) throws(ImageLoadingError) -> ImageDataResponse {
    guard let http = response as? HTTPURLResponse else {
      return .data(try checked(data, url: url), HTTPCacheInfo())
    }
    let info = HTTPCacheInfo(headers: http, now: Date())
    if http.statusCode == 304 {
      guard validators?.hasValidators == true else {
        throw .fetchFailed(url, reason: "HTTP status 304 to a request without validators")
      }
      return .notModified(info)
    }
    guard (200..<300).contains(http.statusCode) else {
      throw .fetchFailed(url, reason: "HTTP status \(http.statusCode)")
    }
    if let type = http.value(forHTTPHeaderField: "Content-Type")?.lowercased(),
      type.hasPrefix("text/") || type.hasPrefix("application/json")
    {
      throw .fetchFailed(url, reason: "Content-Type \(type), not an image")
    }
    if let expected = http.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init),
      expected != data.count
    {
      throw .fetchFailed(url, reason: "a body of \(data.count) bytes where Content-Length said \(expected)")
    }
    guard !data.isEmpty else { throw .fetchFailed(url, reason: "an empty body") }
    return .data(try checked(data, url: url), info)
  }

  private func checked(_ data: Data, url: URL) throws(ImageLoadingError) -> Data {
    guard data.count <= maxResponseBytes else {
      throw .fetchFailed(url, reason: "\(data.count) bytes, over the \(maxResponseBytes)-byte limit")
    }
    return data
  }
}

extension HTTPCacheInfo {
  /// The caching headers of `response`: `ETag`, `Last-Modified`, and `Cache-Control`'s
  /// `max-age` (else `Expires`) and `no-store`; `no-cache` means revalidate every time.
  public init(headers response: HTTPURLResponse, now: Date) {
    let header = { (name: String) in response.value(forHTTPHeaderField: name) }
    var freshUntil: Date?
    var noStore = false
    var noCache = false
    if let control = header("Cache-Control")?.lowercased() {
      for directive in control.split(separator: ",") {
        let part = directive.trimmingCharacters(in: .whitespaces)
        if part == "no-store" { noStore = true }
        if part == "no-cache" { noCache = true }
        if part.hasPrefix("max-age="), let seconds = Double(part.dropFirst("max-age=".count)),
          seconds.isFinite, seconds >= 0
        {
          freshUntil = now.addingTimeInterval(min(seconds, 10 * 365 * 86_400))
        }
      }
    }
    if freshUntil == nil, let expires = header("Expires"), let date = HTTPDate.parse(expires) {
      freshUntil = date
    }
    if noCache { freshUntil = now }
    self.init(
      etag: header("ETag"), lastModified: header("Last-Modified"), freshUntil: freshUntil, noStore: noStore)
  }
}

/// A loader's URLSession, made on first use and kept for the loader's life, with the delegate
/// that streams budgeted prefetches (``SessionRouter``).
final class SharedSession: Sendable {
  private let made = Mutex<URLSession?>(nil)
  /// Streams the data tasks made without a completion handler.
  let router = SessionRouter()

  func session(timeout: Double) -> URLSession {
    made.withLock { made in
      if let made { return made }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.urlCache = nil
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.timeoutIntervalForRequest = timeout
      configuration.timeoutIntervalForResource = timeout
      configuration.httpMaximumConnectionsPerHost = 6
      let session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
      made = session
      return session
    }
  }

  deinit {
    made.withLock { $0?.finishTasksAndInvalidate() }
  }
}
