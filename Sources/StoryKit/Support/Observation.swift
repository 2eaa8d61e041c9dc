/// An observation that ends when cancelled or released: what
/// ``PlacementDataProvider/observeState(_:)`` and StoryKitUI's widget registry return.
@MainActor
public final class Observation {
  private var cancellation: (@MainActor () -> Void)?

  /// An observation that runs `cancellation` once, when cancelled or released.
  package init(cancellation: @escaping @MainActor () -> Void) {
    self.cancellation = cancellation
  }

  isolated deinit {
    cancellation?()
  }

  /// Stops the observation; calling it twice is calling it once.
  public func cancel() {
    cancellation?()
    cancellation = nil
  }
}
