/// A seen store's file could not be written or deleted.
public struct SeenStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file or folder involved.
  public var path: String
  /// What the system reported.
  public var reason: String

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
