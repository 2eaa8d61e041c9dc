import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a placement's feed document: `GET <endpoint>/<token>.json`, conditional, bounded in time
/// and size, and retried with backoff.
///
/// ```swift
/// let fetcher = try FeedFetcher(endpoint: URL(string: "https://cdn.example.com/feeds")!)
/// switch try await fetcher.fetch(token: "home-top", validators: cached?.validators ?? .none) {
/// case .fetched(let document): decode(document.data)
/// case .notModified: keepShowing(cached)
/// }
/// ```
///
/// - **Conditional requests.** The validators of the cached copy go out as `If-None-Match` (its
///   `ETag`) and `If-Modified-Since` (its `Last-Modified`); a 304 answer is ``FeedFetchResult/notModified(attempts:)``
///   and the caller reuses its cached document.
/// - **Timeouts.** ``Configuration/timeout`` (10 s by default) bounds the wait for each answer and
///   each chunk of a body; ``Configuration/resourceTimeout`` bounds a whole attempt. On Linux they
///   are rounded up to whole seconds (at least 1 s), since FoundationNetworking truncates them.
///   An attempt that the networking layer neither completes nor times out ends as timed out one
///   answer timeout after the resource timeout, in real time.
/// - **Size.** A `Content-Length` over ``Configuration/maxResponseBytes`` is refused, and so is a
///   body that turns out larger. `URLSession.data(for:)` buffers the whole body before it returns,
///   so a server without a `Content-Length` can make the fetcher read an oversized body into memory
///   (up to what the resource timeout allows) before it is refused; the refusal is never skipped.
/// - **Retries.** No answer, a body cut off before its `Content-Length`, 408, 429 and 5xx are
///   retried, up to ``Configuration/maxAttempts`` attempts in all. The wait before attempt *n + 1*
///   is the answer's `Retry-After` (seconds or an HTTP date) when it has one — more than
///   ``Configuration/maxRetryAfter`` and the fetcher gives up instead — else full jitter:
///   a uniform random share of `min(maxBackoff, initialBackoff × 2^(n − 1))`. Every other 4xx,
///   an oversized document and an unexpected 304 fail at once.
/// - **Time.** Waits go through ``Configuration/scheduler``, so tests never sleep for backoff.
///
/// Thread safety: immutable and `Sendable`.
public struct FeedFetcher: Sendable {
  /// How the fetcher waits, retries and bounds answers.
  public struct Configuration: Sendable {
    /// Seconds to wait for an answer, or for the next bytes of a body (default 10).
    public var timeout: Double
    /// Seconds a whole attempt may take, slow body included (default 30).
    public var resourceTimeout: Double
    /// The largest document accepted, in bytes (default: the decoder's limit, 8 MiB).
    public var maxResponseBytes: Int
    /// Attempts in all, the first included (default 4); at least 1.
    public var maxAttempts: Int
    /// The backoff ceiling of the first retry, in seconds (default 0.5); it doubles per retry.
    public var initialBackoff: Double
    /// The largest backoff ceiling, in seconds (default 30).
    public var maxBackoff: Double
    /// The longest `Retry-After` honoured, in seconds (default 60); a longer one ends the fetch.
    public var maxRetryAfter: Double
    /// The source of time for backoff waits.
    public var scheduler: any AnalyticsScheduling
    /// A random number in [0, 1) for the jitter.
    public var random: @Sendable () -> Double

    /// Creates a configuration; every value not given is the default.
    public init(
      timeout: Double = 10, resourceTimeout: Double = 30,
      maxResponseBytes: Int = FeedDecoder.Limits.default.maxDocumentBytes, maxAttempts: Int = 4,
      initialBackoff: Double = 0.5, maxBackoff: Double = 30, maxRetryAfter: Double = 60,
      scheduler: any AnalyticsScheduling = SystemAnalyticsScheduler(),
      random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
      self.timeout = timeout.isFinite && timeout > 0 ? timeout : 10
      self.resourceTimeout = resourceTimeout.isFinite && resourceTimeout > 0 ? resourceTimeout : 30
      self.maxResponseBytes = max(0, maxResponseBytes)
      self.maxAttempts = max(1, maxAttempts)
      self.initialBackoff = initialBackoff.isFinite ? max(0, initialBackoff) : 0.5
      self.maxBackoff = maxBackoff.isFinite ? max(0, maxBackoff) : 30
      self.maxRetryAfter = maxRetryAfter.isNaN ? 60 : max(0, maxRetryAfter)
      self.scheduler = scheduler
      self.random = random
    }
  }

