import Foundation

/// Why ``FeedFetcher`` could not fetch a feed document, after every attempt it was allowed.
///
/// ``isRetryable`` tells the faults worth another attempt (no answer, a cut-off body, 408, 429,
/// 5xx) from those that would fail the same way again (another 4xx, an oversized document).
public enum FeedFetchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The endpoint is neither https nor http on a loopback host, or the URL cannot be built.
  case invalidEndpoint(String)
  /// No answer: the connection was refused or reset, the host is unknown, and so on.
  case network(reason: String, attempts: Int)
  /// No answer within the timeout.
  case timedOut(seconds: Double, attempts: Int)
  /// The server answered with a status that is not a feed (the last one when retries ran out).
  case httpStatus(Int, attempts: Int)
  /// The document is larger than the limit (by its `Content-Length` or by what was read).
  case tooLarge(bytes: Int, limit: Int)
  /// The body ended before its `Content-Length`.
  case truncated(received: Int, expected: Int, attempts: Int)
  /// The server said 304 Not Modified to a request that had no validators.
  case unexpectedNotModified
  /// The task was cancelled.
  case cancelled

  /// Whether another attempt could succeed.
  public var isRetryable: Bool {
    switch self {
    case .network, .timedOut, .truncated: true
    case .httpStatus(let code, _): Self.isRetryable(statusCode: code)
    case .invalidEndpoint, .tooLarge, .unexpectedNotModified, .cancelled: false
    }
  }

  /// Whether a status is retried: 408, 429 and 5xx.
  public static func isRetryable(statusCode: Int) -> Bool {
    statusCode == 408 || statusCode == 429 || (500...599).contains(statusCode)
  }

  public var description: String {
    switch self {
    case .invalidEndpoint(let endpoint):
      "expected an https feed endpoint (http only for loopback), found \"\(endpoint.clipped(to: 80))\""
    case .network(let reason, let attempts):
      "no answer from the feed server after \(Self.count(attempts)): \(reason)"
    case .timedOut(let seconds, let attempts):
      "no answer within \(seconds) s, after \(Self.count(attempts))"
    case .httpStatus(let code, let attempts):
      "expected HTTP 200 or 304, found HTTP \(code) after \(Self.count(attempts))"
    case .tooLarge(let bytes, let limit):
      "expected a document of at most \(ByteCountFormatter.binary(limit)), found "
        + "\(ByteCountFormatter.binary(bytes))"
    case .truncated(let received, let expected, let attempts):
      "expected \(expected) bytes, the body ended after \(received), after \(Self.count(attempts))"
    case .unexpectedNotModified:
      "expected a document, found HTTP 304 to a request without validators"
    case .cancelled:
      "the fetch was cancelled"
    }
  }

  private static func count(_ attempts: Int) -> String {
    attempts == 1 ? "1 attempt" : "\(attempts) attempts"
  }
}
