import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Uploads analytics batches as JSON with an HTTP `POST` to an endpoint the app chooses.
///
/// The request body is `{"events": [<event>, …], "sentAt": <ms since 1970>}`, each event in the
/// JSON form documented on ``AnalyticsEvent``, with `Content-Type: application/json`. The
/// response's status decides the outcome (see ``outcome(statusCode:retryAfter:now:)``):
///
/// | response | outcome |
/// | --- | --- |
/// | 2xx | ``UploadOutcome/success`` |
/// | 408, 429, 5xx, no response (network error, timeout) | ``UploadOutcome/retry(after:)`` |
/// | any other 4xx | ``UploadOutcome/drop(reason:)`` |
/// | 1xx, 3xx (redirects are followed first), other codes | ``UploadOutcome/retry(after:)`` |
///
/// A retry carries the response's `Retry-After` (seconds or an HTTP date) when it has one.
/// Anything not clearly refused is retried, because dropping loses events and the queue's bound
/// already caps what a misconfigured endpoint can hold back.
/// Thread safety: immutable and `Sendable`; one uploader can serve several queues.
public struct HTTPAnalyticsUploader: AnalyticsUploading {
  /// Why an endpoint was refused.
  public struct EndpointError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The endpoint as given.
    public var endpoint: String
    /// `endpoint: must be https, or http on a loopback host`.
    public var description: String { "\(endpoint): must be https, or http on a loopback host" }
  }

  /// Where batches are POSTed.
  public let endpoint: URL
  /// Extra request headers, such as an API key.
  public let headers: [String: String]
  /// Seconds before a request without an answer fails (and is retried).
  public let timeout: Double
  private let session: URLSession

  /// Creates an uploader.
  ///
  /// - Parameters:
  ///   - endpoint: `https`, or `http` on a loopback host (`127.0.0.1`, `::1`, `localhost`) for tests.
  ///   - headers: extra headers on every request.
  ///   - timeout: seconds to wait for an answer (default 10).
  ///   - session: the session to use (default: an ephemeral one, no cookies or cache).
  /// - Throws: ``EndpointError`` for another scheme or plain http to a remote host.
  public init(
    endpoint: URL, headers: [String: String] = [:], timeout: Double = 10, session: URLSession? = nil
  ) throws(EndpointError) {
    let scheme = endpoint.scheme?.lowercased() ?? ""
    guard FeedReader.isAllowedRemote(endpoint, scheme: scheme) else {
      throw EndpointError(endpoint: endpoint.absoluteString)
    }
    self.endpoint = endpoint
    self.headers = headers
    self.timeout = timeout.isFinite && timeout > 0 ? timeout : 10
    self.session = session ?? URLSession(configuration: .ephemeral)
  }

  /// POSTs the batch and maps the answer to an outcome; never throws.
  public func upload(_ batch: [AnalyticsEvent]) async -> UploadOutcome {
    let body: Data
    do {
      body = try Self.requestBody(for: batch, sentAt: Date())
    } catch {
      return .drop(reason: "the batch cannot be encoded as JSON: \(error)")
    }
    var request = URLRequest(url: endpoint, timeoutInterval: timeout)
    request.httpMethod = "POST"
    request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    // A request the networking layer never ends is retried after twice the answer timeout.
    let (session, sent) = (self.session, request)
    let answer = await withDeadline(seconds: 2 * max(1, timeout.rounded(.up))) {
      () -> (Data, URLResponse)? in try? await session.cancellableData(for: sent)
    }
    guard let (data, response) = answer ?? nil else { return .retry(after: nil) }
    guard let http = response as? HTTPURLResponse else { return .retry(after: nil) }
    let outcome = Self.outcome(
      statusCode: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After"), now: Date())
    if case .drop(let reason) = outcome {
      return .drop(reason: reason + Self.excerpt(of: data))
    }
    return outcome
  }

  /// The request body for a batch: `{"events": [...], "sentAt": <ms>}`; numbers in properties
  /// that are not finite are written as `null`.
  public static func requestBody(for batch: [AnalyticsEvent], sentAt: Date) throws -> Data {
    let body: JSONObject = [
      "events": .array(batch.map { .object($0.jsonObject) }),
      "sentAt": .number(Double(AnalyticsEvent.milliseconds(sentAt))),
    ]
    return try AnalyticsEvent.jsonWriter.data(.object(body))
  }

  /// The outcome of an HTTP answer: 2xx succeeds; other 4xx than 408 and 429 drops; everything
  /// else retries, after `Retry-After` when it is given (seconds, or an HTTP date).
  public static func outcome(statusCode: Int, retryAfter: String?, now: Date) -> UploadOutcome {
    switch statusCode {
    case 200...299:
      return .success
    case 408, 429:
      return .retry(after: retryAfter.flatMap { retryAfterSeconds($0, now: now) })
    case 400...499:
      return .drop(reason: "HTTP \(statusCode)")
    default:
      return .retry(after: retryAfter.flatMap { retryAfterSeconds($0, now: now) })
    }
  }

  /// Seconds from `now` that a `Retry-After` value asks for: delay-seconds (`120`) or an HTTP
  /// date (`Wed, 21 Oct 2015 07:28:00 GMT`), never negative; `nil` when it is neither.
  public static func retryAfterSeconds(_ value: String, now: Date) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return Double(trimmed)
    }
    guard let date = HTTPDate.parse(trimmed) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }

  /// `: <the start of the body>` for a refusal's reason, so the diagnostic says what the server said.
  static func excerpt(of data: Data) -> String {
    let text = String(decoding: data.prefix(200), as: UTF8.self)
      .unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
      .trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? "" : ": " + text
  }
}
