import StoryKitUI

/// A named view to render: the gallery `storykit render --examples` writes and the snapshot tests
/// check, so a person can look at exactly what the tests pin down.
public struct ExampleScene: Sendable {
  /// A file-name-safe name, e.g. `label-scripts`.
  public let name: String
  /// The size in points.
  public let size: Size
  /// Builds the view.
  public let make: @MainActor @Sendable () -> View

  public init(name: String, size: Size, make: @escaping @MainActor @Sendable () -> View) {
    self.name = name
    self.size = size
    self.make = make
  }
}
