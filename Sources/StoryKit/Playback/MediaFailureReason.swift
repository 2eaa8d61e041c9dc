/// Why a story's media never reached the screen, as the player reports it in a `storyFailed`
/// event's `reason` and in ``PlaybackQualityReport/failures``.
public enum MediaFailureReason: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Still loading when the player's load timeout ran out (a slow drip, a server that never
  /// answers).
  case timedOut
  /// The bytes could not be fetched: an HTTP error status, a connection reset, a body cut short,
  /// or the URL resting after such a failure.
  case fetchFailed
  /// Bytes arrived but are not an image the decoder reads.
  case decodingFailed
  /// The URL is not one the loader reads.
  case unsupportedURL
  /// The video failed to play (before or after its first frame).
  case videoFailed

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
