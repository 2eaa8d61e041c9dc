/// An analytics queue could not open its folder: it cannot be created or read, or another queue
/// holds it.
public struct AnalyticsQueueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file or folder involved.
  public var path: String
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
