/// What became of an upload, and so what the queue does with the batch.
public enum UploadOutcome: Sendable, Hashable {
  /// The receiver accepted the batch (HTTP 2xx); the queue deletes it.
  case success
  /// A transient failure (a network error, HTTP 408, 429 or 5xx); the queue keeps the batch and
  /// tries again after `after` seconds when the server said so (`Retry-After`), else after an
  /// exponential backoff with full jitter.
  case retry(after: Double?)
  /// The receiver refused the batch for good (any other HTTP 4xx); the queue deletes it and
  /// reports the reason as a diagnostic, because sending it again would fail again.
  case drop(reason: String)
}
