extension SegmentAnalyticsUploader {
  /// Why a ``SegmentAnalyticsUploader`` cannot be made.
  public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The write key is empty or only whitespace.
    case missingWriteKey
    /// Neither an anonymous ID nor a user ID was given (or both are blank): every message needs one.
    case missingIdentity
    /// The endpoint, as given, is not https, nor http on a loopback host.
    case invalidEndpoint(String)

    /// What went wrong and what to give instead.
    public var description: String {
      switch self {
      case .missingWriteKey:
        "the write key is empty; give the source's write key"
      case .missingIdentity:
        "neither an anonymous ID nor a user ID was given; every message needs at least one"
      case .invalidEndpoint(let endpoint):
        "\(endpoint): must be https, or http on a loopback host"
      }
    }
  }

  /// Events left out of a batch whose other events were delivered, and why: a message over
  /// ``SegmentAnalyticsUploader/maxMessageBytes``, one that cannot be encoded, or a request the
  /// collector refused with HTTP 400.
  public struct Drop: Sendable, Hashable, CustomStringConvertible {
    /// The events left out, in the batch's order.
    public var events: [AnalyticsEvent]
    /// Why, in a sentence.
    public var reason: String

    /// Creates a report.
    public init(events: [AnalyticsEvent], reason: String) {
      self.events = events
      self.reason = reason
    }

    /// `dropped 1 event (<reason>)`.
    public var description: String {
      "dropped \(events.count) event\(events.count == 1 ? "" : "s") (\(reason))"
    }
  }
}
