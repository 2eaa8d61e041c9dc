/// An observation of a ``PlacementDataProvider``'s state, from
/// ``PlacementDataProvider/observeState(_:)``; it ends when cancelled or released.
@MainActor
public final class PlacementStateObservation {
  private var cancellation: (@MainActor () -> Void)?

  init(cancellation: @escaping @MainActor () -> Void) {
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