  /// Where feeds are fetched: `<endpoint>/<token>.json`.
  public let endpoint: URL
  /// How the fetcher waits, retries and bounds answers.
  public let configuration: Configuration
  private let session: URLSession?

  /// Creates a fetcher.
  ///
  /// - Parameters:
  ///   - endpoint: `https`, or `http` on a loopback host for development and tests.
  ///   - configuration: timeouts, size limit, retries and the scheduler.
  ///   - session: the session to use; by default a new ephemeral one per attempt, without a URL
  ///     cache (so the conditional headers are the fetcher's own) and with the configured
  ///     timeouts. A fresh session per attempt also avoids a FoundationNetworking fault on Linux,
  ///     where a reused session can report a timeout at once for a request that follows another.
  /// - Throws: ``FeedFetchError/invalidEndpoint(_:)`` for another scheme or plain http to a remote host.
  public init(
    endpoint: URL, configuration: Configuration = Configuration(), session: URLSession? = nil
  ) throws(FeedFetchError) {
    guard FeedReader.isAllowedRemote(endpoint, scheme: endpoint.scheme?.lowercased() ?? "") else {
      throw .invalidEndpoint(endpoint.absoluteString)
    }
    self.endpoint = endpoint
    self.configuration = configuration
    self.session = session
  }

  /// The timeout URLSession is given. FoundationNetworking (Linux) truncates a timeout to whole
  /// seconds, so a timeout under 1 s would fire at once: there it is rounded up to whole seconds.
  var effectiveTimeout: Double {
    #if canImport(FoundationNetworking)
      max(1, configuration.timeout.rounded(.up))
    #else
      configuration.timeout
    #endif
  }

  /// Real seconds after which an attempt ends as timed out even if the networking layer has not
  /// said so: the resource timeout plus one answer timeout. URLSession's own timeouts should end
  /// it first; this bounds an attempt whatever the networking layer does.
  var attemptDeadline: Double {
    max(effectiveTimeout, configuration.resourceTimeout.rounded(.up)) + effectiveTimeout
  }

  private func makeSession() -> URLSession {
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.urlCache = nil
    sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    sessionConfiguration.timeoutIntervalForRequest = effectiveTimeout
    sessionConfiguration.timeoutIntervalForResource = max(
      effectiveTimeout, configuration.resourceTimeout.rounded(.up))
    return URLSession(configuration: sessionConfiguration)
  }

  /// The document's URL: `<endpoint>/<token>.json`.
  public func url(for token: String) -> URL {
    endpoint.appendingPathComponent("\(token).json")
  }

  /// Fetches the document of `token`, sending `validators` as conditional headers.
  ///
  /// - Throws: ``FeedFetchError`` naming the last fault once no further attempt is allowed.
  public func fetch(
    token: String, validators: FeedValidators = .none
  ) async throws(FeedFetchError) -> FeedFetchResult {
    if let problem = PlacementToken.problem(with: token) {
      throw .invalidEndpoint("\(endpoint.absoluteString)/\(token): \(problem)")
    }
    let request = makeRequest(url(for: token), validators: validators)
    var attempt = 0
    while true {
      attempt += 1
      if Task.isCancelled { throw .cancelled }
      switch await perform(request, attempt: attempt, validators: validators) {
      case .done(let result):
        return result
      case .failed(let error, let retryAfter):
        guard error.isRetryable, attempt < configuration.maxAttempts,
          let delay = Self.delay(beforeRetry: attempt, retryAfter: retryAfter, configuration: configuration)
        else { throw error }
        let scheduler = configuration.scheduler
        do {
          try await scheduler.sleep(until: scheduler.now + delay)
        } catch {
          throw .cancelled
        }
      }
    }
  }

  /// Seconds to wait after failed attempt `attempt` (counted from 1), or `nil` to give up because
  /// the server asked for a longer wait than ``Configuration/maxRetryAfter``.
  static func delay(beforeRetry attempt: Int, retryAfter: Double?, configuration: Configuration) -> Double? {
    if let retryAfter {
      return retryAfter <= configuration.maxRetryAfter ? max(0, retryAfter) : nil
    }
    let exponent = Double(min(max(attempt - 1, 0), 62))
    let ceiling = min(configuration.maxBackoff, configuration.initialBackoff * pow(2, exponent))
    let share = min(max(configuration.random(), 0), 1)
    return share.isFinite ? share * ceiling : ceiling
  }

  private func makeRequest(_ url: URL, validators: FeedValidators) -> URLRequest {
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: effectiveTimeout)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let etag = validators.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    if let lastModified = validators.lastModified {
      request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
    }
    return request
  }

  private enum Attempt {
    case done(FeedFetchResult)
    case failed(FeedFetchError, retryAfter: Double?)
  }

  private func perform(_ request: URLRequest, attempt: Int, validators: FeedValidators) async -> Attempt {
    let data: Data
    let response: URLResponse
    let session = self.session ?? makeSession()
    defer { if self.session == nil { session.finishTasksAndInvalidate() } }
    let answer = await withDeadline(seconds: attemptDeadline) {
      () -> Result<(Data, URLResponse), any Error> in
      do {
        return .success(try await session.cancellableData(for: request))
      } catch {
        return .failure(error)
      }
    }
    switch answer {
    case .success(let answer)?:
      (data, response) = answer
    case .failure(let error)?:
      return .failed(Self.classify(error, attempt: attempt, timeout: effectiveTimeout), retryAfter: nil)
    case nil:
      session.invalidateAndCancel()
      if Task.isCancelled { return .failed(.cancelled, retryAfter: nil) }
      return .failed(.timedOut(seconds: attemptDeadline, attempts: attempt), retryAfter: nil)
    }
    guard let http = response as? HTTPURLResponse else {
      return .failed(.network(reason: "the answer is not HTTP", attempts: attempt), retryAfter: nil)
    }
    switch http.statusCode {
    case 304:
      guard !validators.isEmpty else { return .failed(.unexpectedNotModified, retryAfter: nil) }
      return .done(.notModified(attempts: attempt))
    case 200...299:
      let limit = configuration.maxResponseBytes
      let expected = http.expectedContentLength
      if expected > limit { return .failed(.tooLarge(bytes: Int(expected), limit: limit), retryAfter: nil) }
      if data.count > limit { return .failed(.tooLarge(bytes: data.count, limit: limit), retryAfter: nil) }
      if expected >= 0 && data.count < expected {
        let error = FeedFetchError.truncated(received: data.count, expected: Int(expected), attempts: attempt)
        return .failed(error, retryAfter: nil)
      }
      let validators = FeedValidators(
        etag: http.value(forHTTPHeaderField: "ETag"),
        lastModified: http.value(forHTTPHeaderField: "Last-Modified"))
      return .done(.fetched(FetchedDocument(data: data, validators: validators, attempts: attempt)))
    default:
      let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap {
        HTTPAnalyticsUploader.retryAfterSeconds($0, now: Date())
      }
      return .failed(.httpStatus(http.statusCode, attempts: attempt), retryAfter: retryAfter)
    }
  }

  private static func classify(_ error: any Error, attempt: Int, timeout: Double) -> FeedFetchError {
    if Task.isCancelled || error is CancellationError { return .cancelled }
    if let urlError = error as? URLError {
      switch urlError.code {
      case .timedOut: return .timedOut(seconds: timeout, attempts: attempt)
      case .cancelled: return .cancelled
      default: return .network(reason: urlError.localizedDescription, attempts: attempt)
      }
    }
    return .network(reason: "\(error)", attempts: attempt)
  }
}

/// A cached document's validators, sent back as `If-None-Match` and `If-Modified-Since`.
public struct FeedValidators: Sendable, Hashable {
  /// No validators: an unconditional request.
  public static let none = FeedValidators(etag: nil, lastModified: nil)

  /// The `ETag` the server gave the document.
  public var etag: String?
  /// The `Last-Modified` the server gave the document, as sent.
  public var lastModified: String?

  /// Creates validators; empty strings count as absent.
  public init(etag: String?, lastModified: String?) {
    self.etag = etag.flatMap { $0.isEmpty ? nil : $0 }
    self.lastModified = lastModified.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether there is nothing to send.
  public var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// What a successful ``FeedFetcher/fetch(token:validators:)`` gives.
public enum FeedFetchResult: Sendable, Hashable {
  /// A new document.
  case fetched(FetchedDocument)
  /// HTTP 304: the cached document is still current.
  case notModified(attempts: Int)

  /// How many requests the fetch made.
  public var attempts: Int {
    switch self {
    case .fetched(let document): document.attempts
    case .notModified(let attempts): attempts
    }
  }
}

/// A document as the server sent it, with its validators.
public struct FetchedDocument: Sendable, Hashable {
  /// The body, not yet decoded.
  public var data: Data
  /// Its `ETag` and `Last-Modified`.
  public var validators: FeedValidators
  /// How many requests it took.
  public var attempts: Int

  /// Creates a fetched document.
  public init(data: Data, validators: FeedValidators, attempts: Int) {
    self.data = data
    self.validators = validators
    self.attempts = attempts
  }
}
